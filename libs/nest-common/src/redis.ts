import { readFileSync } from 'node:fs';
import { Redis, type RedisOptions } from 'ioredis';
import { ConnectionConfigError, InsecureConnectionError, envOrFile, isTrue } from '@hearth/events';

/**
 * The connection options of every Redis client of the platform (rate-limit counters of the
 * subgraphs and the gateway, the live-push fan-out of notifications), from `REDIS_URL` and the
 * environment (docs/rules/secrets.md, "Kafka and Redis connections"):
 *
 * - `REDIS_URL`: `redis://` (plaintext) or `rediss://` (TLS) `[user[:password]@]host[:port][/db]`;
 *   a Redis 6+ ACL user goes before the `@`.
 * - `REDIS_PASSWORD_FILE` (a mounted Secret) or `REDIS_PASSWORD`: the password, instead of one in
 *   the URL (it wins over the URL's); `REDIS_USERNAME` likewise for the ACL user.
 * - `REDIS_TLS_CA_FILE`: PEM file of the CA that signed the server's certificate (trusted instead
 *   of Node's CAs); it needs a `rediss://` URL. The server's host name is always checked.
 * - In production (`NODE_ENV=production`) a `redis://` URL or no password is refused
 *   (`InsecureConnectionError`) unless `REDIS_ALLOW_PLAINTEXT=true` says Redis sits on a private
 *   network only this deployment reaches (compose, the dev overlay).
 *
 * `extra` adds client behaviour (retries, lazy connect); it never changes where or how to connect.
 * `service` names the process in the refusal message.
 * @throws ConnectionConfigError for a URL that is not redis:// or rediss://, or a CA without TLS;
 *   InsecureConnectionError as above.
 */
export function redisClientOptions(
  url: string,
  extra: RedisOptions = {},
  env: NodeJS.ProcessEnv = process.env,
  service = 'this service',
): RedisOptions {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new ConnectionConfigError('REDIS_URL must look like rediss://[user@]host:port');
  }
  if (parsed.protocol !== 'redis:' && parsed.protocol !== 'rediss:')
    throw new ConnectionConfigError(
      `REDIS_URL must start with redis:// or rediss:// (got ${parsed.protocol}//)`,
    );
  const tls = parsed.protocol === 'rediss:';
  const caFile = env.REDIS_TLS_CA_FILE;
  if (caFile && !tls)
    throw new ConnectionConfigError(
      'REDIS_TLS_CA_FILE is set but REDIS_URL is redis:// (plaintext): use rediss://',
    );
  const username = env.REDIS_USERNAME?.trim() || decodeURIComponent(parsed.username) || undefined;
  const password =
    envOrFile('REDIS_PASSWORD', 'REDIS_PASSWORD_FILE', env) ||
    decodeURIComponent(parsed.password) ||
    undefined;
  const db = parsed.pathname.length > 1 ? Number(parsed.pathname.slice(1)) : undefined;

  if (env.NODE_ENV === 'production' && !(tls && password) && !isTrue(env.REDIS_ALLOW_PLAINTEXT)) {
    const missing = [!tls && 'TLS', !password && 'a password'].filter(Boolean);
    throw new InsecureConnectionError(
      `Hearth ${service} refuses to start: Redis without ${missing.join(' and ')} in production. ` +
        'Set REDIS_URL to rediss://<user>@<host>:<port> with REDIS_PASSWORD_FILE (and ' +
        'REDIS_TLS_CA_FILE for a private CA) from mounted secrets, or REDIS_ALLOW_PLAINTEXT=true ' +
        'if Redis is on a private network only this deployment reaches.',
    );
  }
  return {
    ...extra,
    host: parsed.hostname.replace(/^\[|\]$/g, ''),
    port: parsed.port ? Number(parsed.port) : 6379,
    ...(username && { username }),
    ...(password && { password }),
    ...(db !== undefined && Number.isInteger(db) && { db }),
    // ioredis hands host and port to tls.connect, which checks the certificate names the host.
    ...(tls && { tls: caFile ? { ca: [readFileSync(caFile, 'utf8')] } : {} }),
  };
}

/**
 * A new ioredis client for `url` with the options of `redisClientOptions` (TLS, ACL user,
 * password from the mounted secret, the production refusal) plus `extra`.
 * @throws as `redisClientOptions`.
 */
export function createRedisClient(
  url: string,
  extra: RedisOptions = {},
  env: NodeJS.ProcessEnv = process.env,
): Redis {
  return new Redis(redisClientOptions(url, extra, env));
}
