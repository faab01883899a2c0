/*
 * The guest's receipt of a charged order (issue 24, item 7): what the receipt page, its PDF and
 * the receipt e-mail all show, from one data shape and one list of rows, so the three never
 * disagree. Amounts are integer cents of Canadian dollars; the tax lines are the order's own
 * (docs/rules/tax.md), never recomputed.
 */

import { formatGstHstNumber, ratePercent, type TaxSupplier } from './tax.js';

/** One line of a receipt: `quantity` × `unitPriceCents` = `amountCents` (integer cents). */
export interface ReceiptLine {
  dishName: string;
  portionSize: string;
  quantity: number;
  unitPriceCents: number;
  amountCents: number;
}

/** One tax of a receipt, as the order stored it: `HST 13 % (ON)`, integer cents. */
export interface ReceiptTaxLine {
  name: string;
  province: string;
  /** Rate in percent (13, 5, 9.975). */
  ratePercent: number;
  amountCents: number;
}

/** A refund given back on the order (integer cents), with the admin's reason the guest sees. */
export interface ReceiptRefund {
  amountCents: number;
  reason: string | null;
  /** ISO-8601 instant. */
  createdAt: string;
}

/**
 * The receipt of one charged order. `supplier*` is who sold the meal for GST/HST: Hearth (the
 * distribution platform operator, when the chef is not registered) or the registered chef
 * (Hearth collects as their billing agent); `platform*` is Hearth itself. Numbers are written as
 * people read them (`123456782 RT0001`) or null when not known yet.
 */
export interface ReceiptData {
  orderId: string;
  /** `#D6E593A0` (`orderReference`). */
  reference: string;
  /** When the card was charged (else when the order was accepted), ISO-8601 instant. */
  issuedAt: string;
  /** The IANA time zone the dates are shown in (the restaurant's). */
  timeZone: string;
  supplierKind: TaxSupplier;
  supplierName: string;
  supplierGstHstNumber: string | null;
  platformName: string;
  platformGstHstNumber: string | null;
  restaurantName: string;
  fulfilment: 'DELIVERY' | 'PICKUP';
  /** When the meal is served (the occurrence's start), ISO-8601 instant. */
  scheduledFor: string;
  lines: ReceiptLine[];
  subtotalCents: number;
  discountCents: number;
  promotionCode: string | null;
  deliveryFeeCents: number;
  taxLines: ReceiptTaxLine[];
  taxCents: number;
  /**
   * The guest's tip for the chef (0 or absent: none), after the tax and never taxed; a tip given
   * after completion counts here and in `totalCents` and `chargedCents`.
   */
  tipCents?: number;
  totalCents: number;
  /** `visa`, `mastercard`… and the last 4 digits of the card charged, when known. */
  cardBrand: string | null;
  cardLast4: string | null;
  /** Charged on the card (0 for an order a discount made free). */
  chargedCents: number;
  refunds: ReceiptRefund[];
  /** Σ refunds. */
  refundedCents: number;
  /** chargedCents − refundedCents: what the guest paid in the end. */
  netPaidCents: number;
}

/**
 * Integer cents as Canadian dollars for documents (the PDF, the e-mail, the statement): `$30.51`,
 * `-$3.00`, thousands with commas (`$1,234.56`). Exact: no floating point.
 */
export function formatCad(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(cents));
  const dollars = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}$${dollars}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * An instant as a receipt shows it, with its time zone: `2026-11-27 14:05 EST (America/Toronto)`.
 * 24-hour clock; the zone's short name as the `en-CA` locale writes it.
 */
export function formatReceiptDate(iso: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'short',
  }).formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')} ${part('timeZoneName')} (${timeZone})`;
}

/** A tax line's label: `HST 13 % (ON)`. */
export function taxLineLabel(line: Pick<ReceiptTaxLine, 'name' | 'ratePercent' | 'province'>) {
  return `${line.name} ${line.ratePercent} % (${line.province})`;
}

/** A stored `TaxLine` (rate in ppm) as a receipt line (rate in percent). */
export function receiptTaxLine(line: {
  name: string;
  province: string;
  ratePpm: number;
  amountCents: number;
}): ReceiptTaxLine {
  return {
    name: line.name,
    province: line.province,
    ratePercent: ratePercent(line.ratePpm),
    amountCents: line.amountCents,
  };
}

/** A GST/HST number as a receipt prints it, or `not provided` when unknown. */
const taxNumberText = (n: string | null) => (n ? formatGstHstNumber(n) : 'not provided');

/** The texts of the receipt, word for word on the page, in the PDF and in the e-mail. */
export const ReceiptTexts = {
  title: 'Receipt',
  supplierHearth: 'distribution platform operator: the chef is not registered for GST/HST',
  supplierChef: 'registered for GST/HST; Hearth collects the payment as their billing agent',
  notCharged: 'A receipt is available once the chef accepts the order and your card is charged.',
  /** The tip's row in the totals (a voluntary tip carries no GST/HST: CRA GI-064). */
  tip: 'Tip for the chef (no tax)',
} as const;

/** The rows of a receipt as one list of `[label, value]` groups (documents and e-mail). */
export interface ReceiptDocument {
  title: string;
  /** Who sold it, the GST/HST numbers, the order reference, the dates. */
  facts: Array<[string, string]>;
  /** Dish, quantity, unit price, amount. */
  lines: { head: [string, string, string, string]; rows: Array<[string, string, string, string]> };
  /** Subtotal, discount, delivery fee, each tax, total. */
  totals: Array<[string, string]>;
  /** The card, what was charged, each refund and what was paid in the end. */
  payment: Array<[string, string]>;
}

/**
 * The receipt as rows of text (`formatCad` amounts, `formatReceiptDate` dates): what the PDF and
 * the e-mail print, in this order. Zero discount and zero delivery fee rows are left out; every
 * tax line has its own row, even at 0.
 */
export function receiptDocument(r: ReceiptData): ReceiptDocument {
  const facts: Array<[string, string]> = [
    [
      'Sold by',
      r.supplierKind === 'CHEF'
        ? `${r.supplierName} (${ReceiptTexts.supplierChef})`
        : `${r.platformName} (${ReceiptTexts.supplierHearth})`,
    ],
    [
      r.supplierKind === 'CHEF' ? `${r.supplierName} GST/HST no.` : `${r.platformName} GST/HST no.`,
      taxNumberText(r.supplierKind === 'CHEF' ? r.supplierGstHstNumber : r.platformGstHstNumber),
    ],
  ];
  if (r.supplierKind === 'CHEF' && r.platformGstHstNumber)
    facts.push([`${r.platformName} GST/HST no.`, taxNumberText(r.platformGstHstNumber)]);
  facts.push(
    ['Order', r.reference],
    ['Date', formatReceiptDate(r.issuedAt, r.timeZone)],
    ['Restaurant', r.restaurantName],
    [
      r.fulfilment === 'DELIVERY' ? 'Delivery' : 'Pickup',
      formatReceiptDate(r.scheduledFor, r.timeZone),
    ],
  );
  const totals: Array<[string, string]> = [['Subtotal', formatCad(r.subtotalCents)]];
  if (r.discountCents > 0)
    totals.push([
      r.promotionCode ? `Discount (${r.promotionCode})` : 'Discount',
      formatCad(-r.discountCents),
    ]);
  if (r.deliveryFeeCents > 0) totals.push(['Delivery fee', formatCad(r.deliveryFeeCents)]);
  for (const t of r.taxLines) totals.push([taxLineLabel(t), formatCad(t.amountCents)]);
  if ((r.tipCents ?? 0) > 0) totals.push([ReceiptTexts.tip, formatCad(r.tipCents ?? 0)]);
  totals.push(['Total', formatCad(r.totalCents)]);
  const payment: Array<[string, string]> = [
    ['Paid with', r.cardLast4 ? `${cardBrandName(r.cardBrand)} ending in ${r.cardLast4}` : 'Card'],
    ['Charged', formatCad(r.chargedCents)],
  ];
  for (const f of r.refunds)
    payment.push([
      `Refund ${formatReceiptDate(f.createdAt, r.timeZone)}${f.reason ? ` — ${f.reason}` : ''}`,
      formatCad(-f.amountCents),
    ]);
  if (r.refunds.length > 0) payment.push(['Paid after refunds', formatCad(r.netPaidCents)]);
  return {
    title: `${ReceiptTexts.title} ${r.reference}`,
    facts,
    lines: {
      head: ['Dish', 'Qty', 'Unit price', 'Amount'],
      rows: r.lines.map((l) => [
        l.portionSize ? `${l.dishName} (${l.portionSize})` : l.dishName,
        String(l.quantity),
        formatCad(l.unitPriceCents),
        formatCad(l.amountCents),
      ]),
    },
    totals,
    payment,
  };
}

/** A card brand as people write it: `visa` → `Visa`, `mastercard` → `Mastercard`, `amex` → `American Express`. */
export function cardBrandName(brand: string | null): string {
  if (!brand) return 'Card';
  if (brand === 'amex') return 'American Express';
  return brand.charAt(0).toUpperCase() + brand.slice(1);
}
