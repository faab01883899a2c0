/**
 * The spine's event path over the Kafka protocol: the six subgraphs run with KAFKA_BROKERS set
 * (KafkaEventBus, one consumer group per service) against a real Apache Kafka broker of its own
 * (the services create their topics at start-up); a sign-up
 * through the gateway makes `users` publish UserRegistered via its outbox, and `notifications`
 * (another service, another consumer group) stores the welcome notification. Then the demo data
 * goes in through the gateway and every event on every topic is delivered a second time: no
 * consumer changes anything (the inbox gives each event one effect). With tracing on (an OTLP
 * receiver of the test's own), one checkout of the demo data is one connected trace from the
 * gateway through orders, the broker, sessions, orders again and notifications (issue 27).
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ALL_TOPICS, DEFAULT_TOPIC_PARTITIONS, deadLetterTopic } from '@hearth/events';
import { AssignerProtocol, Kafka, logLevel, type Admin, type KafkaMessage } from 'kafkajs';
import { createServer, type Server } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { seed } from '../../scripts/seed/seed.mjs';
import { startKafka, type KafkaBroker } from '../../test/support/kafka.js';
import { eventually, freshDatabase, gql, query } from '../../test/support/db.js';
import { SERVICES, startStack } from '../../scripts/lib/stack.mjs';

/**
 * What is still moving: services with unpublished outbox rows and consumer groups that have not
 * committed up to the end of a topic they subscribe to. Empty when everything has settled.
 */
async function inFlight(db: string, admin: Admin): Promise<string[]> {
  const moving: string[] = [];
  for (const service of SERVICES) {
    const [row] = await query<{ n: number }>(
      db,
      `SELECT count(*)::int AS n FROM "${service}".outbox WHERE "publishedAt" IS NULL`,
    );
    if (row!.n > 0) moving.push(`${service}.outbox: ${row!.n} unpublished`);
  }
  const { groups } = await admin.describeGroups([...SERVICES]);
  for (const group of groups) {
    if (group.state === 'Dead') continue; // a service that consumes nothing has no group
    if (group.state !== 'Stable') {
      moving.push(`${group.groupId}: ${group.state}`);
      continue;
    }
    const topics = new Set(
      group.members.flatMap(
        (m) => AssignerProtocol.MemberMetadata.decode(m.memberMetadata)?.topics ?? [],
      ),
    );
    const committed = await admin.fetchOffsets({ groupId: group.groupId, topics: [...topics] });
    for (const { topic, partitions } of committed) {
      for (const end of await admin.fetchTopicOffsets(topic)) {
        const at = partitions.find((p) => p.partition === end.partition)?.offset ?? '-1';
        if (end.high !== '0' && at !== end.high)
          moving.push(`${group.groupId} ${topic}[${end.partition}] at ${at} of ${end.high}`);
      }
    }
  }
  return moving;
}

/** Waits until `inFlight` is empty; on timeout the error says what was still moving. */
async function settled(db: string, admin: Admin, timeoutMs: number): Promise<void> {
  let last: string[] = [];
  try {
    await eventually(async () => (last = await inFlight(db, admin)).length === 0, timeoutMs);
  } catch {
    throw new Error(`still in flight after ${timeoutMs} ms: ${last.join('; ')}`);
  }
}

/** A fingerprint of every service table but the outbox (whose publish bookkeeping may move). */
async function fingerprint(db: string): Promise<Record<string, string>> {
  const tables = await query<{ schema: string; name: string }>(
    db,
    `SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
      WHERE table_schema = ANY($1) AND table_type = 'BASE TABLE' AND table_name <> 'outbox'
      ORDER BY 1, 2`,
    [[...SERVICES]],
  );
  const prints: Record<string, string> = {};
  for (const { schema, name } of tables) {
    const [row] = await query<{ rows: number; digest: string | null }>(
      db,
      `SELECT count(*)::int AS rows, md5(string_agg(t::text, '|' ORDER BY t::text)) AS digest
         FROM "${schema}"."${name}" t`,
    );
    prints[`${schema}.${name}`] = `${row!.rows}:${row!.digest ?? ''}`;
  }
  for (const service of SERVICES) {
    const [row] = await query<{ n: number }>(
      db,
      `SELECT count(*)::int AS n FROM "${service}".outbox`,
    );
    prints[`${service}.outbox`] = `${row!.n} rows`;
  }
  return prints;
}

/** One span as an OTLP/HTTP JSON export carries it, with its resource's `service.name`. */
interface ReceivedSpan {
  service: string;
  traceId: string;
  spanId: string;
  parentSpanId: string;
  name: string;
  /** OTLP SpanKind: 2 server, 3 client, 4 producer, 5 consumer. */
  kind: number;
  attributes: Record<string, string>;
}

/**
 * A minimal OTLP/HTTP trace receiver (JSON, what OpenTelemetry's `exporter-trace-otlp-http`
 * sends) on a free 127.0.0.1 port: `POST /v1/traces` is answered 200 and its spans kept.
 */
async function startOtlpReceiver(): Promise<{
  url: string;
  spans: ReceivedSpan[];
  server: Server;
}> {
  type KeyValue = { key: string; value: { stringValue?: string; intValue?: string | number } };
  const attrs = (list: KeyValue[] = []) =>
    Object.fromEntries(list.map((a) => [a.key, String(a.value.stringValue ?? a.value.intValue)]));
  const spans: ReceivedSpan[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      let body = Buffer.concat(chunks);
      if (req.headers['content-encoding'] === 'gzip') body = gunzipSync(body);
      const doc = JSON.parse(body.toString('utf8')) as {
        resourceSpans?: Array<{
          resource?: { attributes?: KeyValue[] };
          scopeSpans?: Array<{
            spans?: Array<
              Omit<ReceivedSpan, 'service' | 'attributes'> & { attributes?: KeyValue[] }
            >;
          }>;
        }>;
      };
      for (const rs of doc.resourceSpans ?? []) {
        const service = attrs(rs.resource?.attributes)['service.name'] ?? '?';
        for (const ss of rs.scopeSpans ?? [])
          for (const span of ss.spans ?? [])
            spans.push({ ...span, service, attributes: attrs(span.attributes) });
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}`, spans, server };
}

describe('UserRegistered travels users → notifications over Kafka', () => {
  let broker: KafkaBroker;
  let stack: Awaited<ReturnType<typeof startStack>>;
  let db: string;
  let otlp: Awaited<ReturnType<typeof startOtlpReceiver>>;
  const OTEL_ENV = ['OTEL_EXPORTER_OTLP_ENDPOINT', 'OTEL_BSP_SCHEDULE_DELAY'] as const;

  beforeAll(async () => {
    // Traces on, to a receiver of the test's own: the gateway (this process) and the subgraphs'
    // threads (which get this environment) export to it.
    otlp = await startOtlpReceiver();
    process.env.OTEL_EXPORTER_OTLP_ENDPOINT = otlp.url;
    process.env.OTEL_BSP_SCHEDULE_DELAY = '200';
    // Its own broker: the six services use the platform's topic and group names.
    broker = await startKafka();
    db = await freshDatabase('hearth_test_kafka_flow');
    stack = await startStack({
      databaseUrl: db,
      basePort: 26_000,
      kafkaBrokers: broker.brokers,
      logLevel: 'silent',
      // The demo data signs up 16 accounts within a minute.
      env: { AUTH_RATE_LIMIT_PER_MINUTE: '1000' },
    });
  }, 180_000);
  afterAll(async () => {
    await stack?.stop();
    await broker?.destroy();
    for (const name of OTEL_ENV) delete process.env[name];
    await new Promise((resolve) => otlp?.server.close(resolve));
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
    }, 90_000); // consumer-group joins take seconds, more on a loaded CI machine
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
  }, 150_000);

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

  it('every consumer gives each event delivered twice one effect', async () => {
    // Real traffic for every consumer: the demo data (chefs approved, restaurants, dishes, menus,
    // sessions, guests, orders accepted and completed, reviews) through the gateway.
    await seed({ gatewayUrl: stack.gatewayUrl, databaseUrl: db, log: () => undefined });
    const kafka = new Kafka({
      clientId: 'ops',
      brokers: broker.brokers,
      logLevel: logLevel.NOTHING,
    });
    const admin = kafka.admin();
    await admin.connect();
    try {
      await settled(db, admin, 180_000);
      const before = await fingerprint(db);

      // Read every message of every topic up to its current end, then produce each once more
      // (same key, value and headers): what a relay re-publishing after a lost ack would do.
      const ends = new Map<string, Map<number, string>>();
      for (const topic of ALL_TOPICS)
        ends.set(
          topic,
          new Map((await admin.fetchTopicOffsets(topic)).map((p) => [p.partition, p.high])),
        );
      const total = [...ends.values()]
        .flatMap((m) => [...m.values()])
        .reduce((sum, high) => sum + Number(high), 0);
      expect(total).toBeGreaterThan(200);
      const copies: Array<{ topic: string; message: KafkaMessage }> = [];
      const reader = kafka.consumer({ groupId: 'replayer', maxWaitTimeInMs: 200 });
      await reader.connect();
      await reader.subscribe({ topics: [...ALL_TOPICS], fromBeginning: true });
      await reader.run({
        eachMessage: async ({ topic, partition, message }) => {
          if (BigInt(message.offset) < BigInt(ends.get(topic)!.get(partition) ?? '0'))
            copies.push({ topic, message });
        },
      });
      await eventually(async () => copies.length >= total, 60_000);
      await reader.disconnect();
      expect(copies).toHaveLength(total);
      const producer = kafka.producer();
      await producer.connect();
      for (const topic of ALL_TOPICS) {
        const messages = copies
          .filter((c) => c.topic === topic)
          .map(({ message }) => ({
            key: message.key,
            value: message.value,
            headers: message.headers,
          }));
        if (messages.length > 0) await producer.send({ topic, acks: -1, messages });
      }
      await producer.disconnect();

      await settled(db, admin, 180_000);
      expect(await fingerprint(db)).toEqual(before);
      // …and no consumer failed on a copy.
      for (const topic of ALL_TOPICS) {
        const dead = await admin.fetchTopicOffsets(deadLetterTopic(topic));
        expect({ topic, dead: dead.reduce((n, p) => n + Number(p.high), 0) }).toEqual({
          topic,
          dead: 0,
        });
      }
    } finally {
      await admin.disconnect();
    }
  }, 600_000);
  it('traces one checkout as one connected trace: gateway → orders → broker → sessions → orders → notifications', async () => {
    // The demo data's checkouts (previous test) ran with tracing on. A checkout's trace is the one
    // in which orders published OrderPlaced.
    const PRODUCER = 4;
    const CONSUMER = 5;
    const traceOf = (traceId: string) => otlp.spans.filter((s) => s.traceId === traceId);
    const checkouts = () =>
      [
        ...new Set(
          otlp.spans
            .filter(
              (s) =>
                s.name === 'send hearth.orders' &&
                s.attributes['hearth.event.type'] === 'OrderPlaced',
            )
            .map((s) => s.traceId),
        ),
      ].map(traceOf);
    const whole = (spans: ReceivedSpan[]) =>
      ['gateway', 'orders', 'sessions', 'notifications'].every((svc) =>
        spans.some((s) => s.service === svc),
      ) && spans.some((s) => s.service === 'notifications' && s.kind === CONSUMER);
    const trace = await eventually(async () => checkouts().find(whole), 60_000);
    const services = [...new Set(trace.map((s) => s.service))].sort();
    expect(services).toEqual(
      expect.arrayContaining(['gateway', 'notifications', 'orders', 'sessions']),
    );
    // The broker in between: orders' and sessions' sends, and the consumers' processing of them.
    const hops = trace
      .filter((s) => s.attributes['messaging.system'] === 'kafka')
      .map(
        (s) =>
          `${s.service} ${s.kind === PRODUCER ? 'send' : s.kind === CONSUMER ? 'process' : '?'} ${s.attributes['messaging.destination.name']} ${s.attributes['hearth.event.type']}`,
      );
    expect(hops).toEqual(
      expect.arrayContaining([
        'orders send hearth.orders OrderPlaced',
        'sessions process hearth.orders OrderPlaced',
        'orders process hearth.sessions StockReserved',
        'notifications process hearth.orders OrderPending',
      ]),
    );
    expect(
      hops.some((h) => /^sessions send hearth\.sessions (StockReserved|StockRejected)$/.test(h)),
    ).toBe(true);
    // Connected: one root (the gateway's request), every other span's parent is in the trace.
    const ids = new Set(trace.map((s) => s.spanId));
    const roots = trace.filter((s) => !s.parentSpanId || !ids.has(s.parentSpanId));
    expect(roots.map((s) => `${s.service} ${s.name}`)).toEqual(['gateway POST /graphql']);
    // Each consumer span follows the producer span of the message it handled.
    for (const consumer of trace.filter((s) => s.kind === CONSUMER)) {
      const parent = trace.find((s) => s.spanId === consumer.parentSpanId);
      expect([consumer.name, parent?.kind]).toEqual([consumer.name, PRODUCER]);
    }
  }, 90_000);
});
