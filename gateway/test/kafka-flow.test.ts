/**
 * The spine's event path over the Kafka protocol: the six subgraphs run with KAFKA_BROKERS set
 * (KafkaEventBus, one consumer group per service) against a real Apache Kafka broker of its own
 * (the services create their topics at start-up); a sign-up
 * through the gateway makes `users` publish UserRegistered via its outbox, and `notifications`
 * (another service, another consumer group) stores the welcome notification.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ALL_TOPICS, DEFAULT_TOPIC_PARTITIONS, deadLetterTopic } from '@hearth/events';
import { Kafka, logLevel } from 'kafkajs';
import { startKafka, type KafkaBroker } from '../../test/support/kafka.js';
import { eventually, freshDatabase, gql, query } from '../../test/support/db.js';
import { startStack } from '../../scripts/lib/stack.mjs';

describe('UserRegistered travels users → notifications over Kafka', () => {
  let broker: KafkaBroker;
  let stack: Awaited<ReturnType<typeof startStack>>;
  let db: string;

  beforeAll(async () => {
    // Its own broker: the six services use the platform's topic and group names.
    broker = await startKafka();
    db = await freshDatabase('hearth_test_kafka_flow');
    stack = await startStack({
      databaseUrl: db,
      basePort: 26_000,
      kafkaBrokers: broker.brokers,
      logLevel: 'silent',
    });
  }, 180_000);
  afterAll(async () => {
    await stack?.stop();
    await broker?.destroy();
  }, 60_000);

  it('delivers the welcome notification through the broker', async () => {
    const res = await gql<{ signUp: { accessToken: string; user: { id: string } } }>(
      stack.gatewayUrl,
      `mutation($i: SignUpInput!) { signUp(input: $i) { ... on AuthSession { accessToken user { id } } } }`,
      {
        i: {
          email: `kafka${Date.now()}@example.com`,
          password: 'kafkapass1',
          firstName: 'Kaf',
          lastName: 'Ka',
          role: 'GUEST',
        },
      },
    );
    const { accessToken, user } = res.data!.signUp;
    const count = await eventually(async () => {
      const r = await gql<{ unseenNotificationCount: number }>(
        stack.gatewayUrl,
        '{ unseenNotificationCount }',
        {},
        accessToken,
      );
      return r.data?.unseenNotificationCount;
    }, 45_000); // consumer-group joins take seconds, more on a loaded CI machine
    expect(count).toBe(1);
    // The relay marks the row published after the broker's ack, which the consumer may beat.
    const published = async () =>
      (
        await query<{ published: boolean }>(
          db,
          `SELECT "publishedAt" IS NOT NULL AS published FROM users.outbox WHERE "aggregateId" = $1`,
          [user.id],
        )
      )[0]?.published === true;
    await eventually(published, 15_000);
    expect(await published()).toBe(true);
    const inbox = await query(
      db,
      `SELECT 1 FROM notifications.inbox WHERE consumer = 'notifications.on-user-registered'`,
    );
    expect(inbox).toHaveLength(1);
  }, 75_000);

  it('created every platform topic and its .dlq twin with explicit partitions at start-up', async () => {
    const admin = new Kafka({
      clientId: 'ops',
      brokers: broker.brokers,
      logLevel: logLevel.NOTHING,
    }).admin();
    await admin.connect();
    try {
      const wanted = [...ALL_TOPICS, ...ALL_TOPICS.map(deadLetterTopic)];
      const { topics } = await admin.fetchTopicMetadata({ topics: wanted });
      expect(Object.fromEntries(topics.map((t) => [t.name, t.partitions.length]))).toEqual(
        Object.fromEntries(wanted.map((t) => [t, DEFAULT_TOPIC_PARTITIONS])),
      );
    } finally {
      await admin.disconnect();
    }
  });
});
