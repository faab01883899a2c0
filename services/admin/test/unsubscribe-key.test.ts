/**
 * The newsletter unsubscribe-link key comes from a mounted secret, never from admin's schema
 * (docs/rules/secrets.md), against real PostgreSQL: production refuses to start without it, a
 * link signed with the mounted key unsubscribes (one signed with any other key does not), and
 * the migration drops the old `secrets` table, keeping its generated key readable outside
 * production.
 */
import 'reflect-metadata';
import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { SignJWT, jwtVerify } from 'jose';
import { DataSource } from 'typeorm';
import { InProcessEventBus } from '@hearth/events';
import { startSubgraph, type RunningSubgraph } from '@hearth/nest-common';
import { adminSubgraph } from '../src/subgraph.js';
import {
  UnsubscribeTokens,
  loadUnsubscribeKey,
} from '../src/newsletter-posts/unsubscribe-tokens.js';
import { freshDatabase, query } from '../../../test/support/db.js';
import { sharedKafka } from '../../../test/support/kafka.js';
import { countRows } from './support.js';

/** An unsubscribe token as a mail client receives it, signed with `key` (HS256). */
const linkToken = (key: Uint8Array, email: string, newsletterId: string) =>
  new SignJWT({ nid: newsletterId })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer('hearth-admin')
    .setAudience('newsletter-unsubscribe')
    .setSubject(email)
    .setIssuedAt()
    .sign(key);

describe('admin: the unsubscribe-link key is a mounted secret', () => {
  const dir = mkdtempSync(join(tmpdir(), 'hearth-admin-keys-'));
  const secretFile = join(dir, 'newsletter-unsubscribe.key');
  const devDir = join(dir, 'dev');
  const mounted = randomBytes(24).toString('base64url'); // 32 characters of text
  const saved = { ...process.env };
  let db: string;
  let svc: RunningSubgraph;

  beforeAll(async () => {
    writeFileSync(secretFile, `${mounted}\n`);
    delete process.env.NEWSLETTER_UNSUBSCRIBE_SECRET;
    process.env.NEWSLETTER_UNSUBSCRIBE_SECRET_FILE = secretFile;
    process.env.HEARTH_DEV_SECRETS_DIR = devDir;
    db = await freshDatabase(`hearth_test_admin_keys_${process.env.JEST_WORKER_ID ?? '1'}`);
    svc = await startSubgraph(adminSubgraph(), {
      config: { databaseUrl: db, port: 0, logLevel: 'silent' },
      bus: new InProcessEventBus(),
    });
  });
  afterAll(async () => {
    await svc?.close();
    process.env = saved;
    rmSync(dir, { recursive: true, force: true });
  });

  it('production refuses to start without the secret, with a message naming the variable', async () => {
    const { brokers } = await sharedKafka();
    const child = spawn(process.execPath, ['services/admin/dist/main.js'], {
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        DATABASE_URL: db,
        KAFKA_BROKERS: brokers.join(','),
        // the test broker listens on loopback only, in the clear
        KAFKA_ALLOW_PLAINTEXT: 'true',
        PORT: '25810',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'error',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 25_000);
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    clearTimeout(timer);
    expect(code).not.toBe(0);
    expect(out).toMatch(
      /Hearth admin refuses to start: NEWSLETTER_UNSUBSCRIBE_SECRET is not set.*NEWSLETTER_UNSUBSCRIBE_SECRET_FILE/,
    );
  }, 40_000);

  it('a link signed with the mounted key unsubscribes; one signed with another key does not', async () => {
    const key = new TextEncoder().encode(mounted);
    const email = `reader.${randomUUID()}@example.com`;
    await query(
      db,
      `INSERT INTO admin.newsletter_subscriptions (id, email, role) VALUES ($1, $2, 'CHEF')`,
      [randomUUID(), email],
    );
    const newsletterId = randomUUID();

    // What admin signs verifies with the mounted key, and only with it.
    const signed = await svc.app.get(UnsubscribeTokens).sign({ email, newsletterId });
    await expect(jwtVerify(signed, key)).resolves.toMatchObject({ payload: { sub: email } });
    await expect(jwtVerify(signed, randomBytes(32))).rejects.toThrow();

    const post = async (token: string) =>
      (
        await fetch(`${svc.url}/newsletter/unsubscribe?token=${encodeURIComponent(token)}`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: 'List-Unsubscribe=One-Click',
        })
      ).status;
    expect(await post(await linkToken(randomBytes(32), email, newsletterId))).toBe(400);
    expect(await countRows(db, 'newsletter_subscriptions', 'email = $1', [email])).toBe(1);
    expect(await post(await linkToken(key, email, newsletterId))).toBe(200);
    expect(await countRows(db, 'newsletter_subscriptions', 'email = $1', [email])).toBe(0);
  });

  it('the migration drops the secrets table; outside production its key becomes the generated file', async () => {
    const ds = svc.app.get(DataSource);
    const old = randomBytes(32);
    // The layout before: admin's generated key in `secrets`.
    await ds.query(`CREATE TABLE secrets (name text PRIMARY KEY, value bytea NOT NULL)`);
    await ds.query(`INSERT INTO secrets (name, value) VALUES ('newsletter-unsubscribe-key', $1)`, [
      old,
    ]);
    await ds.query(
      `DELETE FROM migrations WHERE name = 'UnsubscribeKeyOutOfDatabase1769700000000'`,
    );
    delete process.env.NEWSLETTER_UNSUBSCRIBE_SECRET_FILE;
    try {
      await ds.runMigrations({ transaction: 'each' });
    } finally {
      process.env.NEWSLETTER_UNSUBSCRIBE_SECRET_FILE = secretFile;
    }
    expect(await ds.query(`SELECT to_regclass('admin.secrets') AS s`)).toEqual([{ s: null }]);
    // The old key is the generated development key now: a link from an old newsletter verifies.
    expect(readFileSync(join(devDir, 'newsletter-unsubscribe.key'), 'utf8')).toBe(
      `base64:${old.toString('base64')}`,
    );
    const devKey = loadUnsubscribeKey({ HEARTH_DEV_SECRETS_DIR: devDir });
    expect(Buffer.from(devKey).equals(old)).toBe(true);
    const oldLink = await linkToken(old, 'someone@example.com', randomUUID());
    await expect(jwtVerify(oldLink, devKey)).resolves.toBeTruthy();
  });
});
