import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { Kafka, logLevel, type KafkaMessage } from 'kafkajs';
import type { DataSource } from 'typeorm';
import { sharedKafka, startKafka, type KafkaBroker } from '../../../test/support/kafka.js';
import { listDeadLetters, replayDeadLetters } from '../../../tools/kafka/dlq.mjs';
import {
  KafkaEventBus,
  Outbox,
  OutboxMessageEntity,
  OutboxRelay,
  PublishTimeoutError,
  createEnvelope,
  deadLetterTopic,
  handleOnce,
  type EventEnvelope,
  type KafkaEventBusOptions,
} from '../src/index.js';
import { openTestDataSource, unique, waitFor } from './support.js';

let brokers: string[];
let db: Awaited<ReturnType<typeof openTestDataSource>>;
let dataSource: DataSource;
const buses: KafkaEventBus[] = [];

beforeAll(async () => {
  ({ brokers } = await sharedKafka());
  db = await openTestDataSource('kafka', [
    `CREATE TABLE "\${schema}"."effects" ("eventId" uuid NOT NULL)`,
  ]);
  dataSource = db.dataSource;
});
afterEach(async () => {
  await Promise.all(buses.splice(0).map((b) => b.stop()));
});
afterAll(async () => {
  await db?.drop();
});

/** A started-later bus on the shared broker (or `overrides.brokers`); stopped after each test. */
function newBus(overrides: Partial<KafkaEventBusOptions> = {}): KafkaEventBus {
  const bus = new KafkaEventBus({
    brokers,
    clientId: `test-${unique()}`,
    sessionTimeoutMs: 6_000,
    ...overrides,
  });
  buses.push(bus);
  return bus;
}

const event = (aggregateId: string, n: number) =>
  createEnvelope({ type: 'Numbered', version: 1, aggregateId, payload: { n } });

describe('KafkaEventBus on a real Apache Kafka broker', () => {
  it('gives an event delivered twice one effect (inbox)', async () => {
    const topic = `hearth.it-dup-${unique()}`;
    const results: boolean[] = [];
    const consumer = newBus({ createTopics: [topic] });
    await consumer.subscribe(`svc-${unique()}`, topic, async (e) => {
      results.push(
        await handleOnce(dataSource, 'notifications.on-numbered', e, async (manager) => {
          await manager.query(`INSERT INTO "${db.schema}"."effects" ("eventId") VALUES ($1)`, [
            e.id,
          ]);
        }),
      );
    });
    await consumer.start();
    const producer = newBus();
    await producer.start();
    const e = event('agg-dup', 1);
    await producer.publish(topic, [e]);
    await producer.publish(topic, [e]); // e.g. the relay re-publishing after a lost commit
    await waitFor(() => results.length === 2, 20_000, 'both copies consumed');
    expect(results).toEqual([true, false]);
    const [{ n }] = (await dataSource.query(
      `SELECT count(*)::int AS n FROM "${db.schema}"."effects" WHERE "eventId" = $1`,
      [e.id],
    )) as [{ n: number }];
    expect(n).toBe(1);
    expect(await producer.isHealthy()).toBe(true);
  });

  it('delivers an outbox event written while the broker is down once it is back', async () => {
    // A broker of its own: this test kills it (a crash, no controlled shutdown) and restarts it.
    let own: KafkaBroker = await startKafka();
    try {
      const topic = `hearth.it-outage-${unique()}`;
      const received: EventEnvelope[] = [];
      const consumer = newBus({ brokers: own.brokers, createTopics: [topic] });
      await consumer.subscribe(`svc-${unique()}`, topic, async (e) => void received.push(e));
      await consumer.start();
      const producer = newBus({ brokers: own.brokers, publishTimeoutMs: 3_000 });
      await producer.start();
      const relay = new OutboxRelay({ dataSource, bus: producer, pollIntervalMs: 100 });

      // A broker that stops answering (frozen, connections open): the publish fails in time
      // instead of hanging for ever, and a fresh producer publishes once the broker answers.
      process.kill(own.pid!, 'SIGSTOP');
      const frozen = event('agg-frozen', 0);
      try {
        await expect(producer.publish(topic, [frozen])).rejects.toBeInstanceOf(PublishTimeoutError);
      } finally {
        process.kill(own.pid!, 'SIGCONT');
      }
      await producer.publish(topic, [frozen]);
      await waitFor(
        () => received.some((r) => r.id === frozen.id),
        30_000,
        'published after the thaw',
      );
      expect(await producer.isHealthy()).toBe(true);

      await own.kill();
      const e = event('agg-outage', 1);
      await dataSource.transaction((manager) => Outbox.add(manager, topic, e));
      relay.start();
      const outbox = dataSource.getRepository(OutboxMessageEntity);
      try {
        await waitFor(
          async () => (await outbox.findOneByOrFail({ id: e.id })).attempts >= 1,
          40_000,
          'a failed publish is recorded',
        );
        const pending = await outbox.findOneByOrFail({ id: e.id });
        expect(pending.publishedAt).toBeNull();
        expect(pending.lastError).toBeTruthy();
        expect(received.filter((r) => r.id === e.id)).toEqual([]);
      } finally {
        own = await own.restart();
      }
      await waitFor(
        () => received.some((r) => r.id === e.id),
        60_000,
        'consumer received the event after the broker came back',
      );
      await relay.stop();
      expect(received.filter((r) => r.id === e.id)).toEqual([e]);
      expect(received.filter((r) => r.id === frozen.id).length).toBeGreaterThanOrEqual(1);
      expect((await outbox.findOneByOrFail({ id: e.id })).publishedAt).toBeInstanceOf(Date);
    } finally {
      await Promise.all(buses.splice(0).map((b) => b.stop()));
      await own.destroy();
    }
  }, 150_000);

  it('parks an event the broker refuses for good (too large) and publishes the ones behind it', async () => {
    const topic = `hearth.it-park-${unique()}`;
    const received: EventEnvelope[] = [];
    const consumer = newBus({ createTopics: [topic] });
    await consumer.subscribe(`svc-${unique()}`, topic, async (e) => void received.push(e));
    await consumer.start();
    const producer = newBus();
    await producer.start();
    const errors: string[] = [];
    const relay = new OutboxRelay({
      dataSource,
      bus: producer,
      pollIntervalMs: 50,
      parkAfter: 3,
      logger: { info() {}, warn() {}, error: (_o, msg) => void errors.push(msg ?? '') },
    });
    const before = event('agg-park', 1);
    // Over the broker's default message.max.bytes (about 1 MB).
    const huge = createEnvelope({
      type: 'Numbered',
      version: 1,
      aggregateId: 'agg-park',
      payload: { n: 2, filler: 'x'.repeat(1_500_000) },
    });
    const after = event('agg-park', 3);
    await dataSource.transaction((manager) => Outbox.add(manager, topic, [before, huge, after]));
    relay.start();
    const outbox = dataSource.getRepository(OutboxMessageEntity);
    try {
      await waitFor(
        () => received.some((r) => r.id === after.id),
        60_000,
        'the event behind the refused one is delivered',
      );
      const parked = await outbox.findOneByOrFail({ id: huge.id });
      expect(parked.parkedAt).toBeInstanceOf(Date);
      expect(parked.publishedAt).toBeNull();
      expect(parked.attempts).toBe(3);
      expect(parked.lastError).toMatch(/too large|larger/i);
      expect(received.map((r) => r.id)).toEqual([before.id, after.id]);
      expect(errors.some((m) => m.startsWith('outbox: event parked'))).toBe(true);
      expect(await relay.pendingCount()).toBe(0);
    } finally {
      await relay.stop();
    }
  }, 120_000);

  it('creates each topic and its .dlq twin with the configured partitions, idempotently', async () => {
    const topic = `hearth.it-topics-${unique()}`;
    const first = newBus({ createTopics: [topic], topicPartitions: 5 });
    await first.start();
    // A second replica (or a restart) asks again: the existing topics are kept as they are.
    const second = newBus({ createTopics: [topic], topicPartitions: 9 });
    await second.start();
    const admin = new Kafka({ clientId: 'ops', brokers, logLevel: logLevel.NOTHING }).admin();
    await admin.connect();
    try {
      const { topics } = await admin.fetchTopicMetadata({
        topics: [topic, deadLetterTopic(topic)],
      });
      expect(topics.map((t) => [t.name, t.partitions.length]).sort()).toEqual(
        [
          [topic, 5],
          [deadLetterTopic(topic), 5],
        ].sort(),
      );
    } finally {
      await admin.disconnect();
    }
    expect(await second.isHealthy()).toBe(true);
  });

  it('shares the partitions between two replicas of one service, each event handled once', async () => {
    const topic = `hearth.it-replicas-${unique()}`;
    const group = `svc-${unique()}`;
    const byReplica: Record<'a' | 'b', string[]> = { a: [], b: [] };
    const applied: boolean[] = [];
    const replica = (name: 'a' | 'b') => {
      const bus = newBus({ createTopics: [topic], topicPartitions: 6 });
      void bus.subscribe(group, topic, async (e) => {
        byReplica[name].push(e.aggregateId);
        applied.push(
          await handleOnce(dataSource, 'replicas.on-numbered', e, async (manager) => {
            await manager.query(`INSERT INTO "${db.schema}"."effects" ("eventId") VALUES ($1)`, [
              e.id,
            ]);
          }),
        );
      });
      return bus;
    };
    const a = replica('a');
    const b = replica('b');
    await Promise.all([a.start(), b.start()]);
    const producer = newBus();
    await producer.start();
    // 24 aggregates, 5 events each: spread over the 6 partitions by key.
    const events = Array.from({ length: 24 }, (_, k) =>
      Array.from({ length: 5 }, (_, n) => event(`agg-replica-${k}`, n)),
    ).flat();
    // Both members must have joined before the events flow, or one takes every partition.
    await waitFor(
      async () => {
        const admin = new Kafka({ clientId: 'ops', brokers, logLevel: logLevel.NOTHING }).admin();
        await admin.connect();
        try {
          const [described] = (await admin.describeGroups([group])).groups;
          return described?.state === 'Stable' && described.members.length === 2;
        } finally {
          await admin.disconnect();
        }
      },
      60_000,
      'both replicas joined the group',
    );
    await producer.publish(topic, events);
    await waitFor(() => applied.length >= events.length, 60_000, 'every event handled');
    expect(applied.filter(Boolean)).toHaveLength(events.length);
    expect(byReplica.a.length).toBeGreaterThan(0);
    expect(byReplica.b.length).toBeGreaterThan(0);
    // One aggregate's events all went to one replica (one partition), in order.
    for (let k = 0; k < 24; k++) {
      const owners = (['a', 'b'] as const).filter((r) => byReplica[r].includes(`agg-replica-${k}`));
      expect(owners).toHaveLength(1);
    }
    const [{ n }] = (await dataSource.query(
      `SELECT count(*)::int AS n FROM "${db.schema}"."effects" WHERE "eventId" = ANY($1::uuid[])`,
      [events.map((e) => e.id)],
    )) as [{ n: number }];
    expect(n).toBe(events.length);
  }, 120_000);

  it('stopGroup() lets the handler in flight finish and leaves the rest to the next consumer', async () => {
    const topic = `hearth.it-stop-group-${unique()}`;
    const group = `svc-${unique()}`;
    const errors: string[] = [];
    const logger = {
      info: () => undefined,
      warn: () => undefined,
      // The bus's own errors; kafkajs's protocol errors it retries itself (a ListOffsets answered
      // during a rebalance on a loaded machine) carry its namespace and are not the bus's.
      error: (obj: object, msg?: string) =>
        void ('kafkaNamespace' in obj ? undefined : errors.push(msg ?? '')),
    };
    const first = event('agg-stop', 1);
    const second = event('agg-stop', 2); // same key: same partition, after the first
    const started: string[] = [];
    const finished: string[] = [];
    const old = newBus({ createTopics: [topic], logger });
    await old.subscribe(group, topic, async (e) => {
      started.push(e.id);
      await new Promise((r) => setTimeout(r, 500));
      finished.push(e.id);
    });
    await old.start();
    const producer = newBus();
    await producer.start();
    await producer.publish(topic, [first, second]);
    await waitFor(() => started.length === 1, 20_000, 'the first event reached the handler');
    await old.stopGroup(group);
    expect(finished).toEqual([first.id]);
    expect(started).toEqual([first.id]); // the second was not taken

    const next: string[] = [];
    const again = newBus({ createTopics: [topic], logger });
    await again.subscribe(group, topic, async (e) => void next.push(e.id));
    await again.start();
    await waitFor(() => next.includes(second.id), 20_000, 'the next consumer got the second event');
    expect(errors).toEqual([]);
  });

  it('dead-letters a poison event with the error and still delivers the next one', async () => {
    const topic = `hearth.it-poison-${unique()}`;
    const poison = event('agg-poison', 1);
    const next = event('agg-poison', 2); // same key: same partition, strictly after the poison one
    const handled: string[] = [];
    let poisonAttempts = 0;
    const consumer = newBus({
      createTopics: [topic],
      retry: { maxAttempts: 3, initialBackoffMs: 50, maxBackoffMs: 100 },
    });
    await consumer.subscribe(`svc-${unique()}`, topic, async (e) => {
      if (e.id === poison.id) {
        poisonAttempts++;
        throw new Error('cannot handle this one');
      }
      handled.push(e.id);
    });
    await consumer.start();
    const producer = newBus();
    await producer.start();
    await producer.publish(topic, [poison, next]);

    // Read the dead-letter topic the way ops would, with a plain Kafka client.
    const kafka = new Kafka({
      clientId: 'dlq-reader',
      brokers,
      logLevel: logLevel.NOTHING,
    });
    const dlqReader = kafka.consumer({
      groupId: `ops-${unique()}`,
      sessionTimeout: 6_000,
      maxWaitTimeInMs: 500,
    });
    const dead: KafkaMessage[] = [];
    try {
      await dlqReader.connect();
      await dlqReader.subscribe({ topic: deadLetterTopic(topic), fromBeginning: true });
      await dlqReader.run({ eachMessage: async ({ message }) => void dead.push(message) });
      await waitFor(() => handled.includes(next.id), 20_000, 'the next event reached the handler');
      await waitFor(() => dead.length >= 1, 20_000, 'the poison event is in the .dlq topic');
    } finally {
      await dlqReader.disconnect();
    }
    expect(poisonAttempts).toBe(3);
    expect(handled).toEqual([next.id]);
    expect(dead).toHaveLength(1);
    const [message] = dead as [KafkaMessage];
    expect((JSON.parse(message.value!.toString()) as EventEnvelope).id).toBe(poison.id);
    expect(message.key?.toString()).toBe('agg-poison');
    expect(message.headers?.['x-error']?.toString()).toBe('cannot handle this one');
    expect(message.headers?.['x-original-topic']?.toString()).toBe(topic);
    expect(message.headers?.['x-attempts']?.toString()).toBe('3');
    expect(message.headers?.['type']?.toString()).toBe('Numbered');
  });

  it('ops list the dead letters and replay them once the cause is fixed (npm run dlq)', async () => {
    const topic = `hearth.it-replay-${unique()}`;
    const group = `svc-${unique()}`;
    let fixed = false;
    const handled: string[] = [];
    const consumer = newBus({
      createTopics: [topic],
      retry: { maxAttempts: 2, initialBackoffMs: 10, maxBackoffMs: 20 },
    });
    await consumer.subscribe(group, topic, async (e) => {
      if (!fixed && e.aggregateId === 'agg-bug') throw new Error('bug: price missing');
      handled.push(e.id);
    });
    await consumer.start();
    const producer = newBus();
    await producer.start();
    const broken = [event('agg-bug', 1), event('agg-bug', 2)];
    const fine = event('agg-fine', 1);
    await producer.publish(topic, [...broken, fine]);
    await waitFor(() => handled.includes(fine.id), 20_000, 'the good event is handled');
    await waitFor(
      async () => (await listDeadLetters({ brokers, topics: [topic] })).length === 2,
      20_000,
      'both broken events are dead letters',
    );
    const listed = await listDeadLetters({ brokers, topics: [topic] });
    expect(
      listed.map((d) => [
        d.eventId,
        d.originalTopic,
        d.consumerGroup,
        d.attempts,
        d.error,
        d.replayed,
      ]),
    ).toEqual(broken.map((e) => [e.id, topic, group, 2, 'bug: price missing', false]));

    // Only the first one, after the fix; then the rest. Each is replayed once.
    fixed = true;
    expect(await replayDeadLetters({ brokers, topics: [topic], eventIds: [broken[0]!.id] })).toBe(
      1,
    );
    await waitFor(() => handled.includes(broken[0]!.id), 20_000, 'the replayed event is handled');
    expect((await listDeadLetters({ brokers, topics: [topic] })).map((d) => d.replayed)).toEqual([
      true,
      false,
    ]);
    expect(await replayDeadLetters({ brokers, topics: [topic] })).toBe(1);
    expect(await replayDeadLetters({ brokers, topics: [topic] })).toBe(0);
    await waitFor(() => handled.includes(broken[1]!.id), 20_000, 'the second is handled');
    expect(handled.filter((id) => id === broken[0]!.id)).toHaveLength(1);
  }, 90_000);
});
