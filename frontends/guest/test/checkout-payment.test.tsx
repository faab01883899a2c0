import { PaymentMessages } from '@hearth/contracts';
import {
  AddPaymentMethodDocument,
  AddPaymentMethodFromSetupDocument,
  GetCartItemCountDocument,
  GetCartsDocument,
  GetCheckoutRestaurantDocument,
  GetOrderDocument,
  PlaceOrderDocument,
  StartCardSetupDocument,
  type AddPaymentMethodFromSetupMutationVariables,
  type AddPaymentMethodMutationVariables,
  type PlaceOrderMutationVariables,
} from '@hearth/graphql-client';
import type { MockedResponse } from '@apollo/client/testing';
// First: replaces Stripe.js's loader before the live card form's module loads it.
import { card, resetStripeFake, stripeFake } from './stripe-js-mock';
import { beforeEach, describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CheckoutPage } from '../src/features/checkout/routes/CheckoutPage';
import {
  OCCURRENCE,
  ORDER,
  cartLine,
  cartOf,
  guestOrder,
  orderPayment,
  paymentMethodsMock,
  renderGuest,
  savedCard,
} from './cart-fixtures';

const RESTAURANT = '11111111-1111-4111-8111-111111111111';
const cart = cartOf([cartLine()]);

/**
 * One pickup checkout: the guest's `cards` (test mode unless `mode`), PlaceOrder (calls
 * recorded) → PLACED, GetOrder → `settled`, and `extra` mocks.
 */
function renderCheckout({
  cards = [],
  mode = 'test',
  settled = guestOrder({ status: 'PENDING', payment: orderPayment() }),
  extra = [],
}: {
  cards?: ReturnType<typeof savedCard>[];
  mode?: string;
  settled?: ReturnType<typeof guestOrder>;
  extra?: MockedResponse[];
} = {}) {
  const calls: PlaceOrderMutationVariables[] = [];
  renderGuest(
    <CheckoutPage />,
    [
      { request: { query: GetCartsDocument }, result: { data: { cart } } },
      paymentMethodsMock(cards, mode),
      {
        request: { query: GetCheckoutRestaurantDocument, variables: { id: RESTAURANT } },
        maxUsageCount: 5,
        result: {
          data: {
            restaurant: {
              __typename: 'Restaurant',
              id: RESTAURANT,
              name: "Carl's Kitchen",
              slug: 'carls-kitchen',
              offersDelivery: true,
              offersPickup: true,
              deliveryRadiusKm: 8,
              baseDeliveryFeeCents: 500,
              feePerKmCents: 100,
              instructions: [],
              timeZone: 'America/Toronto',
            },
          },
        },
      },
      {
        request: {
          query: PlaceOrderDocument,
          variables: (vars: PlaceOrderMutationVariables) => {
            calls.push(vars);
            return true;
          },
        },
        maxUsageCount: 5,
        result: { data: { placeOrder: guestOrder({ status: 'PLACED' }) } },
      },
      { request: { query: GetCartsDocument }, result: { data: { cart: cartOf([]) } } },
      {
        request: { query: GetCartItemCountDocument },
        result: { data: { me: { __typename: 'User', id: 'g1', cartItemCount: 0 } } },
      },
      {
        request: { query: GetOrderDocument, variables: { id: ORDER } },
        result: { data: { order: settled } },
      },
      ...extra,
    ],
    { path: `/user/checkout?occurrence=${OCCURRENCE}`, routePath: '/user/checkout' },
  );
  return calls;
}

const payment = () => screen.getByRole('group', { name: 'Payment' });
const placeOrder = () => userEvent.click(screen.getByRole('button', { name: 'Place order' }));

describe('/user/checkout: paying by card', () => {
  it('pays with the newest saved card, and says the card is charged when the chef accepts', async () => {
    const calls = renderCheckout({
      cards: [savedCard(), savedCard({ id: 'pm_old', brand: 'mastercard', last4: '4444' })],
    });
    const newest = await screen.findByRole('radio', { name: 'Visa •••• 4242, expires 11/29' });
    expect(newest).toBeChecked();
    expect(
      within(payment()).getByRole('radio', { name: 'Mastercard •••• 4444, expires 11/29' }),
    ).not.toBeChecked();
    expect(within(payment()).getByRole('radio', { name: 'Use a new card' })).not.toBeChecked();
    // The total shown is the amount held.
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('$25.00');

    await placeOrder();
    const confirmed = await screen.findByRole('dialog', { name: 'Order confirmed' });
    expect(confirmed).toHaveTextContent('Your card will be charged when the chef accepts');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.input.paymentMethodId).toBe('pm_saved_visa');
  });

  it('shows the test-mode notice and the three test cards, each saying what it does', async () => {
    renderCheckout();
    const notice = await screen.findByRole('note', { name: 'Test mode' });
    expect(notice).toHaveTextContent(PaymentMessages.testMode);
    const cards = within(notice).getAllByRole('button');
    expect(cards.map((c) => c.textContent)).toEqual([
      '4242 4242 4242 4242Succeeds',
      '4000 0000 0000 0002Declined',
      '4000 0000 0000 9995Declined: insufficient funds',
    ]);
  });

  it('asks for a card when none is chosen, sends nothing and focuses the choice', async () => {
    const calls = renderCheckout();
    const useNew = await screen.findByRole('radio', { name: 'Use a new card' });
    expect(useNew).not.toBeChecked();
    await placeOrder();
    expect(await within(payment()).findByText(PaymentMessages.cardRequired)).toBeInTheDocument();
    await waitFor(() => expect(useNew).toHaveFocus());
    expect(calls).toHaveLength(0);
  });

  it('refuses a number that is not a test card, in the browser', async () => {
    const calls = renderCheckout();
    await userEvent.click(await screen.findByRole('radio', { name: 'Use a new card' }));
    const number = screen.getByLabelText('Card number');
    await userEvent.type(number, '4111 1111 1111 1111');
    await placeOrder();
    expect(await screen.findByText(PaymentMessages.cardNumberInvalid)).toBeInTheDocument();
    expect(number).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(number).toHaveFocus());
    expect(calls).toHaveLength(0);
  });

  it("a chosen test card fills the number; only the card's token is sent, never the number", async () => {
    const calls = renderCheckout();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Use test card 4242 4242 4242 4242: Succeeds' }),
    );
    expect(screen.getByRole('radio', { name: 'Use a new card' })).toBeChecked();
    expect(screen.getByLabelText('Card number')).toHaveValue('4242 4242 4242 4242');
    await placeOrder();
    expect(await screen.findByRole('dialog', { name: 'Order confirmed' })).toBeInTheDocument();
    expect(calls[0]?.input.paymentMethodId).toBe('pm_card_visa');
    expect(JSON.stringify(calls)).not.toMatch(/4242 ?4242/);
  });

  it('saves the new card first when asked, then pays with the saved card', async () => {
    const adds: AddPaymentMethodMutationVariables[] = [];
    const calls = renderCheckout({
      extra: [
        {
          request: {
            query: AddPaymentMethodDocument,
            variables: (vars: AddPaymentMethodMutationVariables) => {
              adds.push(vars);
              return true;
            },
          },
          result: {
            data: { addPaymentMethod: savedCard({ id: 'pm_new_saved', last4: '4242' }) },
          },
        },
      ],
    });
    await userEvent.click(await screen.findByRole('radio', { name: 'Use a new card' }));
    await userEvent.type(screen.getByLabelText('Card number'), '4242-4242-4242-4242');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Save this card for next time' }));
    await placeOrder();
    expect(await screen.findByRole('dialog', { name: 'Order confirmed' })).toBeInTheDocument();
    expect(adds).toHaveLength(1);
    expect(adds[0]?.paymentMethodToken).toBe('pm_card_visa');
    expect(adds[0]?.idempotencyKey.length).toBeGreaterThanOrEqual(8);
    expect(calls[0]?.input.paymentMethodId).toBe('pm_new_saved');
  });

  it('shows why a card could not be saved under its number, and places nothing', async () => {
    const calls = renderCheckout({
      extra: [
        {
          request: { query: AddPaymentMethodDocument, variables: () => true },
          result: {
            data: {
              addPaymentMethod: {
                __typename: 'ValidationError',
                errors: [
                  {
                    __typename: 'FieldError',
                    field: 'paymentMethodToken',
                    message: 'Your card was declined.',
                  },
                ],
              },
            },
          },
        },
      ],
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Use test card 4000 0000 0000 0002: Declined' }),
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Save this card for next time' }));
    await placeOrder();
    expect(await screen.findByText('Your card was declined.')).toBeInTheDocument();
    expect(screen.getByLabelText('Card number')).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
  });

  it("a declined card rejects the order: the processor's reason shows and the lines stay", async () => {
    const declined = guestOrder({
      status: 'REJECTED',
      rejectionReason: 'Your card has insufficient funds.',
      payment: orderPayment({
        status: 'FAILED',
        failureMessage: 'Your card has insufficient funds.',
      }),
    });
    const calls = renderCheckout({
      settled: declined,
      extra: [
        { request: { query: GetCartsDocument }, result: { data: { cart } } },
        {
          request: { query: GetCartItemCountDocument },
          result: { data: { me: { __typename: 'User', id: 'g1', cartItemCount: 2 } } },
        },
      ],
    });
    await userEvent.click(
      await screen.findByRole('button', {
        name: 'Use test card 4000 0000 0000 9995: Declined: insufficient funds',
      }),
    );
    await placeOrder();
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card has insufficient funds.');
    expect(calls[0]?.input.paymentMethodId).toBe('pm_card_chargeDeclinedInsufficientFunds');
    expect(screen.queryByRole('dialog', { name: 'Order confirmed' })).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Place order' })).toBeEnabled();
  });

  it('offers saved cards and "Add a new card" in live mode (no number is typed here)', async () => {
    renderCheckout({ cards: [savedCard()], mode: 'live' });
    expect(
      await screen.findByRole('radio', { name: 'Visa •••• 4242, expires 11/29' }),
    ).toBeChecked();
    expect(screen.queryByRole('note', { name: 'Test mode' })).not.toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Use a new card' })).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Add a new card' })).not.toBeChecked();
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
    // Stripe.js is loaded only once the guest asks for a new card.
    expect(stripeFake.keys).toEqual([]);
  });
});

/** StartCardSetup → a setup for pk_live_hearth; AddPaymentMethodFromSetup (calls in `adds`). */
function liveCardMocks(adds: AddPaymentMethodFromSetupMutationVariables[]): MockedResponse[] {
  return [
    {
      request: { query: StartCardSetupDocument, variables: () => true },
      maxUsageCount: 3,
      result: {
        data: {
          startCardSetup: {
            __typename: 'CardSetup',
            setupIntentId: 'seti_live_1',
            clientSecret: 'seti_live_1_secret_abc',
            publishableKey: 'pk_live_hearth',
          },
        },
      },
    },
    {
      request: {
        query: AddPaymentMethodFromSetupDocument,
        variables: (vars: AddPaymentMethodFromSetupMutationVariables) => {
          adds.push(vars);
          return true;
        },
      },
      result: {
        data: {
          addPaymentMethodFromSetup: savedCard({
            id: 'pm_live_1',
            brand: 'mastercard',
            last4: '4444',
          }),
        },
      },
    },
  ];
}

describe("/user/checkout in live mode: a new card through Stripe's card form", () => {
  beforeEach(resetStripeFake);

  it("saves the card with 'Save card', chooses it for the order and keeps what was typed", async () => {
    const adds: AddPaymentMethodFromSetupMutationVariables[] = [];
    const calls = renderCheckout({ cards: [], mode: 'live', extra: liveCardMocks(adds) });
    const instructions = await screen.findByLabelText('Pickup instructions');
    await userEvent.type(instructions, 'Ring twice');
    await userEvent.click(await screen.findByRole('radio', { name: 'Add a new card' }));
    const form = await screen.findByRole('group', { name: 'Add a card' });
    expect(within(form).getByRole('status')).toHaveTextContent('Loading the card form…');
    const save = await within(form).findByRole('button', { name: 'Save card' });
    expect(save).toHaveAttribute('type', 'button');
    expect(stripeFake.keys).toEqual(['pk_live_hearth']);
    expect(stripeFake.mounted).toBe(1);

    // Stripe declines: its message under the field, nothing saved, no order.
    stripeFake.confirmAnswer = {
      error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' },
    };
    await userEvent.click(save);
    expect(await within(form).findByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(adds).toHaveLength(0);
    expect(calls).toHaveLength(0);

    stripeFake.confirmAnswer = { setupIntent: { id: 'seti_live_1', status: 'succeeded' } };
    await userEvent.click(save);
    expect(await screen.findByText(PaymentMessages.cardAdded)).toBeInTheDocument();
    expect(adds).toEqual([{ setupIntentId: 'seti_live_1', idempotencyKey: expect.any(String) }]);
    expect(
      await screen.findByRole('radio', { name: 'Mastercard •••• 4444, expires 11/29' }),
    ).toBeChecked();
    expect(screen.queryByRole('group', { name: 'Add a card' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Pickup instructions')).toHaveValue('Ring twice');

    await placeOrder();
    await screen.findByRole('dialog', { name: 'Order confirmed' });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.input).toMatchObject({
      paymentMethodId: 'pm_live_1',
      instructions: 'Ring twice',
    });
  });

  it("'Place order' with a card typed in Stripe's form saves it first, then pays with it", async () => {
    const adds: AddPaymentMethodFromSetupMutationVariables[] = [];
    const calls = renderCheckout({ cards: [], mode: 'live', extra: liveCardMocks(adds) });
    await userEvent.click(await screen.findByRole('radio', { name: 'Add a new card' }));
    await screen.findByRole('button', { name: 'Save card' });
    stripeFake.confirmAnswer = { setupIntent: { id: 'seti_live_1', status: 'succeeded' } };
    await placeOrder();
    await screen.findByRole('dialog', { name: 'Order confirmed' });
    expect(stripeFake.confirms).toEqual([{ clientSecret: 'seti_live_1_secret_abc', card }]);
    expect(adds).toHaveLength(1);
    expect(calls.map((c) => c.input.paymentMethodId)).toEqual(['pm_live_1']);
  });
});
