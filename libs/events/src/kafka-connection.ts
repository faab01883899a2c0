import { readFileSync } from 'node:fs';
import type { ConnectionOptions } from 'node:tls';
import type { SASLOptions } from 'kafkajs';

/**
 * How the Kafka clients reach the brokers: TLS and SASL, read from the environment
 * (docs/rules/secrets.md, "Kafka and Redis connections"). Every kafkajs client of the platform
 * (the event bus's producer, consumers and topic admin, the dead-letter ops command) is made
 * with these options, so the same variables switch them all:
 *
 * - `KAFKA_SSL_CA_FILE`: PEM file of the CA that signed the brokers' certificates (a mounted
 *   Secret); turns TLS on and trusts only that CA. `KAFKA_SSL=true`: TLS with Node's CAs.
 *   The broker's host name is always checked against its certificate.
 * - `KAFKA_SASL_MECHANISM`: `scram-sha-512` (what we run), `scram-sha-256` or `plain`, with
 *   `KAFKA_SASL_USERNAME(_FILE)` and `KAFKA_SASL_PASSWORD(_FILE)` (the `_FILE` form reads a
 *   mounted secret file; surrounding white space is trimmed).
 * - In production (`NODE_ENV=production`) a connection without both TLS and SASL is refused
 *   (`InsecureConnectionError`) unless `KAFKA_ALLOW_PLAINTEXT=true` says the brokers sit on a
 *   private network only this deployment reaches (compose, the dev overlay).
 */
export interface KafkaConnection {
  /** kafkajs `ssl`: TLS options (the CA), or `true` for Node's CAs; absent = plaintext. */
  ssl?: ConnectionOptions | true;
  /** kafkajs `sasl`: mechanism and credentials; absent = no authentication. */
  sasl?: SASLOptions;
}

/** A production process was configured to reach Kafka or Redis in the clear or unauthenticated. */
export class InsecureConnectionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InsecureConnectionError';
  }
}

/** A Kafka or Redis setting that cannot be used as it is (unknown mechanism, missing password). */
export class ConnectionConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConnectionConfigError';
  }
}

const MECHANISMS = ['scram-sha-512', 'scram-sha-256', 'plain'] as const;

/**
 * The value of `<name>_FILE` (the file's text) or of `<name>`, trimmed; undefined when neither
 * is set. Used for the connection credentials of Kafka and Redis.
 * @throws the file system error when `<name>_FILE` names a file that cannot be read.
 */
export function envOrFile(
  name: string,
  fileName: string,
  env: NodeJS.ProcessEnv,
): string | undefined {
  const file = env[fileName];
  if (file) return readFileSync(file, 'utf8').trim();
  const value = env[name];
  return value ? value.trim() : undefined;
}

/** True when `value` is `true`/`1`/`yes` (an explicit opt-in). */
export function isTrue(value: string | undefined): boolean {
  return /^(true|1|yes)$/i.test(value?.trim() ?? '');
}

/**
 * The TLS and SASL options of every Kafka client, from `env` (see `KafkaConnection`).
 * `service` names the process in the refusal message.
 * @throws ConnectionConfigError for an unknown mechanism or SASL without username or password;
 *   InsecureConnectionError in production without TLS and SASL (unless `KAFKA_ALLOW_PLAINTEXT`).
 */
export function kafkaConnectionFromEnv(
  env: NodeJS.ProcessEnv = process.env,
  service = 'this service',
): KafkaConnection {
  const connection: KafkaConnection = {};
  const caFile = env.KAFKA_SSL_CA_FILE;
  if (caFile) connection.ssl = { ca: [readFileSync(caFile, 'utf8')], rejectUnauthorized: true };
  else if (isTrue(env.KAFKA_SSL)) connection.ssl = true;

  const mechanism = env.KAFKA_SASL_MECHANISM?.trim().toLowerCase();
  if (mechanism) {
    if (!(MECHANISMS as readonly string[]).includes(mechanism))
      throw new ConnectionConfigError(
        `KAFKA_SASL_MECHANISM must be one of ${MECHANISMS.join(', ')} (got '${mechanism}')`,
      );
    const username = envOrFile('KAFKA_SASL_USERNAME', 'KAFKA_SASL_USERNAME_FILE', env);
    const password = envOrFile('KAFKA_SASL_PASSWORD', 'KAFKA_SASL_PASSWORD_FILE', env);
    if (!username || !password)
      throw new ConnectionConfigError(
        `KAFKA_SASL_MECHANISM=${mechanism} needs KAFKA_SASL_USERNAME(_FILE) and KAFKA_SASL_PASSWORD(_FILE)`,
      );
    connection.sasl = {
      mechanism: mechanism as (typeof MECHANISMS)[number],
      username,
      password,
    } as SASLOptions;
  }

  if (
    env.NODE_ENV === 'production' &&
    !(connection.ssl && connection.sasl) &&
    !isTrue(env.KAFKA_ALLOW_PLAINTEXT)
  ) {
    const missing = [!connection.ssl && 'TLS', !connection.sasl && 'SASL'].filter(Boolean);
    throw new InsecureConnectionError(
      `Hearth ${service} refuses to start: Kafka without ${missing.join(' and ')} in production. ` +
        'Set KAFKA_SSL_CA_FILE (or KAFKA_SSL=true) and KAFKA_SASL_MECHANISM with ' +
        'KAFKA_SASL_USERNAME_FILE and KAFKA_SASL_PASSWORD_FILE (mounted secrets), or ' +
        'KAFKA_ALLOW_PLAINTEXT=true if the brokers are on a private network only this deployment reaches.',
    );
  }
  return connection;
}
