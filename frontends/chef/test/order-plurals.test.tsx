import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import {
  GetChefRestaurantIdDocument,
  GetRestaurantOrdersDocument,
  type ChefOrderFieldsFragment,
} from '@hearth/graphql-client';
import { i18n, type Locale } from '@hearth/i18n';
import { act, screen } from '@testing-library/react';
import { FakeEventSource, liveTicketMock } from '../../../libs/graphql-client/src/live/testing';
import { IncomingOrdersPage } from '../src/features/incoming-orders/routes/IncomingOrdersPage';
import { renderWithApollo } from './dashboard-helpers';

const RESTAURANT_ID = '11111111-1111-4111-8111-111111111111';

/** A pending pickup order whose lines hold `quantities` portions. */
const pendingOrder = (id: string, quantities: number[]): ChefOrderFieldsFragment => ({
  __typename: 'Order',
  id,
  reference: `#${id.slice(0, 8).toUpperCase()}`,
  status: 'PENDING',
  guestId: '33333333-3333-4333-8333-333333333333',
  restaurantId: RESTAURANT_ID,
  restaurantName: "Carl's Kitchen",
  occurrenceId: '44444444-4444-4444-8444-444444444444',
  scheduledFor: '2026-11-24T22:00:00.000Z',
  fulfilment: 'PICKUP',
  deliveryAddress: null,
  instructions: null,
  lines: quantities.map((quantity, i) => ({
    __typename: 'OrderLine',
    dishId: `55555555-5555-4555-8555-55555555555${i}`,
    dishName: `Dish ${i}`,
    portionSize: '1 plate',
    unitPriceCents: 1000,
    quantity,
    lineTotalCents: 1000 * quantity,
    allergens: null,
  })),
  subtotalCents: 1000,
  deliveryFeeCents: 0,
  discountCents: 0,
  taxCents: 130,
  taxLines: [
    { __typename: 'TaxLine', name: 'HST', province: 'ON', ratePercent: 13, amountCents: 130 },
  ],
  taxSupplier: 'HEARTH',
  tipCents: 0,
  totalCents: 1130,
  distanceKm: null,
  rejectionReason: null,
  declineReason: null,
  createdAt: '2026-11-21T10:00:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
});

const ORDERS = [
  pendingOrder('2b7c4f0e-9d1a-4c3b-8e2f-5a6b7c8d9e01', [1]),
  pendingOrder('2b7c4f0e-9d1a-4c3b-8e2f-5a6b7c8d9e02', [1, 1]),
];

const mocks = [
  liveTicketMock,
  {
    request: { query: GetChefRestaurantIdDocument },
    result: { data: { myRestaurant: { __typename: 'Restaurant', id: RESTAURANT_ID } } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  },
  {
    request: { query: GetRestaurantOrdersDocument, variables: () => true },
    result: {
      data: { restaurantOrders: { __typename: 'OrderPage', items: ORDERS, nextCursor: null } },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  },
];

let restore: () => void;
beforeEach(() => {
  restore = FakeEventSource.install();
});
afterEach(async () => {
  restore();
  await act(() => i18n.changeLanguage('en-CA'));
});

describe("chef's pending orders: portions through i18next plurals, never '1 portions'", () => {
  it.each<[Locale, string, string]>([
    ['en-CA', ' · 1 portion · $11.30', ' · 2 portions · $11.30'],
    ['en-US', ' · 1 portion · $11.30', ' · 2 portions · $11.30'],
    ['fr-CA', ' · 1 portion · 11,30\u00a0$', ' · 2 portions · 11,30\u00a0$'],
  ])('%s: one portion, then two', async (locale, one, two) => {
    await act(() => i18n.changeLanguage(locale));
    renderWithApollo(<IncomingOrdersPage status="PENDING" />, mocks, {
      path: '/chef/incoming-orders/pending',
    });
    const rows = await screen.findAllByTestId('order-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain(one);
    expect(rows[1]!.textContent).toContain(two);
    expect(rows[0]!.textContent).not.toMatch(/1 portions/);
    if (locale === 'fr-CA') expect(screen.getByRole('list', { name: 'Commandes' })).toBeVisible();
  });
});
