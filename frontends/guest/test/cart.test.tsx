import { CartMessages } from '@hearth/contracts';
import {
  ChangeCartItemQuantityDocument,
  AddToCartDocument,
  GetCartItemCountDocument,
  GetCartsDocument,
  RemoveFromCartDocument,
} from '@hearth/graphql-client';
import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { CartPage } from '../src/features/cart/routes/CartPage';
import { useAddToCart, useCart, type CartOutcome } from '../src/lib/cart/use-cart';
import { DISH_B, OCCURRENCE, cartLine, cartOf, renderGuest } from './cart-fixtures';

const oneLine = cartOf([cartLine()]);
const getCarts = (cart: ReturnType<typeof cartOf>) => ({
  request: { query: GetCartsDocument },
  result: { data: { cart } },
});

/** Shows the cart's lines and count, and adds 1 × Roti (with a preview) on click. */
function AddProbe() {
  const { cart } = useCart();
  const add = useAddToCart();
  const [outcome, setOutcome] = useState<CartOutcome | null>(null);
  const preview = {
    dishName: 'Roti',
    priceCents: 800,
    restaurantId: '11111111-1111-4111-8111-111111111111',
    restaurantName: "Carl's Kitchen",
    restaurantSlug: 'carls-kitchen',
  };
  return (
    <div>
      <ul>
        {cart?.items.map((l) => (
          <li key={l.id}>{`${l.dishName} × ${l.quantity}`}</li>
        ))}
      </ul>
      <p data-testid="count">{cart?.itemCount ?? '-'}</p>
      <button
        onClick={() =>
          void add({ dishId: DISH_B, occurrenceId: OCCURRENCE, quantity: 1, preview }).then(
            setOutcome,
          )
        }
      >
        add roti
      </button>
      {outcome && <p role="status">{outcome.ok ? 'added' : outcome.message}</p>}
    </div>
  );
}

describe('cart hooks (optimistic: shown at once, rolled back when refused)', () => {
  it('shows an added dish at once and rolls it back when the server refuses, with its message', async () => {
    const refusal = CartMessages.addFewerRemaining(2);
    renderGuest(<AddProbe />, [
      getCarts(oneLine),
      {
        request: {
          query: AddToCartDocument,
          variables: { input: { dishId: DISH_B, occurrenceId: OCCURRENCE, quantity: 1 } },
        },
        delay: 300,
        result: {
          data: {
            addToCart: {
              __typename: 'ValidationError',
              errors: [{ __typename: 'FieldError', field: 'input.quantity', message: refusal }],
            },
          },
        },
      },
    ]);
    await screen.findByText('Jerk chicken × 2');
    await userEvent.click(screen.getByRole('button', { name: 'add roti' }));
    // Optimistic: the new line and the new count before the server answers.
    expect(await screen.findByText('Roti × 1')).toBeInTheDocument();
    expect(screen.getByTestId('count')).toHaveTextContent('3');
    // Refused: rolled back, the server's message.
    expect(await screen.findByRole('status')).toHaveTextContent(
      'There is only 2 remaining. Please try again later',
    );
    expect(screen.queryByText('Roti × 1')).not.toBeInTheDocument();
    expect(screen.getByText('Jerk chicken × 2')).toBeInTheDocument();
    expect(screen.getByTestId('count')).toHaveTextContent('2');
  });

  it('keeps the added line and refreshes the cart from the server on success', async () => {
    const roti = cartLine({
      id: 'line-b',
      dishId: DISH_B,
      dishName: 'Roti',
      priceCents: 800,
      quantity: 1,
      lineTotalCents: 800,
    });
    const after = cartOf([cartLine(), roti]);
    renderGuest(<AddProbe />, [
      getCarts(oneLine),
      {
        request: {
          query: AddToCartDocument,
          variables: { input: { dishId: DISH_B, occurrenceId: OCCURRENCE, quantity: 1 } },
        },
        result: { data: { addToCart: after } },
      },
      getCarts(after),
      {
        request: { query: GetCartItemCountDocument },
        result: { data: { me: { __typename: 'User', id: 'g1', cartItemCount: 3 } } },
      },
    ]);
    await screen.findByText('Jerk chicken × 2');
    await userEvent.click(screen.getByRole('button', { name: 'add roti' }));
    expect(await screen.findByRole('status')).toHaveTextContent('added');
    expect(screen.getByText('Roti × 1')).toBeInTheDocument();
    expect(screen.getByTestId('count')).toHaveTextContent('3');
  });

  it('refuses other roles with the guests-only message without calling the server', async () => {
    const { users } = await import('../../shared/test-render');
    renderGuest(<AddProbe />, [], { user: users.chef });
    await userEvent.click(screen.getByRole('button', { name: 'add roti' }));
    expect(await screen.findByRole('status')).toHaveTextContent(CartMessages.guestsOnly);
  });
});

describe('/user/cart', () => {
  it('shows price × quantity with $ and 2 decimals, and a server warning disables Checkout', async () => {
    const warned = cartOf([
      cartLine({
        quantity: 1,
        lineTotalCents: 1250,
        warnings: [CartMessages.belowOrderMinimum(3)],
      }),
    ]);
    renderGuest(<CartPage />, [getCarts(warned)]);
    const line = await screen.findByTestId('cart-line');
    expect(within(line).getByTestId('cart-line-price')).toHaveTextContent('$12.50 × 1 = $12.50');
    expect(within(line).getByTestId('cart-line-allergens')).toHaveTextContent(
      'Contains: Sesame · May contain: Peanuts',
    );
    expect(within(line).getByTestId('cart-warning')).toHaveTextContent(
      'You need to have at least 3 items in your cart to order',
    );
    expect(screen.getByRole('button', { name: 'Checkout' })).toBeDisabled();
  });

  it('enables Checkout when no warning holds and goes to the checkout of that occurrence', async () => {
    renderGuest(<CartPage />, [getCarts(oneLine)]);
    const checkout = await screen.findByRole('button', { name: 'Checkout' });
    expect(checkout).toBeEnabled();
    expect(screen.getByTestId('cart-subtotal')).toHaveTextContent('$25.00');
    await userEvent.click(checkout);
    expect(await screen.findByText('Checkout page')).toBeInTheDocument();
  });

  it("says 'No items in Cart' when empty", async () => {
    renderGuest(<CartPage />, [getCarts(cartOf([]))]);
    expect(await screen.findByText('No items in Cart')).toBeInTheDocument();
  });

  it("puts a removed line back with 'Failed to remove from cart' when removal fails", async () => {
    renderGuest(<CartPage />, [
      getCarts(oneLine),
      {
        request: { query: RemoveFromCartDocument, variables: { cartItemId: 'line-a' } },
        delay: 200,
        error: new Error('network down'),
      },
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Jerk chicken' }));
    expect(await screen.findByText('No items in Cart')).toBeInTheDocument(); // optimistic
    expect(await screen.findByText(CartMessages.removeFailed)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('cart-line')).toBeInTheDocument());
  });

  it("rolls a quantity change back with 'Could not change the quantity' when the change fails", async () => {
    renderGuest(<CartPage />, [
      getCarts(oneLine),
      {
        request: {
          query: ChangeCartItemQuantityDocument,
          variables: { cartItemId: 'line-a', quantity: 3 },
        },
        // Long enough that a loaded machine still sees the optimistic value before the failure.
        delay: 1_500,
        error: new Error('network down'),
      },
    ]);
    const quantity = await screen.findByLabelText('Quantity of Jerk chicken');
    expect(quantity).toHaveValue(2);
    await userEvent.click(
      screen.getByRole('button', { name: 'Increase Quantity of Jerk chicken' }),
    );
    await waitFor(() => expect(quantity).toHaveValue(3)); // optimistic
    expect(
      await screen.findByText(CartMessages.quantityChangeFailed, undefined, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText(CartMessages.addFailed)).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Quantity of Jerk chicken')).toHaveValue(2));
  });
});
