/** One shopping list line as the CSV writes it (amounts already in the shown unit). */
export interface CsvShoppingLine {
  name: string;
  quantity: number;
  acceptedQuantity: number;
  unit: string;
  dishNames: string[];
  notes: string[];
}

/**
 * A CSV cell: quoted when it holds a comma, quote or line break; a text a spreadsheet would run as
 * a formula (starting with =, +, -, @) is written as text, as the admin exports do.
 */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * The shopping list as CSV (UTF-8, CRLF, header row in the chef's language): converted lines
 * first, then the lines in other units; numbers with a dot for spreadsheets in any locale.
 */
export function shoppingCsv(
  headers: {
    ingredient: string;
    quantity: string;
    unit: string;
    accepted: string;
    dishes: string;
    notes: string;
  },
  lines: CsvShoppingLine[],
): string {
  const rows = [
    [
      headers.ingredient,
      headers.quantity,
      headers.unit,
      headers.accepted,
      headers.dishes,
      headers.notes,
    ],
    ...lines.map((l) => [
      l.name,
      l.quantity,
      l.unit,
      l.acceptedQuantity,
      l.dishNames.join('; '),
      l.notes.join('; '),
    ]),
  ];
  return rows.map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** Offers `content` as a file download named `fileName` (a Blob URL, revoked after the click). */
export function download(content: Blob, fileName: string): void {
  const url = URL.createObjectURL(content);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
