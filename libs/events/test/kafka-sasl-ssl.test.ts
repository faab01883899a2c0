/**
 * The event bus on a real Apache Kafka broker that only speaks SASL/SCRAM-SHA-512 over TLS, as
 * the prod overlay runs it: the connection options come from mounted files through
 * `kafkaConnectionFromEnv` (production settings), an event goes through; a wrong password, no
 * SASL, another CA and plaintext are all refused by the broker or the certificate check.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Kafka, logLevel } from 'kafkajs';
import { startKafka, type KafkaBroker } from '../../../test/support/kafka.js';
import { makeTestCertificates, type TestCertificates } from '../../../test/support/tls.js';
import {
  KafkaEventBus,
  createEnvelope,
  kafkaConnectionFromEnv,
  type EventEnvelope,
  type KafkaConnection,
} from '../src/index.js';
import { unique, waitFor } from './support.js';

/** This suite's ports (band 25800–25920): clients, controller, the broker's own listener. */
const PORTS = { port: 25860, controllerPort: 25861, internalPort: 25862 };
const USER = 'hearth-orders';

describe('Kafka with SASL/SCRAM-SHA-512 over TLS (real broker)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'hearth-kafka-sasl-'));
  const password = randomBytes(18).toString('base64url');
  let certs: TestCertificates;
  let broker: KafkaBroker;
  let env: NodeJS.ProcessEnv;
  const buses: KafkaEventBus[] = [];

  beforeAll(async () => {
    certs = makeTestCertificates(dir);
    makeTestCertificates(dir, 'other-');
    writeFileSync(join(dir, 'username'), `${USER}\n`);
    writeFileSync(join(dir, 'password'), `${password}\n`);
    env = {
      NODE_ENV: 'production',
      KAFKA_SSL_CA_FILE: certs.ca,
      KAFKA_SASL_MECHANISM: 'scram-sha-512',
      KAFKA_SASL_USERNAME_FILE: join(dir, 'username'),
      KAFKA_SASL_PASSWORD_FILE: join(dir, 'password'),
    };
    broker = await startKafka({
      port: PORTS.port,
      controllerPort: PORTS.controllerPort,
      partitions: 1,
      heapMb: 256,
      saslSsl: {
        keystore: certs.keyAndCert,
        truststore: certs.ca,
        users: { [USER]: password },
        internalPort: PORTS.internalPort,
      },
    });
  }, 90_000);
  afterAll(async () => {
    await Promise.all(buses.map((b) => b.stop()));
    await broker?.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it('the bus publishes and consumes with the production connection from mounted files', async () => {
    const connection = kafkaConnectionFromEnv(env, 'orders');
    const topic = `hearth.it-sasl-${unique()}`;
    const bus = (clientId: string) => {
      const b = new KafkaEventBus({
        brokers: broker.brokers,
        clientId,
        connection,
        createTopics: [topic],
        sessionTimeoutMs: 6_000,
      });
      buses.push(b);
      return b;
    };
    const received: EventEnvelope[] = [];
    const consumer = bus('sasl-consumer');
    await consumer.subscribe(`svc-${unique()}`, topic, async (e) => void received.push(e));
    await consumer.start();
    const producer = bus('sasl-producer');
    await producer.start();
    const e = createEnvelope({
      type: 'Numbered',
      version: 1,
      aggregateId: 'agg',
      payload: { n: 1 },
    });
    await producer.publish(topic, [e]);
    await waitFor(() => received.some((r) => r.id === e.id), 30_000, 'consumed over SASL_SSL');
    expect(await producer.isHealthy()).toBe(true);
  }, 60_000);

  it('refuses a wrong password, no SASL, another CA and plaintext', async () => {
    const connect = async (connection: KafkaConnection) => {
      const admin = new Kafka({
        clientId: 'sasl-refused',
        brokers: broker.brokers,
        logLevel: logLevel.NOTHING,
        retry: { retries: 0 },
        connectionTimeout: 3_000,
        ...connection,
      }).admin();
      try {
        await admin.connect();
        await admin.listTopics();
        return 'connected';
      } catch (err) {
        return (err as Error).message;
      } finally {
        await admin.disconnect().catch(() => undefined);
      }
    };
    const good = kafkaConnectionFromEnv(env);
    expect(await connect(good)).toBe('connected');
    expect(
      await connect({
        ...good,
        sasl: { mechanism: 'scram-sha-512', username: USER, password: 'wrong' },
      }),
    ).toMatch(/SASL SCRAM SHA512 authentication failed|Authentication failed/i);
    expect(await connect({ ssl: good.ssl! })).not.toBe('connected');
    expect(
      await connect(
        kafkaConnectionFromEnv({ ...env, KAFKA_SSL_CA_FILE: join(dir, 'other-ca.crt') }),
      ),
    ).toMatch(/self.signed certificate|unable to verify/i);
    expect(await connect({ sasl: good.sasl! })).not.toBe('connected');
  }, 60_000);
});
