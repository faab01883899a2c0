/** A CSV cell value; null is an empty cell, a Date is written as ISO-8601 (UTC). */
export type CsvValue = string | Date | null | undefined;

/** Characters that make a spreadsheet treat a cell as a formula (OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: formulas neutralised with a leading `'`, quoted per RFC 4180 when needed. */
export function csvCell(value: CsvValue): string {
  let text = value instanceof Date ? value.toISOString() : (value ?? '');
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * An RFC 4180 CSV document: the header row, then one row per record, lines separated by CRLF (no
 * trailing line break).
 */
export function toCsv(header: string[], rows: CsvValue[][]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n');
}
