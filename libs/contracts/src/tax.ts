import { z } from 'zod';
import {
  PROVINCE_TIME_ZONES,
  TAX_RATES,
  type Province,
  type TaxName,
  type TaxRate,
} from './tax-rates.js';

export { PROVINCE_TIME_ZONES, TAX_RATES, type Province, type TaxName, type TaxRate };

/**
 * Sales tax on an order (docs/rules/tax.md): GST/HST, and QST, SK PST or MB RST where they apply
 * to prepared meals, by the province of the place of supply, on the order's discounted food plus
 * its delivery fee, in integer cents, each tax rounded ONCE per order (half-up), never per dish.
 */

/** Guest-facing messages of the tax rules. */
export const TaxMessages = {
  gstHstNumberInvalid:
    'Enter your GST/HST number as 9 digits followed by RT and 4 digits, e.g. 123456782 RT0001',
  gstHstNumberCheckDigit: 'This GST/HST number is not valid: check its 9 digits',
} as const;

/** Who supplies the meal for GST/HST: Hearth (chef not registered) or the registered chef. */
export const TAX_SUPPLIERS = ['HEARTH', 'CHEF'] as const;
export type TaxSupplier = (typeof TAX_SUPPLIERS)[number];

/** One tax of an order as every screen shows it: `HST 13 %: $3.51`. */
export interface TaxLine {
  name: TaxName;
  province: Province;
  /** Parts per million (130 000 = 13 %). */
  ratePpm: number;
  /** Integer cents, rounded half-up once per order. */
  amountCents: number;
}

/** An order's tax: the lines (in the data's order: GST/HST first) and their sum, integer cents. */
export interface OrderTax {
  province: Province;
  /** What was taxed: discounted food + delivery fee, integer cents. */
  taxableCents: number;
  lines: TaxLine[];
  taxCents: number;
}

/**
 * `baseCents × ratePpm / 1 000 000` rounded half-up to the cent, in exact integer arithmetic
 * (no float error: 2 700 × 13 % = 351, 1 050 × 9.975 % = 104.7375 → 105). `baseCents` ≥ 0.
 */
export function taxAmountCents(baseCents: number, ratePpm: number): number {
  return Math.floor((baseCents * ratePpm + 500_000) / 1_000_000);
}

/** A rate in percent for display: 130 000 ppm → 13, 99 750 → 9.975. */
export function ratePercent(ratePpm: number): number {
  return ratePpm / 10_000;
}

/** The calendar date (`YYYY-MM-DD`) of `at` in `timeZone`. */
function localDate(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

/**
 * The rates in force in `province` at the instant `at` (its local date in the province's time
 * zone between `effectiveFrom`, inclusive, and `effectiveUntil`, exclusive), in the data's order.
 */
export function taxRatesOn(
  province: Province,
  at: Date,
  rates: readonly TaxRate[] = TAX_RATES,
): TaxRate[] {
  const day = localDate(at, PROVINCE_TIME_ZONES[province]);
  return rates.filter(
    (r) =>
      r.province === province &&
      r.effectiveFrom <= day &&
      (r.effectiveUntil === null || day < r.effectiveUntil),
  );
}

/**
 * The sales tax of one order: each tax in force in `province` at `at` on `taxableCents` (the
 * discounted food plus the delivery fee, integer cents, negative read as 0), rounded once per
 * order and per tax, half-up. Toronto, 2 700 ¢ → HST 13 % = 351 ¢; Montréal, 1 000 ¢ → GST 50 ¢
 * and QST 100 ¢ (99.75 rounded up).
 */
export function salesTax(
  taxableCents: number,
  province: Province,
  at: Date,
  rates: readonly TaxRate[] = TAX_RATES,
): OrderTax {
  const base = Math.max(taxableCents, 0);
  const lines = taxRatesOn(province, at, rates).map((r) => ({
    name: r.name,
    province,
    ratePpm: r.ratePpm,
    amountCents: taxAmountCents(base, r.ratePpm),
  }));
  return {
    province,
    taxableCents: base,
    lines,
    taxCents: lines.reduce((n, l) => n + l.amountCents, 0),
  };
}

/** A Canadian postal code (`A1A 1A1`, space optional; letters D F I O Q U never appear). */
const POSTAL_CODE = /^([ABCEGHJ-NPRSTVXY])\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/;

/** Canada Post's first letter of a postal code → province (X is NT or NU, see below). */
const FIRST_LETTER: Readonly<Record<string, Province>> = {
  A: 'NL',
  B: 'NS',
  C: 'PE',
  E: 'NB',
  G: 'QC',
  H: 'QC',
  J: 'QC',
  K: 'ON',
  L: 'ON',
  M: 'ON',
  N: 'ON',
  P: 'ON',
  R: 'MB',
  S: 'SK',
  T: 'AB',
  V: 'BC',
  X: 'NT',
  Y: 'YT',
};

/**
 * The province of a Canadian postal code by its first letter (Canada Post; X0A–X0C are Nunavut,
 * other X codes the Northwest Territories), or null when `postalCode` is not a Canadian one.
 */
export function provinceOfPostalCode(postalCode: string | null | undefined): Province | null {
  const code = (postalCode ?? '').trim().toUpperCase();
  const match = POSTAL_CODE.exec(code);
  if (!match) return null;
  if (/^X0[ABC]/.test(code)) return 'NU';
  return FIRST_LETTER[match[1]!] ?? null;
}

/**
 * Where the meal is supplied, for tax: the guest's delivery address for a delivery, the chef's
 * (restaurant's) address for a pickup, each by its postal code. A delivery to an address whose
 * postal code is not Canadian is taxed where the chef is (it is within the chef's delivery
 * radius); a chef address not known falls back to `fallback` (Ontario, Hearth's market).
 */
export function placeOfSupply(
  fulfilment: 'DELIVERY' | 'PICKUP',
  deliveryPostalCode: string | null | undefined,
  chefPostalCode: string | null | undefined,
  fallback: Province = 'ON',
): Province {
  const chef = provinceOfPostalCode(chefPostalCode) ?? fallback;
  return fulfilment === 'DELIVERY' ? (provinceOfPostalCode(deliveryPostalCode) ?? chef) : chef;
}

/** `true` when the 9 digits pass the Business Number's Luhn (mod 10) check digit. */
export function isBusinessNumberChecksumValid(nineDigits: string): boolean {
  if (!/^\d{9}$/.test(nineDigits)) return false;
  let sum = 0;
  for (let i = 0; i < 9; i++) {
    let d = Number(nineDigits[8 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/**
 * A chef's GST/HST registration number (CRA program account): the 9-digit Business Number (its
 * last digit a Luhn check digit), `RT` and a 4-digit reference (`0001` for most). Spaces and
 * dashes are ignored; stored as `123456782RT0001`. Blank → null (not registered).
 */
export const gstHstNumberSchema = z
  .string()
  .nullish()
  .transform((v) => (v ?? '').replace(/[\s-]/g, '').toUpperCase())
  .superRefine((v, ctx) => {
    if (v === '') return;
    if (!/^\d{9}RT\d{4}$/.test(v) || v.endsWith('0000'))
      ctx.addIssue({ code: 'custom', message: TaxMessages.gstHstNumberInvalid });
    else if (!isBusinessNumberChecksumValid(v.slice(0, 9)))
      ctx.addIssue({ code: 'custom', message: TaxMessages.gstHstNumberCheckDigit });
  })
  .transform((v) => (v === '' ? null : v));

/** A stored GST/HST number as people write it: `123456782 RT0001`. */
export function formatGstHstNumber(compact: string): string {
  return compact.length === 15 ? `${compact.slice(0, 9)} ${compact.slice(9)}` : compact;
}

/**
 * Who supplies the meal for GST/HST (CRA, "Supply of qualifying goods in Canada"): a chef with
 * a GST/HST number charges their own tax (Hearth collects it as their billing agent and passes it
 * on); otherwise Hearth, the distribution platform operator, is deemed the supplier and keeps the
 * tax to remit — it is never the chef's revenue then.
 */
export function taxSupplier(chefGstHstNumber: string | null | undefined): TaxSupplier {
  return chefGstHstNumber ? 'CHEF' : 'HEARTH';
}
