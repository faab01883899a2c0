import { describe, expect, it } from '@jest/globals';
import {
  ZipcodesAddressLookup,
  createAddressLookup,
  HostedGeocoderAddressLookup,
  distanceKm,
  normalizePostalCode,
  splitCanadianCity,
} from '../src/index.js';

const lookup = new ZipcodesAddressLookup();

describe('normalizePostalCode', () => {
  it.each([
    ['m5v2t6', { country: 'CA', postalCode: 'M5V 2T6', key: 'M5V' }],
    ['  M5V 2T6 ', { country: 'CA', postalCode: 'M5V 2T6', key: 'M5V' }],
    ['m5v-2t6', { country: 'CA', postalCode: 'M5V 2T6', key: 'M5V' }],
    ['h3b', { country: 'CA', postalCode: 'H3B', key: 'H3B' }],
    ['10001', { country: 'US', postalCode: '10001', key: '10001' }],
    ['10001-1234', { country: 'US', postalCode: '10001-1234', key: '10001' }],
    ['100011234', { country: 'US', postalCode: '10001-1234', key: '10001' }],
  ])('%s → %o', (input, expected) => {
    expect(normalizePostalCode(input)).toEqual(expected);
  });

  it.each(['', 'D5V 2T6', 'M5V 2T', '1234', '10001-12', 'hello', 'W1A 1AA'])(
    'refuses %p',
    (input) => {
      expect(normalizePostalCode(input)).toBeNull();
    },
  );
});

describe('ZipcodesAddressLookup.lookupPostalCode', () => {
  it('resolves a downtown Toronto code by its FSA, keeping the full code and the area apart', async () => {
    const address = await lookup.lookupPostalCode('m5v2t6');
    expect(address).toEqual({
      postalCode: 'M5V 2T6',
      city: 'Toronto',
      area: expect.stringContaining('CN Tower / King and Spadina'),
      province: 'ON',
      country: 'CA',
      latitude: expect.closeTo(43.65, 1),
      longitude: expect.closeTo(-79.37, 1),
    });
    expect(await lookup.lookupPostalCode('M5V 2T6')).toEqual(address);
  });

  it('names Toronto for its former municipalities (Scarborough, North York, Etobicoke)', async () => {
    for (const [code, area] of [
      ['M1B 1A1', 'Malvern / Rouge River'],
      ['M2K', 'Bayview Village'],
      ['M9A 1A1', 'Islington Avenue'],
    ] as const)
      expect(await lookup.lookupPostalCode(code)).toMatchObject({
        city: 'Toronto',
        area,
        province: 'ON',
      });
  });

  it('resolves Montreal and Vancouver FSAs', async () => {
    expect(await lookup.lookupPostalCode('h3b 2y5')).toMatchObject({
      postalCode: 'H3B 2Y5',
      city: 'Montreal',
      province: 'QC',
      country: 'CA',
    });
    expect(await lookup.lookupPostalCode('V6B4Y8')).toMatchObject({
      postalCode: 'V6B 4Y8',
      city: 'Vancouver',
      area: 'NE Downtown / Harbour Centre / Gastown / Yaletown',
      province: 'BC',
      country: 'CA',
      latitude: expect.closeTo(49.28, 1),
      longitude: expect.closeTo(-123.1, 1),
    });
  });

  it('shortens other labels sensibly: compass qualifiers, rural regions, Ottawa', async () => {
    expect(await lookup.lookupPostalCode('L5B')).toMatchObject({ city: 'Mississauga' });
    expect(await lookup.lookupPostalCode('V1X')).toMatchObject({
      city: 'Kelowna',
      area: 'Kelowna East Central',
    });
    expect(await lookup.lookupPostalCode('T0A')).toMatchObject({
      city: 'St. Paul',
      area: 'Eastern Alberta',
      province: 'AB',
    });
    expect(await lookup.lookupPostalCode('K2J')).toMatchObject({ city: 'Ottawa', province: 'ON' });
    expect(splitCanadianCity('L4B', 'Richmond Hill Southeast')).toEqual({
      city: 'Richmond Hill',
      area: 'Richmond Hill Southeast',
    });
  });

  it('resolves US ZIPs and ZIP+4', async () => {
    expect(await lookup.lookupPostalCode('10001-1234')).toEqual({
      postalCode: '10001-1234',
      city: 'New York',
      area: null,
      province: 'NY',
      country: 'US',
      latitude: 40.7484,
      longitude: -73.9967,
    });
    expect(await lookup.lookupPostalCode('90210')).toMatchObject({
      city: 'Beverly Hills',
      province: 'CA',
      country: 'US',
    });
  });

  it('returns null for malformed and unknown codes (and military codes without a place)', async () => {
    for (const code of ['', 'nope', 'Z9Z 9Z9', 'D1A', '00000', '99999', '34001'])
      expect(await lookup.lookupPostalCode(code)).toBeNull();
  });
});

describe('ZipcodesAddressLookup.suggest', () => {
  it('suggests by Canadian postal prefix, in code order, up to the limit', async () => {
    const s = await lookup.suggest('m5', 3);
    expect(s.map((a) => a.postalCode)).toEqual(['M5A', 'M5B', 'M5C']);
    expect(s.every((a) => a.city === 'Toronto')).toBe(true);
    expect(await lookup.suggest('M5V 2T6')).toEqual([await lookup.lookupPostalCode('M5V 2T6')]);
  });

  it('suggests by US ZIP prefix', async () => {
    const s = await lookup.suggest('1000');
    expect(s).toHaveLength(5);
    expect(s.every((a) => a.postalCode.startsWith('1000') && a.country === 'US')).toBe(true);
  });

  it('suggests by city name, ignoring case and accents, Canada first', async () => {
    const toronto = await lookup.suggest('toron');
    expect(toronto).toHaveLength(5);
    expect(toronto.every((a) => a.city === 'Toronto' && a.province === 'ON')).toBe(true);
    const montreal = await lookup.suggest('Montréal', 2);
    expect(montreal).toHaveLength(2);
    expect(montreal.every((a) => a.city === 'Montreal')).toBe(true);
    const newYork = await lookup.suggest('New York', 2);
    expect(newYork.map((a) => [a.city, a.province])).toEqual([
      ['New York', 'NY'],
      ['New York', 'NY'],
    ]);
  });

  it('clamps the limit and returns [] for blank or unmatched queries', async () => {
    expect(await lookup.suggest('toronto', 500)).toHaveLength(20);
    expect(await lookup.suggest('toronto', 0)).toHaveLength(1);
    expect(await lookup.suggest('   ')).toEqual([]);
    expect(await lookup.suggest('qqqqzz')).toEqual([]);
    expect(await lookup.suggest('%_*')).toEqual([]);
  });
});

describe('distanceKm', () => {
  it('puts downtown Toronto 20–30 km from Mississauga City Centre', async () => {
    const toronto = (await lookup.lookupPostalCode('M5V 2T6'))!;
    const mississauga = (await lookup.lookupPostalCode('L5B 1M2'))!;
    const km = distanceKm(toronto, mississauga);
    expect(km).toBeGreaterThan(20);
    expect(km).toBeLessThan(30);
    expect(distanceKm(mississauga, toronto)).toBeCloseTo(km, 10);
  });

  it('matches known great-circle distances and is 0 for the same point', () => {
    // Toronto Pearson (YYZ) → Montréal-Trudeau (YUL): about 508 km.
    const yyz = { latitude: 43.6777, longitude: -79.6248 };
    const yul = { latitude: 45.4706, longitude: -73.7408 };
    expect(distanceKm(yyz, yul)).toBeGreaterThan(500);
    expect(distanceKm(yyz, yul)).toBeLessThan(515);
    expect(distanceKm(yyz, yyz)).toBe(0);
  });

  it('throws a RangeError for invalid coordinates', () => {
    expect(() => distanceKm({ latitude: 91, longitude: 0 }, { latitude: 0, longitude: 0 })).toThrow(
      RangeError,
    );
    expect(() =>
      distanceKm({ latitude: Number.NaN, longitude: 0 }, { latitude: 0, longitude: 0 }),
    ).toThrow(/invalid point/);
  });
});

describe('createAddressLookup', () => {
  it('is offline without a geocoder URL and hosted with one', () => {
    expect(createAddressLookup()).toBeInstanceOf(ZipcodesAddressLookup);
    expect(createAddressLookup({ geocoderUrl: '  ' })).toBeInstanceOf(ZipcodesAddressLookup);
    expect(
      createAddressLookup({ geocoderUrl: 'https://nominatim.example', geocoderKey: 'k' }),
    ).toBeInstanceOf(HostedGeocoderAddressLookup);
    expect(() => createAddressLookup({ geocoderUrl: 'ftp://x' })).toThrow(/http\(s\)/);
  });
});
