import { z } from 'zod';
import { paymentMethodIdSchema } from './payment.js';
import { promotionCodeSchema } from './promotion.js';
import { checkoutTipSchema } from './tip.js';
import { OrderMessages } from './messages.js';

export { OrderMessages };

/**
 * Checkout and order rules (docs/rules/validation.md#orders-and-cart): an order is lines of one
 * occurrence (unit price × quantity) plus a delivery fee, all in integer cents; stock is reserved
 * by the order saga after the order is placed. Older field names map to these in docs/api.md.
 */

/** Order statuses: PLACED → PENDING | REJECTED; PENDING → ACCEPTED | DECLINED | CANCELLED; ACCEPTED → COMPLETED. */
export const ORDER_STATUSES = [
  'PLACED',
  'PENDING',
  'REJECTED',
  'ACCEPTED',
  'DECLINED',
  'CANCELLED',
  'COMPLETED',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** How the guest receives the order. */
export const FULFILMENTS = ['DELIVERY', 'PICKUP'] as const;
export type Fulfilment = (typeof FULFILMENTS)[number];

/** Orders per page when the caller gives no limit (Hearth's value). */
export const ORDERS_PAGE_SIZE = 20;
/** Most orders one GetOrders page returns. */
export const ORDERS_PAGE_MAX = 50;
export const ORDER_INSTRUCTIONS_MAX = 300;
export const DECLINE_REASON_MAX = 300;

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((v) => (v ? v : null));

/** A delivery address with its coordinates (filled by the address autocomplete). */
export const deliveryAddressSchema = z.object({
  line1: z
    .string({ error: OrderMessages.addressRequired })
    .trim()
    .min(1, OrderMessages.addressRequired)
    .max(200, OrderMessages.addressTooLong),
  line2: optionalText(200, OrderMessages.addressTooLong),
  postalCode: z
    .string({ error: OrderMessages.postalCodeRequired })
    .trim()
    .min(1, OrderMessages.postalCodeRequired)
    .max(20, OrderMessages.postalCodeRequired),
  latitude: z.number({ error: OrderMessages.locationRequired }).min(-90).max(90),
  longitude: z.number({ error: OrderMessages.locationRequired }).min(-180).max(180),
});
export type DeliveryAddressData = z.output<typeof deliveryAddressSchema>;

/** PlaceOrder input: the cart lines of one occurrence, delivery or pickup, and a checkout key. */
export const placeOrderSchema = z
  .object({
    occurrenceId: z.uuid({ error: OrderMessages.nothingToOrder }),
    fulfilment: z.enum(FULFILMENTS, { error: OrderMessages.fulfilmentRequired }),
    deliveryAddress: deliveryAddressSchema.nullish(),
    instructions: optionalText(ORDER_INSTRUCTIONS_MAX, OrderMessages.instructionsTooLong),
    /** A client-made key (e.g. a UUID per checkout screen): a resubmit returns the same order. */
    idempotencyKey: z
      .string({ error: OrderMessages.idempotencyKeyRequired })
      .trim()
      .min(8, OrderMessages.idempotencyKeyRequired)
      .max(100, OrderMessages.idempotencyKeyRequired),
    /** The card that pays: a saved card's id or a fresh processor token (`pm_…`). */
    paymentMethodId: paymentMethodIdSchema,
    /** A promotion code the guest typed (blank: none; an offer may still apply by itself). */
    promotionCode: promotionCodeSchema,
    /** The tip for the chef, integer cents (0 or absent: none); no tax, no commission. */
    tipCents: checkoutTipSchema,
  })
  .superRefine((v, ctx) => {
    if (v.fulfilment === 'DELIVERY' && !v.deliveryAddress)
      ctx.addIssue({
        code: 'custom',
        path: ['deliveryAddress', 'line1'],
        message: OrderMessages.addressRequired,
      });
  });
export type PlaceOrderInputData = z.input<typeof placeOrderSchema>;
export type PlaceOrderData = z.output<typeof placeOrderSchema>;

/** DeliveryQuote input: the occurrence being checked out and the chosen address's coordinates. */
export const deliveryQuoteSchema = z.object({
  occurrenceId: z.uuid({ error: OrderMessages.nothingToOrder }),
  latitude: z.number({ error: OrderMessages.locationRequired }).min(-90).max(90),
  longitude: z.number({ error: OrderMessages.locationRequired }).min(-180).max(180),
});
export type DeliveryQuoteInputData = z.input<typeof deliveryQuoteSchema>;

/** DeclineOrder input: the chef's reason, shown to the guest. */
export const declineOrderSchema = z.object({
  reason: z
    .string({ error: OrderMessages.declineReasonRequired })
    .trim()
    .min(1, OrderMessages.declineReasonRequired)
    .max(DECLINE_REASON_MAX, OrderMessages.declineReasonTooLong),
});

/**
 * Delivery fee in integer cents: base fee + fee per km × distance, rounded to the cent.
 * `baseCents` and `perKmCents` are integer cents (null → 0), `distanceKm` in km.
 */
export function deliveryFeeCents(
  baseCents: number | null,
  perKmCents: number | null,
  distanceKm: number,
): number {
  return (baseCents ?? 0) + Math.round((perKmCents ?? 0) * Math.max(distanceKm, 0));
}

/**
 * The smallest amount a card can be charged, in CAD cents: card processors refuse less (Stripe's
 * minimum charge in Canadian dollars is $0.50).
 */
export const MIN_CARD_CHARGE_CENTS = 50;

/**
 * The discount an order actually gets (integer cents): the promotion's `discountCents`, raised to
 * waive what would be left to pay when that is 1 cent to just under `MIN_CARD_CHARGE_CENTS` — no
 * card can be charged so little, so such an order is free (whoever funds the promotion pays the
 * difference). `amountCents` is Σ price × qty + delivery fee. No discount stays no discount
 * (docs/rules/promotions.md#the-total).
 */
export function orderDiscountCents(amountCents: number, discountCents: number): number {
  if (discountCents <= 0) return 0;
  const left = amountCents - discountCents;
  return left > 0 && left < MIN_CARD_CHARGE_CENTS
    ? amountCents
    : Math.min(discountCents, amountCents);
}

/**
 * Order total in integer cents: Σ price × qty + delivery fee − discount, never below 0
 * (docs/rules/promotions.md#the-total), plus the order's sales tax `taxCents` (computed by
 * `salesTax` on that very amount — docs/rules/tax.md; 0 leaves the pre-tax total), plus the
 * guest's tip `tipCents` (never taxed, never discounted: docs/rules/payments.md#tips).
 */
export function orderTotalCents(
  lines: ReadonlyArray<{ unitPriceCents: number; quantity: number }>,
  deliveryFee: number,
  discountCents = 0,
  taxCents = 0,
  tipCents = 0,
): number {
  const total = lines.reduce((sum, l) => sum + l.unitPriceCents * l.quantity, 0) + deliveryFee;
  return Math.max(total - discountCents, 0) + taxCents + tipCents;
}

/** The guest-facing text of a stock rejection reason (`StockRejected.reason`). */
export function rejectionMessage(reason: string): string {
  return (
    (OrderMessages.rejected as Record<string, string>)[reason] ??
    OrderMessages.rejected.OUT_OF_STOCK
  );
}
