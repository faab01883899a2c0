import { OrderMessages } from '@hearth/contracts';
import { CancelOrderDocument, GetMyOrdersDocument } from '@hearth/graphql-client';
import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OrdersPage } from '../src/features/orders/routes/OrdersPage';
import { ORDER, guestOrder, orderPayment, renderGuest } from './cart-fixtures';

const order = guestOrder({
  fulfilment: 'DELIVERY',
  deliveryAddress: {
    __typename: 'DeliveryAddress' as const,
    line1: '100 Queen St W',
    line2: 'Unit 4',
    postalCode: 'M5H 2N2',
    latitude: 43.65,
    longitude: -79.38,
  },
  instructions: 'Leave at the door',
  deliveryFeeCents: 620,
  totalCents: 3120,
  distanceKm: 1.2,
});
const pendingTab = (items: (typeof order)[], nextCursor: string | null = null) => ({
  request: {
    query: GetMyOrdersDocument,
    variables: { status: ['PLACED', 'PENDING'], limit: 20 },
  },
  result: { data: { myOrders: { __typename: 'OrderPage', items, nextCursor } } },
});

describe('/user/orders/pending (order detail modal, cancel confirmation)', () => {
  it('shows the order detail and asks before cancelling: Go Back keeps the order, Yes cancels it', async () => {
    renderGuest(
      <OrdersPage />,
      [
        pendingTab([order]),
        {
          request: { query: CancelOrderDocument, variables: { orderId: ORDER } },
          result: { data: { cancelOrder: { ...order, status: 'CANCELLED' } } },
        },
        pendingTab([]),
      ],
      { path: '/user/orders/pending', routePath: '/user/orders/*' },
    );

    const card = await screen.findByRole('listitem', { name: "Carl's Kitchen" });
    expect(within(card).getByTestId('order-status')).toHaveTextContent('Pending');
    expect(within(card).getByTestId('order-reference')).toHaveTextContent(/^#55555555$/);
    expect(within(card).getByText('$31.20')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'View details' }));

    const detail = await screen.findByRole('dialog', { name: 'Order details' });
    expect(within(detail).getByTestId('order-detail-reference')).toHaveTextContent(/^#55555555$/);
    expect(detail).not.toHaveTextContent(ORDER);
    expect(within(detail).getByTestId('order-detail-status')).toHaveTextContent('Pending');
    expect(within(detail).getByText('100 Queen St W, Unit 4, M5H 2N2')).toBeInTheDocument();
    expect(within(detail).getByText('Leave at the door')).toBeInTheDocument();
    // The fixture's line has no declaration: said in words, nothing claimed.
    expect(within(detail).getByTestId('order-line-allergens')).toHaveTextContent(
      'Allergens not declared',
    );

    await userEvent.click(within(detail).getByRole('button', { name: 'Cancel order' }));
    let confirm = await screen.findByRole('dialog', { name: OrderMessages.cancelConfirm });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Go Back' }));
    // Back on the detail; nothing was sent (no extra mock would answer a CancelOrder twice).
    expect(await screen.findByRole('dialog', { name: 'Order details' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    confirm = await screen.findByRole('dialog', { name: 'Do you want to cancel the order?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Your order has been cancelled')).toBeInTheDocument();
    expect(await screen.findByText('No pending orders')).toBeInTheDocument();
  });

  it('loads the next page with the next token', async () => {
    const second = {
      ...order,
      id: '66666666-6666-4666-8666-666666666666',
      restaurantName: 'Roti Hut',
    };
    renderGuest(
      <OrdersPage />,
      [
        pendingTab([order], 'cursor-1'),
        {
          request: {
            query: GetMyOrdersDocument,
            variables: { status: ['PLACED', 'PENDING'], limit: 20, cursor: 'cursor-1' },
          },
          result: {
            data: { myOrders: { __typename: 'OrderPage', items: [second], nextCursor: null } },
          },
        },
      ],
      { path: '/user/orders/pending', routePath: '/user/orders/*' },
    );
    await screen.findByRole('listitem', { name: "Carl's Kitchen" });
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('listitem', { name: 'Roti Hut' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('offers the review of a completed order among past orders', async () => {
    renderGuest(
      <OrdersPage
        renderReview={(reviewed, onClose) => (
          <div role="dialog" aria-label="Review Your Order">
            {reviewed.id}
            <button onClick={onClose}>close</button>
          </div>
        )}
      />,
      [
        {
          request: {
            query: GetMyOrdersDocument,
            variables: { status: ['COMPLETED', 'DECLINED', 'CANCELLED', 'REJECTED'], limit: 20 },
          },
          result: {
            data: {
              myOrders: {
                __typename: 'OrderPage',
                items: [{ ...order, status: 'COMPLETED' }],
                nextCursor: null,
              },
            },
          },
        },
      ],
      { path: '/user/orders/past', routePath: '/user/orders/*' },
    );
    const card = await screen.findByRole('listitem', { name: "Carl's Kitchen" });
    expect(within(card).getByTestId('order-status')).toHaveTextContent('Completed');
    await userEvent.click(within(card).getByRole('button', { name: 'Review Your Order' }));
    expect(await screen.findByRole('dialog', { name: 'Review Your Order' })).toHaveTextContent(
      ORDER,
    );
  });
});

describe("/user/orders: an order's payment (card held, charged, refunded, declined)", () => {
  it("shows the order's payment: held until the chef accepts, then charged and refunds", async () => {
    const held = { ...order, payment: orderPayment({ amountCents: 3120 }) };
    const refunded = {
      ...order,
      id: '77777777-7777-4777-8777-777777777777',
      restaurantName: 'Roti Hut',
      status: 'COMPLETED',
      payment: orderPayment({
        status: 'PARTIALLY_REFUNDED',
        amountCents: 3120,
        capturedCents: 3120,
        refundedCents: 500,
        refunds: [
          {
            __typename: 'Refund',
            id: 'r1',
            amountCents: 500,
            reason: 'A side dish was missing',
            createdAt: '2026-11-26T15:00:00.000Z',
          },
        ],
      }),
    };
    renderGuest(
      <OrdersPage />,
      [
        {
          request: {
            query: GetMyOrdersDocument,
            variables: { status: ['PLACED', 'PENDING', 'ACCEPTED'], limit: 20 },
          },
          result: {
            data: {
              myOrders: { __typename: 'OrderPage', items: [held, refunded], nextCursor: null },
            },
          },
        },
      ],
      { path: '/user/orders', routePath: '/user/orders/*' },
    );

    const heldCard = await screen.findByRole('listitem', { name: "Carl's Kitchen" });
    expect(within(heldCard).getByTestId('order-payment-chip')).toHaveTextContent('Card held');
    await userEvent.click(within(heldCard).getByRole('button', { name: 'View details' }));
    let detail = await screen.findByRole('dialog', { name: 'Order details' });
    let block = within(detail).getByRole('region', { name: 'Payment' });
    // The tests run in en-US: 'authorized' (en-CA: 'authorised').
    expect(within(block).getByTestId('order-payment-status')).toHaveTextContent(
      'Card authorized, not charged yet',
    );
    expect(within(block).getByTestId('order-payment-held')).toHaveTextContent('$31.20');
    expect(block).toHaveTextContent('Your card will be charged when the chef accepts');
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Order details' })).not.toBeInTheDocument(),
    );

    const refundedCard = screen.getByRole('listitem', { name: 'Roti Hut' });
    expect(within(refundedCard).getByTestId('order-payment-chip')).toHaveTextContent(
      'Partly refunded',
    );
    await userEvent.click(within(refundedCard).getByRole('button', { name: 'View details' }));
    detail = await screen.findByRole('dialog', { name: 'Order details' });
    block = within(detail).getByRole('region', { name: 'Payment' });
    expect(within(block).getByTestId('order-payment-status')).toHaveTextContent('Partly refunded');
    expect(within(block).getByTestId('order-payment-charged')).toHaveTextContent('$31.20');
    expect(within(block).getByTestId('order-payment-refunded')).toHaveTextContent('$5.00');
    const [line] = within(block).getAllByTestId('order-payment-refund');
    expect(line).toHaveTextContent(/^\$5\.00 · A side dish was missing\s*Nov 26, 2026/);
  });

  it("shows a declined card's reason once, with the payment marked as declined", async () => {
    const rejected = {
      ...order,
      status: 'REJECTED',
      rejectionReason: 'Your card was declined.',
      payment: orderPayment({ status: 'FAILED', failureMessage: 'Your card was declined.' }),
    };
    renderGuest(
      <OrdersPage />,
      [
        {
          request: {
            query: GetMyOrdersDocument,
            variables: { status: ['COMPLETED', 'DECLINED', 'CANCELLED', 'REJECTED'], limit: 20 },
          },
          result: {
            data: { myOrders: { __typename: 'OrderPage', items: [rejected], nextCursor: null } },
          },
        },
      ],
      { path: '/user/orders/past', routePath: '/user/orders/*' },
    );
    const card = await screen.findByRole('listitem', { name: "Carl's Kitchen" });
    expect(within(card).getByTestId('order-payment-chip')).toHaveTextContent('Card declined');
    await userEvent.click(within(card).getByRole('button', { name: 'View details' }));
    const detail = await screen.findByRole('dialog', { name: 'Order details' });
    expect(within(detail).getAllByText('Your card was declined.')).toHaveLength(1);
    const block = within(detail).getByRole('region', { name: 'Payment' });
    expect(within(block).getByTestId('order-payment-status')).toHaveTextContent('Card declined');
    expect(within(block).getByTestId('order-payment-charged')).toHaveTextContent('$0.00');
  });
});
