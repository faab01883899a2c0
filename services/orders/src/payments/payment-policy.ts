import type { OrderEntity } from '../orders/order.entity.js';

/** Nest injection token of the platform commission rate, in basis points (1000 = 10 %). */
export const COMMISSION_BPS = Symbol('COMMISSION_BPS');

/**
 * The idempotency key of one money step of one order: the same step always sends the same key.
 * `hold` numbers the order's holds (a far-off order's hold is renewed before it lapses): the
 * first hold's keys carry no number, later ones `:2`, `:3`…
 */
export const stepKey = (
  orderId: string,
  step: 'authorize' | 'capture' | 'void' | 'void-refund' | 'save-card',
  hold = 1,
) => `order:${orderId}:${step}${hold > 1 ? `:${hold}` : ''}`;

/**
 * Whether a checkout's `paymentMethodId` is one of the processor's test tokens (`pm_card_visa`,
 * `pm_card_chargeDeclined`…): a fresh one-time card that is nobody's saved card (test mode only;
 * a live processor refuses them). Any other id must be one of the guest's saved cards.
 */
export const isTestToken = (paymentMethodId: string) => paymentMethodId.startsWith('pm_card_');

/**
 * Card holds last about 7 days (card networks; 5 for some merchant-initiated Visa holds): an
 * order whose session starts further away than `FAR_OFF_DAYS` pays with a card saved to the
 * guest's processor customer, and its hold is renewed once it is `RENEW_HOLD_AFTER_DAYS` old
 * while the chef has not answered yet.
 */
export const FAR_OFF_DAYS = 5;
export const RENEW_HOLD_AFTER_DAYS = 4;
/** One day in milliseconds. */
export const DAY_MS = 86_400_000;

/** `amount × bps / 10 000`, rounded to the cent (integer cents in, integer cents out). */
export const share = (amountCents: number, bps: number) => Math.round((amountCents * bps) / 10_000);

/**
 * What the platform pays the chef for the order's discount, integer cents: all of it when the
 * platform funds it (docs/rules/promotions.md), else 0.
 */
export const platformFunding = (order: Pick<OrderEntity, 'discountCents' | 'discountFundedBy'>) =>
  order.discountFundedBy === 'PLATFORM' ? order.discountCents : 0;

/**
 * The sales tax in `capturedCents` (integer cents): the order's tax, never more than was captured.
 * Commission is never charged on it, whoever supplies (docs/rules/tax.md).
 */
export const taxIn = (order: Pick<OrderEntity, 'taxCents'>, capturedCents: number) =>
  Math.min(order.taxCents ?? 0, Math.max(capturedCents, 0));

/**
 * The part of `taxCents` Hearth keeps to remit, integer cents: all of it when Hearth supplies (the
 * chef has no GST/HST number), none when a registered chef does (docs/rules/tax.md#who-charges-it).
 */
export const hearthTax = (order: Pick<OrderEntity, 'taxSupplier'>, taxCents: number) =>
  order.taxSupplier === 'CHEF' ? 0 : taxCents;
