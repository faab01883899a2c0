import { describe, expect, it } from '@jest/globals';
import { ReceiptTexts, receiptDocument } from '@hearth/contracts';
import { captureEntries, refundEntries, type OrderMoney } from '../src/payments/payment-policy.js';
import { buildReceipt } from '../src/receipts/receipt.js';
import { buildStatement } from '../src/receipts/statement.js';

/**
 * The tip rules as pure functions (issue 28, docs/rules/payments.md#tips): a tip is its own
 * ledger entry, never taxed, never in the commission, paid out in full and refunded in
 * proportion with the order; the receipt and the statement show it.
 */

const COMMISSION_BPS = 1000; // 10 %
/** Toronto pickup: $40.00 of food, HST 13 % $5.20 (Hearth supplies), a $6.00 tip: $51.20. */
const ORDER: OrderMoney = {
  discountCents: 0,
  discountFundedBy: null,
  taxCents: 520,
  taxSupplier: 'HEARTH',
  tipCents: 600,
};
const CAPTURED = 4_000 + 520 + 600;
const sum = (entries: Array<[string, number]>) => entries.reduce((n, [, c]) => n + c, 0);
const byKind = (entries: Array<[string, number]>) => Object.fromEntries(entries);

describe('the capture of an order with a tip', () => {
  const { entries, commissionCents } = captureEntries(ORDER, CAPTURED, 179, COMMISSION_BPS);

  it('writes the tip as TIP, out of GROSS, and takes no commission on it nor on the tax', () => {
    expect(byKind(entries)).toEqual({
      GROSS: 4_520,
      TIP: 600,
      TAX_COLLECTED: -520,
      PROMOTION_FUNDING: 0,
      COMMISSION: -400,
      PROCESSOR_FEE: -179,
    });
    expect(commissionCents).toBe(400);
  });

  it('leaves the chef the food less commission and fee, plus all of the tip', () => {
    expect(sum(entries)).toBe(4_000 - 400 - 179 + 600);
  });

  it('without a tip, writes what it wrote before tips', () => {
    const noTip = captureEntries({ ...ORDER, tipCents: 0 }, CAPTURED - 600, 179, COMMISSION_BPS);
    expect(byKind(noTip.entries)).toMatchObject({ GROSS: 4_520, TIP: 0, COMMISSION: -400 });
  });
});

describe('refunds of an order with a tip', () => {
  it('a full refund takes back the tip and gives back exactly the commission charged', () => {
    const back = byKind(refundEntries(ORDER, CAPTURED, 0, CAPTURED, COMMISSION_BPS));
    expect(back).toEqual({
      REFUND: -4_520,
      TIP_REFUND: -600,
      TAX_REFUND: 520,
      PROMOTION_FUNDING_REFUND: -0,
      COMMISSION_REFUND: 400,
    });
  });

  it('two partial refunds net the same as one full refund (running totals)', () => {
    const first = refundEntries(ORDER, CAPTURED, 0, 1_001, COMMISSION_BPS);
    const second = refundEntries(ORDER, CAPTURED, 1_001, CAPTURED, COMMISSION_BPS);
    const total = (kind: string) =>
      [...first, ...second].filter(([k]) => k === kind).reduce((n, [, c]) => n + c, 0);
    expect(total('TIP_REFUND')).toBe(-600);
    expect(total('REFUND') + total('TIP_REFUND')).toBe(-CAPTURED);
    expect(total('COMMISSION_REFUND')).toBe(400);
    // The tip's share of $10.01 refunded: 600 × 1001 / 5120, rounded.
    expect(byKind(first)['TIP_REFUND']).toBe(-117);
  });
});

describe('the receipt and the statement show the tip', () => {
  const order = {
    id: 'd6e593a0-5b8f-4c1e-9a7b-1234567890ab',
    status: 'COMPLETED',
    fulfilment: 'PICKUP' as const,
    scheduledFor: new Date('2026-11-28T23:00:00Z'),
    updatedAt: new Date('2026-11-28T23:30:00Z'),
    subtotalCents: 4_000,
    deliveryFeeCents: 0,
    discountCents: 0,
    promotionCode: null,
    taxCents: 520,
    taxLines: [
      { name: 'HST' as const, province: 'ON' as const, ratePpm: 130_000, amountCents: 520 },
    ],
    taxSupplier: 'HEARTH' as const,
    supplierTaxNumber: null,
    tipCents: 600,
    totalCents: CAPTURED,
  };
  const source = {
    order,
    restaurantName: 'Nonna Rosa',
    timeZone: 'America/Toronto',
    lines: [{ dishName: 'Lasagna', portionSize: '400 g', unitPriceCents: 2_000, quantity: 2 }],
    payment: { capturedCents: CAPTURED, refundedCents: 0, refunds: [] },
    card: null,
    chargedAt: new Date('2026-11-27T19:05:00Z'),
    platform: { name: 'Hearth', gstHstNumber: null },
  };

  it('a checkout tip: its own untaxed line before the total', () => {
    const receipt = buildReceipt(source)!;
    expect(receipt.tipCents).toBe(600);
    const totals = receiptDocument(receipt).totals;
    expect(totals.slice(-3)).toEqual([
      ['HST 13 % (ON)', '$5.20'],
      [ReceiptTexts.tip, '$6.00'],
      ['Total', '$51.20'],
    ]);
  });

  it('a tip after completion: counted in the total and in what was charged', () => {
    const receipt = buildReceipt({
      ...source,
      order: { ...order, tipCents: 0, totalCents: 4_520 },
      payment: { capturedCents: 4_520, refundedCents: 0, refunds: [] },
      laterTip: { amountCents: 500, refundedCents: 0, refundedAt: null },
    })!;
    expect([receipt.tipCents, receipt.totalCents, receipt.chargedCents]).toEqual([
      500, 5_020, 5_020,
    ]);
  });

  it("the chef's statement has the tips in their own column and in net earnings", () => {
    const at = new Date('2026-03-10T15:00:00Z');
    const entries = [
      ...captureEntries(ORDER, CAPTURED, 179, COMMISSION_BPS).entries.map(([kind, c]) => ({
        orderId: order.id,
        kind,
        amountCents: c,
        createdAt: at,
      })),
    ];
    const march = buildStatement(2026, 'America/Toronto', entries, new Map()).months[2]!;
    expect(march.tipsCents).toBe(600);
    expect(march.salesCents).toBe(4_520);
    expect(march.netEarningsCents).toBe(4_000 - 400 - 179 + 600);
  });
});
