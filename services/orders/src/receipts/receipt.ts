import {
  formatGstHstNumber,
  orderReference,
  receiptTaxLine,
  ReceiptTexts,
  type ReceiptData,
  type TaxLine,
  type TaxSupplier,
} from '@hearth/contracts';
import type { PlatformTaxIdentity } from './tax-identity.js';

/** What a receipt is made of, as orders stores it (integer cents; dates as `Date`). */
export interface ReceiptSource {
  order: {
    id: string;
    status: string;
    fulfilment: 'DELIVERY' | 'PICKUP';
    scheduledFor: Date;
    updatedAt: Date;
    subtotalCents: number;
    deliveryFeeCents: number;
    discountCents: number;
    promotionCode: string | null;
    taxCents: number;
    taxLines: TaxLine[];
    taxSupplier: TaxSupplier;
    /** The registered chef's number, compact (`123456782RT0001`). */
    supplierTaxNumber: string | null;
    /** The checkout tip (inside `totalCents`; absent: none). */
    tipCents?: number;
    totalCents: number;
  };
  restaurantName: string;
  /** The restaurant's IANA time zone (America/Toronto when unknown). */
  timeZone: string;
  lines: Array<{ dishName: string; portionSize: string; unitPriceCents: number; quantity: number }>;
  /** The order's payment (null: none, e.g. a discount made it free). */
  payment: {
    capturedCents: number;
    refundedCents: number;
    refunds: Array<{ amountCents: number; reason: string | null; createdAt: Date }>;
  } | null;
  /** The card charged, when the processor still knows it. */
  card: { brand: string; last4: string } | null;
  /**
   * A tip given after completion, charged on its own (null: none), and its refund when the order
   * was refunded in full.
   */
  laterTip?: { amountCents: number; refundedCents: number; refundedAt: Date | null } | null;
  /** When the ledger recorded the charge (its GROSS entry), null when none. */
  chargedAt: Date | null;
  platform: PlatformTaxIdentity;
}

/** The order statuses that have a receipt: the chef accepted, so the card was charged. */
export const RECEIPT_STATUSES: readonly string[] = ['ACCEPTED', 'COMPLETED'];

/**
 * The receipt of a charged order (issue 24, item 7; `ReceiptData` in contracts): its supplier for
 * GST/HST (Hearth as the distribution platform operator, or the registered chef with their
 * number), Hearth's own number, the reference, the charge date in the restaurant's time zone, the
 * lines (unit price × quantity = amount), subtotal, discount, delivery fee, the order's stored
 * tax lines (never recomputed), the tip (at checkout, or after completion: then charged on its
 * own and counted in the total and the charge), total, card, refunds and what was paid in the
 * end — all integer cents, as stored. Null for an order not charged (not ACCEPTED or COMPLETED).
 */
export function buildReceipt(s: ReceiptSource): ReceiptData | null {
  const o = s.order;
  if (!RECEIPT_STATUSES.includes(o.status)) return null;
  const later = s.laterTip ?? null;
  const laterTipCents = later?.amountCents ?? 0;
  const chargedCents = (s.payment?.capturedCents ?? 0) + laterTipCents;
  const refunds = (s.payment?.refunds ?? []).map((f) => ({
    amountCents: f.amountCents,
    reason: f.reason,
    createdAt: new Date(f.createdAt).toISOString(),
  }));
  if (later && later.refundedCents > 0)
    refunds.push({
      amountCents: later.refundedCents,
      reason: ReceiptTexts.tip,
      createdAt: (later.refundedAt ?? o.updatedAt).toISOString(),
    });
  const refundedCents = refunds.reduce((n, f) => n + f.amountCents, 0);
  return {
    orderId: o.id,
    reference: orderReference(o.id),
    issuedAt: (s.chargedAt ?? o.updatedAt).toISOString(),
    timeZone: s.timeZone,
    supplierKind: o.taxSupplier,
    supplierName: o.taxSupplier === 'CHEF' ? s.restaurantName : s.platform.name,
    supplierGstHstNumber:
      o.taxSupplier === 'CHEF'
        ? o.supplierTaxNumber
          ? formatGstHstNumber(o.supplierTaxNumber)
          : null
        : s.platform.gstHstNumber,
    platformName: s.platform.name,
    platformGstHstNumber: s.platform.gstHstNumber,
    restaurantName: s.restaurantName,
    fulfilment: o.fulfilment,
    scheduledFor: new Date(o.scheduledFor).toISOString(),
    lines: s.lines.map((l) => ({
      dishName: l.dishName,
      portionSize: l.portionSize,
      quantity: l.quantity,
      unitPriceCents: l.unitPriceCents,
      amountCents: l.unitPriceCents * l.quantity,
    })),
    subtotalCents: o.subtotalCents,
    discountCents: o.discountCents,
    promotionCode: o.promotionCode,
    deliveryFeeCents: o.deliveryFeeCents,
    taxLines: (o.taxLines ?? []).map(receiptTaxLine),
    taxCents: o.taxCents,
    tipCents: (o.tipCents ?? 0) + laterTipCents,
    totalCents: o.totalCents + laterTipCents,
    cardBrand: s.card?.brand ?? null,
    cardLast4: s.card?.last4 ?? null,
    chargedCents,
    refunds,
    refundedCents,
    netPaidCents: chargedCents - refundedCents,
  };
}
