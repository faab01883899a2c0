/**
 * Sales-tax rates on prepared meals sold through Hearth, as dated data (docs/rules/tax.md). One
 * row per tax of a province for a period: `effectiveFrom` (inclusive) to `effectiveUntil`
 * (exclusive; null: still in force), both local calendar dates (`YYYY-MM-DD`) at the place of
 * supply. A rate change is a new row and an end date on the old one — never an edit — so an order
 * placed before the change still recomputes to what it charged.
 *
 * Rates are in parts per million (ppm) so that every rate is an integer: 5 % = 50 000 ppm,
 * QST 9.975 % = 99 750 ppm.
 */

/** Provinces and territories (Canada Post two-letter codes). */
export type Province =
  'AB' | 'BC' | 'MB' | 'NB' | 'NL' | 'NS' | 'NT' | 'NU' | 'ON' | 'PE' | 'QC' | 'SK' | 'YT';

/** The name a tax line shows: federal GST, harmonized HST, Québec QST, SK PST, MB RST. */
export type TaxName = 'GST' | 'HST' | 'QST' | 'PST' | 'RST';

/** One tax of one province over one period (see the module docstring for units). */
export interface TaxRate {
  province: Province;
  name: TaxName;
  /** Parts per million of the taxable amount (130 000 = 13 %). */
  ratePpm: number;
  /** First local date the rate applies (inclusive), `YYYY-MM-DD`. */
  effectiveFrom: string;
  /** First local date it no longer applies (exclusive), or null while in force. */
  effectiveUntil: string | null;
  /** Where the rate and its date come from (named in docs/rules/tax.md). */
  source: string;
}

const CRA_RATES = 'CRA, GST/HST — Charge and collect the tax — Which rate to charge (canada.ca)';
const GST_FROM = '2008-01-01';

/** GST alone: provinces without HST (Québec, SK and MB add their own tax below). */
const gst = (province: Province): TaxRate => ({
  province,
  name: 'GST',
  ratePpm: 50_000,
  effectiveFrom: GST_FROM,
  effectiveUntil: null,
  source: CRA_RATES,
});

/** Every rate Hearth knows. Provinces and periods not listed here charge nothing. */
export const TAX_RATES: readonly TaxRate[] = [
  gst('AB'),
  gst('BC'),
  gst('MB'),
  gst('NT'),
  gst('NU'),
  gst('QC'),
  gst('SK'),
  gst('YT'),
  {
    province: 'ON',
    name: 'HST',
    ratePpm: 130_000,
    effectiveFrom: '2010-07-01',
    effectiveUntil: null,
    source: CRA_RATES,
  },
  {
    province: 'NB',
    name: 'HST',
    ratePpm: 150_000,
    effectiveFrom: '2016-07-01',
    effectiveUntil: null,
    source: CRA_RATES,
  },
  {
    province: 'NL',
    name: 'HST',
    ratePpm: 150_000,
    effectiveFrom: '2016-07-01',
    effectiveUntil: null,
    source: CRA_RATES,
  },
  {
    province: 'PE',
    name: 'HST',
    ratePpm: 150_000,
    effectiveFrom: '2016-10-01',
    effectiveUntil: null,
    source: CRA_RATES,
  },
  {
    province: 'NS',
    name: 'HST',
    ratePpm: 150_000,
    effectiveFrom: '2010-07-01',
    effectiveUntil: '2025-04-01',
    source: CRA_RATES,
  },
  {
    province: 'NS',
    name: 'HST',
    ratePpm: 140_000,
    effectiveFrom: '2025-04-01',
    effectiveUntil: null,
    source: 'CRA GST/HST Notice 342 (March 2025); SOR/2025-77 (Canada Gazette II, 2025-03-26)',
  },
  {
    province: 'QC',
    name: 'QST',
    ratePpm: 99_750,
    effectiveFrom: '2013-01-01',
    effectiveUntil: null,
    source: 'Revenu Québec, Basic Rules for Applying the GST/HST and QST (revenuquebec.ca)',
  },
  {
    // Prepared meals taxable since 2017-04-01 (IN 2017-03); marketplace facilitators collect it
    // since 2020-01-01 (The Provincial Sales Tax Act as amended by Bill 211, retroactive).
    province: 'SK',
    name: 'PST',
    ratePpm: 60_000,
    effectiveFrom: '2020-01-01',
    effectiveUntil: null,
    source:
      'Saskatchewan Information Notice IN 2017-03 (restaurant meals); PST Act, marketplace facilitators (Bill 211, 2020)',
  },
  {
    // Prepared food is not a basic grocery and is taxable (Bulletin 029); online sales platforms
    // collect RST on their sellers' taxable sales since 2021-12-01 (Bulletin 064).
    province: 'MB',
    name: 'RST',
    ratePpm: 70_000,
    effectiveFrom: '2021-12-01',
    effectiveUntil: null,
    source:
      'Manitoba RST Bulletin 029 (Food and Beverages); Bulletin 064 (Streaming Services and Online Platforms)',
  },
];

/**
 * The IANA time zone whose calendar date decides which rate applies in each province (the
 * most populous zone; a rate changes at local midnight).
 */
export const PROVINCE_TIME_ZONES: Readonly<Record<Province, string>> = {
  AB: 'America/Edmonton',
  BC: 'America/Vancouver',
  MB: 'America/Winnipeg',
  NB: 'America/Moncton',
  NL: 'America/St_Johns',
  NS: 'America/Halifax',
  NT: 'America/Yellowknife',
  NU: 'America/Iqaluit',
  ON: 'America/Toronto',
  PE: 'America/Halifax',
  QC: 'America/Toronto',
  SK: 'America/Regina',
  YT: 'America/Whitehorse',
};
