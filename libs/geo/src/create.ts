import type { AddressLookup } from './address.js';
import { HostedGeocoderAddressLookup } from './hosted-geocoder.js';
import { ZipcodesAddressLookup } from './zipcodes-lookup.js';

/** Configuration of `createAddressLookup` (services read it from `GEOCODER_URL`/`GEOCODER_KEY`). */
export interface AddressLookupConfig {
  /** Base URL of a Nominatim-compatible geocoder; blank/absent → the offline adapter. */
  geocoderUrl?: string | undefined;
  /** Its API key (optional). */
  geocoderKey?: string | undefined;
  /** Hosted request timeout in milliseconds (default 5000). */
  geocoderTimeoutMs?: number | undefined;
}

/**
 * The configured `AddressLookup`: `HostedGeocoderAddressLookup` when `geocoderUrl` is set,
 * otherwise the offline `ZipcodesAddressLookup`.
 * @throws Error when `geocoderUrl` is set but not an http(s) URL.
 */
export function createAddressLookup(config: AddressLookupConfig = {}): AddressLookup {
  const url = config.geocoderUrl?.trim();
  if (url) {
    return new HostedGeocoderAddressLookup({
      baseUrl: url,
      ...(config.geocoderKey?.trim() ? { apiKey: config.geocoderKey.trim() } : {}),
      ...(config.geocoderTimeoutMs ? { timeoutMs: config.geocoderTimeoutMs } : {}),
    });
  }
  return new ZipcodesAddressLookup();
}
