import { Kafka, logLevel, type Admin } from 'kafkajs';
import { deadLetterTopic } from './bus.js';
import type { KafkaConnection } from './kafka-connection.js';

/** Messages waiting in one topic: for a consumer group (lag) or in a dead-letter topic. */
export interface TopicBacklog {
  /** The consumed topic (for dead letters: the topic whose `.dlq` twin is counted). */
  topic: string;
  /** Messages, summed over the topic's partitions. */
  messages: number;
}

/** What `KafkaBacklogProbe.read` found. */
export interface KafkaBacklog {
  /** Per consumed topic: messages not yet committed by the group (end offset − committed). */
  consumerLag: TopicBacklog[];
  /** Per consumed topic: messages in its dead-letter twin (end offset − start offset). */
  deadLetters: TopicBacklog[];
}

/** Options of `KafkaBacklogProbe`. */
export interface KafkaBacklogProbeOptions {
  brokers: string[];
  /** Kafka client id (the service name). */
  clientId: string;
  /** TLS and SASL (`kafkaConnectionFromEnv`); absent = plaintext. */
  connection?: KafkaConnection;
  /** The consumer group (the service name). */
  groupId: string;
}

/**
 * Reads, through a Kafka admin client of its own, how far one service's consumer group is behind
 * on the topics it consumes and how many messages sit in their dead-letter topics — the
 * `hearth_consumer_lag_messages` and `hearth_dead_letter_messages` gauges
 * (deploy/observability/README.md). Needs only Describe on the group and the topics (implied by
 * the Read and Write a service already has). Connects on the first `read`.
 */
export class KafkaBacklogProbe {
  private readonly admin: Admin;
  private connected: Promise<void> | null = null;

  constructor(private readonly options: KafkaBacklogProbeOptions) {
    this.admin = new Kafka({
      clientId: `${options.clientId}-metrics`,
      brokers: options.brokers,
      ...options.connection,
      retry: { retries: 1, initialRetryTime: 200 },
      logLevel: logLevel.NOTHING,
    }).admin();
  }

  /**
   * The group's lag and the dead letters of `topics` (the topics the service consumes). A topic
   * partition the group never committed counts from the partition's start.
   * @throws the kafkajs error when the broker cannot be reached or a topic does not exist.
   */
  async read(topics: string[]): Promise<KafkaBacklog> {
    if (topics.length === 0) return { consumerLag: [], deadLetters: [] };
    this.connected ??= this.admin.connect().catch((err: unknown) => {
      this.connected = null;
      throw err;
    });
    await this.connected;
    const committed = await this.admin.fetchOffsets({ groupId: this.options.groupId, topics });
    const consumerLag: TopicBacklog[] = [];
    const deadLetters: TopicBacklog[] = [];
    for (const topic of topics) {
      const ends = await this.admin.fetchTopicOffsets(topic);
      const at = committed.find((c) => c.topic === topic)?.partitions ?? [];
      let lag = 0;
      for (const end of ends) {
        const offset = Number(at.find((p) => p.partition === end.partition)?.offset ?? '-1');
        lag += Math.max(0, Number(end.high) - (offset >= 0 ? offset : Number(end.low)));
      }
      consumerLag.push({ topic, messages: lag });
      const dead = await this.admin.fetchTopicOffsets(deadLetterTopic(topic));
      deadLetters.push({
        topic,
        messages: dead.reduce((n, p) => n + Math.max(0, Number(p.high) - Number(p.low)), 0),
      });
    }
    return { consumerLag, deadLetters };
  }

  /** Disconnects the admin client. Never throws. */
  async close(): Promise<void> {
    if (this.connected) await this.admin.disconnect().catch(() => undefined);
    this.connected = null;
  }
}
