import { formatCad } from '@hearth/contracts';
import { renderPdf } from './pdf.js';
import { STATEMENT_COLUMNS, type Statement, type StatementRow } from './statement.js';

/** The month columns of the PDF's monthly table (the page is too narrow for all of them). */
const MONTH_COLUMNS: ReadonlyArray<[string, keyof StatementRow]> = [
  ['Month', 'period'],
  ['Orders', 'orders'],
  ['Sales', 'salesCents'],
  ['Tips', 'tipsCents'],
  ['Refunds', 'refundsCents'],
  ['Tax (Hearth)', 'taxCollectedByHearthCents'],
  ['Commission', 'commissionCents'],
  ['Card fees', 'cardFeesCents'],
  ['Disputes', 'disputesCents'],
  ['Net', 'netEarningsCents'],
  ['Payouts', 'payoutsCents'],
];

/** A row's cell as printed: counts as they are, amounts `formatCad`. */
const cell = (r: StatementRow, key: keyof StatementRow) =>
  key === 'period' ? r.period : key === 'orders' ? String(r.orders) : formatCad(r[key] as number);

/**
 * A chef's yearly statement as a PDF: who and which year, the year's totals (every column of
 * `STATEMENT_COLUMNS`, net earnings in bold), then the months, and what the columns mean.
 */
export function statementPdf(
  s: Statement,
  chef: { restaurantName: string; gstHstNumber: string | null },
): Buffer {
  const totals = STATEMENT_COLUMNS.filter(([, key]) => key !== 'period');
  return renderPdf({
    title: `Hearth statement ${s.year}`,
    facts: [
      ['Restaurant', chef.restaurantName || '-'],
      ['GST/HST no.', chef.gstHstNumber ?? 'not registered (Hearth collects and remits the tax)'],
      ['Period', `1 January to 31 December ${s.year} (${s.timeZone})`],
      ['Currency', 'Canadian dollars (CAD)'],
    ],
    tables: [
      {
        title: `The year ${s.year}`,
        head: ['', 'Amount'],
        rows: totals.map(([label, key]) => [label, cell(s.total, key)]),
        numeric: [1],
        boldRows: [totals.findIndex(([, key]) => key === 'netEarningsCents')],
      },
      {
        title: 'By month',
        head: MONTH_COLUMNS.map(([label]) => label),
        rows: [
          ...s.months.map((m) => MONTH_COLUMNS.map(([, key]) => cell(m, key))),
          MONTH_COLUMNS.map(([, key]) => (key === 'period' ? 'Total' : cell(s.total, key))),
        ],
        numeric: MONTH_COLUMNS.map((_, i) => i).slice(1),
        boldRows: [12],
        fontSize: 7,
      },
    ],
    notes: [
      'Amounts are from your ledger on Hearth, by the date each entry was recorded: what came in is positive, what was taken off negative. Net earnings = sales + tips + refunds + discounts paid by Hearth + tax collected by Hearth + commission + card fees + disputes.',
      'Tips are all yours: Hearth takes no commission on them and they carry no sales tax.',
      'Sales include the sales tax guests paid. When Hearth is the supplier (you are not registered for GST/HST), Hearth collects and remits that tax, so it is taken off. When you are registered, the tax stays in your sales and you remit it: the last line shows how much.',
    ],
  });
}

/** The file name of a statement: `hearth-statement-2026.pdf` / `.csv`. */
export const statementFileName = (year: number, format: 'CSV' | 'PDF') =>
  `hearth-statement-${year}.${format.toLowerCase()}`;
