import { receiptDocument, type ReceiptData } from '@hearth/contracts';
import { renderPdf } from './pdf.js';

/**
 * The receipt as a PDF: the same rows as the page and the e-mail (`receiptDocument`) — who sold
 * it and the GST/HST numbers, the reference and dates, the lines, the totals with each tax line,
 * the card and refunds.
 */
export function receiptPdf(receipt: ReceiptData): Buffer {
  const d = receiptDocument(receipt);
  return renderPdf({
    title: d.title,
    facts: d.facts,
    tables: [
      { head: [...d.lines.head], rows: d.lines.rows, numeric: [1, 2, 3] },
      {
        head: ['', 'Amount'],
        rows: d.totals,
        numeric: [1],
        boldRows: [d.totals.length - 1],
      },
      { title: 'Payment', head: ['', 'Amount'], rows: d.payment, numeric: [1] },
    ],
    notes: ['Amounts in Canadian dollars (CAD). Keep this receipt for your records.'],
  });
}

/** The file name of a receipt's PDF: `hearth-receipt-D6E593A0.pdf`. */
export const receiptFileName = (receipt: Pick<ReceiptData, 'reference'>) =>
  `hearth-receipt-${receipt.reference.replace('#', '')}.pdf`;
