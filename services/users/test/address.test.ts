import 'reflect-metadata';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { InProcessEventBus } from '@hearth/events';
import { RATE_LIMIT_MESSAGE, type RunningSubgraph } from '@hearth/nest-common';
import { freshDatabase, gql } from '../../../test/support/db.js';

const SIGN_UP = `mutation SignUp($input: SignUpInput!) { signUp(input: $input) {
  __typename ... on AuthSession { accessToken } } }`;
const SUGGEST = `query AddressSuggestions($query: String!, $limit: Int) {
  addressSuggestions(query: $query, limit: $limit) {
    postalCode city area province country latitude longitude } }`;
const LOOKUP = `query LookupPostalCode($postalCode: String!) {
  lookupPostalCode(postalCode: $postalCode) {
    postalCode city area province country latitude longitude } }`;

type Suggestion = {
  postalCode: string;
  city: string;
  area: string | null;
  province: string;
  country: string;
  latitude: number;
  longitude: number;
};

/** Starts the users subgraph with `env` applied while its modules load (rate limit, geocoder). */
async function start(name: string, env: Record<string, string | undefined>) {
  const saved = Object.fromEntries(Object.keys(env).map((k) => [k, process.env[k]]));
  const apply = (values: Record<string, string | undefined>) => {
    for (const [k, v] of Object.entries(values))
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
  };
  apply(env);
  try {
    const { startSubgraph } = await import('@hearth/nest-common');
    const { usersSubgraph } = await import('../src/subgraph.js');
    const bus = new InProcessEventBus();
    const db = await freshDatabase(
      `hearth_test_users_${name}_${process.env.JEST_WORKER_ID ?? '1'}`,
    );
    const svc = await startSubgraph(usersSubgraph(), {
      config: { databaseUrl: db, port: 0, logLevel: 'silent' },
      bus,
    });
    const url = `${svc.url}/graphql`;
    const session = await gql<{ signUp: { __typename: string; accessToken: string } }>(
      url,
      SIGN_UP,
      {
        input: {
          email: `address.${randomUUID()}@example.com`,
          password: 'hunter22',
          firstName: 'Ada',
          lastName: 'Lovelace',
          role: 'CHEF',
        },
      },
    );
    expect(session.data?.signUp.__typename).toBe('AuthSession');
    return { svc, bus, url, token: session.data!.signUp.accessToken };
  } finally {
    apply(saved);
  }
}

describe('users subgraph: address autocomplete (offline zipcodes data)', () => {
  let svc: RunningSubgraph;
  let bus: InProcessEventBus;
  let url: string;
  let token: string;
  const client = () => ({ 'x-client-ip': randomUUID() });

  beforeAll(async () => {
    ({ svc, bus, url, token } = await start('address', {
      GEOCODER_URL: undefined,
      GEOCODER_KEY: undefined,
      ADDRESS_RATE_LIMIT_PER_MINUTE: '4',
    }));
  });
  afterAll(async () => {
    await svc?.close();
    await bus?.stop();
  });

  it('looks a Canadian postal code up for a signed-in user (city, area, province, country, point)', async () => {
    const res = await gql<{ lookupPostalCode: Suggestion | null }>(
      url,
      LOOKUP,
      { postalCode: 'm5v2t6' },
      token,
      client(),
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.lookupPostalCode).toEqual({
      postalCode: 'M5V 2T6',
      city: 'Toronto',
      area: expect.stringContaining('CN Tower'),
      province: 'ON',
      country: 'CA',
      latitude: expect.closeTo(43.65, 1),
      longitude: expect.closeTo(-79.37, 1),
    });
  });

  it('returns null for an unknown or malformed postal code', async () => {
    for (const postalCode of ['Z9Z 9Z9', 'hello']) {
      const res = await gql<{ lookupPostalCode: Suggestion | null }>(
        url,
        LOOKUP,
        { postalCode },
        token,
        client(),
      );
      expect(res.data).toEqual({ lookupPostalCode: null });
    }
  });

  it('suggests addresses by city name and postal prefix, 5 by default', async () => {
    const byCity = await gql<{ addressSuggestions: Suggestion[] }>(
      url,
      SUGGEST,
      { query: 'toron' },
      token,
      client(),
    );
    expect(byCity.data!.addressSuggestions).toHaveLength(5);
    expect(byCity.data!.addressSuggestions.every((s) => s.city === 'Toronto')).toBe(true);
    const byCode = await gql<{ addressSuggestions: Suggestion[] }>(
      url,
      SUGGEST,
      { query: 'V6B', limit: 2 },
      token,
      client(),
    );
    expect(byCode.data!.addressSuggestions).toEqual([
      expect.objectContaining({ postalCode: 'V6B', city: 'Vancouver', province: 'BC' }),
    ]);
  });

  it('refuses visitors (UNAUTHENTICATED) and over-long queries (BAD_USER_INPUT)', async () => {
    const visitor = await gql(url, SUGGEST, { query: 'toron' }, undefined, client());
    expect(visitor.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const long = await gql(url, SUGGEST, { query: 'x'.repeat(101) }, token, client());
    expect(long.errors?.[0]).toMatchObject({
      message: 'query must be at most 100 characters.',
      extensions: expect.objectContaining({ code: 'BAD_USER_INPUT' }),
    });
  });

  it('rate-limits look-ups per client with the shared message', async () => {
    const me = client();
    for (let i = 0; i < 4; i++) {
      const ok = await gql(url, LOOKUP, { postalCode: '10001' }, token, me);
      expect(ok.errors).toBeUndefined();
    }
    const refused = await gql(url, SUGGEST, { query: 'toron' }, token, me);
    expect(refused.errors?.[0]).toMatchObject({
      message: RATE_LIMIT_MESSAGE,
      extensions: expect.objectContaining({ code: 'TOO_MANY_REQUESTS' }),
    });
    const other = await gql(url, LOOKUP, { postalCode: '10001' }, token, client());
    expect(other.errors).toBeUndefined();
  });
});

describe('users subgraph: address autocomplete through a hosted geocoder (GEOCODER_URL)', () => {
  let svc: RunningSubgraph;
  let bus: InProcessEventBus;
  let url: string;
  let token: string;
  let geocoder: Server;
  const seen: URL[] = [];
  let failing = false;

  beforeAll(async () => {
    geocoder = createServer((req, res) => {
      const u = new URL(req.url ?? '/', 'http://localhost');
      seen.push(u);
      if (failing) return void res.writeHead(502).end('bad gateway');
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify([
          {
            lat: '43.5896231',
            lon: '-79.6443879',
            display_name: 'Mississauga, Peel Region, Golden Horseshoe, Ontario, Canada',
            address: {
              city: 'Mississauga',
              state: 'Ontario',
              'ISO3166-2-lvl4': 'CA-ON',
              country: 'Canada',
              country_code: 'ca',
            },
          },
        ]),
      );
    });
    await new Promise<void>((resolve) => geocoder.listen(0, '127.0.0.1', resolve));
    ({ svc, bus, url, token } = await start('address_hosted', {
      GEOCODER_URL: `http://127.0.0.1:${(geocoder.address() as AddressInfo).port}`,
      GEOCODER_KEY: 'secret-key',
    }));
  });
  afterAll(async () => {
    await svc?.close();
    await bus?.stop();
    geocoder?.closeAllConnections();
    await new Promise((resolve) => geocoder?.close(resolve));
  });

  it('asks the configured geocoder with its key and maps its answer', async () => {
    const res = await gql<{ addressSuggestions: Suggestion[] }>(
      url,
      SUGGEST,
      { query: 'Mississauga', limit: 3 },
      token,
      { 'x-client-ip': randomUUID() },
    );
    expect(res.data!.addressSuggestions).toEqual([
      {
        postalCode: '',
        city: 'Mississauga',
        area: null,
        province: 'ON',
        country: 'CA',
        latitude: 43.5896231,
        longitude: -79.6443879,
      },
    ]);
    expect(seen.at(-1)!.searchParams.get('q')).toBe('Mississauga');
    expect(seen.at(-1)!.searchParams.get('key')).toBe('secret-key');
  });

  it('turns a geocoder failure into a clear SERVICE_UNAVAILABLE error', async () => {
    failing = true;
    const res = await gql(url, LOOKUP, { postalCode: 'M5V 2T6' }, token, {
      'x-client-ip': randomUUID(),
    });
    failing = false;
    expect(res.errors?.[0]).toMatchObject({
      message: 'Address suggestions are unavailable right now. Please type the address.',
      extensions: expect.objectContaining({ code: 'SERVICE_UNAVAILABLE' }),
    });
  });
});
