/** A CSV cell value; null/undefined is an empty cell, a Date is written as ISO-8601 (UTC). */
export type CsvValue = string | number | Date | null | undefined;

/** Characters that make a spreadsheet treat a cell as a formula (OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell: a text a spreadsheet would run as a formula (starting with = + - @, tab or CR)
 * gets a leading `'` so it shows as text; quoted per RFC 4180 when it holds a comma, quote or
 * line break. Numbers are written as they are (a negative number is a number, not a formula).
 */
export function csvCell(value: CsvValue): string {
  if (typeof value === 'number') return String(value);
  let text = value instanceof Date ? value.toISOString() : (value ?? '');
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * An RFC 4180 CSV document: the header row, then one row per record, lines separated by CRLF
 * (no trailing line break), every cell through `csvCell`.
 */
export function toCsv(header: string[], rows: CsvValue[][]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n');
}
