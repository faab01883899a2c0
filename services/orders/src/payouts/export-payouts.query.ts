import { Injectable } from '@nestjs/common';
import { toCsv } from '@hearth/contracts';
import type { PayoutStatus } from './payout.js';
import { PayoutQueries } from './payout.queries.js';

/** The CSV's header row, in the order of each row's cells. */
const HEADER = [
  'Payout ID',
  'Chef ID',
  'Restaurant',
  'Period start',
  'Period end',
  'Orders',
  'Amount (CAD)',
  'Bank last 4',
  'Status',
  'Created at',
  'Approved at',
  'Paid at',
  'Transfer reference',
];

/**
 * PayoutsCsv (admins): the payouts of a status (or all) as CSV text for the bank or the books,
 * in the admins' list order.
 */
@Injectable()
export class ExportPayoutsQuery {
  constructor(private readonly queries: PayoutQueries) {}

  /**
   * The payouts of `status` (null: all) as CSV text, a header row first; amounts in dollars with
   * 2 decimals (from integer cents), instants in ISO-8601 (UTC).
   */
  async execute(status: PayoutStatus | null): Promise<string> {
    const rows = await this.queries.list(status, null);
    return toCsv(
      HEADER,
      rows.map((r) => [
        r.id,
        r.chefId,
        r.restaurantName,
        r.periodStart,
        r.periodEnd,
        String(r.orderCount),
        (r.amountCents / 100).toFixed(2),
        r.bankLast4,
        r.status,
        r.createdAt,
        r.approvedAt,
        r.paidAt,
        r.transferReference,
      ]),
    );
  }
}
