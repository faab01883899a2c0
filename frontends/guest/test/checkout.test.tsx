import { OrderMessages } from '@hearth/contracts';
import {
  AddressSuggestionsDocument,
  GetCartItemCountDocument,
  GetCartsDocument,
  GetCheckoutRestaurantDocument,
  GetDeliveryQuoteDocument,
  GetOrderDocument,
  PlaceOrderDocument,
  type PlaceOrderMutationVariables,
} from '@hearth/graphql-client';
import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CheckoutPage } from '../src/features/checkout/routes/CheckoutPage';
import {
  OCCURRENCE,
  ORDER,
  cartLine,
  cartOf,
  guestOrder,
  paymentMethodsMock,
  renderGuest,
  savedCard,
} from './cart-fixtures';

const RESTAURANT = '11111111-1111-4111-8111-111111111111';
const cart = cartOf([cartLine()]);

function order(status: string, extra: Record<string, unknown> = {}) {
  return guestOrder({ status, ...extra });
}

/**
 * The mocks of one checkout (the guest has a saved Visa, test mode): PlaceOrder (its calls
 * recorded) → PLACED, then GetOrder → `settled`.
 */
function checkoutMocks(settled: ReturnType<typeof order>, calls: PlaceOrderMutationVariables[]) {
  return [
    { request: { query: GetCartsDocument }, result: { data: { cart } } },
    paymentMethodsMock([savedCard()]),
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
            instructions: ['Ring the bell'],
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
      delay: 100,
      result: { data: { placeOrder: order('PLACED') } },
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
  ];
}

describe('/user/checkout: one occurrence becomes one order', () => {
  it('places a pickup order once for a double click and shows Order confirmed when it is Pending', async () => {
    const calls: PlaceOrderMutationVariables[] = [];
    renderGuest(<CheckoutPage />, checkoutMocks(order('PENDING'), calls), {
      path: `/user/checkout?occurrence=${OCCURRENCE}`,
      routePath: '/user/checkout',
    });
    expect(await screen.findByRole('radio', { name: 'Pickup' })).toBeChecked();
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('$25.00');
    await userEvent.type(screen.getByLabelText('Pickup instructions'), 'After 6 pm');
    await userEvent.dblClick(screen.getByRole('button', { name: 'Place order' }));

    const confirmed = await screen.findByRole('dialog', { name: 'Order confirmed' });
    expect(within(confirmed).getByTestId('confirmed-order-total')).toHaveTextContent('$25.00');
    // The short reference the chef and the e-mails use, not the raw id.
    expect(within(confirmed).getByTestId('confirmed-order-reference')).toHaveTextContent(
      /^#55555555$/,
    );
    expect(confirmed).not.toHaveTextContent(ORDER);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.input).toMatchObject({
      occurrenceId: OCCURRENCE,
      fulfilment: 'PICKUP',
      deliveryAddress: null,
      instructions: 'After 6 pm',
      paymentMethodId: 'pm_saved_visa',
    });
    expect(calls[0]?.input.idempotencyKey?.length).toBeGreaterThanOrEqual(8);
  });

  it('shows the reason when the stock saga rejects the order', async () => {
    const calls: PlaceOrderMutationVariables[] = [];
    const rejected = order('REJECTED', { rejectionReason: 'This dish is out of stock' });
    renderGuest(<CheckoutPage />, checkoutMocks(rejected, calls), {
      path: '/user/checkout',
      routePath: '/user/checkout',
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Place order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This dish is out of stock');
    expect(screen.queryByRole('dialog', { name: 'Order confirmed' })).not.toBeInTheDocument();
  });

  it('after a rejection the lines are back on the checkout with the reason, to adjust and place again', async () => {
    const calls: PlaceOrderMutationVariables[] = [];
    const rejected = order('REJECTED', { rejectionReason: 'This dish is out of stock' });
    renderGuest(
      <CheckoutPage />,
      [
        ...checkoutMocks(rejected, calls),
        // The server restored the rejected lines: the refreshed cart has them again.
        { request: { query: GetCartsDocument }, result: { data: { cart } } },
        {
          request: { query: GetCartItemCountDocument },
          result: { data: { me: { __typename: 'User', id: 'g1', cartItemCount: 2 } } },
        },
      ],
      { path: `/user/checkout?occurrence=${OCCURRENCE}`, routePath: '/user/checkout' },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Place order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This dish is out of stock');
    expect(await screen.findByRole('button', { name: 'Place order' })).toBeEnabled();
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('$25.00');
    expect(screen.getByRole('alert')).toHaveTextContent('This dish is out of stock');
    expect(screen.queryByText('No items in Cart')).not.toBeInTheDocument();
  });

  it('asks for an address chosen from the suggestions before a delivery order is sent', async () => {
    const calls: PlaceOrderMutationVariables[] = [];
    renderGuest(<CheckoutPage />, checkoutMocks(order('PENDING'), calls), {
      path: '/user/checkout',
      routePath: '/user/checkout',
    });
    await userEvent.click(await screen.findByRole('radio', { name: 'Delivery' }));
    // The fee rule comes with the restaurant's delivery terms (their own query).
    await waitFor(() =>
      expect(screen.getByTestId('checkout-fee')).toHaveTextContent(
        'Delivery fee: $5.00 + $1.00 per km, within 8 km',
      ),
    );
    await userEvent.type(screen.getByLabelText('Address line 1'), '100 Queen St W');
    await userEvent.type(screen.getByLabelText(/postal code|zip code/i), 'M5H 2N2');
    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText(OrderMessages.locationRequired)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  /** Delivery to the suggestion for `M5H 2N2`, quoted by the server as `quote`. */
  async function chooseDeliveryAddress(quote: Record<string, unknown>) {
    const calls: PlaceOrderMutationVariables[] = [];
    const at = { latitude: 43.6508, longitude: -79.3837 };
    renderGuest(
      <CheckoutPage />,
      [
        ...checkoutMocks(order('PENDING'), calls),
        {
          request: { query: AddressSuggestionsDocument, variables: { query: 'M5H', limit: 5 } },
          result: {
            data: {
              addressSuggestions: [
                {
                  __typename: 'AddressSuggestion',
                  postalCode: 'M5H 2N2',
                  city: 'Toronto',
                  area: 'Downtown',
                  province: 'ON',
                  country: 'CA',
                  ...at,
                },
              ],
            },
          },
        },
        {
          request: {
            query: GetDeliveryQuoteDocument,
            variables: { occurrenceId: OCCURRENCE, ...at },
          },
          maxUsageCount: 5,
          result: {
            data: {
              deliveryQuote: {
                __typename: 'DeliveryQuote',
                occurrenceId: OCCURRENCE,
                deliveryRadiusKm: 8,
                subtotalCents: 2500,
                ...quote,
              },
            },
          },
        },
      ],
      { path: '/user/checkout', routePath: '/user/checkout' },
    );
    await userEvent.click(await screen.findByRole('radio', { name: 'Delivery' }));
    await userEvent.type(screen.getByLabelText('Address line 1'), '100 Queen St W');
    await userEvent.type(screen.getByLabelText(/postal code|zip code/i), 'M5H');
    await userEvent.click(await screen.findByRole('button', { name: /M5H 2N2, Downtown/ }));
    return calls;
  }

  it("shows the server's delivery fee and total as soon as an address is chosen", async () => {
    const calls = await chooseDeliveryAddress({
      distanceKm: 2.456,
      deliveryFeeCents: 746,
      totalCents: 3246,
      isWithinRadius: true,
      message: null,
    });
    await waitFor(() => expect(screen.getByTestId('checkout-total')).toHaveTextContent('$32.46'));
    expect(screen.getByTestId('checkout-fee')).toHaveTextContent('$7.46');
    expect(screen.getByTestId('checkout-fee')).toHaveTextContent('2.5 km');
    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByRole('dialog', { name: 'Order confirmed' })).toBeInTheDocument();
    expect(calls[0]?.input).toMatchObject({
      fulfilment: 'DELIVERY',
      deliveryAddress: { line1: '100 Queen St W', postalCode: 'M5H 2N2', latitude: 43.6508 },
    });
  });

  it('says why an address outside the radius cannot be served and does not place the order', async () => {
    const calls = await chooseDeliveryAddress({
      distanceKm: 12.1,
      deliveryFeeCents: 0,
      totalCents: 2500,
      isWithinRadius: false,
      message: OrderMessages.outsideRadius(8),
    });
    expect(await screen.findByTestId('checkout-quote-error')).toHaveTextContent(
      OrderMessages.outsideRadius(8),
    );
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('$25.00 + delivery fee');
    expect(screen.getByRole('button', { name: 'Place order' })).toBeDisabled();
    expect(calls).toHaveLength(0);
  });
});
