import { toCsv } from '@hearth/contracts';

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
  const header = [
    headers.ingredient,
    headers.quantity,
    headers.unit,
    headers.accepted,
    headers.dishes,
    headers.notes,
  ];
  const rows = lines.map((l) => [
    l.name,
    l.quantity,
    l.unit,
    l.acceptedQuantity,
    l.dishNames.join('; '),
    l.notes.join('; '),
  ]);
  return toCsv(header, rows) + '\r\n';
}
