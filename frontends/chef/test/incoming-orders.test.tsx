import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import {
  AcceptOrderDocument,
  CompleteOrderDocument,
  DeclineOrderDocument,
  GetChefRestaurantIdDocument,
  GetRestaurantOrdersDocument,
  type ChefOrderFieldsFragment,
} from '@hearth/graphql-client';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FakeEventSource, liveTicketMock } from '../../../libs/graphql-client/src/live/testing';
import { SideMenu } from '../src/features/dashboard/components/SideMenu';
import { IncomingOrdersPage } from '../src/features/incoming-orders/routes/IncomingOrdersPage';
import { renderWithApollo } from './dashboard-helpers';

const RESTAURANT_ID = '11111111-1111-4111-8111-111111111111';
const ORDER_ID = '2b7c4f0e-9d1a-4c3b-8e2f-5a6b7c8d9e0f';

const anOrder = (status: string): ChefOrderFieldsFragment => ({
  __typename: 'Order',
  id: ORDER_ID,
  reference: '#2B7C4F0E',
  status: status as ChefOrderFieldsFragment['status'],
  guestId: '33333333-3333-4333-8333-333333333333',
  restaurantId: RESTAURANT_ID,
  restaurantName: "Carl's Kitchen",
  occurrenceId: '44444444-4444-4444-8444-444444444444',
  scheduledFor: '2026-11-24T22:00:00.000Z',
  fulfilment: 'DELIVERY',
  deliveryAddress: {
    __typename: 'DeliveryAddress',
    line1: '100 Queen St W',
    line2: 'Unit 4',
    postalCode: 'M5H 2N2',
  },
  instructions: 'Leave it with the concierge',
  lines: [
    {
      __typename: 'OrderLine',
      dishId: '55555555-5555-4555-8555-555555555555',
      dishName: 'Jerk chicken',
      portionSize: '1 plate',
      unitPriceCents: 1800,
      quantity: 2,
      lineTotalCents: 3600,
      allergens: { __typename: 'DishAllergens', contains: ['SESAME'], mayContain: ['PEANUTS'] },
    },
  ],
  subtotalCents: 3600,
  deliveryFeeCents: 650,
  discountCents: 0,
  // HST 13 % of food + fee ($42.50 → $5.525, half-up): Hearth's to remit (no GST/HST number).
  taxCents: 553,
  taxLines: [
    { __typename: 'TaxLine', name: 'HST', province: 'ON', ratePercent: 13, amountCents: 553 },
  ],
  taxSupplier: 'HEARTH',
  tipCents: 0,
  totalCents: 4803,
  distanceKm: 2.3,
  rejectionReason: null,
  declineReason: null,
  createdAt: '2026-11-21T10:00:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
  guest: {
    __typename: 'User',
    id: '33333333-3333-4333-8333-333333333333',
    contact: {
      __typename: 'UserContact',
      firstName: 'Maya',
      lastName: 'Okafor',
      phone: '416 555 0101',
    },
  },
});

/** A fake orders subgraph: the restaurant's orders, answering GetOrders and the actions. */
function fakeServer(initial: ChefOrderFieldsFragment[]) {
  const server = { orders: initial, declinedWith: null as string | null };
  const mocks = [
    liveTicketMock,
    {
      request: { query: GetChefRestaurantIdDocument },
      result: { data: { myRestaurant: { __typename: 'Restaurant', id: RESTAURANT_ID } } },
      maxUsageCount: Number.POSITIVE_INFINITY,
    },
    {
      request: { query: GetRestaurantOrdersDocument, variables: () => true },
      result: (v: Record<string, unknown>) => {
        const statuses = v['status'] as string[];
        const items = server.orders
          .filter((o) => statuses.includes(o.status))
          .slice(0, v['limit'] as number);
        return {
          data: {
            restaurantOrders: { __typename: 'OrderPage', items, nextCursor: null },
          },
        };
      },
      maxUsageCount: Number.POSITIVE_INFINITY,
    },
    {
      request: { query: AcceptOrderDocument, variables: { orderId: ORDER_ID } },
      result: () => {
        server.orders = server.orders.map((o) => ({ ...o, status: 'ACCEPTED' as const }));
        return { data: { acceptOrder: server.orders[0] } };
      },
    },
    {
      request: { query: DeclineOrderDocument, variables: () => true },
      result: (v: Record<string, unknown>) => {
        server.declinedWith = v['reason'] as string;
        server.orders = server.orders.map((o) => ({
          ...o,
          status: 'DECLINED' as const,
          declineReason: server.declinedWith,
        }));
        return { data: { declineOrder: server.orders[0] } };
      },
    },
  ];
  return { server, mocks };
}

let restore: () => void;
beforeEach(() => {
  restore = FakeEventSource.install();
});
afterEach(() => restore());

describe('chef red dot (while the first page of pending orders is non-empty)', () => {
  it('shows on Incoming Orders and Pending once a pending order is pushed live, without reload', async () => {
    const { server, mocks } = fakeServer([]);
    renderWithApollo(<SideMenu />, mocks, { path: '/chef/incoming-orders/pending' });
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    act(() => FakeEventSource.latest().emit('ready'));
    expect(await screen.findByRole('link', { name: 'Pending' })).toBeInTheDocument();
    expect(screen.queryByTestId('pending-dot')).toBeNull();

    server.orders = [anOrder('PENDING')];
    act(() =>
      FakeEventSource.latest().emit('order', {
        kind: 'order',
        orderId: ORDER_ID,
        status: 'PENDING',
        notificationId: null,
      }),
    );
    await waitFor(() => expect(screen.getAllByTestId('pending-dot')).toHaveLength(2));
    expect(
      within(screen.getByRole('button', { name: /Incoming Orders/ })).getByRole('img', {
        name: 'Orders waiting for you',
      }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('link', { name: /Pending/ })).getByTestId('pending-dot'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('link', { name: 'Accept' })).queryByTestId('pending-dot'),
    ).toBeNull();

    // Accepted elsewhere: the next push clears the dot.
    server.orders = [anOrder('ACCEPTED')];
    act(() =>
      FakeEventSource.latest().emit('order', {
        kind: 'order',
        orderId: ORDER_ID,
        status: 'ACCEPTED',
        notificationId: null,
      }),
    );
    await waitFor(() => expect(screen.queryByTestId('pending-dot')).toBeNull());
  });
});

describe('chef incoming orders (detail modal: accept, decline with a reason, complete)', () => {
  it('opens the order detail modal and accepts a pending order', async () => {
    const ue = userEvent.setup();
    const { mocks } = fakeServer([anOrder('PENDING')]);
    renderWithApollo(<IncomingOrdersPage status="PENDING" />, mocks, {
      path: '/chef/incoming-orders/pending',
    });
    const row = await screen.findByTestId('order-row');
    expect(row).toHaveTextContent('Order #2B7C4F0E · Pending');
    expect(row).toHaveTextContent('Delivery · 2 portions · $48.03');
    expect(within(row).getByTestId('order-dishes')).toHaveTextContent('2 × Jerk chicken');
    expect(row).toHaveTextContent('Maya ·');
    await ue.click(within(row).getByRole('button', { name: 'View order' }));
    const modal = await screen.findByRole('dialog', { name: 'Order #2B7C4F0E' });
    expect(within(modal).getByTestId('order-reference')).toHaveTextContent(/^#2B7C4F0E$/);
    expect(modal).not.toHaveTextContent(ORDER_ID);
    expect(within(modal).getByTestId('order-status')).toHaveTextContent('Pending');
    expect(modal).toHaveTextContent('100 Queen St W, Unit 4, M5H 2N2');
    expect(modal).toHaveTextContent('Leave it with the concierge');
    expect(modal).toHaveTextContent('Jerk chicken × 2');
    // Its priority allergens in words (docs/rules/allergens.md).
    expect(within(modal).getByTestId('chef-order-line-allergens')).toHaveTextContent(
      'Contains: Sesame · May contain: Peanuts',
    );
    // The sales tax is its own line, marked as Hearth's to remit.
    expect(within(modal).getByTestId('chef-order-tax')).toHaveTextContent(
      'HST 13% · Hearth remits$5.53',
    );
    // The guest on the order: name and phone (the chef's own order), the delivery distance.
    expect(within(modal).getByTestId('order-guest')).toHaveTextContent('Maya Okafor');
    expect(within(modal).getByRole('link', { name: '+1 416 555 0101' })).toHaveAttribute(
      'href',
      'tel:+14165550101',
    );
    expect(within(modal).getByTestId('order-distance')).toHaveTextContent('2.3 km');
    await ue.click(within(modal).getByRole('button', { name: 'Accept order' }));
    expect(await screen.findByText('The order was accepted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('No orders are waiting for your answer.')).toBeInTheDocument();
  });

  it('declines only with a reason, and sends that reason', async () => {
    const ue = userEvent.setup();
    const { server, mocks } = fakeServer([anOrder('PENDING')]);
    renderWithApollo(<IncomingOrdersPage status="PENDING" />, mocks, {
      path: '/chef/incoming-orders/pending',
    });
    await ue.click(await screen.findByRole('button', { name: 'View order' }));
    const modal = await screen.findByRole('dialog', { name: 'Order #2B7C4F0E' });
    await ue.click(within(modal).getByRole('button', { name: 'Decline order' }));
    await ue.click(within(modal).getByRole('button', { name: 'Decline order' }));
    expect(
      await within(modal).findByText('Please give a reason for declining the order'),
    ).toBeInTheDocument();
    expect(server.declinedWith).toBeNull();
    await ue.type(within(modal).getByLabelText('Reason for declining'), 'Out of plantain today');
    await ue.click(within(modal).getByRole('button', { name: 'Decline order' }));
    expect(await screen.findByText('The order was declined')).toBeInTheDocument();
    expect(server.declinedWith).toBe('Out of plantain today');
  });

  it('marks an accepted order completed', async () => {
    const ue = userEvent.setup();
    const { mocks } = fakeServer([anOrder('ACCEPTED')]);
    const completed = {
      request: { query: CompleteOrderDocument, variables: { orderId: ORDER_ID } },
      result: { data: { completeOrder: { ...anOrder('COMPLETED') } } },
    };
    renderWithApollo(<IncomingOrdersPage status="ACCEPTED" />, [...mocks, completed], {
      path: '/chef/incoming-orders/accept',
    });
    await ue.click(await screen.findByRole('button', { name: 'View order' }));
    const modal = await screen.findByRole('dialog', { name: 'Order #2B7C4F0E' });
    expect(within(modal).queryByRole('button', { name: 'Accept order' })).toBeNull();
    await ue.click(within(modal).getByRole('button', { name: 'Mark as completed' }));
    expect(await screen.findByText('The order was marked completed')).toBeInTheDocument();
  });
});

describe('the guest on an order users does not show (yet)', () => {
  it('says Guest and No phone given instead of failing', async () => {
    const ue = userEvent.setup();
    const order = {
      ...anOrder('PENDING'),
      guest: { __typename: 'User' as const, id: 'x', contact: null },
    };
    const { mocks } = fakeServer([order]);
    renderWithApollo(<IncomingOrdersPage status="PENDING" />, mocks, {
      path: '/chef/incoming-orders/pending',
    });
    await ue.click(await screen.findByRole('button', { name: 'View order' }));
    const modal = await screen.findByRole('dialog', { name: 'Order #2B7C4F0E' });
    expect(within(modal).getByTestId('order-guest')).toHaveTextContent('Guest');
    expect(within(modal).getByTestId('order-guest-phone')).toHaveTextContent('No phone given');
  });
});

describe('a tip on the order (docs/rules/payments.md#tips)', () => {
  it("shows the guest's tip on its own line, all the chef's, in the total", async () => {
    const ue = userEvent.setup();
    const order = { ...anOrder('ACCEPTED'), tipCents: 555, totalCents: 4803 + 555 };
    const { mocks } = fakeServer([order]);
    renderWithApollo(<IncomingOrdersPage status="ACCEPTED" />, mocks, {
      path: '/chef/incoming-orders/accept',
    });
    await ue.click(await screen.findByRole('button', { name: 'View order' }));
    const modal = await screen.findByRole('dialog', { name: 'Order #2B7C4F0E' });
    const tip = within(modal).getByTestId('chef-order-tip');
    expect(tip).toHaveTextContent('Tip · all yours, no commission');
    expect(tip).toHaveTextContent('$5.55');
    expect(within(modal).getByText('$53.58')).toBeInTheDocument();
  });
});
