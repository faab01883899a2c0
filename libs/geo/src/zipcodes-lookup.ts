import { createRequire } from 'node:module';
import {
  clampLimit,
  fold,
  normalizePostalCode,
  provinceOfFsa,
  type Address,
  type AddressLookup,
} from './address.js';

/** One record of the `zipcodes` package (US ZIP or Canadian FSA). */
interface ZipRecord {
  zip: string;
  latitude: number;
  longitude: number;
  city: string;
  state: string;
  country: string;
}

/** Dataset row as the adapter uses it: an `Address` keyed by ZIP5/FSA, plus a folded city. */
interface Row {
  address: Address;
  folded: string;
}

/** The parts of a Canadian FSA label: `city` for the address line, `area` the district. */
export interface CityParts {
  city: string;
  area: string | null;
}

const ACRONYMS = new Set(['CN', 'UBC', 'SFU', 'YYZ', 'YTZ', 'YVR', 'CFB', 'NE', 'NW', 'SE', 'SW']);
const SMALL_WORDS = new Set(['and', 'of', 'the', 'de', 'des', 'du', 'la', 'le', 'les']);
const QUALIFIERS = new Set([
  'north',
  'south',
  'east',
  'west',
  'northeast',
  'northwest',
  'southeast',
  'southwest',
  'central',
  'inner',
  'outer',
  'upper',
  'lower',
  'mid-riverbank',
]);
/** Former municipalities amalgamated into Ottawa (2001) that the dataset still names. */
const OTTAWA_FORMER = new Set(['gloucester', 'nepean', 'kanata', 'orleans', 'vanier']);

/** Title-cases the dataset's casing (`cn Tower / King And Spadina` → `CN Tower / King and Spadina`). */
function tidy(text: string): string {
  const words = text.replace(/\s+/g, ' ').trim().split(' ');
  return words
    .map((word, i) => {
      const bare = word.replace(/[^A-Za-z]/g, '');
      if (ACRONYMS.has(bare.toUpperCase()) && bare.length <= 3 && /^[A-Za-z]{2,3}$/.test(word))
        return word.toUpperCase();
      if (i > 0 && SMALL_WORDS.has(word.toLowerCase())) return word.toLowerCase();
      return word.charAt(0).toUpperCase() + word.slice(1);
    })
    .join(' ')
    .replace(/- /g, '-');
}

/**
 * Splits the dataset's long Canadian FSA labels into a city for the address line and the area:
 * - Toronto (every `M` FSA): `Downtown Toronto (cn Tower / …)` → `Toronto` + `CN Tower / …`;
 *   `Scarborough (malvern)` → `Toronto` + `Malvern` (former municipalities are Toronto since 1998).
 * - Rural FSAs (second character `0`) name the region, then the main town in parentheses:
 *   `Eastern Alberta (st. Paul)` → `St. Paul` + `Eastern Alberta`.
 * - Otherwise `City (district)` → `City` + `District`, and trailing compass qualifiers are dropped
 *   from the city: `Kelowna East Central` → `Kelowna` + `East Central`; `Downtown Montreal East`
 *   → `Montreal`; Ottawa's former municipalities (Nepean, Kanata, …) → `Ottawa`.
 * Accented letters the dataset lost (shown as U+FFFD) are left as they are.
 */
export function splitCanadianCity(fsa: string, label: string): CityParts {
  const match = /^(.*?)\s*\((.*)\)\s*$/.exec(label.trim());
  const head = tidy(match ? match[1]! : label);
  const paren = match ? tidy(match[2]!) : null;

  if (fsa.startsWith('M')) return { city: 'Toronto', area: paren ?? head };
  if (fsa.charAt(1) === '0' && paren) return { city: paren, area: head };

  const words = head.split(' ');
  const dropped: string[] = [];
  while (words.length > 1 && QUALIFIERS.has(words[words.length - 1]!.toLowerCase()))
    dropped.unshift(words.pop()!);
  let city = words.join(' ');
  if (/^downtown /i.test(city)) city = city.slice('downtown '.length);
  const qualifier = dropped.length ? head : null;
  if (OTTAWA_FORMER.has(city.toLowerCase()))
    return { city: 'Ottawa', area: paren ? `${head} (${paren})` : head };
  return { city, area: paren ?? qualifier };
}

/** Loads the `zipcodes` dataset (CommonJS, ~5 MB) on first use. */
function loadRecords(): ZipRecord[] {
  const require = createRequire(import.meta.url);
  const zipcodes = require('zipcodes') as { codes: Record<string, ZipRecord> };
  return Object.values(zipcodes.codes);
}

function toRow(record: ZipRecord): Row | null {
  const { latitude, longitude } = record;
  // APO/FPO military codes carry 0,0: no place to deliver to.
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  if (latitude === 0 && longitude === 0) return null;
  let address: Address;
  if (record.country === 'Canada') {
    const province = provinceOfFsa(record.zip);
    if (!province) return null;
    const { city, area } = splitCanadianCity(record.zip, record.city);
    address = {
      postalCode: record.zip,
      city,
      area,
      province,
      country: 'CA',
      latitude,
      longitude,
    };
  } else if (record.country === 'US' && /^[A-Z]{2}$/.test(record.state)) {
    address = {
      postalCode: record.zip,
      city: record.city,
      area: null,
      province: record.state,
      country: 'US',
      latitude,
      longitude,
    };
  } else return null;
  return { address, folded: fold(address.city) };
}

/**
 * Offline `AddressLookup` over the `zipcodes` package (US ZIP codes and Canadian FSAs with their
 * centroid coordinates). No network; the dataset is loaded and indexed on the first call
 * (~44,000 rows, roughly 100 ms) and kept for the life of the process.
 */
export class ZipcodesAddressLookup implements AddressLookup {
  private index: { byKey: Map<string, Row>; rows: Row[] } | null = null;

  private get data() {
    if (!this.index) {
      const rows = loadRecords()
        .map(toRow)
        .filter((r): r is Row => r !== null)
        // Canada first (Hearth is in Toronto), then by postal code.
        .sort(
          (a, b) =>
            (a.address.country === b.address.country ? 0 : a.address.country === 'CA' ? -1 : 1) ||
            a.address.postalCode.localeCompare(b.address.postalCode),
        );
      this.index = { rows, byKey: new Map(rows.map((r) => [r.address.postalCode, r])) };
    }
    return this.index;
  }

  async lookupPostalCode(code: string): Promise<Address | null> {
    const parsed = normalizePostalCode(code);
    if (!parsed) return null;
    const row = this.data.byKey.get(parsed.key);
    if (!row || row.address.country !== parsed.country) return null;
    return { ...row.address, postalCode: parsed.postalCode };
  }

  async suggest(query: string, limit?: number): Promise<Address[]> {
    const max = clampLimit(limit);
    const compact = String(query ?? '')
      .toUpperCase()
      .replace(/[\s-]+/g, '');
    if (!compact) return [];

    // A postal code (prefix): US digits, or a Canadian letter followed by a digit.
    if (/^\d{1,9}$/.test(compact) || /^[A-Z]\d/.test(compact)) {
      const full = await this.lookupPostalCode(compact);
      if (full) return [full];
      const prefix = /^\d/.test(compact) ? compact.slice(0, 5) : compact.slice(0, 3);
      return this.data.rows
        .filter((r) => r.address.postalCode.startsWith(prefix))
        .slice(0, max)
        .map((r) => ({ ...r.address }));
    }

    // A city name (prefix); exact names first. Only letters, spaces, dots, apostrophes, hyphens.
    const name = fold(query);
    if (!/^[a-z .'-]+$/.test(name)) return [];
    const exact: Row[] = [];
    const prefixed: Row[] = [];
    for (const row of this.data.rows) {
      if (row.folded === name) exact.push(row);
      else if (row.folded.startsWith(name)) prefixed.push(row);
      if (exact.length >= max) break;
    }
    return [...exact, ...prefixed].slice(0, max).map((r) => ({ ...r.address }));
  }
}
