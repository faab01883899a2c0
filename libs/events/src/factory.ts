import type { EventBus, RetryPolicy } from './bus.js';
import type { EventsLogger } from './logger.js';
import { KafkaEventBus } from './kafka-bus.js';
import { sharedInProcessBus } from './in-process-bus.js';
import { ALL_TOPICS } from './topics.js';
import type { KafkaConnection } from './kafka-connection.js';

/**
 * Picks the bus for the current mode (embedded in one process, or distributed): a new
 * `KafkaEventBus` when `kafkaBrokers` is a non-empty list (distributed; it tries to create
 * `ALL_TOPICS` and their `.dlq` twins on start, so a broker without auto-creation works too), else
 * the process-wide `sharedInProcessBus()` (embedded; `logger`/`retry` then only apply if this call
 * creates it). `connection` (TLS, SASL: `kafkaConnectionFromEnv`) applies to the Kafka bus.
 */
export function createEventBus(options: {
  kafkaBrokers?: string[] | undefined;
  clientId: string;
  logger?: EventsLogger;
  retry?: RetryPolicy;
  /** Partitions of the topics the Kafka bus creates (default `DEFAULT_TOPIC_PARTITIONS`). */
  topicPartitions?: number;
  /** TLS and SASL of the Kafka connections; absent = plaintext, no authentication. */
  connection?: KafkaConnection;
  /** The Kafka consumers' session timeout in ms (default the bus's 30,000). */
  sessionTimeoutMs?: number;
}): EventBus {
  const brokers = (options.kafkaBrokers ?? []).map((b) => b.trim()).filter(Boolean);
  const common = {
    ...(options.logger && { logger: options.logger }),
    ...(options.retry && { retry: options.retry }),
  };
  if (brokers.length > 0)
    return new KafkaEventBus({
      brokers,
      clientId: options.clientId,
      createTopics: [...ALL_TOPICS],
      ...(options.connection && { connection: options.connection }),
      ...(options.topicPartitions && { topicPartitions: options.topicPartitions }),
      ...(options.sessionTimeoutMs && { sessionTimeoutMs: options.sessionTimeoutMs }),
      ...common,
    });
  return sharedInProcessBus(common);
}
