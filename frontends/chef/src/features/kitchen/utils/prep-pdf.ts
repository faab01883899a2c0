/** What the PDF of a prep sheet prints, every text already translated and formatted. */
export interface PrepPdfContent {
  title: string;
  /** Lines under the title: the date and time, the cutoff, the totals. */
  facts: string[];
  dishes: { head: string[]; rows: string[][] };
  lineUp: { title: string; head: string[]; rows: string[][]; empty: string };
}

/**
 * The PDF's standard fonts (WinAnsi) cover Latin-1: French accents, '×' and '·' print as they
 * are; the locale's no-break spaces become plain spaces and anything else a '?'.
 */
export function pdfText(text: string): string {
  return text
    .replace(/[\u00a0\u202f\u2009]/g, ' ')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/\u2026/g, '...')
    .replace(/[^\n\u0020-\u00ff]/g, '?');
}

/**
 * Builds the prep sheet as a PDF in the browser (jsPDF + jspdf-autotable, loaded on first use and
 * bundled with the app, so it works offline): title, facts, the dishes table and the line-up
 * table, on Letter pages with repeated table headers.
 */
export async function prepSheetPdf(content: PrepPdfContent): Promise<Blob> {
  const [{ jsPDF }, { autoTable }] = await Promise.all([
    import('jspdf'),
    import('jspdf-autotable'),
  ]);
  const doc = new jsPDF({ unit: 'pt', format: 'letter' });
  const margin = 40;
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(16);
  doc.text(pdfText(content.title), margin, margin + 10);
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(10);
  let y = margin + 30;
  for (const fact of content.facts) {
    doc.text(pdfText(fact), margin, y);
    y += 14;
  }
  const table = { fontSize: 9, cellPadding: 4 };
  const head = { fillColor: [194, 65, 12] as [number, number, number], textColor: 255 };
  autoTable(doc, {
    startY: y + 6,
    margin: { left: margin, right: margin },
    head: [content.dishes.head.map(pdfText)],
    body: content.dishes.rows.map((r) => r.map(pdfText)),
    styles: table,
    headStyles: head,
  });
  const after = (doc as unknown as { lastAutoTable?: { finalY: number } }).lastAutoTable?.finalY;
  y = (after ?? y) + 24;
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(12);
  doc.text(pdfText(content.lineUp.title), margin, y);
  doc.setFont('helvetica', 'normal');
  if (content.lineUp.rows.length === 0) {
    doc.setFontSize(10);
    doc.text(pdfText(content.lineUp.empty), margin, y + 16);
  } else
    autoTable(doc, {
      startY: y + 8,
      margin: { left: margin, right: margin },
      head: [content.lineUp.head.map(pdfText)],
      body: content.lineUp.rows.map((r) => r.map(pdfText)),
      styles: table,
      headStyles: head,
    });
  return doc.output('blob');
}
