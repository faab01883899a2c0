/**
 * Redis with an ACL user's password and TLS, for real: a redis-server started here with only a
 * TLS port and the default user off, reached through nest-common's one Redis client factory with
 * the password and the CA read from mounted files (what the prod overlay mounts). The rate
 * limiters count there; a wrong password, the wrong CA, a certificate for another host name and
 * a plaintext client are all refused; production refuses a plaintext or password-less REDIS_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Redis } from 'ioredis';
import { InsecureConnectionError } from '@hearth/events';
import {
  RATE_LIMIT_MESSAGE,
  RateLimiters,
  createRedisClient,
  redisClientOptions,
} from '../src/index.js';
import { makeTestCertificates } from '../../../test/support/tls.js';

/** The TLS port of the test server (this suite's band: 25800–25920). */
const PORT = 25850;
const USER = 'hearth';
const dir = mkdtempSync(join(tmpdir(), 'hearth-redis-tls-'));
const path = (name: string) => join(dir, name);

function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = new Socket();
    s.once('connect', () => (s.destroy(), resolve(true)));
    s.once('error', () => (s.destroy(), resolve(false)));
    s.connect(port, '127.0.0.1');
  });
}

describe('Redis with an ACL password and TLS (real redis-server)', () => {
  const password = randomBytes(18).toString('base64url');
  let server: ChildProcess;
  let log = '';
  const clients: Redis[] = [];
  /** The environment the prod overlay gives a service: the password and the CA as files. */
  let env: NodeJS.ProcessEnv;
  const url = `rediss://${USER}@127.0.0.1:${PORT}`;
  const client = (u: string, e: NodeJS.ProcessEnv) => {
    const c = createRedisClient(u, { maxRetriesPerRequest: 0, retryStrategy: () => null }, e);
    c.on('error', () => {});
    clients.push(c);
    return c;
  };

  beforeAll(async () => {
    makeTestCertificates(dir);
    makeTestCertificates(dir, 'other-');
    writeFileSync(path('password'), `${password}\n`);
    env = {
      NODE_ENV: 'production',
      REDIS_PASSWORD_FILE: path('password'),
      REDIS_TLS_CA_FILE: path('ca.crt'),
    };
    server = spawn(
      'redis-server',
      [
        '--port',
        '0',
        '--tls-port',
        String(PORT),
        '--tls-cert-file',
        path('server.crt'),
        '--tls-key-file',
        path('server.key'),
        '--tls-ca-cert-file',
        path('ca.crt'),
        '--tls-auth-clients',
        'no',
        '--user',
        'default',
        'off',
        '--user',
        USER,
        'on',
        `>${password}`,
        '~*',
        '&*',
        '+@all',
        '--save',
        '',
        '--appendonly',
        'no',
        '--dir',
        dir,
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    server.stdout!.on('data', (d: Buffer) => (log += d.toString()));
    server.stderr!.on('data', (d: Buffer) => (log += d.toString()));
    const deadline = Date.now() + 10_000;
    while (!(await portOpen(PORT))) {
      if (server.exitCode !== null || Date.now() > deadline)
        throw new Error(`redis-server (built with TLS?) did not start:\n${log}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  });
  afterAll(async () => {
    await Promise.allSettled(clients.map((c) => c.quit()));
    clients.forEach((c) => c.disconnect());
    server?.kill();
    rmSync(dir, { recursive: true, force: true });
  });

  it('connects over TLS as the ACL user with the mounted password and CA, and the rate limiters count there', async () => {
    const redis = client(url, env);
    const key = `hearth:test:${randomUUID()}`;
    await redis.set(key, 'ok');
    expect(await redis.get(key)).toBe('ok');
    expect(await redis.acl('WHOAMI')).toBe(USER);

    // RateLimiters (every subgraph's and the gateway's) go through the same factory.
    const saved = { ...process.env };
    Object.assign(process.env, env);
    const prefix = `hearth:test:${randomUUID()}`;
    const limiters = new RateLimiters(url, prefix);
    try {
      const rule = { name: 'tls', points: 1, durationSeconds: 60 };
      await limiters.consume(rule, 'client-1');
      await expect(limiters.consume(rule, 'client-1')).rejects.toThrow(RATE_LIMIT_MESSAGE);
      expect(await redis.keys(`${prefix}:tls*`)).toHaveLength(1);
    } finally {
      process.env = saved;
      await limiters.onModuleDestroy();
    }
  });

  it('refuses a wrong password, no password, another CA, another host name and a plaintext client', async () => {
    const wrong = path('wrong-password');
    writeFileSync(wrong, 'not-the-password');
    await expect(client(url, { ...env, REDIS_PASSWORD_FILE: wrong }).ping()).rejects.toThrow(
      /WRONGPASS/,
    );
    await expect(client(url, { REDIS_TLS_CA_FILE: env.REDIS_TLS_CA_FILE }).ping()).rejects.toThrow(
      /WRONGPASS|NOAUTH/,
    );
    // A TLS failure closes the connection; its cause is the client's 'error' event.
    const tlsRefusal = async (u: string, e: NodeJS.ProcessEnv) => {
      const c = client(u, e);
      const errors: string[] = [];
      c.on('error', (err: Error) => errors.push(err.message));
      await expect(c.ping()).rejects.toThrow(/Connection is closed/);
      return errors.join('\n');
    };
    expect(await tlsRefusal(url, { ...env, REDIS_TLS_CA_FILE: path('other-ca.crt') })).toMatch(
      /self.signed certificate|unable to verify/i,
    );
    // the certificate names 127.0.0.1 only: 'localhost' is another host
    expect(await tlsRefusal(`rediss://${USER}@localhost:${PORT}`, env)).toMatch(
      /localhost.*is not in the cert's list|does not match certificate/i,
    );
    await expect(
      client(`redis://${USER}@127.0.0.1:${PORT}`, {
        REDIS_PASSWORD_FILE: env.REDIS_PASSWORD_FILE,
      }).ping(),
    ).rejects.toThrow(/Connection is closed|ECONNRESET/);
    // the server is still there: the refusals were the server's or the certificate check's
    expect(await client(url, env).ping()).toBe('PONG');
  });

  it('production refuses redis:// or no password unless REDIS_ALLOW_PLAINTEXT is set', () => {
    expect(() =>
      redisClientOptions('redis://redis:6379', {}, { NODE_ENV: 'production' }, 'orders'),
    ).toThrow(
      new InsecureConnectionError(
        'Hearth orders refuses to start: Redis without TLS and a password in production. Set ' +
          'REDIS_URL to rediss://<user>@<host>:<port> with REDIS_PASSWORD_FILE (and ' +
          'REDIS_TLS_CA_FILE for a private CA) from mounted secrets, or REDIS_ALLOW_PLAINTEXT=true ' +
          'if Redis is on a private network only this deployment reaches.',
      ),
    );
    expect(() => redisClientOptions('rediss://redis:6380', {}, { NODE_ENV: 'production' })).toThrow(
      /Redis without a password in production/,
    );
    expect(() =>
      redisClientOptions('redis://:pw@redis:6379', {}, { NODE_ENV: 'production' }),
    ).toThrow(/Redis without TLS in production/);
    expect(() =>
      redisClientOptions('redis://redis:6379', {}, { REDIS_TLS_CA_FILE: path('ca.crt') }),
    ).toThrow(/use rediss:\/\//);
    expect(
      redisClientOptions(
        'redis://redis:6379/2',
        { maxRetriesPerRequest: 1 },
        { NODE_ENV: 'production', REDIS_ALLOW_PLAINTEXT: 'true' },
      ),
    ).toEqual({ maxRetriesPerRequest: 1, host: 'redis', port: 6379, db: 2 });
    expect(redisClientOptions(url, {}, env)).toMatchObject({
      host: '127.0.0.1',
      port: PORT,
      username: USER,
      password,
      tls: { ca: [expect.stringContaining('BEGIN CERTIFICATE')] },
    });
  });
});
