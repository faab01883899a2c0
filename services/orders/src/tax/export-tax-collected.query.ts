import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ratePercent, toCsv, type TaxLine } from '@hearth/contracts';

/** The CSV's header row, in the order of each row's cells. */
export const TAX_COLLECTED_HEADER = [
  'Period start',
  'Period end',
  'Province',
  'Tax',
  'Rate (%)',
  'Orders',
  'Taxable sales (CAD)',
  'Tax collected (CAD)',
  'Tax refunded (CAD)',
  'Net tax (CAD)',
];

/** One ledger entry of Hearth's tax with its order's tax lines (integer cents). */
interface TaxEntry {
  orderId: string;
  kind: 'TAX_COLLECTED' | 'TAX_REFUND';
  /** The tax moved: positive cents (collected, or given back by a refund). */
  cents: number;
  /** The order's pre-tax total (what was taxed), cents. */
  taxableCents: number;
  taxCents: number;
  taxLines: TaxLine[];
}

/** A group's sums (integer cents) and its orders. */
interface Group {
  province: string;
  name: string;
  ratePpm: number;
  taxableCents: number;
  collectedCents: number;
  refundedCents: number;
}

/**
 * `cents` split across `lines` in proportion to their amounts, rounded to the cent with the last
 * line taking the remainder, so the parts always add up to `cents`.
 */
export function splitByLines(cents: number, lines: readonly TaxLine[]): number[] {
  const total = lines.reduce((n, l) => n + l.amountCents, 0);
  if (total <= 0) return lines.map(() => 0);
  let left = cents;
  return lines.map((l, i) => {
    if (i === lines.length - 1) return left;
    const part = Math.round((cents * l.amountCents) / total);
    left -= part;
    return part;
  });
}

/**
 * TaxCollectedCsv (admins; docs/rules/tax.md#remittance): the sales tax Hearth collected as the
 * supplier (orders of chefs without a GST/HST number) in a period, by province, tax and rate, for
 * remittance — from the chefs' ledger, so a tax counts when the card was charged (`TAX_COLLECTED`)
 * and a refund's share when it was refunded (`TAX_REFUND`), each split across the order's tax
 * lines in proportion (GST and QST of a Québec order). Taxable sales are the charged orders'
 * food − discount + delivery fee (a tip is not a taxable supply: never counted). Registered chefs' tax is theirs to remit and is not listed.
 */
/** Ledger entries read per query by the tax-collected export. */
const TAX_EXPORT_BATCH = 5_000;

@Injectable()
export class ExportTaxCollectedQuery {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * The rows for local dates `from`..`to` (inclusive, `YYYY-MM-DD`, days in Toronto) as CSV text:
   * a header row, then one row per province, tax and rate, sorted by province, tax and rate;
   * amounts in dollars with 2 decimals (from integer cents). The caller validates the dates.
   */
  async execute(from: string, to: string): Promise<string> {
    const groups = new Map<string, Group>();
    // Keyset batches of the period's entries in (created_at, id) order — each batch a range of
    // ledger_entries_tax_idx, the first one after (-infinity, 0) — so memory holds one batch of
    // entries, not the period's (issue 26: exports bounded in memory).
    // The cursor's instant as PostgreSQL's text: a JS Date would drop the microseconds.
    let after: { createdAt: string; id: string } | null = null;
    for (;;) {
      const entries = (await this.dataSource.query(
        `SELECT l.id, l.created_at::text AS "createdAt", l.order_id AS "orderId", l.kind,
                abs(l.amount_cents)::int AS cents,
                (o.total_cents - o.tax_cents - o.tip_cents)::int AS "taxableCents",
                o.tax_cents AS "taxCents",
                o.tax_lines AS "taxLines"
           FROM ledger_entries l JOIN orders o ON o.id = l.order_id
          WHERE l.kind IN ('TAX_COLLECTED', 'TAX_REFUND')
            AND l.created_at >= ($1::date)::timestamp AT TIME ZONE 'America/Toronto'
            AND l.created_at < ($2::date + 1)::timestamp AT TIME ZONE 'America/Toronto'
            AND (l.created_at, l.id) > ($3::timestamptz, $4::bigint)
          ORDER BY l.created_at, l.id
          LIMIT ${TAX_EXPORT_BATCH}`,
        [from, to, after?.createdAt ?? '-infinity', after?.id ?? '0'],
      )) as Array<TaxEntry & { id: string; createdAt: string }>;
      for (const e of entries) {
        const parts = splitByLines(e.cents, e.taxLines);
        e.taxLines.forEach((line, i) => {
          const key = `${line.province}|${line.name}|${line.ratePpm}`;
          const g = groups.get(key) ?? {
            province: line.province,
            name: line.name,
            ratePpm: line.ratePpm,
            taxableCents: 0,
            collectedCents: 0,
            refundedCents: 0,
          };
          groups.set(key, g);
          if (e.kind === 'TAX_COLLECTED') {
            g.taxableCents += e.taxableCents;
            g.collectedCents += parts[i]!;
          } else g.refundedCents += parts[i]!;
        });
      }
      const last = entries[entries.length - 1];
      if (!last || entries.length < TAX_EXPORT_BATCH) break;
      after = { createdAt: last.createdAt, id: last.id };
    }
    const orders = await this.orderCounts(from, to);
    const dollars = (cents: number) => (cents / 100).toFixed(2);
    const rows = [...groups.values()]
      .sort(
        (a, b) =>
          a.province.localeCompare(b.province) ||
          a.name.localeCompare(b.name) ||
          a.ratePpm - b.ratePpm,
      )
      .map((g) => [
        from,
        to,
        g.province,
        g.name,
        String(ratePercent(g.ratePpm)),
        String(orders.get(`${g.province}|${g.name}|${g.ratePpm}`) ?? 0),
        dollars(g.taxableCents),
        dollars(g.collectedCents),
        dollars(g.refundedCents),
        dollars(g.collectedCents - g.refundedCents),
      ]);
    return toCsv(TAX_COLLECTED_HEADER, rows);
  }

  /**
   * The number of distinct orders charged (a TAX_COLLECTED entry) in `from`..`to` per tax line
   * (`province|name|ratePpm`), counted by PostgreSQL so the export holds no set of order ids.
   */
  private async orderCounts(from: string, to: string): Promise<Map<string, number>> {
    const rows = (await this.dataSource.query(
      `SELECT x.line->>'province' AS province, x.line->>'name' AS name,
              (x.line->>'ratePpm')::int AS "ratePpm", count(DISTINCT l.order_id)::int AS orders
         FROM ledger_entries l JOIN orders o ON o.id = l.order_id,
              jsonb_array_elements(o.tax_lines) AS x (line)
        WHERE l.kind = 'TAX_COLLECTED'
          AND l.created_at >= ($1::date)::timestamp AT TIME ZONE 'America/Toronto'
          AND l.created_at < ($2::date + 1)::timestamp AT TIME ZONE 'America/Toronto'
        GROUP BY 1, 2, 3`,
      [from, to],
    )) as Array<{ province: string; name: string; ratePpm: number; orders: number }>;
    return new Map(rows.map((r) => [`${r.province}|${r.name}|${r.ratePpm}`, r.orders]));
  }
}
