import { jsPDF } from 'jspdf';
import { autoTable } from 'jspdf-autotable';

/** One table of a PDF document: its header row and body rows, every cell already text. */
export interface PdfTable {
  title?: string;
  head: string[];
  rows: string[][];
  /** Columns (0-based) aligned right: amounts. */
  numeric?: number[];
  /** Rows (0-based) printed bold: totals. */
  boldRows?: number[];
  /** Font size in pt (default 9): wide tables use less. */
  fontSize?: number;
}

/** What a PDF document prints, top to bottom: title, facts (label: value), then tables. */
export interface PdfContent {
  title: string;
  facts: Array<[string, string]>;
  tables: PdfTable[];
  /** Small print at the end. */
  notes?: string[];
}

/**
 * The PDF's standard fonts (WinAnsi) cover Latin-1: French accents print as they are; no-break
 * spaces become spaces, typographic quotes and dashes their ASCII twins, anything else '?'.
 */
export function pdfText(text: string): string {
  return text
    .replace(/[\u00a0\u202f\u2009]/g, ' ')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014\u2212]/g, '-')
    .replace(/\u2026/g, '...')
    .replace(/[^\n\u0020-\u00ff]/g, '?');
}

/**
 * Renders `content` as a PDF on the server (jsPDF's Node build with jspdf-autotable, the
 * libraries the chef's prep sheet already uses in the browser): Letter pages (they print on A4
 * too: 40 pt margins), Helvetica, tables with repeated headers. Text streams are left
 * uncompressed, so the bytes start with `%PDF-` and hold the printed words (tests read them).
 */
export function renderPdf(content: PdfContent): Buffer {
  const doc = new jsPDF({ unit: 'pt', format: 'letter' });
  doc.setProperties({ title: pdfText(content.title), creator: 'Hearth' });
  const margin = 40;
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(16);
  doc.text(pdfText(content.title), margin, margin + 10);
  doc.setFontSize(10);
  let y = margin + 32;
  const width = doc.internal.pageSize.getWidth() - 2 * margin;
  for (const [label, value] of content.facts) {
    doc.setFont('helvetica', 'bold');
    doc.text(pdfText(`${label}:`), margin, y);
    doc.setFont('helvetica', 'normal');
    const lines = doc.splitTextToSize(pdfText(value), width - 150) as string[];
    doc.text(lines, margin + 150, y);
    y += 14 * Math.max(lines.length, 1);
  }
  const brand: [number, number, number] = [194, 65, 12];
  for (const table of content.tables) {
    y += 12;
    if (table.title) {
      doc.setFont('helvetica', 'bold');
      doc.setFontSize(12);
      doc.text(pdfText(table.title), margin, y + 4);
      doc.setFontSize(10);
      y += 10;
    }
    const right = Object.fromEntries(
      (table.numeric ?? []).map((i) => [i, { halign: 'right' as const }]),
    );
    autoTable(doc, {
      startY: y,
      margin: { left: margin, right: margin },
      head: [table.head.map(pdfText)],
      body: table.rows.map((r) => r.map(pdfText)),
      styles: { fontSize: table.fontSize ?? 9, cellPadding: table.fontSize ? 3 : 4 },
      headStyles: { fillColor: brand, textColor: 255 },
      columnStyles: right,
      didParseCell: (data) => {
        if (data.section === 'body' && table.boldRows?.includes(data.row.index))
          data.cell.styles.fontStyle = 'bold';
      },
    });
    // jspdf-autotable records where the table ended on the document.
    y = (doc as unknown as { lastAutoTable?: { finalY: number } }).lastAutoTable?.finalY ?? y;
  }
  if (content.notes?.length) {
    doc.setFont('helvetica', 'normal');
    doc.setFontSize(8);
    y += 18;
    for (const note of content.notes) {
      const lines = doc.splitTextToSize(pdfText(note), width) as string[];
      doc.text(lines, margin, y);
      y += 10 * lines.length;
    }
  }
  return Buffer.from(doc.output('arraybuffer'));
}
