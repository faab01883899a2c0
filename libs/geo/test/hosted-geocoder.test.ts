import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  GeocoderError,
  HostedGeocoderAddressLookup,
  addressFromNominatim,
  createAddressLookup,
  type NominatimResult,
} from '../src/index.js';

/** Recorded Nominatim `/search` bodies (see fixtures/README.md). */
const fixture = (name: string) =>
  readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const POSTALCODE_M5V2T6 = fixture('nominatim-search-postalcode-M5V2T6.json');
const Q_MISSISSAUGA = fixture('nominatim-search-q-mississauga.json');

type Seen = { url: URL; headers: IncomingHttpHeaders };

describe('HostedGeocoderAddressLookup against the recorded Nominatim contract', () => {
  let server: Server;
  let base: string;
  let seen: Seen[] = [];
  /** What the fake geocoder does for the next requests. */
  let mode: 'normal' | 'slow' | 'error' | 'not-json' | 'object' = 'normal';

  beforeAll(async () => {
    server = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      seen.push({ url, headers: req.headers });
      if (mode === 'slow') {
        const t = setTimeout(() => res.end('[]'), 2_000);
        res.on('close', () => clearTimeout(t));
        return;
      }
      if (mode === 'error') {
        res.writeHead(503, { 'content-type': 'text/plain' }).end('overloaded');
        return;
      }
      res.setHeader('content-type', 'application/json; charset=utf-8');
      if (mode === 'not-json') return void res.end('<html>oops</html>');
      if (mode === 'object') return void res.end('{"error":"Unable to geocode"}');
      if (url.pathname !== '/v1/search') return void res.writeHead(404).end('[]');
      const postalcode = url.searchParams.get('postalcode');
      if (postalcode === 'M5V 2T6') return void res.end(POSTALCODE_M5V2T6);
      if (url.searchParams.get('q') === 'Mississauga') return void res.end(Q_MISSISSAUGA);
      res.end('[]');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  beforeEach(() => {
    seen = [];
    mode = 'normal';
  });

  const hosted = (
    over: Partial<ConstructorParameters<typeof HostedGeocoderAddressLookup>[0]> = {},
  ) =>
    new HostedGeocoderAddressLookup({ baseUrl: base, apiKey: 'test-key', timeoutMs: 500, ...over });

  it('looks a postal code up with a structured Nominatim query and maps the result', async () => {
    const address = await hosted().lookupPostalCode('m5v2t6');
    expect(address).toEqual({
      postalCode: 'M5V 2T6',
      city: 'Toronto',
      area: 'Entertainment District',
      province: 'ON',
      country: 'CA',
      latitude: 43.644154,
      longitude: -79.393432,
    });
    expect(seen).toHaveLength(1);
    const { url, headers } = seen[0]!;
    expect(url.pathname).toBe('/v1/search');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      postalcode: 'M5V 2T6',
      countrycodes: 'ca',
      format: 'jsonv2',
      addressdetails: '1',
      limit: '1',
      key: 'test-key',
    });
    expect(headers['user-agent']).toMatch(/^Hearth\//);
  });

  it('tries the FSA when the full Canadian code is unknown, and returns null when nothing matches', async () => {
    expect(await hosted().lookupPostalCode('H3B 2Y5')).toBeNull();
    expect(seen.map((s) => s.url.searchParams.get('postalcode'))).toEqual(['H3B 2Y5', 'H3B']);
    seen = [];
    expect(await hosted().lookupPostalCode('not a code')).toBeNull();
    expect(seen).toHaveLength(0); // malformed: no request at all
  });

  it('suggests by free text, Canada/US only, skipping results without a city', async () => {
    const s = await hosted({ apiKey: undefined }).suggest('Mississauga', 5);
    expect(s).toEqual([
      {
        postalCode: '',
        city: 'Mississauga',
        area: null,
        province: 'ON',
        country: 'CA',
        latitude: 43.5896231,
        longitude: -79.6443879,
      },
      expect.objectContaining({ postalCode: 'L5A 1Y9', area: 'Mississauga Valley' }),
      expect.objectContaining({
        city: 'Gulfport',
        province: 'MS',
        country: 'US',
        postalCode: '39501',
      }),
    ]);
    expect(Object.fromEntries(seen[0]!.url.searchParams)).toEqual({
      q: 'Mississauga',
      countrycodes: 'ca,us',
      format: 'jsonv2',
      addressdetails: '1',
      limit: '5',
    });
    expect(await hosted().suggest('  ')).toEqual([]);
  });

  it('maps provinces from the state name when ISO3166-2 is missing, and drops foreign results', () => {
    const base: NominatimResult = {
      lat: '45.5',
      lon: '-73.6',
      address: { city: 'Montréal', state: 'Québec', country_code: 'ca', postcode: 'h3b 2y5' },
    };
    expect(addressFromNominatim(base)).toMatchObject({
      city: 'Montréal',
      province: 'QC',
      postalCode: 'H3B 2Y5',
    });
    expect(
      addressFromNominatim({ ...base, address: { ...base.address, country_code: 'fr' } }),
    ).toBeNull();
    expect(addressFromNominatim({ ...base, lat: 'x' })).toBeNull();
  });

  it('rejects with a clear GeocoderError on timeout', async () => {
    mode = 'slow';
    const err = await hosted({ timeoutMs: 100 })
      .lookupPostalCode('M5V 2T6')
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(GeocoderError);
    expect((err as Error).message).toBe(`geocoder timed out after 100 ms (${base}/search)`);
    expect((err as Error).message).not.toContain('test-key');
  });

  it('rejects with a clear GeocoderError on an HTTP error, a non-JSON or a non-array body', async () => {
    mode = 'error';
    await expect(hosted().suggest('Mississauga')).rejects.toMatchObject({
      name: 'GeocoderError',
      status: 503,
      message: `geocoder answered HTTP 503 Service Unavailable (${base}/search)`,
    });
    mode = 'not-json';
    await expect(hosted().suggest('Mississauga')).rejects.toThrow(/invalid JSON/);
    mode = 'object';
    await expect(hosted().suggest('Mississauga')).rejects.toThrow(/unexpected response/);
  });

  it('rejects with a GeocoderError when the geocoder is unreachable', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    await expect(
      createAddressLookup({ geocoderUrl: `http://127.0.0.1:${port}` }).lookupPostalCode('10001'),
    ).rejects.toThrow(/^geocoder unreachable \(http:\/\/127\.0\.0\.1:\d+\/search\)/);
  });
});
