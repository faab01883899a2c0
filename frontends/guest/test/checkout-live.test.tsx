import {
  GetCartItemCountDocument,
  GetCartsDocument,
  GetCheckoutRestaurantDocument,
  GetOrderDocument,
  PlaceOrderDocument,
} from '@hearth/graphql-client';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FakeEventSource, liveTicketMock } from '../../../libs/graphql-client/src/live/testing';
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

/**
 * One pickup checkout paid with the guest's saved card, whose GetOrder answers `settled`; `reads`
 * counts the GetOrder requests.
 */
function mocks(settled: ReturnType<typeof guestOrder>, reads: { count: number }) {
  return [
    liveTicketMock,
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
            instructions: [],
            timeZone: 'America/Toronto',
          },
        },
      },
    },
    {
      request: { query: PlaceOrderDocument, variables: () => true },
      result: { data: { placeOrder: guestOrder({ status: 'PLACED' }) } },
    },
    { request: { query: GetCartsDocument }, result: { data: { cart: cartOf([]) } } },
    {
      request: { query: GetCartItemCountDocument },
      result: { data: { me: { __typename: 'User', id: 'g1', cartItemCount: 0 } } },
    },
    {
      request: {
        query: GetOrderDocument,
        variables: ({ id }: { id: string }) => {
          reads.count += 1;
          return id === ORDER;
        },
      },
      maxUsageCount: 10,
      result: { data: { order: settled } },
    },
  ];
}

let restore: () => void;
beforeEach(() => {
  restore = FakeEventSource.install();
});
afterEach(() => {
  jest.useRealTimers();
  restore();
});

describe('/user/checkout follows the order by the live push', () => {
  it('reads the order once, when the push says it left PLACED, instead of polling', async () => {
    // Jest's clock: the seconds without a push pass at once.
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const reads = { count: 0 };
    renderGuest(<CheckoutPage />, mocks(guestOrder({ status: 'PENDING' }), reads), {
      path: `/user/checkout?occurrence=${OCCURRENCE}`,
      routePath: '/user/checkout',
    });
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    act(() => FakeEventSource.latest().emit('ready'));

    await user.click(await screen.findByRole('button', { name: 'Place order' }));
    // Three seconds without a push: nothing is read (the fallback, polling every 400 ms while the
    // stream is down, would have read about seven times; the safety read comes after 4 s).
    await act(async () => {
      await jest.advanceTimersByTimeAsync(3_000);
    });
    expect(reads.count).toBe(0);
    expect(screen.queryByRole('dialog', { name: 'Order confirmed' })).not.toBeInTheDocument();

    act(() =>
      FakeEventSource.latest().emit('order', {
        kind: 'order',
        orderId: ORDER,
        status: 'PENDING',
        notificationId: null,
      }),
    );
    const confirmed = await screen.findByRole('dialog', { name: 'Order confirmed' });
    expect(within(confirmed).getByTestId('confirmed-order-total')).toHaveTextContent('$25.00');
    expect(reads.count).toBe(1);
  });

  it('shows a rejection pushed before the checkout started waiting for it', async () => {
    const reads = { count: 0 };
    const rejected = guestOrder({
      status: 'REJECTED',
      rejectionReason: 'This dish is out of stock',
    });
    renderGuest(<CheckoutPage />, mocks(rejected, reads), {
      path: `/user/checkout?occurrence=${OCCURRENCE}`,
      routePath: '/user/checkout',
    });
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    act(() => FakeEventSource.latest().emit('ready'));
    // The saga can answer before PlaceOrder's own answer reaches the page.
    act(() =>
      FakeEventSource.latest().emit('order', {
        kind: 'order',
        orderId: ORDER,
        status: 'REJECTED',
        notificationId: null,
      }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Place order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This dish is out of stock');
    expect(reads.count).toBe(1);
  });
});
