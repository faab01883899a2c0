import { receiptDocument, type ReceiptData } from '@hearth/contracts';
import type { MailContent } from './confirmation-emails.js';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The receipt page of an order: `<web>/user/orders/<id>/receipt` (print it or download the PDF). */
export function receiptLink(webUrl: string, orderId: string): string {
  return `${webUrl}/user/orders/${encodeURIComponent(orderId)}/receipt`;
}

/**
 * The receipt e-mail (issue 24, item 7): the same rows as the receipt page and its PDF
 * (contracts' `receiptDocument`: who sold it and the GST/HST numbers, the reference and dates,
 * the lines, subtotal, discount, delivery fee, each tax line, total, the card), as plain text and
 * simple HTML tables, with a link to the receipt page to print it or download its PDF (the mail
 * port sends no attachments).
 */
export function receiptEmail(firstName: string, receipt: ReceiptData, webUrl: string): MailContent {
  const d = receiptDocument(receipt);
  const link = receiptLink(webUrl, receipt.orderId);
  const subject = `Your Hearth receipt for order ${receipt.reference}`;
  const footer = ['Hearth: home-cooked meals from local chefs', 'Toronto, Canada'];
  const pairs = (rows: Array<[string, string]>) => rows.map(([l, v]) => `${l}: ${v}`);
  const text = [
    `Hi ${firstName},`,
    '',
    `Your card was charged for order ${receipt.reference}. Here is your receipt.`,
    '',
    d.title,
    ...pairs(d.facts),
    '',
    ...d.lines.rows.map(([dish, qty, unit, amount]) => `${qty} × ${dish} @ ${unit} = ${amount}`),
    '',
    ...pairs(d.totals),
    '',
    ...pairs(d.payment),
    '',
    `Print it or download the PDF: ${link}`,
    '',
    'The Hearth team',
    '',
    '--',
    ...footer,
  ].join('\n');
  const cell = 'padding: 4px 8px; border-bottom: 1px solid #eee;';
  const num = `${cell} text-align: right; white-space: nowrap;`;
  const rowsHtml = (rows: Array<[string, string]>, boldLast = false) =>
    rows
      .map(
        ([l, v], i) =>
          `<tr${boldLast && i === rows.length - 1 ? ' style="font-weight: bold;"' : ''}><td style="${cell}">${escapeHtml(l)}</td><td style="${num}">${escapeHtml(v)}</td></tr>`,
      )
      .join('\n');
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family: Arial, Helvetica, sans-serif; color: #2b2b2b; line-height: 1.5; max-width: 560px; margin: 0 auto; padding: 24px;">
<p>${escapeHtml(`Hi ${firstName},`)}</p>
<p>${escapeHtml(`Your card was charged for order ${receipt.reference}. Here is your receipt.`)}</p>
<h1 style="font-size: 20px;">${escapeHtml(d.title)}</h1>
<table style="border-collapse: collapse; width: 100%;">
${d.facts.map(([l, v]) => `<tr><td style="${cell} color: #777;">${escapeHtml(l)}</td><td style="${cell}">${escapeHtml(v)}</td></tr>`).join('\n')}
</table>
<table style="border-collapse: collapse; width: 100%; margin-top: 16px;">
<tr>${d.lines.head.map((h, i) => `<th style="${i === 0 ? cell : num} text-align: ${i === 0 ? 'left' : 'right'};">${escapeHtml(h)}</th>`).join('')}</tr>
${d.lines.rows.map((r) => `<tr>${r.map((c, i) => `<td style="${i === 0 ? cell : num}">${escapeHtml(c)}</td>`).join('')}</tr>`).join('\n')}
</table>
<table style="border-collapse: collapse; width: 100%; margin-top: 16px;">
${rowsHtml(d.totals, true)}
</table>
<table style="border-collapse: collapse; width: 100%; margin-top: 16px;">
${rowsHtml(d.payment)}
</table>
<p><a href="${escapeHtml(link)}">Print it or download the PDF</a></p>
<p>The Hearth team</p>
<hr style="border: none; border-top: 1px solid #ddd;">
<p style="font-size: 12px; color: #777;">${footer.map(escapeHtml).join('<br>')}</p>
</body></html>`;
  return { subject, text, html };
}
