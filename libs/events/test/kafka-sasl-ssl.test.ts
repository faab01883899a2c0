/**
 * The event bus on a real Apache Kafka broker that only speaks SASL/SCRAM-SHA-512 over TLS, as
 * the prod overlay runs it: the connection options come from mounted files through
 * `kafkaConnectionFromEnv` (production settings), an event goes through; a wrong password, no
 * SASL, another CA and plaintext are all refused by the broker or the certificate check.
 * The broker runs its authorizer (StandardAuthorizer, nothing allowed without an ACL): with the
 * ACLs of `applyKafkaAcls`, each service's user writes its own topic and reads what it consumes,
 * and is refused writing another service's topic and reading a topic it does not consume
 * (docs/adr/0019).
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
  ALL_TOPICS,
  CONSUMED_TOPICS,
  KafkaEventBus,
  Topics,
  createEnvelope,
  deadLetterTopic,
  kafkaConnectionFromEnv,
  applyKafkaAcls,
  kafkaUserOf,
  type EventEnvelope,
  type KafkaConnection,
  type KafkaService,
} from '../src/index.js';
import { unique, waitFor } from './support.js';

/** This suite's ports (band 25800–25920): clients, controller, the broker's own listener. */
const PORTS = { port: 25860, controllerPort: 25861, internalPort: 25862 };
/** The operator's user (a super user: makes topics and ACLs); the services' users have ACLs only. */
const USER = 'hearth-admin';
/** The services whose users the ACL test connects as. */
const ACL_SERVICES: KafkaService[] = ['users', 'notifications'];

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
        users: {
          [USER]: password,
          ...Object.fromEntries(ACL_SERVICES.map((s) => [kafkaUserOf(s), `${password}-${s}`])),
        },
        superUsers: [USER],
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

  describe('one user per service, with ACLs', () => {
    /** The connection of `service`'s own user (same TLS as the operator's). */
    const as = (service: KafkaService): KafkaConnection => ({
      ...kafkaConnectionFromEnv(env),
      sasl: {
        mechanism: 'scram-sha-512',
        username: kafkaUserOf(service),
        password: `${password}-${service}`,
      },
    });
    const client = (connection: KafkaConnection) =>
      new Kafka({
        clientId: 'acl-check',
        brokers: broker.brokers,
        logLevel: logLevel.NOTHING,
        retry: { retries: 0 },
        ...connection,
      });
    /** Sends one message to `topic` as `connection`: 'written' or the broker's refusal. */
    const write = async (connection: KafkaConnection, topic: string) => {
      const producer = client(connection).producer({ allowAutoTopicCreation: false });
      try {
        await producer.connect();
        await producer.send({ topic, messages: [{ key: 'k', value: '{}' }] });
        return 'written';
      } catch (err) {
        return (err as Error).message;
      } finally {
        await producer.disconnect().catch(() => undefined);
      }
    };

    /**
     * Reads `topic` from its start as `service`'s user in `service`'s own consumer group (the
     * only group its ACLs allow): 'read' once a message arrives, else the broker's refusal (the
     * consumer's crash). Tried again while the group's coordinator is still loading.
     */
    const read = async (service: KafkaService, topic: string): Promise<string> => {
      for (let attempt = 1; ; attempt++) {
        const consumer = client(as(service)).consumer({ groupId: service, maxWaitTimeInMs: 500 });
        let timer: NodeJS.Timeout | undefined;
        try {
          const outcome = await new Promise<string>((resolve, reject) => {
            consumer.on(consumer.events.CRASH, (e) => resolve(e.payload.error.message));
            consumer
              .connect()
              .then(() => consumer.subscribe({ topics: [topic], fromBeginning: true }))
              .then(() => consumer.run({ eachMessage: async () => resolve('read') }))
              .catch((err: Error) => resolve(err.message));
            timer = setTimeout(
              () => reject(new Error(`neither read nor refused ${topic}`)),
              30_000,
            );
          });
          if (!/coordinator/i.test(outcome) || attempt >= 20) return outcome;
        } finally {
          clearTimeout(timer);
          await consumer.disconnect().catch(() => undefined);
        }
        await new Promise((r) => setTimeout(r, 250));
      }
    };

    beforeAll(async () => {
      // The operator's set-up (bin/kafka-acls.mjs): the topics and their .dlq twins, the ACLs.
      const admin = client(kafkaConnectionFromEnv(env)).admin();
      await admin.connect();
      try {
        await admin.createTopics({
          topics: ALL_TOPICS.flatMap((t) => [t, deadLetterTopic(t)]).map((topic) => ({
            topic,
            numPartitions: 1,
          })),
          waitForLeaders: true,
        });
        await applyKafkaAcls(admin);
      } finally {
        await admin.disconnect();
      }
      // ACLs reach the authorizer through the metadata log: wait until they are in force.
      await waitFor(
        async () => (await write(as('users'), Topics.users)) === 'written',
        20_000,
        'users may write hearth.users',
      );
    }, 60_000);

    it("a service writes its own topic, and is refused another service's topic", async () => {
      expect(await write(as('users'), Topics.orders)).toMatch(/not authorized/i);
      expect(await write(as('notifications'), Topics.users)).toMatch(/not authorized/i);
      // and a topic it consumes is not one it may write (only its dead letters)
      expect(await write(as('notifications'), deadLetterTopic(Topics.users))).toBe('written');
    }, 60_000);

    it('a service reads what it consumes, and is refused a topic it does not consume', async () => {
      const consumed = CONSUMED_TOPICS.users[0]!;
      const other = ALL_TOPICS.find((t) => !CONSUMED_TOPICS.users.includes(t))!;
      // Something to read in each (the operator is a super user).
      for (const topic of [consumed, other])
        expect(await write(kafkaConnectionFromEnv(env), topic)).toBe('written');
      expect(await read('users', other)).toMatch(/not authorized/i);
      expect(await read('users', consumed)).toBe('read');
    }, 90_000);

    it('the bus of each service starts with its own user, publishes and consumes what its ACLs allow', async () => {
      const bus = (service: KafkaService) => {
        const b = new KafkaEventBus({
          brokers: broker.brokers,
          clientId: service,
          connection: as(service),
          createTopics: [...ALL_TOPICS],
          sessionTimeoutMs: 6_000,
        });
        buses.push(b);
        return b;
      };
      const received: EventEnvelope[] = [];
      const notifications = bus('notifications');
      await notifications.subscribe(
        'notifications',
        Topics.users,
        async (e) => void received.push(e),
      );
      await notifications.start();
      const users = bus('users');
      await users.start();
      const e = createEnvelope({ type: 'Numbered', version: 1, aggregateId: 'a', payload: {} });
      await users.publish(Topics.users, [e]);
      await waitFor(() => received.some((r) => r.id === e.id), 30_000, 'consumed with ACLs');

      // Its own group's offsets are readable; another service's group is not even found for it
      // (FindCoordinator needs DESCRIBE on the group: kafkajs reports no coordinator).
      const offsets = async (groupId: string) => {
        const admin = client(as('notifications')).admin({ retry: { retries: 3 } });
        try {
          await admin.connect();
          await admin.fetchTopicMetadata({ topics: [Topics.users] }); // fills the broker list
          const [users] = await admin.fetchOffsets({ groupId, topics: [Topics.users] });
          return users!.partitions.map((p) => Number(p.offset) > 0);
        } catch (err) {
          return (err as Error).message;
        } finally {
          await admin.disconnect().catch(() => undefined);
        }
      };
      expect(await offsets('notifications')).toEqual([true]);
      expect(await offsets('orders')).toMatch(/group coordinator/i);
    }, 90_000);
  });
});
