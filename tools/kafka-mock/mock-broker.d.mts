/** A running librdkafka mock cluster (1 broker, id 1). */
export interface MockBroker {
  /** Bootstrap servers, e.g. `['127.0.0.1:40123']`. */
  brokers: string[];
  /** Drops the broker's connections and refuses new ones until `up()`. */
  down(): Promise<void>;
  /** Makes the broker accept connections again. */
  up(): Promise<void>;
  /** Terminates the mock process (SIGTERM, SIGKILL after 3 s). Idempotent. */
  stop(): Promise<void>;
}

/**
 * Starts the mock cluster, building `tools/kafka-mock/kafka-mock` first if missing.
 * `topics` are created at launch with 3 partitions. Throws with an `apt-get install
 * librdkafka-dev` hint if the launcher cannot be built.
 */
export function startMockBroker(options?: { topics?: string[] }): Promise<MockBroker>;
