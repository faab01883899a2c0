import { toCsv, type TaxSupplier } from '@hearth/contracts';

/** One ledger entry of a chef (signed integer cents, the chef's point of view). */
export interface StatementEntry {
  orderId: string;
  kind: string;
  amountCents: number;
  createdAt: Date;
}

/** An order's sales tax as the statement needs it: its tax and who owes it. */
export interface StatementOrderTax {
  taxCents: number;
  taxSupplier: TaxSupplier;
}

/**
 * One period (a month, or the year) of a chef's statement, signed integer cents from the chef's
 * side as in the ledger (docs/rules/payments.md#the-ledger): what came in is positive, what was
 * taken off negative. `netEarningsCents` is the sum of every column from `salesCents` to
 * `disputesCents` (tips included); `payoutsCents` is what left for the chef's bank in the period.
 */
export interface StatementRow {
  /** `2026-03` for a month, `2026` for the year. */
  period: string;
  /** Orders charged in the period (with a GROSS entry). */
  orders: number;
  /** GROSS: what guests paid for the chef's orders, sales tax included, tips excluded. */
  salesCents: number;
  /** TIP + TIP_REFUND: guests' tips, all of them the chef's (no commission, no tax). */
  tipsCents: number;
  /** REFUND (≤ 0). */
  refundsCents: number;
  /** PROMOTION_FUNDING + its refunds: discounts Hearth paid for. */
  promotionFundingCents: number;
  /** TAX_COLLECTED + TAX_REFUND (≤ 0): the tax Hearth collected and remits as supplier. */
  taxCollectedByHearthCents: number;
  /** COMMISSION + COMMISSION_REFUND (≤ 0). */
  commissionCents: number;
  /** PROCESSOR_FEE (≤ 0): card processing fees. */
  cardFeesCents: number;
  /** DISPUTE_HOLD + DISPUTE_RELEASE + DISPUTE_LOSS: card disputes still held or lost. */
  disputesCents: number;
  /** The sum of the columns above: what the period earned the chef. */
  netEarningsCents: number;
  /** PAYOUT (≤ 0): sent to the chef's bank account. */
  payoutsCents: number;
  /**
   * A registered chef's own GST/HST (and provincial) tax inside `salesCents`, net of the share of
   * refunds (≥ 0): what the chef collected and remits. 0 when Hearth was the supplier.
   */
  taxYouCollectedCents: number;
}

/** A chef's statement of one calendar year in `timeZone`: 12 months and the year's total. */
export interface Statement {
  year: number;
  timeZone: string;
  months: StatementRow[];
  total: StatementRow;
}

/** Which statement column each ledger kind adds to. */
const COLUMN_OF: Readonly<Record<string, keyof StatementRow>> = {
  GROSS: 'salesCents',
  TIP: 'tipsCents',
  TIP_REFUND: 'tipsCents',
  REFUND: 'refundsCents',
  PROMOTION_FUNDING: 'promotionFundingCents',
  PROMOTION_FUNDING_REFUND: 'promotionFundingCents',
  TAX_COLLECTED: 'taxCollectedByHearthCents',
  TAX_REFUND: 'taxCollectedByHearthCents',
  COMMISSION: 'commissionCents',
  COMMISSION_REFUND: 'commissionCents',
  PROCESSOR_FEE: 'cardFeesCents',
  DISPUTE_HOLD: 'disputesCents',
  DISPUTE_RELEASE: 'disputesCents',
  DISPUTE_LOSS: 'disputesCents',
  PAYOUT: 'payoutsCents',
};

const emptyRow = (period: string): StatementRow => ({
  period,
  orders: 0,
  salesCents: 0,
  tipsCents: 0,
  refundsCents: 0,
  promotionFundingCents: 0,
  taxCollectedByHearthCents: 0,
  commissionCents: 0,
  cardFeesCents: 0,
  disputesCents: 0,
  netEarningsCents: 0,
  payoutsCents: 0,
  taxYouCollectedCents: 0,
});

/** The `YYYY-MM` of `at` in `timeZone`. */
function monthOf(at: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
  }).formatToParts(at);
  const part = (t: string) => parts.find((p) => p.type === t)?.value ?? '';
  return `${part('year')}-${part('month')}`;
}

/**
 * A chef's statement of `year` (issue 24, item 7) from their ledger `entries` (any order, any
 * time: those before the year only count towards refund running totals) and the tax of their
 * orders `taxes`: per month of the entry's date in `timeZone` and for the year, sums by column
 * (`COLUMN_OF`), orders charged, and a registered chef's own tax (`taxYouCollectedCents`: the
 * order's tax at the charge, less each refund's share computed on running totals like
 * `TAX_REFUND`, so a full refund takes back exactly the tax). Integer cents throughout; the year's
 * row is the sum of the months.
 */
export function buildStatement(
  year: number,
  timeZone: string,
  entries: readonly StatementEntry[],
  taxes: ReadonlyMap<string, StatementOrderTax>,
): Statement {
  const months = Array.from({ length: 12 }, (_, i) =>
    emptyRow(`${year}-${String(i + 1).padStart(2, '0')}`),
  );
  const byMonth = new Map(months.map((m) => [m.period, m]));
  const sorted = [...entries].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  // Per order: charged so far, refunded so far (running totals for the tax share of refunds).
  const charged = new Map<string, number>();
  const refunded = new Map<string, number>();
  const chefTaxOf = (orderId: string, capturedCents: number) => {
    const tax = taxes.get(orderId);
    if (!tax || tax.taxSupplier !== 'CHEF') return 0;
    return Math.min(tax.taxCents, Math.max(capturedCents, 0));
  };
  for (const e of sorted) {
    const row = byMonth.get(monthOf(e.createdAt, timeZone));
    if (e.kind === 'GROSS') charged.set(e.orderId, (charged.get(e.orderId) ?? 0) + e.amountCents);
    let chefTax = 0;
    if (e.kind === 'GROSS') chefTax = chefTaxOf(e.orderId, e.amountCents);
    if (e.kind === 'REFUND') {
      const captured = charged.get(e.orderId) ?? 0;
      const tax = chefTaxOf(e.orderId, captured);
      const before = refunded.get(e.orderId) ?? 0;
      const after = before - e.amountCents;
      refunded.set(e.orderId, after);
      const shareOf = (r: number) => (captured > 0 ? Math.round((tax * r) / captured) : 0);
      chefTax = -(shareOf(after) - shareOf(before));
    }
    if (!row) continue;
    const column = COLUMN_OF[e.kind];
    if (!column) continue;
    (row[column] as number) += e.amountCents;
    if (e.kind === 'GROSS') row.orders += 1;
    row.taxYouCollectedCents += chefTax;
  }
  for (const m of months)
    m.netEarningsCents =
      m.salesCents +
      m.tipsCents +
      m.refundsCents +
      m.promotionFundingCents +
      m.taxCollectedByHearthCents +
      m.commissionCents +
      m.cardFeesCents +
      m.disputesCents;
  const total = emptyRow(String(year));
  for (const m of months)
    for (const key of Object.keys(total) as Array<keyof StatementRow>)
      if (key !== 'period') (total[key] as number) += m[key] as number;
  return { year, timeZone, months, total };
}

/** The statement's columns: header text and the row's field, in the CSV's and the PDF's order. */
export const STATEMENT_COLUMNS: ReadonlyArray<[string, keyof StatementRow]> = [
  ['Period', 'period'],
  ['Orders', 'orders'],
  ['Sales (tax included)', 'salesCents'],
  ['Tips (no commission or tax)', 'tipsCents'],
  ['Refunds', 'refundsCents'],
  ['Discounts paid by Hearth', 'promotionFundingCents'],
  ['Tax collected and remitted by Hearth', 'taxCollectedByHearthCents'],
  ['Hearth commission', 'commissionCents'],
  ['Card fees', 'cardFeesCents'],
  ['Disputes', 'disputesCents'],
  ['Net earnings', 'netEarningsCents'],
  ['Payouts', 'payoutsCents'],
  ['GST/HST you collected (registered chefs)', 'taxYouCollectedCents'],
];

/**
 * The statement as CSV (RFC 4180, `toCsv`): the header of `STATEMENT_COLUMNS` with amounts in
 * CAD, one row per month, then the year's `Total` row. Amounts are dollars with 2 decimals
 * (exact, from integer cents; negative for what was taken off), counts whole numbers.
 */
export function statementCsv(s: Statement): string {
  const dollars = (cents: number) => Number((cents / 100).toFixed(2));
  const header = STATEMENT_COLUMNS.map(([label, key]) =>
    key === 'period' || key === 'orders' ? label : `${label} (CAD)`,
  );
  const row = (r: StatementRow, period: string) =>
    STATEMENT_COLUMNS.map(([, key]) =>
      key === 'period' ? period : key === 'orders' ? r.orders : dollars(r[key] as number),
    );
  return toCsv(header, [...s.months.map((m) => row(m, m.period)), row(s.total, 'Total')]);
}
