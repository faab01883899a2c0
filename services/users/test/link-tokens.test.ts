/**
 * No link secret in an event (docs/adr/0019): users publishes a password reset and an e-mail
 * change through its outbox to the real Kafka broker (the run's shared one). The outbox row and
 * the message read back from the topic hold no token: only a sealed one, which opens, with
 * notifications' key, to the very token whose hash users stored (the link that works).
 */
import 'reflect-metadata';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createHash, randomUUID } from 'node:crypto';
import { Kafka, logLevel, type Consumer } from 'kafkajs';
import {
  KafkaEventBus,
  LINK_SEALING_KEY,
  Topics,
  generateLinkSealingKey,
  openLinkToken,
  type EventBus,
  type LinkPurpose,
} from '@hearth/events';
import { resolveSecret, startSubgraph, type RunningSubgraph } from '@hearth/nest-common';
import { usersSubgraph } from '../src/subgraph.js';
import { eventually, freshDatabase, gql, query } from '../../../test/support/db.js';
import { sharedKafka } from '../../../test/support/kafka.js';

const SIGN_UP = `mutation($input: SignUpInput!) { signUp(input: $input) { __typename
  ... on AuthSession { accessToken user { id } } } }`;
const RESET = `mutation($input: RequestPasswordResetInput!) { requestPasswordReset(input: $input) {
  __typename } }`;
const CHANGE = `mutation($input: RequestEmailChangeInput!) { requestEmailChange(input: $input) {
  __typename } }`;

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

describe('link tokens travel sealed: not in the outbox, not on the topic', () => {
  let kafkaBus: KafkaEventBus;
  let svc: RunningSubgraph;
  let db: string;
  let consumer: Consumer;
  /** Messages of hearth.users read back from the broker: key (aggregate id) and value. */
  const onTopic: Array<{ key: string; value: string }> = [];

  beforeAll(async () => {
    const { brokers } = await sharedKafka();
    kafkaBus = new KafkaEventBus({
      brokers,
      clientId: `users-link-tokens-${randomUUID()}`,
      createTopics: [Topics.users],
    });
    // Publish only: this users does not join the 'users' group other tests' brokers may share.
    const bus: EventBus = {
      publish: (topic, events) => kafkaBus.publish(topic, events),
      subscribe: async () => undefined,
      start: () => kafkaBus.start(),
      stop: () => kafkaBus.stop(),
      stopGroup: async () => undefined,
      isHealthy: () => kafkaBus.isHealthy(),
    };
    db = await freshDatabase(`hearth_test_users_links_${process.env.JEST_WORKER_ID ?? '1'}`);
    svc = await startSubgraph(usersSubgraph(), {
      config: { databaseUrl: db, port: 0, logLevel: 'silent' },
      bus,
    });
    consumer = new Kafka({
      clientId: 'link-tokens-reader',
      brokers,
      logLevel: logLevel.NOTHING,
    }).consumer({ groupId: `link-tokens-reader-${randomUUID()}` });
    await consumer.connect();
    await consumer.subscribe({ topics: [Topics.users], fromBeginning: true });
    await consumer.run({
      eachMessage: async ({ message }) =>
        void onTopic.push({
          key: message.key?.toString() ?? '',
          value: message.value?.toString() ?? '',
        }),
    });
  }, 60_000);
  afterAll(async () => {
    await consumer?.disconnect();
    await svc?.close();
    await kafkaBus?.stop();
  });

  it('a password reset and an e-mail change: outbox row and Kafka message carry only a sealed token', async () => {
    const url = `${svc.url}/graphql`;
    const email = `sealed-${randomUUID()}@example.com`;
    const me = (
      await gql<{ signUp: { accessToken: string; user: { id: string } } }>(url, SIGN_UP, {
        input: { email, password: 'hunter22', firstName: 'Ada', lastName: 'Byron', role: 'GUEST' },
      })
    ).data!.signUp;
    const userId = me.user.id;
    await gql(url, RESET, { input: { email } });
    await gql(
      url,
      CHANGE,
      { input: { newEmail: `new-${email}`, password: 'hunter22' } },
      me.accessToken,
    );

    const key = resolveSecret(LINK_SEALING_KEY, generateLinkSealingKey).value;
    for (const [type, purpose, table] of [
      ['PasswordResetRequested', 'password-reset', 'password_reset_tokens'],
      ['EmailChangeRequested', 'email-change', 'email_change_tokens'],
    ] as Array<[string, LinkPurpose, string]>) {
      // The outbox row, once relayed to the broker.
      const [row] = await eventually(async () => {
        const rows = await query<{ envelope: { payload: Record<string, string> } }>(
          db,
          `SELECT envelope FROM users.outbox WHERE "eventType" = $1 AND "aggregateId" = $2
             AND "publishedAt" IS NOT NULL`,
          [type, userId],
        );
        return rows.length ? rows : undefined;
      }, 20_000);
      // The same event read back from the topic.
      const message = await eventually(
        async () => onTopic.find((m) => m.key === userId && m.value.includes(`"type":"${type}"`)),
        20_000,
      );
      // Its sealed token opens, with notifications' key only, to the token whose hash is stored…
      const payload = row!.envelope.payload;
      expect(payload.token).toBeUndefined();
      const token = await openLinkToken(key, payload.sealedToken!, { purpose, userId });
      const [stored] = await query<{ token_hash: string }>(
        db,
        `SELECT token_hash FROM users.${table} WHERE user_id = $1`,
        [userId],
      );
      expect(stored!.token_hash).toBe(sha256(token));
      // …and that token is nowhere in the row or the message.
      expect(JSON.stringify(row)).not.toContain(token);
      expect(message.value).not.toContain(token);
      expect(JSON.parse(message.value).payload).not.toHaveProperty('token');
    }
  }, 60_000);
});
