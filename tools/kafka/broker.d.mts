/** A running single-node Apache Kafka broker (KRaft) started by `startKafka`. */
export interface KafkaBroker {
  /** Bootstrap servers, e.g. `['127.0.0.1:40123']`. */
  brokers: string[];
  /** The client port (kept by `restart()`). */
  port: number;
  /** The broker's own version, as it logged it (`Kafka version: …`). */
  version: string;
  /** Folder with server.properties, the log segments and broker.log. */
  dataDir: string;
  /** The broker's log file. */
  logFile: string;
  /** PID of the JVM. */
  pid: number | undefined;
  /** Graceful shutdown (SIGTERM; SIGKILL after 15 s). Data kept. Idempotent. */
  stop(): Promise<void>;
  /** Kills the JVM at once (a crash). Data kept. Idempotent. */
  kill(): Promise<void>;
  /** Stops this broker if running and starts a new one on the same ports with the same data. */
  restart(): Promise<KafkaBroker>;
  /** Stops the broker and deletes its data folder if the launcher created it. */
  destroy(): Promise<void>;
}

export interface StartKafkaOptions {
  /** Client port (default: a free one). */
  port?: number;
  /** Default partitions of auto-created topics (default 3). */
  partitions?: number;
  /** Data folder (default: a fresh temp folder, deleted by `destroy()`). */
  dataDir?: string;
  /** Broker log file (default `<dataDir>/broker.log`). */
  logFile?: string;
  /** JVM heap in MiB (default 512). */
  heapMb?: number;
  /** Controller port (default: a free one). */
  controllerPort?: number;
  /**
   * Clients connect with SASL/SCRAM-SHA-512 over TLS on `port` instead of plaintext. `keystore`:
   * PEM file with the broker's unencrypted PKCS#8 key and certificate chain; `truststore`: PEM
   * CA file; `users`: SCRAM users (name → password); `internalPort`: the broker's own
   * loopback PLAINTEXT listener (default: a free one); `superUsers`: when given, the broker
   * runs KRaft's StandardAuthorizer (`allow.everyone.if.no.acl.found=false`): a client may do
   * only what an ACL allows it, except these users (and the broker's own ANONYMOUS listeners).
   */
  saslSsl?: {
    keystore: string;
    truststore: string;
    users: Record<string, string>;
    internalPort?: number;
    superUsers?: string[];
  };
}

/** The broker version pinned in tools/kafka/pom.xml. */
export const KAFKA_VERSION: string;
/** Folder holding the broker's jars: `CACHE_DIR/kafka-<version>/libs`. */
export const KAFKA_LIBS: string;
/** The machine's cache outside the clone: `$HEARTH_CACHE_DIR`, else `${XDG_CACHE_HOME:-~/.cache}/hearth`. */
export const CACHE_DIR: string;
/** Fetches the broker jars with Maven unless cached. @throws if Java or Maven is missing. */
export function ensureKafkaJars(): void;
/**
 * A free TCP port on 127.0.0.1, from a band below the ephemeral range (28200–28999, a slice per
 * Jest worker), never handed out twice by one process.
 */
export function freePort(): Promise<number>;
/**
 * Starts a single-node KRaft broker and resolves once it accepts clients (about 5 s).
 * @throws with the tail of the broker's log if it does not start within 90 s.
 */
export function startKafka(options?: StartKafkaOptions): Promise<KafkaBroker>;
