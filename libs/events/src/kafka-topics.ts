import type { Admin, Kafka } from 'kafkajs';
import { deadLetterTopic } from './bus.js';
import { toError, type EventsLogger } from './logger.js';

/** How `ensureTopics` creates a missing topic. */
interface TopicSettings {
  /** Partitions of each created topic. */
  partitions: number;
  /** Replication factor of each created topic (-1: the broker's `default.replication.factor`). */
  replicationFactor: number;
}

/**
 * Topic administration for `KafkaEventBus.start()`: creates `topics` and their dead-letter twins
 * with `settings`; a topic that exists already is kept as it is (createTopics answers "already
 * exists", which is not an error). Then waits until every one has leaders, so consumers that
 * join next are assigned its partitions. A broker that refuses (e.g. no CREATE permission) is
 * logged, and auto-creation on first produce remains the fallback.
 */
export async function ensureTopics(
  kafka: Kafka,
  topics: string[],
  settings: TopicSettings,
  logger: EventsLogger,
): Promise<void> {
  if (topics.length === 0) return;
  const all = [...new Set(topics.flatMap((t) => [t, deadLetterTopic(t)]))];
  const admin: Admin = kafka.admin();
  try {
    await admin.connect();
    // Only the missing ones: asking for an existing topic makes kafkajs log an error.
    const existing = new Set(await admin.listTopics());
    const missing = all.filter((topic) => !existing.has(topic));
    if (missing.length > 0) await createTopics(admin, missing, settings);
    // Another replica or service may be creating the same topics right now: a consumer that
    // joins before their partitions have leaders is assigned nothing for them until its next
    // metadata refresh (minutes). Wait until every topic is ready.
    await waitForLeaders(admin, all);
  } catch (err) {
    logger.warn(
      { topics: all, err: toError(err) },
      'could not create topics; relying on broker auto-creation on first produce',
    );
  } finally {
    await admin.disconnect().catch(() => undefined);
  }
}

/** Creates `topics`; "already exists" (a concurrent creator won) is not an error. */
async function createTopics(
  admin: Admin,
  topics: string[],
  settings: TopicSettings,
): Promise<void> {
  try {
    await admin.createTopics({
      topics: topics.map((topic) => ({
        topic,
        numPartitions: settings.partitions,
        replicationFactor: settings.replicationFactor,
      })),
      waitForLeaders: true,
    });
  } catch (err) {
    const already = (err as { type?: string; errors?: Array<{ type?: string }> }) ?? {};
    const onlyExists =
      already.type === 'TOPIC_ALREADY_EXISTS' ||
      (Array.isArray(already.errors) &&
        already.errors.length > 0 &&
        already.errors.every((e) => e.type === 'TOPIC_ALREADY_EXISTS'));
    if (!onlyExists) throw err;
  }
}

/**
 * Waits (up to 30 s) until every topic has partitions, each with a leader.
 * @throws Error naming the topics still not ready after 30 s.
 */
async function waitForLeaders(admin: Admin, topics: string[]): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const notReady = await admin
      .fetchTopicMetadata({ topics })
      .then((m) =>
        topics.filter((t) => {
          const found = m.topics.find((x) => x.name === t);
          return (
            !found || found.partitions.length === 0 || found.partitions.some((p) => p.leader < 0)
          );
        }),
      )
      .catch(() => topics);
    if (notReady.length === 0) return;
    if (Date.now() > deadline)
      throw new Error(`topics without leaders after 30 s: ${notReady.join(', ')}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
