// Operations on the dead-letter topics (`<topic>.dlq`): list what is there and replay it to its
// original topic once the cause is fixed. Replays are remembered as the committed offsets of the
// consumer group `hearth-ops-dlq-replay` on each .dlq topic, so a message is replayed once.
// CLI: scripts/dlq.mjs (`npm run dlq -- list|replay`).
import { randomUUID } from 'node:crypto';
import kafkajs from 'kafkajs';

const { Kafka, logLevel } = kafkajs;

/** Consumer group whose committed offsets mark the dead letters already replayed. */
export const REPLAY_GROUP = 'hearth-ops-dlq-replay';
const DLQ_SUFFIX = '.dlq';
/** Headers the bus adds when it dead-letters a message (libs/events EventHeaders). */
const ERROR_HEADERS = ['x-error', 'x-original-topic', 'x-attempts', 'x-consumer-group'];

const text = (value) =>
  value == null ? null : Buffer.isBuffer(value) ? value.toString('utf8') : String(value);

function describe(topic, partition, message, replayedUpTo) {
  const headers = message.headers ?? {};
  let event;
  try {
    event = JSON.parse(message.value?.toString('utf8') ?? '{}');
  } catch {
    event = {};
  }
  return {
    topic,
    partition,
    offset: message.offset,
    timestamp: new Date(Number(message.timestamp)).toISOString(),
    originalTopic: text(headers['x-original-topic']) ?? topic.slice(0, -DLQ_SUFFIX.length),
    consumerGroup: text(headers['x-consumer-group']),
    attempts: Number(text(headers['x-attempts']) ?? 0),
    error: text(headers['x-error']),
    eventId: typeof event.id === 'string' ? event.id : null,
    eventType: typeof event.type === 'string' ? event.type : text(headers.type),
    replayed: BigInt(message.offset) < BigInt(replayedUpTo.get(partition) ?? '0'),
    message,
  };
}

/** Every `.dlq` topic on the cluster, or `<t>.dlq` for the given topics. */
async function dlqTopics(admin, topics) {
  if (topics?.length) return topics.map((t) => (t.endsWith(DLQ_SUFFIX) ? t : `${t}${DLQ_SUFFIX}`));
  return (await admin.listTopics()).filter((t) => t.endsWith(DLQ_SUFFIX)).sort();
}

/** Reads every message of `topic` up to its current end (a throw-away consumer group). */
async function readAll(kafka, admin, topic) {
  const ends = new Map(
    (await admin.fetchTopicOffsets(topic)).map((p) => [p.partition, BigInt(p.high)]),
  );
  const total = [...ends.values()].reduce((n, high) => n + high, 0n);
  if (total === 0n) return [];
  const consumer = kafka.consumer({
    groupId: `hearth-ops-dlq-read-${randomUUID()}`,
    maxWaitTimeInMs: 200,
  });
  const out = [];
  await consumer.connect();
  try {
    await consumer.subscribe({ topic, fromBeginning: true });
    let done;
    const finished = new Promise((resolve) => (done = resolve));
    await consumer.run({
      eachMessage: async ({ partition, message }) => {
        if (BigInt(message.offset) < (ends.get(partition) ?? 0n)) out.push({ partition, message });
        if (BigInt(out.length) >= total) done();
      },
    });
    const timer = setTimeout(done, 30_000);
    await finished;
    clearTimeout(timer);
  } finally {
    await consumer.disconnect();
  }
  return out.sort(
    (a, b) =>
      a.partition - b.partition || Number(BigInt(a.message.offset) - BigInt(b.message.offset)),
  );
}

async function replayedOffsets(admin, topic) {
  const [committed] = await admin.fetchOffsets({ groupId: REPLAY_GROUP, topics: [topic] });
  return new Map(
    (committed?.partitions ?? [])
      .filter((p) => p.offset !== '-1')
      .map((p) => [p.partition, p.offset]),
  );
}

/** The ops client; `connection`: TLS and SASL (`kafkaConnectionFromEnv` of @hearth/events). */
function client(brokers, connection = {}) {
  return new Kafka({
    clientId: 'hearth-ops-dlq',
    brokers,
    logLevel: logLevel.NOTHING,
    ...connection,
  });
}

/**
 * Lists the dead letters of `topics` (their `.dlq` twins; default every `.dlq` topic).
 * @param {{ brokers: string[], topics?: string[], connection?: object }} options
 * @returns {Promise<Array<{ topic: string, partition: number, offset: string, timestamp: string,
 *   originalTopic: string, consumerGroup: string | null, attempts: number, error: string | null,
 *   eventId: string | null, eventType: string | null, replayed: boolean }>>}
 */
export async function listDeadLetters({ brokers, topics, connection }) {
  const kafka = client(brokers, connection);
  const admin = kafka.admin();
  await admin.connect();
  try {
    const rows = [];
    for (const topic of await dlqTopics(admin, topics)) {
      const replayed = await replayedOffsets(admin, topic);
      for (const { partition, message } of await readAll(kafka, admin, topic)) {
        const { message: _raw, ...row } = describe(topic, partition, message, replayed);
        rows.push(row);
      }
    }
    return rows;
  } finally {
    await admin.disconnect();
  }
}

/**
 * Produces the dead letters not yet replayed (optionally only the events `eventIds`) back to their
 * original topics — same key, value and headers, without the dead-letter headers — then marks them
 * replayed. Every consumer group of that topic receives them again; the groups that had handled
 * them already skip them (their inbox), the one that failed handles them now.
 * @param {{ brokers: string[], topics?: string[], eventIds?: string[], connection?: object }} options
 * @returns {Promise<number>} how many messages were replayed
 */
export async function replayDeadLetters({ brokers, topics, eventIds, connection }) {
  const kafka = client(brokers, connection);
  const admin = kafka.admin();
  const producer = kafka.producer({ idempotent: true, maxInFlightRequests: 1 });
  await Promise.all([admin.connect(), producer.connect()]);
  let replayedCount = 0;
  try {
    for (const topic of await dlqTopics(admin, topics)) {
      const replayed = await replayedOffsets(admin, topic);
      const pending = (await readAll(kafka, admin, topic))
        .map(({ partition, message }) => describe(topic, partition, message, replayed))
        .filter((r) => !r.replayed);
      const chosen = (r) => !eventIds || eventIds.includes(r.eventId);
      for (const row of pending.filter(chosen)) {
        const headers = { ...row.message.headers };
        for (const name of ERROR_HEADERS) delete headers[name];
        await producer.send({
          topic: row.originalTopic,
          acks: -1,
          messages: [{ key: row.message.key, value: row.message.value, headers }],
        });
        replayedCount++;
      }
      // Mark replayed: per partition, up to the first pending message that was not chosen (an
      // offset marks everything before it), so a filtered replay never hides a skipped one.
      const marks = [];
      for (const partition of new Set(pending.map((r) => r.partition))) {
        let next;
        for (const row of pending.filter((r) => r.partition === partition)) {
          if (!chosen(row)) break;
          next = (BigInt(row.offset) + 1n).toString();
        }
        if (next) marks.push({ partition, offset: next });
      }
      if (marks.length > 0)
        await admin.setOffsets({ groupId: REPLAY_GROUP, topic, partitions: marks });
    }
    return replayedCount;
  } finally {
    await producer.disconnect();
    await admin.disconnect();
  }
}
