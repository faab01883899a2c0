/**
 * The receipt page /user/orders/:orderId/receipt (issue 24, item 7) against mocked queries: the
 * supplier and GST/HST numbers, the lines, each tax line and the total of the Toronto example,
 * Print and Download PDF; an order not charged yet says when its receipt comes.
 */
import { describe, expect, it, jest } from '@jest/globals';
import { GetOrderReceiptDocument, GetOrderReceiptPdfDocument } from '@hearth/graphql-client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ReceiptPage } from '../src/features/orders/routes/ReceiptPage';
import { renderGuest } from './cart-fixtures';

const ORDER_ID = 'e81990f0-5b8f-4c1e-9a7b-1234567890ab';
const receipt = {
  __typename: 'OrderReceipt' as const,
  orderId: ORDER_ID,
  reference: '#E81990F0',
  issuedAt: '2026-11-27T19:05:00.000Z',
  timeZone: 'America/Toronto',
  supplierKind: 'HEARTH',
  supplierName: 'Hearth',
  supplierGstHstNumber: '123456782 RT0001',
  platformName: 'Hearth',
  platformGstHstNumber: '123456782 RT0001',
  restaurantName: 'Nonna Rosa',
  fulfilment: 'DELIVERY' as const,
  scheduledFor: '2026-11-28T23:00:00.000Z',
  lines: [
    {
      __typename: 'ReceiptLine' as const,
      dishName: 'Lasagna',
      portionSize: '400 g',
      quantity: 2,
      unitPriceCents: 1100,
      amountCents: 2200,
    },
  ],
  subtotalCents: 2200,
  discountCents: 0,
  promotionCode: null,
  deliveryFeeCents: 500,
  taxLines: [
    {
      __typename: 'TaxLine' as const,
      name: 'HST',
      province: 'ON',
      ratePercent: 13,
      amountCents: 351,
    },
  ],
  taxCents: 351,
  tipCents: 0,
  totalCents: 3051,
  cardBrand: 'visa',
  cardLast4: '4242',
  chargedCents: 3051,
  refunds: [],
  refundedCents: 0,
  netPaidCents: 3051,
};
const answer = (orderReceipt: typeof receipt | null) => ({
  request: { query: GetOrderReceiptDocument, variables: { orderId: ORDER_ID } },
  result: { data: { orderReceipt } },
});
const at = { path: `/user/orders/${ORDER_ID}/receipt`, routePath: '/user/orders/:orderId/receipt' };

describe('/user/orders/:orderId/receipt', () => {
  it('shows the Toronto example: Hearth supplies with its number, HST $3.51, total $30.51; prints and downloads the PDF', async () => {
    const ue = userEvent.setup();
    const print = jest.fn();
    window.print = print;
    const saved: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: jest.fn((b: Blob) => {
        saved.push(b);
        return `blob:${saved.length}`;
      }),
      revokeObjectURL: jest.fn(),
    });
    renderGuest(
      <ReceiptPage />,
      [
        answer(receipt),
        {
          request: { query: GetOrderReceiptPdfDocument, variables: { orderId: ORDER_ID } },
          result: {
            data: {
              orderReceiptPdf: {
                __typename: 'DownloadFile' as const,
                filename: 'hearth-receipt-E81990F0.pdf',
                contentType: 'application/pdf',
                base64: btoa('%PDF-1.3'),
              },
            },
          },
        },
      ],
      at,
    );
    const sheet = await screen.findByTestId('receipt');
    expect(within(sheet).getByRole('heading', { level: 1 })).toHaveTextContent('Receipt #E81990F0');
    expect(within(sheet).getByText('Hearth GST/HST no.').nextSibling).toHaveTextContent(
      '123456782 RT0001',
    );
    expect(within(sheet).getByText('2026-11-27 14:05 EST (America/Toronto)')).toBeInTheDocument();
    expect(
      within(sheet).getByRole('row', { name: 'Lasagna (400 g) 2 $11.00 $22.00' }),
    ).toBeVisible();
    const totals = within(screen.getByTestId('receipt-totals'));
    expect(totals.getAllByRole('row').map((r) => r.textContent)).toEqual([
      'Subtotal$22.00',
      'Delivery fee$5.00',
      'HST 13 % (ON)$3.51',
      'Total$30.51',
    ]);
    expect(within(sheet).getByRole('row', { name: 'Paid with Visa ending in 4242' })).toBeVisible();
    // The buttons are left out of the printed page.
    expect(
      screen.getByRole('button', { name: 'Print' }).closest('[data-print-hide]'),
    ).not.toBeNull();
    await ue.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    await ue.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.type).toBe('application/pdf');
  });

  it('an order not charged yet says when its receipt comes', async () => {
    renderGuest(<ReceiptPage />, [answer(null)], at);
    expect(await screen.findByTestId('receipt-not-charged')).toHaveTextContent(
      'A receipt is available once the chef accepts the order and your card is charged.',
    );
  });
});
