import {
  CANADIAN_PROVINCES,
  clampLimit,
  fold,
  normalizePostalCode,
  provinceOfFsa,
  type Address,
  type AddressLookup,
  type Country,
} from './address.js';

/** An infrastructure failure of the hosted geocoder (timeout, unreachable, HTTP error, bad body). */
export class GeocoderError extends Error {
  override readonly name = 'GeocoderError';
  constructor(
    message: string,
    /** HTTP status when the geocoder answered with one, else `null`. */
    readonly status: number | null = null,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

// fetch rejects with a DOMException (not always `instanceof Error` across realms): check by shape.
const isTimeout = (err: unknown) => (err as { name?: unknown } | null)?.name === 'TimeoutError';
const messageOf = (err: unknown) => {
  const e = err as { message?: unknown; cause?: { code?: unknown } } | null;
  const code = typeof e?.cause?.code === 'string' ? ` (${e.cause.code})` : '';
  return `${typeof e?.message === 'string' ? e.message : String(err)}${code}`;
};

/** Configuration of `HostedGeocoderAddressLookup`. */
export interface HostedGeocoderOptions {
  /**
   * Base URL of a Nominatim-compatible search API; `/search` is appended. E.g.
   * `https://nominatim.openstreetmap.org` or LocationIQ's `https://us1.locationiq.com/v1`.
   */
  baseUrl: string;
  /** API key, sent as the `key` query parameter (LocationIQ's convention); omitted when absent. */
  apiKey?: string;
  /** Per-request timeout in milliseconds (default 5000). */
  timeoutMs?: number;
  /** `User-Agent` header; Nominatim's usage policy requires one that identifies the application. */
  userAgent?: string;
  /** `fetch` implementation (tests, proxies); defaults to the global one. */
  fetch?: typeof fetch;
}

/**
 * One result of the Nominatim search API with `format=jsonv2&addressdetails=1`
 * (https://nominatim.org/release-docs/latest/api/Search/). Only the fields used are typed.
 */
export interface NominatimResult {
  lat: string;
  lon: string;
  display_name?: string;
  address?: {
    neighbourhood?: string;
    suburb?: string;
    quarter?: string;
    city_district?: string;
    city?: string;
    town?: string;
    village?: string;
    municipality?: string;
    hamlet?: string;
    state?: string;
    'ISO3166-2-lvl4'?: string;
    postcode?: string;
    country_code?: string;
  };
}

/**
 * Maps one Nominatim result to an `Address`, or `null` when it is outside Canada/the US or lacks
 * a city or coordinates. `postalCode` is the result's code normalised, else `fallbackPostalCode`,
 * else `''` (a whole-city result has no postal code).
 */
export function addressFromNominatim(
  result: NominatimResult,
  fallbackPostalCode = '',
): Address | null {
  const a = result.address ?? {};
  const country = (a.country_code ?? '').toUpperCase();
  if (country !== 'CA' && country !== 'US') return null;
  const city = a.city ?? a.town ?? a.village ?? a.municipality ?? a.hamlet;
  const latitude = Number(result.lat);
  const longitude = Number(result.lon);
  if (!city || !Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  const parsed = a.postcode ? normalizePostalCode(a.postcode) : null;
  const postalCode = parsed?.country === country ? parsed.postalCode : fallbackPostalCode;
  const iso = /^(CA|US)-([A-Z]{2})$/.exec(a['ISO3166-2-lvl4'] ?? '');
  const province =
    iso?.[2] ??
    (country === 'CA'
      ? (CANADIAN_PROVINCES[fold(a.state ?? '')] ?? (parsed ? provinceOfFsa(parsed.key) : null))
      : null);
  if (!province) return null;
  return {
    postalCode,
    city,
    area: a.neighbourhood ?? a.suburb ?? a.quarter ?? a.city_district ?? null,
    province,
    country: country as Country,
    latitude,
    longitude,
  };
}

/**
 * `AddressLookup` over a hosted geocoder speaking the Nominatim search API (OpenStreetMap's
 * Nominatim, a self-hosted one, or LocationIQ with a key). Results are restricted to Canada and
 * the US (`countrycodes=ca,us`). Each call is one HTTP GET (two for a full Canadian code the
 * geocoder does not know: the FSA is tried next).
 * Errors: every method rejects with `GeocoderError` on timeout, network failure, a non-2xx status
 * or a body that is not a JSON array.
 */
export class HostedGeocoderAddressLookup implements AddressLookup {
  private readonly base: string;
  private readonly timeoutMs: number;
  private readonly fetchImpl: typeof fetch;

  constructor(private readonly options: HostedGeocoderOptions) {
    if (!/^https?:\/\//i.test(options.baseUrl))
      throw new Error(`geocoder URL must be http(s): ${JSON.stringify(options.baseUrl)}`);
    this.base = options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`;
    this.timeoutMs = options.timeoutMs ?? 5000;
    this.fetchImpl = options.fetch ?? fetch;
  }

  async lookupPostalCode(code: string): Promise<Address | null> {
    const parsed = normalizePostalCode(code);
    if (!parsed) return null;
    const country = parsed.country.toLowerCase();
    let results = await this.search({ postalcode: parsed.postalCode, countrycodes: country }, 1);
    if (!results.length && parsed.country === 'CA' && parsed.key !== parsed.postalCode)
      results = await this.search({ postalcode: parsed.key, countrycodes: country }, 1);
    for (const r of results) {
      const address = addressFromNominatim(r, parsed.postalCode);
      if (address) return { ...address, postalCode: parsed.postalCode };
    }
    return null;
  }

  async suggest(query: string, limit?: number): Promise<Address[]> {
    const text = String(query ?? '').trim();
    if (!text) return [];
    const max = clampLimit(limit);
    const parsed = normalizePostalCode(text);
    const params: Record<string, string> = parsed
      ? { postalcode: parsed.postalCode, countrycodes: parsed.country.toLowerCase() }
      : { q: text, countrycodes: 'ca,us' };
    const results = await this.search(params, max);
    return results
      .map((r) => addressFromNominatim(r, parsed?.postalCode))
      .filter((a): a is Address => a !== null)
      .slice(0, max);
  }

  /** GET `<base>/search` with `params`; resolves to the JSON array or rejects with GeocoderError. */
  private async search(params: Record<string, string>, limit: number): Promise<NominatimResult[]> {
    const url = new URL('search', this.base);
    for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
    url.searchParams.set('format', 'jsonv2');
    url.searchParams.set('addressdetails', '1');
    url.searchParams.set('limit', String(limit));
    if (this.options.apiKey) url.searchParams.set('key', this.options.apiKey);
    const where = `${url.origin}${url.pathname}`; // never log the key

    let response: Response;
    try {
      response = await this.fetchImpl(url, {
        headers: {
          Accept: 'application/json',
          'Accept-Language': 'en',
          'User-Agent': this.options.userAgent ?? 'Hearth/0.1 (address autocomplete)',
        },
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (err) {
      throw new GeocoderError(
        isTimeout(err)
          ? `geocoder timed out after ${this.timeoutMs} ms (${where})`
          : `geocoder unreachable (${where}): ${messageOf(err)}`,
        null,
        { cause: err },
      );
    }
    if (!response.ok) {
      await response.body?.cancel().catch(() => {});
      throw new GeocoderError(
        `geocoder answered HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''} (${where})`,
        response.status,
      );
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch (err) {
      throw new GeocoderError(
        isTimeout(err)
          ? `geocoder timed out after ${this.timeoutMs} ms (${where})`
          : `geocoder returned invalid JSON (${where})`,
        response.status,
        { cause: err },
      );
    }
    if (!Array.isArray(body))
      throw new GeocoderError(
        `geocoder returned an unexpected response (${where})`,
        response.status,
      );
    return body as NominatimResult[];
  }
}
