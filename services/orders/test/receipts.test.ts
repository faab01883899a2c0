import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { receiptDocument, type TaxLine } from '@hearth/contracts';
import { gql } from '../../../test/support/db.js';
import { buildReceipt, type ReceiptSource } from '../src/receipts/receipt.js';
import { receiptPdf } from '../src/receipts/receipt-pdf.js';
import { buildStatement, statementCsv, type StatementEntry } from '../src/receipts/statement.js';
import { statementPdf } from '../src/receipts/statement-pdf.js';
import { platformTaxIdentity } from '../src/receipts/tax-identity.js';
import { SagaStack, type User } from './support/saga-stack.js';

/**
 * Receipts and statements (issue 24, item 7): the guest's receipt of a charged order (numbers,
 * PDF) and who may read it; a chef's yearly statement from the ledger (numbers, CSV, PDF).
 */

const ORDER_ID = 'd6e593a0-5b8f-4c1e-9a7b-1234567890ab';
const HST: TaxLine = { name: 'HST', province: 'ON', ratePpm: 130_000, amountCents: 351 };

/** The Toronto example of docs/rules/tax.md: $22.00 of food, a $5.00 fee, HST $3.51. */
function toronto(overrides: Partial<ReceiptSource> = {}): ReceiptSource {
  return {
    order: {
      id: ORDER_ID,
      status: 'ACCEPTED',
      fulfilment: 'DELIVERY',
      scheduledFor: new Date('2026-11-28T23:00:00Z'),
      updatedAt: new Date('2026-11-27T19:05:00Z'),
      subtotalCents: 2200,
      deliveryFeeCents: 500,
      discountCents: 0,
      promotionCode: null,
      taxCents: 351,
      taxLines: [HST],
      taxSupplier: 'HEARTH',
      supplierTaxNumber: null,
      totalCents: 3051,
    },
    restaurantName: 'Nonna Rosa',
    timeZone: 'America/Toronto',
    lines: [
      { dishName: 'Lasagna', portionSize: '400 g', unitPriceCents: 1400, quantity: 1 },
      { dishName: 'Tiramisu', portionSize: '1 cup', unitPriceCents: 400, quantity: 2 },
    ],
    payment: { capturedCents: 3051, refundedCents: 0, refunds: [] },
    card: { brand: 'visa', last4: '4242' },
    chargedAt: new Date('2026-11-27T19:05:00Z'),
    platform: { name: 'Hearth', gstHstNumber: '123456782 RT0001' },
    ...overrides,
  };
}

describe('receipts: the numbers, the supplier and the PDF', () => {
  it('the Toronto example: lines add up to the subtotal, HST $3.51, total $30.51, Hearth supplies with its number', () => {
    const r = buildReceipt(toronto())!;
    expect(r.reference).toBe('#D6E593A0');
    expect(r.lines.map((l) => l.amountCents)).toEqual([1400, 800]);
    expect(r.lines.reduce((n, l) => n + l.amountCents, 0)).toBe(r.subtotalCents);
    expect(r.taxLines).toEqual([
      { name: 'HST', province: 'ON', ratePercent: 13, amountCents: 351 },
    ]);
    expect(r.subtotalCents - r.discountCents + r.deliveryFeeCents + r.taxCents).toBe(r.totalCents);
    expect(r).toMatchObject({
      totalCents: 3051,
      chargedCents: 3051,
      netPaidCents: 3051,
      supplierKind: 'HEARTH',
      supplierName: 'Hearth',
      supplierGstHstNumber: '123456782 RT0001',
    });
    const doc = receiptDocument(r);
    expect(doc.totals).toEqual([
      ['Subtotal', '$22.00'],
      ['Delivery fee', '$5.00'],
      ['HST 13 % (ON)', '$3.51'],
      ['Total', '$30.51'],
    ]);
    // The date carries its time zone: 19:05 UTC is 14:05 in Toronto in November.
    expect(doc.facts).toContainEqual(['Date', '2026-11-27 14:05 EST (America/Toronto)']);
    expect(doc.payment[0]).toEqual(['Paid with', 'Visa ending in 4242']);
  });

  it('a registered chef supplies: their number; a refund shows and what was paid after it', () => {
    const source = toronto();
    const r = buildReceipt({
      ...source,
      order: { ...source.order, taxSupplier: 'CHEF', supplierTaxNumber: '897654321RT0001' },
      payment: {
        capturedCents: 3051,
        refundedCents: 1000,
        refunds: [
          {
            amountCents: 1000,
            reason: 'Dessert missing',
            createdAt: new Date('2026-11-29T15:00:00Z'),
          },
        ],
      },
    })!;
    expect(r).toMatchObject({
      supplierKind: 'CHEF',
      supplierName: 'Nonna Rosa',
      supplierGstHstNumber: '897654321 RT0001',
      refundedCents: 1000,
      netPaidCents: 2051,
    });
    const doc = receiptDocument(r);
    expect(doc.payment).toContainEqual(['Paid after refunds', '$20.51']);
    expect(doc.payment.some(([label]) => label.includes('Dessert missing'))).toBe(true);
  });

  it('an order not charged yet has no receipt', () => {
    const source = toronto();
    expect(buildReceipt({ ...source, order: { ...source.order, status: 'PENDING' } })).toBeNull();
  });

  it('the PDF is a PDF and holds the reference, the tax line and the total', () => {
    const pdf = receiptPdf(buildReceipt(toronto())!);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // PDF strings escape parentheses: 'HST 13 % \\(ON\\)'.
    const text = pdf.toString('latin1').replace(/\\([()])/g, '$1');
    for (const words of ['#D6E593A0', 'HST 13 % (ON)', '$3.51', '$30.51', '123456782 RT0001'])
      expect(text).toContain(words);
  });

  it("Hearth's own number is read from HEARTH_GST_HST_NUMBER, and only when valid", () => {
    expect(platformTaxIdentity({ HEARTH_GST_HST_NUMBER: '123456782RT0001' })).toEqual({
      name: 'Hearth',
      gstHstNumber: '123456782 RT0001',
    });
    expect(platformTaxIdentity({ HEARTH_GST_HST_NUMBER: '123456789RT0001' }).gstHstNumber).toBe(
      null,
    );
    expect(platformTaxIdentity({}).gstHstNumber).toBe(null);
  });
});

describe('chef statements: the year from the ledger', () => {
  const at = (iso: string) => new Date(iso);
  /** Order A (Hearth supplies, HST 351 in 3051) and order B (registered chef, tax 130 in 1130). */
  const entries: StatementEntry[] = [
    // A: charged in January, half refunded in March.
    { orderId: 'A', kind: 'GROSS', amountCents: 3051, createdAt: at('2026-01-10T17:00:00Z') },
    {
      orderId: 'A',
      kind: 'TAX_COLLECTED',
      amountCents: -351,
      createdAt: at('2026-01-10T17:00:00Z'),
    },
    { orderId: 'A', kind: 'COMMISSION', amountCents: -270, createdAt: at('2026-01-10T17:00:00Z') },
    {
      orderId: 'A',
      kind: 'PROCESSOR_FEE',
      amountCents: -118,
      createdAt: at('2026-01-10T17:00:00Z'),
    },
    { orderId: 'A', kind: 'REFUND', amountCents: -1000, createdAt: at('2026-03-02T15:00:00Z') },
    { orderId: 'A', kind: 'TAX_REFUND', amountCents: 115, createdAt: at('2026-03-02T15:00:00Z') },
    {
      orderId: 'A',
      kind: 'COMMISSION_REFUND',
      amountCents: 89,
      createdAt: at('2026-03-02T15:00:00Z'),
    },
    { orderId: 'A', kind: 'PAYOUT', amountCents: -2312, createdAt: at('2026-01-19T05:00:00Z') },
    // B: charged at 20:00 on 31 January in Toronto (already 1 February in UTC), disputed and lost.
    { orderId: 'B', kind: 'GROSS', amountCents: 1130, createdAt: at('2026-02-01T01:00:00Z') },
    { orderId: 'B', kind: 'COMMISSION', amountCents: -100, createdAt: at('2026-02-01T01:00:00Z') },
    {
      orderId: 'B',
      kind: 'PROCESSOR_FEE',
      amountCents: -63,
      createdAt: at('2026-02-01T01:00:00Z'),
    },
    {
      orderId: 'B',
      kind: 'DISPUTE_HOLD',
      amountCents: -967,
      createdAt: at('2026-04-01T12:00:00Z'),
    },
    {
      orderId: 'B',
      kind: 'DISPUTE_RELEASE',
      amountCents: 967,
      createdAt: at('2026-05-01T12:00:00Z'),
    },
    {
      orderId: 'B',
      kind: 'DISPUTE_LOSS',
      amountCents: -967,
      createdAt: at('2026-05-01T12:00:00Z'),
    },
    // The next year does not count.
    { orderId: 'B', kind: 'PAYOUT', amountCents: -5, createdAt: at('2027-01-05T12:00:00Z') },
  ];
  const taxes = new Map([
    ['A', { taxCents: 351, taxSupplier: 'HEARTH' as const }],
    ['B', { taxCents: 130, taxSupplier: 'CHEF' as const }],
  ]);
  const s = buildStatement(2026, 'America/Toronto', entries, taxes);

  it('sums each column by month in the chef’s time zone, and the year is the sum of the months', () => {
    const [jan, feb, mar, apr, may] = s.months;
    expect(jan).toMatchObject({
      period: '2026-01',
      orders: 2,
      salesCents: 3051 + 1130,
      taxCollectedByHearthCents: -351,
      commissionCents: -370,
      cardFeesCents: -181,
      payoutsCents: -2312,
      taxYouCollectedCents: 130,
    });
    expect(feb).toMatchObject({ orders: 0, salesCents: 0 });
    expect(mar).toMatchObject({
      refundsCents: -1000,
      taxCollectedByHearthCents: 115,
      commissionCents: 89,
    });
    expect(apr.disputesCents).toBe(-967);
    // Lost in May: the hold is released and the loss taken, −967 over the year.
    expect(may.disputesCents).toBe(0);
    expect(s.total).toMatchObject({
      period: '2026',
      orders: 2,
      salesCents: 4181,
      refundsCents: -1000,
      taxCollectedByHearthCents: -236,
      commissionCents: -281,
      cardFeesCents: -181,
      disputesCents: -967,
      payoutsCents: -2312,
      taxYouCollectedCents: 130,
    });
    // Net earnings: every column but payouts, to the cent.
    expect(s.total.netEarningsCents).toBe(4181 - 1000 - 236 - 281 - 181 - 967);
    for (const key of ['salesCents', 'netEarningsCents', 'payoutsCents'] as const)
      expect(s.months.reduce((n, m) => n + m[key], 0)).toBe(s.total[key]);
  });

  it("a registered chef's refund takes back its share of their tax, on running totals", () => {
    const refunds: StatementEntry[] = [
      { orderId: 'B', kind: 'GROSS', amountCents: 1130, createdAt: at('2025-12-20T17:00:00Z') },
      { orderId: 'B', kind: 'REFUND', amountCents: -565, createdAt: at('2026-01-05T17:00:00Z') },
      { orderId: 'B', kind: 'REFUND', amountCents: -565, createdAt: at('2026-01-06T17:00:00Z') },
    ];
    const y = buildStatement(2026, 'America/Toronto', refunds, taxes);
    // Charged in 2025 (not this year's sales), refunded in full in 2026: −130 exactly.
    expect(y.total).toMatchObject({
      salesCents: 0,
      refundsCents: -1130,
      taxYouCollectedCents: -130,
    });
  });

  it('the CSV has the header, twelve months and the total, in dollars', () => {
    const rows = statementCsv(s).split('\r\n');
    expect(rows[0]).toBe(
      'Period,Orders,Sales (tax included) (CAD),Tips (no commission or tax) (CAD),Refunds (CAD),Discounts paid by Hearth (CAD),Tax collected and remitted by Hearth (CAD),Hearth commission (CAD),Card fees (CAD),Disputes (CAD),Net earnings (CAD),Payouts (CAD),GST/HST you collected (registered chefs) (CAD)',
    );
    expect(rows).toHaveLength(14);
    expect(rows[1]).toBe('2026-01,2,41.81,0,0,0,-3.51,-3.7,-1.81,0,32.79,-23.12,1.3');
    expect(rows[13]).toBe('Total,2,41.81,0,-10,0,-2.36,-2.81,-1.81,-9.67,15.16,-23.12,1.3');
  });

  it('the PDF is a PDF with the year and the net earnings', () => {
    const pdf = statementPdf(s, { restaurantName: 'Nonna Rosa', gstHstNumber: null });
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdf.toString('latin1');
    expect(text).toContain('Hearth statement 2026');
    expect(text).toContain('$15.16');
  });
});

describe('receipts and statements through the graph: who may read them', () => {
  const stack = new SagaStack();
  let guest: User;
  let stranger: User;
  let admin: User;
  let orderId: string;
  let pendingId: string;
  const RECEIPT = `query($id: ID!) { orderReceipt(orderId: $id) {
    reference supplierKind totalCents taxCents subtotalCents deliveryFeeCents discountCents
    chargedCents netPaidCents cardBrand cardLast4 taxLines { name ratePercent amountCents }
    lines { quantity unitPriceCents amountCents } } }`;
  const PDF = `query($id: ID!) { orderReceiptPdf(orderId: $id) { filename contentType base64 } }`;

  beforeAll(async () => {
    await stack.start('orders_receipts');
    guest = await stack.guest();
    stranger = await stack.guest();
    admin = await stack.issuer.token({ role: 'ADMIN' });
    const dish = await stack.dish('Lasagna', 1800);
    const occurrenceId = await stack.session([
      { dishId: dish, minQuantity: 1, maxQuantity: 20, portionSize: '400 g' },
    ]);
    await stack.add(guest, dish, occurrenceId, 2);
    orderId = (await stack.place(guest, { occurrenceId })).order!.id;
    expect(await stack.settled(orderId)).toBe('PENDING');
    await stack.add(guest, dish, occurrenceId, 1);
    pendingId = (await stack.place(guest, { occurrenceId })).order!.id;
    expect(await stack.settled(pendingId)).toBe('PENDING');
    expect((await stack.act(stack.chef, 'acceptOrder', orderId)).order?.status).toBe('ACCEPTED');
  }, 60_000);
  afterAll(() => stack.stop());

  it('the guest gets the receipt of a charged order, its numbers adding up, and its PDF', async () => {
    const res = await gql<{ orderReceipt: Record<string, unknown> }>(
      stack.ordersUrl,
      RECEIPT,
      { id: orderId },
      guest.token,
    );
    // $36.00 pickup in Toronto: HST 13 % = $4.68, total $40.68, charged on the test Visa.
    expect(res.data?.orderReceipt).toMatchObject({
      supplierKind: 'HEARTH',
      subtotalCents: 3600,
      taxCents: 468,
      totalCents: 4068,
      chargedCents: 4068,
      netPaidCents: 4068,
      cardBrand: 'visa',
      cardLast4: '4242',
      taxLines: [{ name: 'HST', ratePercent: 13, amountCents: 468 }],
      lines: [{ quantity: 2, unitPriceCents: 1800, amountCents: 3600 }],
    });
    const pdf = await gql<{ orderReceiptPdf: { filename: string; base64: string } }>(
      stack.ordersUrl,
      PDF,
      { id: orderId },
      guest.token,
    );
    const bytes = Buffer.from(pdf.data!.orderReceiptPdf.base64, 'base64');
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const reference = `#${orderId.slice(0, 8).toUpperCase()}`;
    expect(bytes.toString('latin1')).toContain(reference);
    expect(pdf.data!.orderReceiptPdf.filename).toBe(`hearth-receipt-${reference.slice(1)}.pdf`);
    // The same receipt went out with the charge, for the e-mail.
    const issued = stack.seen.find(
      (s) => s.event.type === 'OrderReceiptIssued' && s.event.aggregateId === orderId,
    );
    expect(issued?.event.payload).toMatchObject({
      orderId,
      receipt: { reference, totalCents: 4068, chargedCents: 4068, cardLast4: '4242' },
    });
    // An order the chef has not accepted is not charged: no receipt yet.
    const pending = await gql(stack.ordersUrl, RECEIPT, { id: pendingId }, guest.token);
    expect(pending.data).toEqual({ orderReceipt: null });
    // Admins read any receipt.
    const byAdmin = await gql(stack.ordersUrl, RECEIPT, { id: orderId }, admin.token);
    expect(byAdmin.data?.orderReceipt).toMatchObject({ totalCents: 4068 });
  });

  it('another guest and the chef get FORBIDDEN, for the receipt and its PDF alike', async () => {
    for (const [who, doc] of [
      [stranger, RECEIPT],
      [stranger, PDF],
      [stack.chef, RECEIPT],
      [stack.chef, PDF],
    ] as const) {
      const res = await gql(stack.ordersUrl, doc, { id: orderId }, who.token);
      expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect(res.data?.orderReceipt ?? res.data?.orderReceiptPdf ?? null).toBeNull();
    }
  });

  it("the chef's statement has the charge; CSV and PDF download; another chef cannot read it", async () => {
    const year = new Date().getFullYear();
    const res = await gql<{ chefStatement: { total: Record<string, number> } }>(
      stack.ordersUrl,
      `query($y: Int!) { chefStatement(year: $y) { total { orders salesCents taxCollectedByHearthCents netEarningsCents } } }`,
      { y: year },
      stack.chef.token,
    );
    expect(res.data?.chefStatement.total).toMatchObject({
      orders: 1,
      salesCents: 4068,
      taxCollectedByHearthCents: -468,
    });
    const FILE = `query($y: Int!, $f: StatementFormat!, $c: ID) { chefStatementFile(year: $y, format: $f, chefId: $c) { filename contentType base64 } }`;
    const csv = await gql<{ chefStatementFile: { base64: string; contentType: string } }>(
      stack.ordersUrl,
      FILE,
      { y: year, f: 'CSV' },
      stack.chef.token,
    );
    const text = Buffer.from(csv.data!.chefStatementFile.base64, 'base64').toString('utf8');
    expect(text.split('\r\n')[0]).toMatch(/^Period,Orders,Sales/);
    expect(text.split('\r\n').at(-1)).toMatch(/^Total,1,40\.68,/);
    const pdf = await gql<{ chefStatementFile: { base64: string } }>(
      stack.ordersUrl,
      FILE,
      { y: year, f: 'PDF' },
      stack.chef.token,
    );
    expect(
      Buffer.from(pdf.data!.chefStatementFile.base64, 'base64').subarray(0, 5).toString(),
    ).toBe('%PDF-');
    const other = await gql(
      stack.ordersUrl,
      FILE,
      { y: year, f: 'CSV', c: stack.chef.id },
      stack.otherChef.token,
    );
    expect(other.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
