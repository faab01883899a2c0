/**
 * The spine's event path over the Kafka protocol: the six subgraphs run with KAFKA_BROKERS set
 * (KafkaEventBus, one consumer group per service) against the librdkafka mock broker; a sign-up
 * through the gateway makes `users` publish UserRegistered via its outbox, and `notifications`
 * (another service, another consumer group) stores the welcome notification.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ALL_TOPICS, deadLetterTopic } from '@hearth/events';
import { startMockBroker, type MockBroker } from '../../tools/kafka-mock/mock-broker.mjs';
import { eventually, freshDatabase, gql, query } from '../../test/support/db.js';
import { startStack } from '../../scripts/lib/stack.mjs';

describe('UserRegistered travels users → notifications over Kafka', () => {
  let broker: MockBroker;
  let stack: Awaited<ReturnType<typeof startStack>>;
  let db: string;

  beforeAll(async () => {
    broker = await startMockBroker({ topics: [...ALL_TOPICS, ...ALL_TOPICS.map(deadLetterTopic)] });
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
    await broker?.stop();
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
    }, 45_000); // consumer-group joins on the mock broker take seconds, more on a loaded CI machine
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
});
