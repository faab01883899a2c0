import { describe, expect, it } from '@jest/globals';
import {
  TIP_MAX_CENTS,
  TIP_MIN_CENTS,
  TipMessages,
  addTipSchema,
  orderTotalCents,
  parseTipDollars,
  placeOfSupply,
  placeOrderSchema,
  salesTax,
  tipPresetCents,
  tipPresets,
} from '../src/index.js';

describe('tip presets', () => {
  it('10, 15 and 20 % of the food subtotal, rounded to the cent', () => {
    expect(tipPresets(4_350)).toEqual([
      { percent: 10, cents: 435 },
      { percent: 15, cents: 653 },
      { percent: 20, cents: 870 },
    ]);
    expect(tipPresetCents(999, 15)).toBe(150);
  });

  it('leaves out a preset under the smallest card charge or above the maximum', () => {
    expect(tipPresets(400).map((p) => p.percent)).toEqual([15, 20]);
    expect(tipPresets(120_000).map((p) => p.percent)).toEqual([10, 15]);
  });
});

describe('parseTipDollars', () => {
  it('reads dollars and cents as integer cents; blank is no tip', () => {
    expect(parseTipDollars('5')).toEqual({ ok: true, cents: 500 });
    expect(parseTipDollars(' $7.5 ')).toEqual({ ok: true, cents: 750 });
    expect(parseTipDollars('12,25')).toEqual({ ok: true, cents: 1225 });
    expect(parseTipDollars('')).toEqual({ ok: true, cents: 0 });
  });

  it('refuses a negative tip, one out of range and a fraction of a cent, each with its message', () => {
    expect(parseTipDollars('-5')).toEqual({ ok: false, message: TipMessages.amountInvalid });
    expect(parseTipDollars('0.25')).toEqual({ ok: false, message: TipMessages.amountInvalid });
    expect(parseTipDollars('200.01')).toEqual({ ok: false, message: TipMessages.amountInvalid });
    expect(parseTipDollars('200')).toEqual({ ok: true, cents: TIP_MAX_CENTS });
    expect(parseTipDollars('5.005')).toEqual({ ok: false, message: TipMessages.amountNotCents });
    expect(parseTipDollars('five')).toEqual({ ok: false, message: TipMessages.amountNotCents });
  });
});

describe('tip in the checkout and AddTip inputs', () => {
  const checkout = {
    occurrenceId: '00000000-0000-4000-8000-000000000001',
    fulfilment: 'PICKUP',
    idempotencyKey: 'checkout-key-1',
    paymentMethodId: 'pm_card_visa',
  };
  const tipError = (tipCents: unknown) => {
    const r = placeOrderSchema.safeParse({ ...checkout, tipCents });
    return r.success ? null : r.error.issues.find((i) => i.path[0] === 'tipCents')?.message;
  };

  it('no tip is 0; a tip in range is kept', () => {
    expect(placeOrderSchema.parse(checkout).tipCents).toBe(0);
    expect(placeOrderSchema.parse({ ...checkout, tipCents: null }).tipCents).toBe(0);
    expect(placeOrderSchema.parse({ ...checkout, tipCents: TIP_MIN_CENTS }).tipCents).toBe(50);
  });

  it('refuses negative, too small, too large and non-integer cents', () => {
    expect(tipError(-100)).toBe(TipMessages.amountInvalid);
    expect(tipError(49)).toBe(TipMessages.amountInvalid);
    expect(tipError(TIP_MAX_CENTS + 1)).toBe(TipMessages.amountInvalid);
    expect(tipError(250.5)).toBe(TipMessages.amountNotCents);
  });

  it('a tip after completion must be more than nothing', () => {
    const r = addTipSchema.safeParse({
      orderId: checkout.occurrenceId,
      tipCents: 0,
      idempotencyKey: 'tip-key-1',
    });
    expect(r.success ? null : r.error.issues[0]?.message).toBe(TipMessages.amountInvalid);
  });
});

describe('a tip is never taxed', () => {
  it('Toronto pickup, $40.00 food, $6.00 tip: HST on the food only, the tip added after tax', () => {
    const tax = salesTax(4_000, placeOfSupply('PICKUP', null, 'M4C 1B5'), new Date('2026-11-28'));
    expect(tax.taxCents).toBe(520);
    expect(orderTotalCents([{ unitPriceCents: 4_000, quantity: 1 }], 0, 0, tax.taxCents, 600)).toBe(
      4_000 + 520 + 600,
    );
  });
});
