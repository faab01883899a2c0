import 'reflect-metadata';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { jwtVerify } from 'jose';
import { DataSource } from 'typeorm';
import { InProcessEventBus, generateLinkSealingKey, linkSealingPublicKeyOf } from '@hearth/events';
import { startSubgraph, type RunningSubgraph } from '@hearth/nest-common';
import {
  SigningKeyStore,
  generateKeySetEntry,
  keyStates,
} from '../src/identity/signing-key.store.js';
import {
  BankDetailsCipher,
  decryptWithKey,
  encryptWithKey,
} from '../src/bank-details/bank-details.cipher.js';
import { loadLinkSealingPublicKey } from '../src/common/link-sealer.js';
import { usersSubgraph } from '../src/subgraph.js';
import { freshDatabase, gql, query } from '../../../test/support/db.js';
import { sharedKafka } from '../../../test/support/kafka.js';

const MIN = 60_000;
const T0 = Date.parse('2026-11-01T12:00:00Z');

describe('users keys: mounted secrets, rotation, nothing secret in the database', () => {
  it('rotation: a new key is published before it signs, the old one verifies until its tokens expired, then is retired', async () => {
    let now = T0;
    const store = new SigningKeyStore({
      now: () => now,
      timing: { publishLeadSeconds: 20 * 60, accessTokenTtlSeconds: 15 * 60 },
      env: {},
    });
    const a = await generateKeySetEntry(new Date(T0 - 90 * 24 * 60 * MIN));
    const b = await generateKeySetEntry(new Date(T0));
    const verify = (token: string) =>
      jwtVerify(token, store.getVerifyKey, { currentDate: new Date(now) });
    const kids = () => store.jwks().keys.map((k) => k.kid);
    const signedKid = async () => {
      const { token } = await store.sign(randomUUID(), {
        role: 'GUEST',
        status: 'ACTIVE',
      } as never);
      return {
        token,
        kid: JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString()).kid as string,
      };
    };

    await store.setKeys([a]);
    const [kidA] = kids();
    const beforeRotation = await signedKid();
    expect(beforeRotation.kid).toBe(kidA);

    // The operator adds B at T0: published at once, A still signs during the lead.
    await store.setKeys([a, b]);
    const kidB = kids().find((k) => k !== kidA)!;
    expect(kids()).toEqual([kidA, kidB]);
    now = T0 + 20 * MIN - 1000;
    const lastOfA = await signedKid();
    expect(lastOfA.kid).toBe(kidA);
    const tokenA = lastOfA.token;

    // Lead over: B signs; A's tokens still verify, A still published.
    now = T0 + 20 * MIN;
    const afterSwitch = await signedKid();
    expect(afterSwitch.kid).toBe(kidB);
    expect(kids()).toEqual([kidA, kidB]);
    await expect(verify(tokenA)).resolves.toBeTruthy();

    // One access-token lifetime after B took over, A is retired: gone from the JWKS, refused.
    now = T0 + 20 * MIN + 15 * MIN - 1;
    expect(kids()).toEqual([kidA, kidB]);
    now = T0 + 20 * MIN + 15 * MIN;
    expect(kids()).toEqual([kidB]);
    await expect(
      jwtVerify(tokenA, store.getVerifyKey, { currentDate: new Date(now - 20 * MIN) }),
    ).rejects.toThrow(/unknown signing key/);
    await expect(
      jwtVerify(afterSwitch.token, store.getVerifyKey, { currentDate: new Date(now - MIN) }),
    ).resolves.toBeTruthy();
    expect(store.states().find((s) => s.kid === kidA)).toMatchObject({
      retired: true,
      published: false,
    });

    // A key staged with a future createdAt is neither published nor signing yet.
    const states = keyStates(
      [
        { kid: 'old', createdAt: new Date(T0) },
        { kid: 'future', createdAt: new Date(T0 + 60 * MIN) },
      ],
      { publishLeadSeconds: 60, accessTokenTtlSeconds: 900 },
      T0 + MIN,
    );
    expect(states.map((s) => [s.kid, s.published, s.signing])).toEqual([
      ['old', true, true],
      ['future', false, false],
    ]);
  });

  it('production refuses to start without the signing keys, the bank details key or Wise, with a message naming them', async () => {
    const { brokers } = await sharedKafka();
    const db = await freshDatabase(
      `hearth_test_users_keys_prod_${process.env.JEST_WORKER_ID ?? '1'}`,
    );
    const run = (extra: NodeJS.ProcessEnv) =>
      new Promise<{ code: number | null; out: string }>((resolve) => {
        const child = spawn(process.execPath, ['services/users/dist/main.js'], {
          env: {
            PATH: process.env.PATH,
            NODE_ENV: 'production',
            DATABASE_URL: db,
            KAFKA_BROKERS: brokers.join(','),
            // the test broker listens on loopback only, in the clear
            KAFKA_ALLOW_PLAINTEXT: 'true',
            PORT: '25801',
            HOST: '127.0.0.1',
            LOG_LEVEL: 'error',
            // Staging money: no Wise needed, so the keys alone decide (Wise is checked below).
            HEARTH_PAYMENTS_MODE: 'test',
            ...extra,
          },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        let out = '';
        child.stdout.on('data', (d: Buffer) => (out += d.toString()));
        child.stderr.on('data', (d: Buffer) => (out += d.toString()));
        const timer = setTimeout(() => child.kill('SIGKILL'), 25_000);
        child.on('exit', (code) => {
          clearTimeout(timer);
          resolve({ code, out });
        });
      });
    const noKeys = await run({});
    expect(noKeys.code).not.toBe(0);
    expect(noKeys.out).toMatch(
      /refuses to start: (JWT_SIGNING_KEYS|BANK_DETAILS_KEY|LINK_SEALING_PUBLIC_KEY) is not set/,
    );
    expect(noKeys.out).toMatch(/_FILE/);

    const keySet = JSON.stringify({ keys: [await generateKeySetEntry()] });
    // notifications' public key, which link tokens are sealed to (docs/adr/0019)
    const linkKey = linkSealingPublicKeyOf(generateLinkSealingKey());
    const noBankKey = await run({ JWT_SIGNING_KEYS: keySet, LINK_SEALING_PUBLIC_KEY: linkKey });
    expect(noBankKey.code).not.toBe(0);
    expect(noBankKey.out).toMatch(/refuses to start: BANK_DETAILS_KEY is not set/);
    // …and without notifications' public key (the same refusal, at the same start-up step)
    expect(() => loadLinkSealingPublicKey({ NODE_ENV: 'production' })).toThrow(
      /refuses to start: LINK_SEALING_PUBLIC_KEY is not set.*LINK_SEALING_PUBLIC_KEY_FILE/,
    );

    // Live money pays chefs through Wise: without it users refuses at once, naming both.
    const noWise = await run({ HEARTH_PAYMENTS_MODE: 'live' });
    expect(noWise.code).toBe(1);
    expect(noWise.out).toMatch(
      /refusing to start on live money without Wise: WISE_API_TOKEN is not set; WISE_PROFILE_ID is not set/,
    );
  }, 60_000);

  describe('with a running users service', () => {
    const devDir = mkdtempSync(join(tmpdir(), 'hearth-keys-'));
    const saved = { ...process.env };
    let db: string;
    let svc: RunningSubgraph;

    beforeAll(async () => {
      delete process.env.BANK_DETAILS_KEY;
      delete process.env.JWT_SIGNING_KEYS;
      delete process.env.JWT_SIGNING_KEYS_FILE;
      process.env.HEARTH_DEV_SECRETS_DIR = devDir;
      // Empty, not the run's migrated template: the scan below reads every schema in the
      // database, and the template holds the other services' too (admin's partner keys).
      db = await freshDatabase(
        `hearth_test_users_keys_${process.env.JEST_WORKER_ID ?? '1'}`,
        undefined,
        { template: false },
      );
      svc = await startSubgraph(usersSubgraph(), {
        config: { databaseUrl: db, port: 0, logLevel: 'silent' },
        bus: new InProcessEventBus(),
      });
    });
    afterAll(async () => {
      await svc?.close();
      process.env = saved;
      rmSync(devDir, { recursive: true, force: true });
    });

    it('outside production the keys are generated files in the dev secrets directory, and no table holds a key', async () => {
      const url = `${svc.url}/graphql`;
      const signUp = await gql<{ signUp: { accessToken: string; user: { id: string } } }>(
        url,
        `mutation($input: SignUpInput!) { signUp(input: $input) {
          ... on AuthSession { accessToken user { id } } } }`,
        {
          input: {
            email: `keys.${Date.now()}@example.com`,
            password: 'secret-pass-1',
            firstName: 'Kay',
            lastName: 'Holder',
            role: 'CHEF',
          },
        },
      );
      const token = signUp.data?.signUp.accessToken;
      expect(token).toBeTruthy();
      const id = signUp.data!.signUp.user.id;
      // The account number is stored encrypted under the bank details key.
      await svc.app.get(DataSource).query(
        `INSERT INTO bank_details (user_id, account_name, institution_number, transit_number,
           account_type, account_number_enc, account_number_last4)
         VALUES ($1, 'Kay Holder', '004', '12345', 'SAVING', $2, '7890')`,
        [id, await svc.app.get(BankDetailsCipher).encrypt('1234567890', id)],
      );

      const keySet = JSON.parse(readFileSync(join(devDir, 'jwt-signing-keys.json'), 'utf8')) as {
        keys: Array<{ jwk: { d: string } }>;
      };
      const bankKey = readFileSync(join(devDir, 'bank-details.key'), 'utf8').trim();
      expect(keySet.keys).toHaveLength(1);
      expect(bankKey).toMatch(/^[0-9a-f]{64}$/);
      const jwks = (await (await fetch(`${svc.url}/.well-known/jwks.json`)).json()) as {
        keys: Array<Record<string, unknown>>;
      };
      expect(jwks.keys).toHaveLength(1);
      expect(jwks.keys[0]).not.toHaveProperty('d');

      // No table or column that looks like it holds a key …
      const suspicious = await query<{
        table_schema: string;
        table_name: string;
        column_name: string;
      }>(
        db,
        `SELECT table_schema, table_name, column_name FROM information_schema.columns
         WHERE table_schema NOT IN ('pg_catalog', 'information_schema')
           AND (column_name ~* '(private|secret|jwk|signing|_key$|^key$)'
                OR table_name ~* '(secret|signing|keys?$)')`,
      );
      expect(suspicious).toEqual([]);
      // … and no value anywhere equal to the private key or the bank details key.
      const columns = await query<{
        table_schema: string;
        table_name: string;
        column_name: string;
      }>(
        db,
        `SELECT table_schema, table_name, column_name FROM information_schema.columns
         WHERE table_schema NOT IN ('pg_catalog', 'information_schema')
           AND data_type IN ('text', 'character varying', 'jsonb', 'json', 'bytea')`,
      );
      expect(columns.length).toBeGreaterThan(10);
      const needles = [
        keySet.keys[0]!.jwk.d,
        bankKey,
        Buffer.from(bankKey, 'hex').toString('base64'),
        Buffer.from(bankKey, 'hex').toString('latin1'),
      ];
      const found: string[] = [];
      for (const c of columns) {
        const rows = await query<{ v: string | null }>(
          db,
          `SELECT encode(convert_to("${c.column_name}"::text, 'UTF8'), 'escape') AS v
           FROM "${c.table_schema}"."${c.table_name}"`,
        );
        for (const { v } of rows) {
          if (v && needles.some((n) => v.includes(n)))
            found.push(`${c.table_schema}.${c.table_name}.${c.column_name}`);
        }
      }
      expect(found).toEqual([]);
    });

    it('the migration takes the old generated bank key out of the schema and re-encrypts to the configured key', async () => {
      const oldKey = Buffer.alloc(32, 3);
      const newKey = Buffer.alloc(32, 5);
      const ds = svc.app.get(DataSource);
      // The layout before: the generated key in `secrets`, an account number under it.
      await ds.query(`CREATE TABLE secrets (name text PRIMARY KEY, value bytea NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now())`);
      await ds.query(`INSERT INTO secrets (name, value) VALUES ('bank-details-key', $1)`, [oldKey]);
      await ds.query(`CREATE TABLE signing_keys (kid text PRIMARY KEY, private_jwk jsonb)`);
      const [{ id }] = (await ds.query(`SELECT id FROM users LIMIT 1`)) as Array<{ id: string }>;
      await ds.query(`DELETE FROM bank_details`);
      await ds.query(
        `INSERT INTO bank_details (user_id, account_name, institution_number, transit_number,
           account_type, account_number_enc, account_number_last4)
         VALUES ($1, 'Old Key', '004', '12345', 'SAVING', $2, '4321')`,
        [id, encryptWithKey(oldKey, '987654321', id)],
      );
      await ds.query(`DELETE FROM migrations WHERE name = 'KeysOutOfDatabase1769600000000'`);
      process.env.BANK_DETAILS_KEY = newKey.toString('hex');
      try {
        await ds.runMigrations({ transaction: 'each' });
      } finally {
        delete process.env.BANK_DETAILS_KEY;
      }
      const [row] = await ds.query(
        `SELECT account_number_enc FROM bank_details WHERE user_id = $1`,
        [id],
      );
      expect(decryptWithKey(newKey, row.account_number_enc, id)).toBe('987654321');
      expect(
        await ds.query(`SELECT to_regclass('secrets') AS s, to_regclass('signing_keys') AS k`),
      ).toEqual([{ s: null, k: null }]);
    });
  });
});
