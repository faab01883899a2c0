import type { OrderEntity } from '../orders/order.entity.js';
import type { LedgerKind } from './ledger.repository.js';

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

/**
 * The checkout tip in `capturedCents` (integer cents): the order's tip, never more than was
 * captured. It is the chef's in full: no commission, no sales tax (docs/rules/payments.md#tips).
 */
export const tipIn = (order: Pick<OrderEntity, 'tipCents'>, capturedCents: number) =>
  Math.min(order.tipCents ?? 0, Math.max(capturedCents, 0));

/** The money facts of an order a capture or a refund splits (integer cents). */
export type OrderMoney = Pick<
  OrderEntity,
  'discountCents' | 'discountFundedBy' | 'taxCents' | 'taxSupplier' | 'tipCents'
>;

/**
 * The ledger entries of capturing `capturedCents` of `order` (docs/rules/payments.md#the-ledger),
 * signed integer cents: GROSS (+, what the guest paid for the meal, sales tax included, the tip
 * excluded), TIP (+, the checkout tip, all of it), TAX_COLLECTED (−, the tax when Hearth
 * supplies), PROMOTION_FUNDING (+), COMMISSION (−, `bps` of GROSS − tax + funding: never on the
 * tip nor the tax) and PROCESSOR_FEE (−`feeCents`). `commissionCents` is the commission (≥ 0).
 */
export function captureEntries(
  order: OrderMoney,
  capturedCents: number,
  feeCents: number,
  bps: number,
): { entries: Array<[LedgerKind, number]>; commissionCents: number; tipCents: number } {
  const fundingCents = platformFunding(order);
  const tipCents = tipIn(order, capturedCents);
  const taxCents = taxIn(order, capturedCents - tipCents);
  const commissionCents = share(capturedCents - tipCents - taxCents + fundingCents, bps);
  return {
    entries: [
      ['GROSS', capturedCents - tipCents],
      ['TIP', tipCents],
      ['TAX_COLLECTED', -hearthTax(order, taxCents)],
      ['PROMOTION_FUNDING', fundingCents],
      ['COMMISSION', -commissionCents],
      ['PROCESSOR_FEE', -feeCents],
    ],
    commissionCents,
    tipCents,
  };
}

/**
 * The ledger entries of one refund of an order's payment that took the refunded total from
 * `refundedBefore` to `refundedAfter` of `capturedCents` (integer cents): the tip, the sales tax
 * and a platform-funded discount go back in proportion, computed on running totals so that a
 * full refund takes back exactly what the capture wrote — REFUND (−, the meal's part), TIP_REFUND
 * (−, the tip's part), TAX_REFUND (+, the tax's part Hearth kept as supplier),
 * PROMOTION_FUNDING_REFUND (−) and COMMISSION_REFUND (+, the commission on the meal's part and
 * the funding; never on the tip nor the tax).
 */
export function refundEntries(
  order: OrderMoney | null,
  capturedCents: number,
  refundedBefore: number,
  refundedAfter: number,
  bps: number,
): Array<[LedgerKind, number]> {
  const tip = order ? tipIn(order, capturedCents) : 0;
  const tax = order ? taxIn(order, capturedCents - tip) : 0;
  const funding = order ? platformFunding(order) : 0;
  const part = (of: number, refunded: number) =>
    capturedCents > 0 ? Math.round((of * refunded) / capturedCents) : 0;
  const back = (of: number) => part(of, refundedAfter) - part(of, refundedBefore);
  const commissionOf = (r: number) =>
    share(r - part(tip, r) - part(tax, r) + part(funding, r), bps);
  const tipBack = back(tip);
  return [
    ['REFUND', -(refundedAfter - refundedBefore - tipBack)],
    ['TIP_REFUND', -tipBack],
    ['TAX_REFUND', order ? hearthTax(order, back(tax)) : 0],
    ['PROMOTION_FUNDING_REFUND', -back(funding)],
    ['COMMISSION_REFUND', commissionOf(refundedAfter) - commissionOf(refundedBefore)],
  ];
}
