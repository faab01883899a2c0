import type { EventEnvelope } from './envelope.js';

/**
 * Handles one delivered event. Throwing means "not handled": the bus retries with backoff and,
 * after the bounded number of attempts, moves the event to the dead-letter topic.
 */
export type EventHandler = (event: EventEnvelope) => Promise<void>;

/** How a bus retries a failing handler before dead-lettering the event. */
export interface RetryPolicy {
  /** Total handler attempts per event, including the first (>= 1). */
  maxAttempts: number;
  /** Delay before the 2nd attempt, in milliseconds; doubles each time. */
  initialBackoffMs: number;
  /** Upper bound of one delay, in milliseconds. */
  maxBackoffMs: number;
}

/** 5 attempts, 200 ms → 400 → 800 → 1 600 ms between them (~3 s before dead-lettering). */
export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  maxAttempts: 5,
  initialBackoffMs: 200,
  maxBackoffMs: 5_000,
};

/** The name of the dead-letter topic for `topic`, where poison messages go after the retries. */
export function deadLetterTopic(topic: string): string {
  return `${topic}.dlq`;
}

/**
 * The port every service uses to exchange integration events.
 * Adapters: `KafkaEventBus` (distributed) and `InProcessEventBus` (embedded default, tests).
 *
 * Delivery is at-least-once: consumers must be idempotent (see `Inbox`).
 */
export interface EventBus {
  /**
   * Publishes events to `topic`, keyed by `aggregateId`. Resolves only once the broker has
   * acknowledged every event; rejects otherwise (the outbox relay then retries).
   */
  publish(topic: string, events: EventEnvelope[]): Promise<void>;
  /**
   * Registers `handler` for `topic` in consumer group `groupId` (one group per service).
   * Must be called before `start()`.
   */
  subscribe(groupId: string, topic: string, handler: EventHandler): Promise<void>;
  /** Connects producers and starts the consumers registered so far. */
  start(): Promise<void>;
  /** Stops consuming (lets in-flight handlers finish), then disconnects. Idempotent. */
  stop(): Promise<void>;
  /**
   * Stops delivering to consumer group `groupId` only (a service shutting down while the bus
   * keeps serving others) and resolves once the group's handler in flight, if any, has returned.
   * A failing handler is not retried again and nothing the group has not handled is
   * acknowledged: the in-process bus keeps it for a later `subscribe` of the same group (which
   * resumes delivery), Kafka redelivers it to the group's next consumer. Other groups are
   * unaffected. Idempotent; a group that never subscribed resolves at once.
   */
  stopGroup(groupId: string): Promise<void>;
  /** True while the bus can reach its broker (used by `/health/ready`). */
  isHealthy(): Promise<boolean>;
}
