import type { DataSource } from 'typeorm';
import { KafkaBacklogProbe, type KafkaBacklog, type KafkaConnection } from '@hearth/events';
import type { ServiceMetrics } from './metrics.js';

/** How long one read of the database or the broker serves scrapes (ms): several gauges share it. */
const READ_CACHE_MS = 5_000;

/**
 * `read` shared by the calls within `ms` of the last one that started it (one query for the
 * several gauges of one scrape, and at most one per `ms` however many Prometheus servers scrape).
 * A failed read is not kept.
 */
function sharedFor<T>(ms: number, read: () => Promise<T>): () => Promise<T> {
  let last: { at: number; value: Promise<T> } | undefined;
  return () => {
    if (!last || Date.now() - last.at > ms) {
      const value = read();
      last = { at: Date.now(), value };
      value.catch(() => (last = undefined));
    }
    return last.value;
  };
}

interface OutboxState {
  pending: number;
  parked: number;
  oldestSeconds: number;
}

/**
 * Registers the outbox gauges of the service whose DataSource is `dataSource`, read from its
 * `outbox` table at scrape time: `hearth_outbox_pending_events` (rows the broker has not
 * acknowledged), `hearth_outbox_oldest_pending_age_seconds` (age of the oldest such row, 0 when
 * none: the outbox lag, alert HearthOutboxLag) and `hearth_outbox_parked_events` (rows the broker
 * refused for good, set aside). Every replica reports the same table (alerts take the max).
 */
export function registerOutboxMetrics(
  metrics: ServiceMetrics,
  dataSource: DataSource,
  onError: (err: unknown) => void,
): void {
  const schema = (dataSource.options as { schema?: string }).schema;
  const table = schema ? `"${schema.replace(/"/g, '""')}"."outbox"` : '"outbox"';
  const read = sharedFor(READ_CACHE_MS, async (): Promise<OutboxState> => {
    const [row]: Array<{ pending: number; parked: number; oldest: number | null }> =
      await dataSource.query(
        `SELECT count(*) FILTER (WHERE "publishedAt" IS NULL AND "parkedAt" IS NULL)::int AS pending,
                count(*) FILTER (WHERE "parkedAt" IS NOT NULL AND "publishedAt" IS NULL)::int AS parked,
                extract(epoch FROM clock_timestamp() - min("createdAt")
                  FILTER (WHERE "publishedAt" IS NULL AND "parkedAt" IS NULL))::float8 AS oldest
           FROM ${table} WHERE "publishedAt" IS NULL`,
      );
    return {
      pending: row?.pending ?? 0,
      parked: row?.parked ?? 0,
      oldestSeconds: Math.max(0, row?.oldest ?? 0),
    };
  });
  const gauge = (name: string, help: string, pick: (s: OutboxState) => number) =>
    metrics.gaugeFrom(
      name,
      help,
      [],
      async () => [{ labels: {}, value: pick(await read()) }],
      onError,
    );
  gauge(
    'hearth_outbox_pending_events',
    'Outbox rows not yet acknowledged by the broker',
    (s) => s.pending,
  );
  gauge(
    'hearth_outbox_oldest_pending_age_seconds',
    'Age in seconds of the oldest outbox row not yet acknowledged by the broker (0 when none)',
    (s) => s.oldestSeconds,
  );
  gauge(
    'hearth_outbox_parked_events',
    'Outbox rows the broker refused for good, set aside for an operator',
    (s) => s.parked,
  );
}

/** Where the service's Kafka is (absent: the in-process bus, no broker to ask). */
export interface KafkaMetricsTarget {
  brokers: string[];
  connection?: KafkaConnection;
}

/**
 * Registers the broker gauges of `metrics.service`'s consumer group, read from Kafka at scrape
 * time (`KafkaBacklogProbe`) for the topics `topics()` names (those the service consumes):
 * `hearth_consumer_lag_messages{topic}` (messages the group has not committed; alert
 * HearthConsumerLag) and `hearth_dead_letter_messages{topic}` (messages in the topic's `.dlq`
 * twin; alert HearthDeadLetters). Returns a closer for shutdown.
 */
export function registerKafkaMetrics(
  metrics: ServiceMetrics,
  kafka: KafkaMetricsTarget,
  topics: () => string[],
  onError: (err: unknown) => void,
): () => Promise<void> {
  const probe = new KafkaBacklogProbe({
    brokers: kafka.brokers,
    clientId: metrics.service,
    groupId: metrics.service,
    ...(kafka.connection && { connection: kafka.connection }),
  });
  const read = sharedFor(READ_CACHE_MS, () => probe.read(topics()));
  const gauge = (name: string, help: string, pick: (b: KafkaBacklog) => typeof b.consumerLag) =>
    metrics.gaugeFrom(
      name,
      help,
      ['topic'],
      async () =>
        pick(await read()).map(({ topic, messages }) => ({ labels: { topic }, value: messages })),
      onError,
    );
  gauge(
    'hearth_consumer_lag_messages',
    "Messages of a consumed topic not yet committed by this service's consumer group",
    (b) => b.consumerLag,
  );
  gauge(
    'hearth_dead_letter_messages',
    "Messages in a consumed topic's dead-letter twin (<topic>.dlq)",
    (b) => b.deadLetters,
  );
  return () => probe.close();
}
