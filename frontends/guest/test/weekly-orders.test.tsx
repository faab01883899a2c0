import {
  CreateStandingOrderDocument,
  GetMyOrdersDocument,
  GetMyStandingOrdersDocument,
  SkipStandingOrderWeekDocument,
} from '@hearth/graphql-client';
import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OrdersPage } from '../src/features/orders/routes/OrdersPage';
import { WeeklyOrdersPage } from '../src/features/weekly-orders/routes/WeeklyOrdersPage';
import { DISH_A, OCCURRENCE, ORDER, guestOrder, renderGuest } from './cart-fixtures';

const STANDING = '66666666-6666-4666-8666-666666666666';

/** A standing order as GetMyStandingOrders returns it: 2 × Butter Chicken, weekly, ACTIVE. */
function standingOrder(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'StandingOrder' as const,
    id: STANDING,
    status: 'ACTIVE',
    restaurantId: 'r1',
    restaurantName: "Carl's Kitchen",
    restaurantSlug: 'carls-kitchen',
    sourceOrderId: ORDER,
    fulfilment: 'PICKUP',
    lines: [
      {
        __typename: 'StandingOrderLine' as const,
        dishId: DISH_A,
        dishName: 'Butter Chicken',
        portionSize: '450 g',
        unitPriceCents: 1800,
        quantity: 2,
      },
    ],
    nextWeek: {
      __typename: 'StandingOrderNextWeek' as const,
      occurrenceId: OCCURRENCE,
      startsAt: '2026-12-08T22:00:00.000Z',
      placesAt: '2026-12-07T12:00:00.000Z',
      orderCutoffAt: '2026-12-08T12:00:00.000Z',
    },
    weeks: [] as unknown[],
    createdAt: '2026-11-28T12:00:00.000Z',
    ...overrides,
  };
}
const week = (
  outcome: string,
  missReason: string | null,
  startsAt: string,
  orderId: string | null = null,
) => ({
  __typename: 'StandingOrderWeek' as const,
  occurrenceId: `${startsAt}-occ`,
  startsAt,
  outcome,
  missReason,
  missDetail: null,
  orderId,
});
const mine = (items: unknown[]) => ({
  request: { query: GetMyStandingOrdersDocument },
  result: { data: { myStandingOrders: items } },
});

describe('Make it weekly (order detail) and /user/weekly-orders', () => {
  it('makes a completed order weekly from its details, then says when next week is placed', async () => {
    renderGuest(
      <OrdersPage />,
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
                items: [guestOrder({ status: 'COMPLETED' })],
                nextCursor: null,
              },
            },
          },
        },
        mine([]),
        {
          request: { query: CreateStandingOrderDocument, variables: { orderId: ORDER } },
          result: { data: { createStandingOrder: standingOrder() } },
        },
        mine([standingOrder()]),
      ],
      { path: '/user/orders/past', routePath: '/user/orders/*' },
    );
    const card = await screen.findByRole('listitem', { name: "Carl's Kitchen" });
    await userEvent.click(within(card).getByRole('button', { name: 'View details' }));
    const detail = await screen.findByRole('dialog', { name: 'Order details' });
    await userEvent.click(await within(detail).findByRole('button', { name: 'Make it weekly' }));
    const made = await within(detail).findByTestId('weekly-order-made');
    expect(made).toHaveTextContent('This order is weekly');
    expect(made).toHaveTextContent(/Next week’s order is placed by itself on Dec 7, 2026/);
    expect(within(made).getByRole('link', { name: 'Manage weekly orders' })).toHaveAttribute(
      'href',
      '/user/weekly-orders',
    );
  });

  it('lists each week’s outcome — a sold-out and a declined week said in words — and skips next week', async () => {
    const withWeeks = standingOrder({
      weeks: [
        week('MISSED', 'CARD_DECLINED', '2026-12-01T22:00:00.000Z'),
        week('MISSED', 'NO_STOCK', '2026-11-24T22:00:00.000Z'),
        week('PLACED', null, '2026-11-17T22:00:00.000Z', 'd6e593a0-5b8f-4c1e-9d2a-0f1e2d3c4b5a'),
      ],
    });
    renderGuest(
      <WeeklyOrdersPage />,
      [
        mine([withWeeks]),
        {
          request: { query: SkipStandingOrderWeekDocument, variables: { id: STANDING } },
          result: {
            data: {
              skipStandingOrderWeek: {
                ...withWeeks,
                weeks: [week('SKIPPED', null, '2026-12-08T22:00:00.000Z'), ...withWeeks.weeks],
              },
            },
          },
        },
      ],
      { path: '/user/weekly-orders', routePath: '/user/weekly-orders' },
    );
    const card = await screen.findByRole('article', { name: "Carl's Kitchen" });
    expect(within(card).getByTestId('weekly-order-status')).toHaveTextContent('Active');
    expect(within(card).getByTestId('weekly-next')).toHaveTextContent(
      /^Next: Dec 8, 2026.* — placed by itself on Dec 7, 2026/,
    );
    const weeks = within(card).getByTestId('weekly-weeks');
    expect(weeks).toHaveTextContent('Not placed: your card was declined');
    expect(weeks).toHaveTextContent('Not placed: no portions were left');
    expect(weeks).toHaveTextContent('Placed');
    // The placed week's order, by its reference, among the guest's orders in progress.
    expect(within(weeks).getByRole('link', { name: 'Order #D6E593A0' })).toHaveAttribute(
      'href',
      '/user/orders',
    );
    await userEvent.click(within(card).getByRole('button', { name: 'Skip next week' }));
    expect(await screen.findByText('Next week skipped')).toBeInTheDocument();
    expect(await within(card).findByText(/— Skipped$/)).toBeInTheDocument();
  });
});
