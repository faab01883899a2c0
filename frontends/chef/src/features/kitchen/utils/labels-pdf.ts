import { pdfText } from './prep-pdf';

/** One food label, every text already translated and formatted (docs/rules/allergens.md#labels). */
export interface FoodLabel {
  dish: string;
  /** Who made it: the chef's name and restaurant ('Made by Rosa Mensah · Rosa’s Kitchen'). */
  chef: string;
  /** 'Ingredients: …' (the dish's ingredients, or its main ingredients text). */
  ingredients: string;
  /** 'Contains: …. May contain: …' — or that it contains none / is not declared. */
  allergens: string;
  /** 'Prepared on: …' and 'Best before: …', one line. */
  dates: string;
  /** 'Keep refrigerated'. */
  storage: string;
}

/**
 * Avery 5160 (and compatible 30-up address labels) on US Letter, in points (1/72 in): 3 columns
 * × 10 rows of 2.625 × 1 in labels, 0.5 in top margin, 0.1875 in side margin, 0.125 in between
 * columns, rows touching.
 */
export const AVERY_5160 = {
  pageWidth: 612,
  pageHeight: 792,
  columns: 3,
  rows: 10,
  labelWidth: 189,
  labelHeight: 72,
  left: 13.5,
  top: 36,
  columnPitch: 198,
  rowPitch: 72,
} as const;

/**
 * Text the PDF's standard fonts print (`pdfText`: Latin-1), keeping the French Œ and œ (Œufs),
 * which their WinAnsi encoding has too.
 */
const labelText = (text: string) =>
  text
    .split(/([Œœ])/)
    .map((part) => (part === 'Œ' || part === 'œ' ? part : pdfText(part)))
    .join('');

/**
 * Where label `index` (0-based) goes: its page (0-based) and its top-left corner in points,
 * filling each sheet row by row (left to right, then down).
 */
export function labelSlot(index: number): { page: number; x: number; y: number } {
  const perPage = AVERY_5160.columns * AVERY_5160.rows;
  const onPage = index % perPage;
  const row = Math.floor(onPage / AVERY_5160.columns);
  const column = onPage % AVERY_5160.columns;
  return {
    page: Math.floor(index / perPage),
    x: AVERY_5160.left + column * AVERY_5160.columnPitch,
    y: AVERY_5160.top + row * AVERY_5160.rowPitch,
  };
}

const UNITS: Array<[RegExp, number]> = [
  [/^(months?|mois)$/, 30],
  [/^(w|wks?|weeks?|semaines?)$/, 7],
  [/^(d|days?|j|jours?)$/, 1],
  [/^(h|hrs?|hours?|heures?)$/, 1 / 24],
];

/**
 * The best-before date of food prepared on `preparedOn` (a local date, YYYY-MM-DD) that keeps
 * for `shelfLife` as the chef wrote it ('3 days', '1 week', '48 hours', '5 jours'): the local
 * date that many whole days later (hours round down to days: '12 hours' is the same day). Null
 * when the text holds no amount and unit we read; the label then prints the text itself.
 */
export function bestBeforeDate(preparedOn: string, shelfLife: string): string | null {
  const match = /(\d+(?:[.,]\d+)?)\s*([a-zà-ÿ]+)/i.exec(shelfLife.trim().toLowerCase());
  if (!match) return null;
  const unit = UNITS.find(([re]) => re.test(match[2]!));
  if (!unit) return null;
  const days = Math.floor(Number(match[1]!.replace(',', '.')) * unit[1]);
  const date = new Date(`${preparedOn}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return null;
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * Builds the labels as a PDF in the browser (jsPDF, loaded on first use): one label per entry of
 * `labels` on Avery 5160 sheets (30 a page, as many pages as needed). Each label prints the dish
 * (bold), the chef, the ingredients (at most 2 lines), the allergens (bold, at most 2 lines), the
 * dates and the storage line (bold) — words only, no colour.
 */
export async function labelsPdf(labels: readonly FoodLabel[]): Promise<Blob> {
  const { jsPDF } = await import('jspdf');
  const doc = new jsPDF({ unit: 'pt', format: 'letter' });
  const pad = 6;
  const width = AVERY_5160.labelWidth - 2 * pad;
  const fit = (text: string, size: number, maxLines: number) => {
    doc.setFontSize(size);
    const lines = doc.splitTextToSize(labelText(text), width) as string[];
    if (lines.length <= maxLines) return lines;
    const kept = lines.slice(0, maxLines);
    let last = kept[maxLines - 1]!;
    while (last.length > 1 && doc.getTextWidth(`${last}...`) > width) last = last.slice(0, -1);
    kept[maxLines - 1] = `${last.trimEnd()}...`;
    return kept;
  };
  labels.forEach((label, i) => {
    const slot = labelSlot(i);
    if (slot.page > 0 && i % (AVERY_5160.columns * AVERY_5160.rows) === 0) doc.addPage();
    let y = slot.y + pad + 6;
    const x = slot.x + pad;
    const write = (lines: string[], size: number, bold: boolean) => {
      doc.setFont('helvetica', bold ? 'bold' : 'normal');
      doc.setFontSize(size);
      for (const line of lines) {
        doc.text(line, x, y);
        y += size * 1.12;
      }
    };
    doc.setFont('helvetica', 'bold');
    write(fit(label.dish, 8.5, 1), 8.5, true);
    doc.setFont('helvetica', 'normal');
    write(fit(label.chef, 6.3, 1), 6.3, false);
    write(fit(label.ingredients, 6.3, 2), 6.3, false);
    doc.setFont('helvetica', 'bold');
    write(fit(label.allergens, 6.3, 2), 6.3, true);
    doc.setFont('helvetica', 'normal');
    write(fit(label.dates, 6.3, 1), 6.3, false);
    doc.setFont('helvetica', 'bold');
    write(fit(label.storage, 6.3, 1), 6.3, true);
  });
  return doc.output('blob');
}
