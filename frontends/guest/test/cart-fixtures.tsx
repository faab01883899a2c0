import { GetGuestPaymentMethodsDocument, type SessionUser } from '@hearth/graphql-client';
import type { MockedResponse } from '@apollo/client/testing';
import type { RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Route } from 'react-router';
import { users } from '../../shared/test-render';
import { renderWithProviders } from './providers';

/**
 * Test helper: `ui` as a signed-in guest sees it at `path` (mounted at `routePath`, as the app
 * mounts it) — theme, toasts, router, Apollo answering from `mocks` (each used once; an
 * unexpected request fails the operation).
 */
export function renderGuest(
  ui: ReactElement,
  mocks: MockedResponse[],
  {
    user = users.guest,
    path = '/user/cart',
    routePath = '*',
  }: { user?: SessionUser; path?: string; routePath?: string } = {},
): RenderResult {
  return renderWithProviders({
    routes: (
      <>
        {routePath !== '/user/checkout' && (
          <Route path="/user/checkout" element={<p>Checkout page</p>} />
        )}
        <Route path={routePath} element={ui} />
      </>
    ),
    path,
    mocks,
    user,
  });
}

export const OCCURRENCE = '22222222-2222-4222-8222-222222222222';
export const DISH_A = '33333333-3333-4333-8333-333333333333';
export const DISH_B = '44444444-4444-4444-8444-444444444444';

/** A cart line as GetCarts returns it: $12.50 a portion, plenty of stock, limit 1–20. */
export function cartLine(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'CartItem' as const,
    id: 'line-a',
    dishId: DISH_A,
    dishName: 'Jerk chicken',
    priceCents: 1250,
    quantity: 2,
    lineTotalCents: 2500,
    portionSize: '1 plate',
    imageUrl: null,
    restaurantId: '11111111-1111-4111-8111-111111111111',
    restaurantName: "Carl's Kitchen",
    restaurantSlug: 'carls-kitchen',
    occurrenceId: OCCURRENCE,
    startsAt: '2026-11-25T17:00:00.000Z',
    orderCutoffAt: '2026-11-25T07:00:00.000Z',
    minQuantity: 1,
    maxQuantity: 10,
    remaining: 8,
    orderLimitMin: 1,
    orderLimitMax: 20,
    offersDelivery: true,
    offersPickup: true,
    isAvailable: true,
    warnings: [] as string[],
    allergens: {
      __typename: 'DishAllergens' as const,
      contains: ['SESAME'],
      mayContain: ['PEANUTS'],
    } as { __typename: 'DishAllergens'; contains: string[]; mayContain: string[] } | null,
    ...overrides,
  };
}

/** A cart of `lines` with the server's totals. */
export function cartOf(lines: ReturnType<typeof cartLine>[]) {
  return {
    __typename: 'Cart' as const,
    items: lines,
    itemCount: lines.reduce((n, l) => n + l.quantity, 0),
    subtotalCents: lines.reduce((n, l) => n + l.lineTotalCents, 0),
    canCheckout: lines.length > 0 && lines.every((l) => l.warnings.length === 0),
  };
}

export const ORDER = '55555555-5555-4555-8555-555555555555';

/**
 * An order as placeOrder, order and myOrders return it: Carl's Kitchen, 2 × $12.50 for pickup,
 * PENDING; `overrides` replace fields (status, fulfilment, address, fee…).
 */
export function guestOrder<T extends Record<string, unknown>>(overrides: T) {
  return {
    __typename: 'Order' as const,
    id: ORDER,
    reference: '#55555555',
    status: 'PENDING' as string,
    restaurantId: '11111111-1111-4111-8111-111111111111',
    restaurantName: "Carl's Kitchen",
    restaurantSlug: 'carls-kitchen',
    occurrenceId: OCCURRENCE,
    scheduledFor: '2026-11-25T17:00:00.000Z',
    fulfilment: 'PICKUP' as string,
    deliveryAddress: null as Record<string, unknown> | null,
    instructions: null as string | null,
    lines: [
      {
        __typename: 'OrderLine' as const,
        dishId: 'd1',
        dishName: 'Jerk chicken',
        portionSize: '1 plate',
        unitPriceCents: 1250,
        quantity: 2,
        lineTotalCents: 2500,
        allergens: null,
      },
    ],
    subtotalCents: 2500,
    deliveryFeeCents: 0,
    discountCents: 0,
    promotionCode: null as string | null,
    // No tax: as an order placed before sales tax (tests that need tax lines override these).
    taxCents: 0,
    taxLines: [] as Array<Record<string, unknown>>,
    taxSupplier: 'HEARTH',
    supplierGstHstNumber: null as string | null,
    tipCents: 0,
    totalCents: 2500,
    distanceKm: null as number | null,
    rejectionReason: null as string | null,
    declineReason: null as string | null,
    createdAt: '2026-11-21T12:00:00.000Z',
    updatedAt: '2026-11-21T12:00:00.000Z',
    payment: null as ReturnType<typeof orderPayment> | null,
    ...overrides,
  };
}

/**
 * An order's payment as the guest reads it: $25.00 held on the card (AUTHORIZED); `overrides`
 * replace fields (status, captured, refunds…).
 */
export function orderPayment(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Payment' as const,
    status: 'AUTHORIZED' as string,
    currency: 'cad',
    amountCents: 2500,
    capturedCents: 0,
    refundedCents: 0,
    failureMessage: null as string | null,
    refunds: [] as Array<Record<string, unknown>>,
    updatedAt: '2026-11-21T12:00:00.000Z',
    ...overrides,
  };
}

/** A saved card: Visa •••• 4242, expires 11/29 (`overrides` replace fields). */
export function savedCard(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'PaymentMethod' as const,
    id: 'pm_saved_visa',
    brand: 'visa',
    last4: '4242',
    expMonth: 11,
    expYear: 2029,
    ...overrides,
  };
}

/** GetGuestPaymentMethods answering `cards` in `mode` (test by default; up to 5 reads). */
export function paymentMethodsMock(cards: ReturnType<typeof savedCard>[], mode = 'test') {
  return {
    request: { query: GetGuestPaymentMethodsDocument },
    maxUsageCount: 5,
    result: {
      data: {
        paymentSettings: { __typename: 'PaymentSettings' as const, mode },
        paymentMethods: cards,
      },
    },
  };
}
