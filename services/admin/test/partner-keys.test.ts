/**
 * Partner API keys in the admin subgraph against real PostgreSQL: admins create, change, rotate
 * and revoke keys; the secret is shown once and only its SHA-256 is stored; the gateway's
 * verification endpoint accepts the current secret and refuses a rotated or revoked one; usage
 * reports add up; nobody but an admin manages keys.
 */
import 'reflect-metadata';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { InProcessEventBus } from '@hearth/events';
import { startSubgraph, type RunningSubgraph } from '@hearth/nest-common';
import { adminSubgraph } from '../src/subgraph.js';
import { freshDatabase, gql, query } from '../../../test/support/db.js';
import { createTestIssuer } from '../../../test/support/tokens.js';

/** Own port (the partner-access port range 17000–17120). */
const PORT = 17_000;
const KEY_FIELDS = `id keyId name requestsPerMinute trustedDocumentsOnly requestCount refusedCount
  lastUsedAt createdAt rotatedAt revokedAt`;
const ISSUED = `__typename
  ... on IssuedPartnerKey { secret key { ${KEY_FIELDS} } }
  ... on ValidationError { errors { field message } }
  ... on ServerError { message }`;
const ONE = `__typename
  ... on PartnerKey { ${KEY_FIELDS} }
  ... on ValidationError { errors { field message } }`;
const CREATE = `mutation($input: PartnerKeyInput!) { createPartnerKey(input: $input) { ${ISSUED} } }`;
const ROTATE = `mutation($id: ID!) { rotatePartnerKey(id: $id) { ${ISSUED} } }`;
const REVOKE = `mutation($id: ID!) { revokePartnerKey(id: $id) { ${ONE} } }`;
const UPDATE = `mutation($id: ID!, $input: PartnerKeyInput!) { updatePartnerKey(id: $id, input: $input) { ${ONE} } }`;
const LIST = `{ partnerKeys { ${KEY_FIELDS} } }`;

type Key = {
  id: string;
  keyId: string;
  name: string;
  requestsPerMinute: number;
  trustedDocumentsOnly: boolean;
  requestCount: number;
  refusedCount: number;
  lastUsedAt: string | null;
  rotatedAt: string | null;
  revokedAt: string | null;
};
type Issued = {
  __typename: string;
  secret?: string;
  key?: Key;
  errors?: { field: string; message: string }[];
};

describe('admin: partner API keys', () => {
  let svc: RunningSubgraph;
  let url: string;
  let base: string;
  let db: string;
  let admin: string;
  let guest: string;
  const bus = new InProcessEventBus({
    retry: { maxAttempts: 1, initialBackoffMs: 10, maxBackoffMs: 10 },
  });

  const run = async <T>(
    document: string,
    variables: Record<string, unknown> = {},
    token = admin,
  ) => {
    const res = await gql<Record<string, T>>(url, document, variables, token);
    expect(res.errors).toBeUndefined();
    return Object.values(res.data!)[0]!;
  };
  const verify = async (key: string) => {
    const res = await fetch(`${base}/internal/partner-keys/verify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ key }),
    });
    expect(res.status).toBe(200);
    return ((await res.json()) as { key: unknown }).key;
  };

  beforeAll(async () => {
    db = await freshDatabase(`hearth_test_admin_partner_keys_${process.env.JEST_WORKER_ID ?? '1'}`);
    const issuer = await createTestIssuer();
    admin = (await issuer.token({ role: 'ADMIN' })).token;
    guest = (await issuer.token({ role: 'GUEST' })).token;
    svc = await startSubgraph(
      { ...adminSubgraph(), tokenKeys: issuer.keys },
      { config: { databaseUrl: db, port: PORT, host: '127.0.0.1', logLevel: 'silent' }, bus },
    );
    url = `${svc.url}/graphql`;
    base = svc.url;
  });
  afterAll(async () => {
    await svc?.close();
    await bus.stop();
  });

  it('creates a key whose secret is shown once and stored only as its SHA-256', async () => {
    const created = await run<Issued>(CREATE, {
      input: { name: '  Acme Deliveries ', requestsPerMinute: 120, trustedDocumentsOnly: false },
    });
    expect(created.__typename).toBe('IssuedPartnerKey');
    const { secret, key } = created as Required<Issued>;
    expect(secret).toMatch(new RegExp(`^hpk_${key.keyId}_[A-Za-z0-9_-]{43}$`));
    expect(key).toMatchObject({
      name: 'Acme Deliveries',
      requestsPerMinute: 120,
      trustedDocumentsOnly: false,
      requestCount: 0,
      revokedAt: null,
    });

    const [row] = await query<Record<string, unknown>>(
      db,
      `SELECT * FROM admin.partner_keys WHERE id = $1`,
      [key.id],
    );
    expect(
      (row!['secret_sha256'] as Buffer).equals(createHash('sha256').update(secret).digest()),
    ).toBe(true);
    const stored = JSON.stringify(row, (_k, v: unknown) =>
      v && typeof v === 'object' && (v as { type?: string }).type === 'Buffer'
        ? Buffer.from((v as { data: number[] }).data).toString('latin1')
        : v,
    );
    const secretPart = secret.split('_').slice(2).join('_');
    expect(stored).not.toContain(secretPart);
    // Listing never shows it again.
    const list = await gql<{ partnerKeys: Key[] }>(url, `{ partnerKeys { id keyId } }`, {}, admin);
    expect(JSON.stringify(list)).not.toContain(secretPart);
    expect(await verify(secret)).toEqual({
      keyId: key.keyId,
      requestsPerMinute: 120,
      trustedDocumentsOnly: false,
    });
  });

  it('refuses a bad name or limit with the rules’ messages, writing nothing', async () => {
    const before = await run<Key[]>(LIST);
    const bad = await run<Issued>(CREATE, { input: { name: ' ', requestsPerMinute: 0 } });
    expect(bad.__typename).toBe('ValidationError');
    expect(bad.errors).toEqual(
      expect.arrayContaining([
        { field: 'name', message: 'Enter a name for the key.' },
        {
          field: 'requestsPerMinute',
          message: 'Enter a limit from 1 to 10,000 requests per minute.',
        },
      ]),
    );
    expect(await run<Key[]>(LIST)).toHaveLength(before.length);
  });

  it('rotation replaces the secret (the old one is refused), revocation refuses the key for good', async () => {
    const first = (await run<Issued>(CREATE, {
      input: { name: 'Rotating partner' },
    })) as Required<Issued>;
    expect(first.key).toMatchObject({ requestsPerMinute: 60, trustedDocumentsOnly: true });
    const rotated = (await run<Issued>(ROTATE, { id: first.key.id })) as Required<Issued>;
    expect(rotated.__typename).toBe('IssuedPartnerKey');
    expect(rotated.key.keyId).toBe(first.key.keyId);
    expect(rotated.key.rotatedAt).not.toBeNull();
    expect(rotated.secret).not.toBe(first.secret);
    expect(await verify(first.secret)).toBeNull();
    expect(await verify(rotated.secret)).toMatchObject({ keyId: first.key.keyId });

    const changed = await run<Key>(UPDATE, {
      id: first.key.id,
      input: { name: 'Rotating partner', requestsPerMinute: 5, trustedDocumentsOnly: false },
    });
    expect(changed).toMatchObject({ requestsPerMinute: 5, trustedDocumentsOnly: false });
    expect(await verify(rotated.secret)).toMatchObject({
      requestsPerMinute: 5,
      trustedDocumentsOnly: false,
    });

    const revoked = await run<Key>(REVOKE, { id: first.key.id });
    expect(revoked.revokedAt).not.toBeNull();
    expect(await verify(rotated.secret)).toBeNull();
    const again = await run<Issued>(ROTATE, { id: first.key.id });
    expect(again).toEqual({
      __typename: 'ValidationError',
      errors: [{ field: 'id', message: 'This key has been revoked.' }],
    });
    expect(await run<Issued>(REVOKE, { id: '00000000-0000-4000-8000-000000000000' })).toEqual({
      __typename: 'ValidationError',
      errors: [{ field: 'id', message: 'This key does not exist.' }],
    });
    // Not a key at all, or a forged one with a real key id.
    expect(await verify('hpk_nothing')).toBeNull();
    expect(await verify(`hpk_${first.key.keyId}_${'A'.repeat(43)}`)).toBeNull();
  });

  it('adds the gateway’s usage reports to the key', async () => {
    const { key } = (await run<Issued>(CREATE, { input: { name: 'Counted' } })) as Required<Issued>;
    const report = (requests: number, refused: number, at: string) =>
      fetch(`${base}/internal/partner-keys/usage`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ usage: [{ keyId: key.keyId, requests, refused, lastUsedAt: at }] }),
      });
    expect((await report(3, 1, '2026-11-26T04:00:00.000Z')).status).toBe(204);
    expect((await report(2, 0, '2026-11-26T03:00:00.000Z')).status).toBe(204);
    expect((await report(-1, 0, 'yesterday')).status).toBe(400);
    const listed = (await run<Key[]>(LIST)).find((k) => k.id === key.id)!;
    expect(listed).toMatchObject({
      requestCount: 5,
      refusedCount: 1,
      lastUsedAt: '2026-11-26T04:00:00.000Z',
    });
  });

  it('lets only admins see or manage keys', async () => {
    const asGuest = await gql(url, LIST, {}, guest);
    expect(asGuest.errors?.[0]?.extensions?.['code']).toBe('FORBIDDEN');
    const anonymous = await gql(url, CREATE, { input: { name: 'Sneaky' } });
    expect(anonymous.errors?.[0]?.extensions?.['code']).toBe('UNAUTHENTICATED');
    const guestCreate = await gql(url, CREATE, { input: { name: 'Sneaky' } }, guest);
    expect(guestCreate.errors?.[0]?.extensions?.['code']).toBe('FORBIDDEN');
    const [{ n }] = (await query<{ n: number }>(
      db,
      `SELECT count(*)::int AS n FROM admin.partner_keys WHERE name = 'Sneaky'`,
    )) as [{ n: number }];
    expect(n).toBe(0);
  });
});
