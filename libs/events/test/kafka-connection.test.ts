/**
 * The Kafka clients' TLS and SASL come from the environment and mounted files
 * (`kafkaConnectionFromEnv`), and production refuses a broker reached in the clear or without
 * authentication unless told the network is private.
 */
import { describe, expect, it, afterAll } from '@jest/globals';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  ConnectionConfigError,
  InsecureConnectionError,
  kafkaConnectionFromEnv,
} from '../src/index.js';

const dir = mkdtempSync(join(tmpdir(), 'hearth-kafka-conn-'));
const file = (name: string, text: string) => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};
const CA = '-----BEGIN CERTIFICATE-----\nMIIBtest\n-----END CERTIFICATE-----\n';

describe('kafkaConnectionFromEnv', () => {
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('builds SASL/SCRAM-SHA-512 over TLS from mounted files (CA, username, password)', () => {
    const env = {
      NODE_ENV: 'production',
      KAFKA_SSL_CA_FILE: file('ca.crt', CA),
      KAFKA_SASL_MECHANISM: 'SCRAM-SHA-512',
      KAFKA_SASL_USERNAME_FILE: file('username', 'hearth-orders\n'),
      KAFKA_SASL_PASSWORD_FILE: file('password', '  s3cret-from-file\n'),
    };
    expect(kafkaConnectionFromEnv(env, 'orders')).toEqual({
      ssl: { ca: [CA], rejectUnauthorized: true },
      sasl: { mechanism: 'scram-sha-512', username: 'hearth-orders', password: 's3cret-from-file' },
    });
    // the variables themselves work too; Node's CAs with KAFKA_SSL=true
    expect(
      kafkaConnectionFromEnv({
        KAFKA_SSL: 'true',
        KAFKA_SASL_MECHANISM: 'scram-sha-256',
        KAFKA_SASL_USERNAME: 'u',
        KAFKA_SASL_PASSWORD: 'p',
      }),
    ).toEqual({ ssl: true, sasl: { mechanism: 'scram-sha-256', username: 'u', password: 'p' } });
  });

  it('nothing set outside production: plaintext, no authentication (tests, npm start)', () => {
    expect(kafkaConnectionFromEnv({ NODE_ENV: 'development' })).toEqual({});
  });

  it('production refuses plaintext or unauthenticated Kafka, naming what is missing, unless opted out', () => {
    expect(() => kafkaConnectionFromEnv({ NODE_ENV: 'production' }, 'orders')).toThrow(
      new InsecureConnectionError(
        'Hearth orders refuses to start: Kafka without TLS and SASL in production. Set ' +
          'KAFKA_SSL_CA_FILE (or KAFKA_SSL=true) and KAFKA_SASL_MECHANISM with ' +
          'KAFKA_SASL_USERNAME_FILE and KAFKA_SASL_PASSWORD_FILE (mounted secrets), or ' +
          'KAFKA_ALLOW_PLAINTEXT=true if the brokers are on a private network only this deployment reaches.',
      ),
    );
    expect(() =>
      kafkaConnectionFromEnv({ NODE_ENV: 'production', KAFKA_SSL_CA_FILE: file('ca2.crt', CA) }),
    ).toThrow(/Kafka without SASL in production/);
    expect(() =>
      kafkaConnectionFromEnv({
        NODE_ENV: 'production',
        KAFKA_SASL_MECHANISM: 'scram-sha-512',
        KAFKA_SASL_USERNAME: 'u',
        KAFKA_SASL_PASSWORD: 'p',
      }),
    ).toThrow(/Kafka without TLS in production/);
    expect(
      kafkaConnectionFromEnv({ NODE_ENV: 'production', KAFKA_ALLOW_PLAINTEXT: 'true' }),
    ).toEqual({});
  });

  it('refuses an unknown mechanism and SASL without its credentials', () => {
    expect(() => kafkaConnectionFromEnv({ KAFKA_SASL_MECHANISM: 'gssapi' })).toThrow(
      ConnectionConfigError,
    );
    expect(() =>
      kafkaConnectionFromEnv({ KAFKA_SASL_MECHANISM: 'scram-sha-512', KAFKA_SASL_USERNAME: 'u' }),
    ).toThrow(/needs KAFKA_SASL_USERNAME\(_FILE\) and KAFKA_SASL_PASSWORD\(_FILE\)/);
    expect(() =>
      kafkaConnectionFromEnv({
        KAFKA_SASL_MECHANISM: 'scram-sha-512',
        KAFKA_SASL_USERNAME: 'u',
        KAFKA_SASL_PASSWORD_FILE: join(dir, 'missing'),
      }),
    ).toThrow(/ENOENT/);
  });
});
