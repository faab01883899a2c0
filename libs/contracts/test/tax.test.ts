import { describe, expect, it } from '@jest/globals';
import {
  TAX_RATES,
  TaxMessages,
  gstHstNumberSchema,
  orderTotalCents,
  placeOfSupply,
  provinceOfPostalCode,
  ratePercent,
  salesTax,
  taxAmountCents,
  taxRatesOn,
  taxSupplier,
} from '../src/index.js';

const NOV_2026 = new Date('2026-11-28T15:00:00Z');

describe('salesTax', () => {
  it('Toronto delivery, $22.00 food + $5.00 fee: HST 13% $3.51, total $30.51', () => {
    const province = placeOfSupply('DELIVERY', 'M5V 2T6', 'M4C 1B5');
    const tax = salesTax(2200 + 500, province, NOV_2026);
    expect(tax.lines).toEqual([
      { name: 'HST', province: 'ON', ratePpm: 130_000, amountCents: 351 },
    ]);
    expect(tax.taxCents).toBe(351);
    expect(orderTotalCents([{ unitPriceCents: 2200, quantity: 1 }], 500, 0, tax.taxCents)).toBe(
      3051,
    );
  });

  it('a Montréal pickup shows GST 5% and QST 9.975% as two lines', () => {
    const province = placeOfSupply('PICKUP', 'M5V 2T6', 'H2X 1Y4');
    const tax = salesTax(2200, province, NOV_2026);
    expect(province).toBe('QC');
    expect(tax.lines.map((l) => [l.name, ratePercent(l.ratePpm), l.amountCents])).toEqual([
      ['GST', 5, 110],
      ['QST', 9.975, 219], // 219.45
    ]);
    expect(tax.taxCents).toBe(329);
  });

  it('taxes the discounted food plus the fee, rounded once per order (not per dish)', () => {
    // Three dishes of $3.33: per dish 13% is 43.29 → 43 ¢ each (129), once per order 129.87 → 130.
    const taxable = orderTotalCents([{ unitPriceCents: 333, quantity: 3 }], 0);
    expect(salesTax(taxable, 'ON', NOV_2026).taxCents).toBe(130);
    // A $5.00 discount on $22.00 food + $5.00 fee: 13% of $22.00.
    expect(salesTax(2200 + 500 - 500, 'ON', NOV_2026).taxCents).toBe(286);
  });

  it('rounds half-up in exact integer arithmetic', () => {
    expect(taxAmountCents(50, 130_000)).toBe(7); // 6.5 → 7
    expect(taxAmountCents(1050, 99_750)).toBe(105); // 104.7375
    expect(taxAmountCents(10, 50_000)).toBe(1); // 0.5 → 1
    expect(taxAmountCents(9, 50_000)).toBe(0); // 0.45 → 0
    expect(taxAmountCents(0, 150_000)).toBe(0);
  });

  it('charges nothing on a free order', () => {
    expect(salesTax(0, 'ON', NOV_2026)).toMatchObject({ taxCents: 0, taxableCents: 0 });
  });

  it('Nova Scotia HST is 15% to 31 March 2025 and 14% from 1 April 2025, Halifax time', () => {
    const rate = (iso: string) => taxRatesOn('NS', new Date(iso)).map((r) => r.ratePpm);
    expect(rate('2025-03-31T12:00:00-03:00')).toEqual([150_000]);
    // 23:30 on 31 March in Halifax is already 1 April in UTC: still 15%.
    expect(rate('2025-04-01T02:30:00Z')).toEqual([150_000]);
    expect(rate('2025-04-01T00:00:00-03:00')).toEqual([140_000]);
    expect(salesTax(10_000, 'NS', NOV_2026).taxCents).toBe(1400);
  });

  it.each([
    ['NB', 'HST', 15],
    ['NL', 'HST', 15],
    ['PE', 'HST', 15],
    ['AB', 'GST', 5],
    ['BC', 'GST', 5],
    ['YT', 'GST', 5],
  ] as const)('%s charges %s %d% alone', (province, name, percent) => {
    const lines = salesTax(10_000, province, NOV_2026).lines;
    expect(lines.map((l) => [l.name, ratePercent(l.ratePpm)])).toEqual([[name, percent]]);
  });

  it('Saskatchewan adds PST 6% and Manitoba RST 7% on prepared meals; BC no PST', () => {
    const names = (p: 'SK' | 'MB' | 'BC') =>
      salesTax(10_000, p, NOV_2026).lines.map((l) => `${l.name} ${l.amountCents}`);
    expect(names('SK')).toEqual(['GST 500', 'PST 600']);
    expect(names('MB')).toEqual(['GST 500', 'RST 700']);
    expect(names('BC')).toEqual(['GST 500']);
  });

  it('every rate row names its source, and periods of one tax never overlap', () => {
    for (const r of TAX_RATES) expect(r.source.length).toBeGreaterThan(10);
    for (const a of TAX_RATES)
      for (const b of TAX_RATES)
        if (a !== b && a.province === b.province && a.name === b.name)
          expect(
            (a.effectiveUntil ?? '9999') <= b.effectiveFrom ||
              (b.effectiveUntil ?? '9999') <= a.effectiveFrom,
          ).toBe(true);
  });
});

describe('place of supply', () => {
  it.each([
    ['M5V 2T6', 'ON'],
    ['k1a0b1', 'ON'],
    ['H2X 1Y4', 'QC'],
    ['B3H 4R2', 'NS'],
    ['S4P 3Y2', 'SK'],
    ['R3C 4T3', 'MB'],
    ['V6B 1A1', 'BC'],
    ['X0A 0H0', 'NU'],
    ['X1A 2L9', 'NT'],
    ['10001', null],
    ['D1A 1A1', null],
    ['', null],
  ])('%s is in %s', (code, province) => {
    expect(provinceOfPostalCode(code)).toBe(province);
  });

  it("is the guest's address for a delivery and the chef's for a pickup", () => {
    expect(placeOfSupply('DELIVERY', 'J8Y 3Y5', 'K1P 1J1')).toBe('QC'); // Gatineau from Ottawa
    expect(placeOfSupply('PICKUP', 'J8Y 3Y5', 'K1P 1J1')).toBe('ON');
    // A non-Canadian delivery code falls back to the chef's province, an unknown chef to ON.
    expect(placeOfSupply('DELIVERY', '10001', 'H2X 1Y4')).toBe('QC');
    expect(placeOfSupply('PICKUP', null, null)).toBe('ON');
  });
});

describe('GST/HST number', () => {
  it('accepts 9 digits with a valid check digit, RT and 4 digits; stores it compact', () => {
    expect(gstHstNumberSchema.parse('123456782 RT0001')).toBe('123456782RT0001');
    expect(gstHstNumberSchema.parse('897721338-rt-0002')).toBe('897721338RT0002');
    expect(gstHstNumberSchema.parse('  ')).toBeNull();
    expect(gstHstNumberSchema.parse(null)).toBeNull();
  });

  it('refuses a wrong check digit, another program or a malformed number', () => {
    const message = (v: string) => gstHstNumberSchema.safeParse(v).error?.issues[0]?.message;
    expect(message('123456789RT0001')).toBe(TaxMessages.gstHstNumberCheckDigit);
    expect(message('123456782RP0001')).toBe(TaxMessages.gstHstNumberInvalid);
    expect(message('12345678RT0001')).toBe(TaxMessages.gstHstNumberInvalid);
    expect(message('123456782RT0000')).toBe(TaxMessages.gstHstNumberInvalid);
  });

  it('a registered chef supplies their own meals; otherwise Hearth does', () => {
    expect(taxSupplier('123456782RT0001')).toBe('CHEF');
    expect(taxSupplier(null)).toBe('HEARTH');
  });
});
