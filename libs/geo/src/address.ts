/** Countries Hearth serves addresses in (ISO 3166-1 alpha-2). */
export type Country = 'CA' | 'US';

/**
 * What an address autocomplete fills in (from address line 1: city, country, province and postal
 * code) plus the point used for delivery distances.
 *
 * - `postalCode`: normalised — Canadian `A1A 1A1` (or the 3-character FSA `A1A` when only that
 *   was known), US `12345` or `12345-6789`.
 * - `city`: the municipality as it goes on an address line (`Toronto`, not `Downtown Toronto (…)`).
 * - `area`: the neighbourhood/district the dataset names for the code, or `null`.
 * - `province`: 2-letter code — Canadian province/territory (`ON`, `QC`, …) or US state (`NY`).
 * - `latitude`/`longitude`: WGS84 decimal degrees. For Canadian codes this is the centroid of the
 *   FSA (first 3 characters), i.e. precise to a few kilometres in cities, more in rural areas.
 */
export interface Address {
  postalCode: string;
  city: string;
  area: string | null;
  province: string;
  country: Country;
  latitude: number;
  longitude: number;
}

/**
 * Port: looks addresses up for the address autocomplete. Adapters: `ZipcodesAddressLookup`
 * (offline, default) and `HostedGeocoderAddressLookup` (an HTTP geocoder).
 */
export interface AddressLookup {
  /**
   * The address of a postal code, or `null` when the code is malformed or unknown.
   * Accepts any case and spacing (`m5v2t6`, `M5V 2T6`, `10001-1234`). Canadian codes resolve by
   * their FSA (first 3 characters); the returned `postalCode` keeps the full normalised code.
   * @throws Error only for an infrastructure failure (hosted geocoder down, timeout).
   */
  lookupPostalCode(code: string): Promise<Address | null>;
  /**
   * Up to `limit` (default 5, clamped to 1–20) suggestions for an autocomplete: by postal-code
   * prefix (`M5`, `100`) or by city-name prefix (`toron`, accents and case ignored). `[]` for a
   * blank query or no match.
   * @throws Error only for an infrastructure failure (hosted geocoder down, timeout).
   */
  suggest(query: string, limit?: number): Promise<Address[]>;
}

/** Default and maximum number of suggestions. */
export const DEFAULT_SUGGESTIONS = 5;
export const MAX_SUGGESTIONS = 20;

/** `limit` clamped to 1…MAX_SUGGESTIONS (non-numbers → DEFAULT_SUGGESTIONS). */
export function clampLimit(limit: number | undefined): number {
  if (limit === undefined || !Number.isFinite(limit)) return DEFAULT_SUGGESTIONS;
  return Math.min(MAX_SUGGESTIONS, Math.max(1, Math.trunc(limit)));
}

/** A parsed postal code: `postalCode` as displayed, `key` as the dataset indexes it (FSA or ZIP5). */
export interface NormalizedPostalCode {
  country: Country;
  postalCode: string;
  key: string;
}

// Canadian postal codes never use D F I O Q U; W and Z never come first.
const CA_FULL = /^([ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z])(\d[ABCEGHJ-NPRSTV-Z]\d)?$/;
const US_ZIP = /^(\d{5})(\d{4})?$/;

/**
 * Parses a Canadian postal code (full `A1A1A1` or FSA `A1A`) or a US ZIP / ZIP+4, ignoring case,
 * spaces and hyphens. Returns `null` for anything else.
 * @example normalizePostalCode('m5v2t6') → { country: 'CA', postalCode: 'M5V 2T6', key: 'M5V' }
 * @example normalizePostalCode('10001-1234') → { country: 'US', postalCode: '10001-1234', key: '10001' }
 */
export function normalizePostalCode(code: string): NormalizedPostalCode | null {
  const compact = String(code ?? '')
    .toUpperCase()
    .replace(/[\s-]+/g, '');
  const ca = CA_FULL.exec(compact);
  if (ca) {
    const fsa = ca[1]!;
    return { country: 'CA', postalCode: ca[2] ? `${fsa} ${ca[2]}` : fsa, key: fsa };
  }
  const us = US_ZIP.exec(compact);
  if (us) return { country: 'US', postalCode: us[2] ? `${us[1]}-${us[2]}` : us[1]!, key: us[1]! };
  return null;
}

/** Canadian province/territory names (English and French) → 2-letter code. */
export const CANADIAN_PROVINCES: Readonly<Record<string, string>> = {
  alberta: 'AB',
  'british columbia': 'BC',
  'colombie-britannique': 'BC',
  manitoba: 'MB',
  'new brunswick': 'NB',
  'nouveau-brunswick': 'NB',
  'newfoundland and labrador': 'NL',
  'terre-neuve-et-labrador': 'NL',
  'nova scotia': 'NS',
  'nouvelle-écosse': 'NS',
  'northwest territories': 'NT',
  'territoires du nord-ouest': 'NT',
  nunavut: 'NU',
  ontario: 'ON',
  'prince edward island': 'PE',
  'île-du-prince-édouard': 'PE',
  quebec: 'QC',
  québec: 'QC',
  saskatchewan: 'SK',
  yukon: 'YT',
};

/** Province of a Canadian FSA from its first letter (X = NT, Nunavut's X0A–X0C aside). */
export function provinceOfFsa(fsa: string): string | null {
  const first = fsa.charAt(0).toUpperCase();
  if (first === 'X') return /^X0[ABC]/i.test(fsa) ? 'NU' : 'NT';
  const byLetter: Record<string, string> = {
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
    Y: 'YT',
  };
  return byLetter[first] ?? null;
}

/** Lower-case, accent-free form of `text` for matching (`Montréal` → `montreal`). */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
}
