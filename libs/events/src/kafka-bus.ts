import {
  Kafka,
  Partitioners,
  logLevel,
  type Consumer,
  type EachMessagePayload,
  type IHeaders,
  type LogEntry,
  type Producer,
} from 'kafkajs';
import type { EventEnvelope } from './envelope.js';
import {
  DEFAULT_RETRY_POLICY,
  deadLetterTopic,
  type EventBus,
  type EventHandler,
  type RetryPolicy,
} from './bus.js';
import { ensureTopics } from './kafka-topics.js';
import { superviseConsumer, type SupervisionHandle } from './consumer-supervisor.js';
import { deliverWithRetry } from './retry.js';
import { noopLogger, toError, type EventsLogger } from './logger.js';
import type { KafkaConnection } from './kafka-connection.js';

/** Options of `KafkaEventBus`. */
export interface KafkaEventBusOptions {
  /** Bootstrap servers, `host:port`. */
  brokers: string[];
  /** Kafka client id (the service name). */
  clientId: string;
  /**
   * TLS and SASL of the connections (`kafkaConnectionFromEnv`); absent = plaintext without
   * authentication (tests, the embedded launcher with a local broker).
   */
  connection?: KafkaConnection;
  logger?: EventsLogger;
  /** Handler retries before dead-lettering (default `DEFAULT_RETRY_POLICY`). */
  retry?: RetryPolicy;
  /** Consumer session timeout in ms (default 30 000; tests use ~6 000). */
  sessionTimeoutMs?: number;
  /** Topics to create on `start()` (with their `.dlq` twins); subscribed topics are added. */
  createTopics?: string[];
  /**
   * Partitions of each topic created on `start()` (default `DEFAULT_TOPIC_PARTITIONS`). The
   * number of partitions bounds how many replicas of one service share a topic's work.
   */
  topicPartitions?: number;
  /** Replication factor of created topics (default -1: the broker's `default.replication.factor`). */
  replicationFactor?: number;
  /**
   * Partitions of one group handled at once (kafkajs `partitionsConsumedConcurrently`). Messages
   * are keyed by `aggregateId`, so one aggregate stays on one partition and in order; different
   * aggregates proceed in parallel. Default `DEFAULT_PARTITIONS_CONSUMED_CONCURRENTLY`; 1 = one
   * message of the group at a time.
   */
  partitionsConsumedConcurrently?: number;
  /**
   * A consumer with no sign of life for this long (ms) while idle is replaced (default
   * `DEFAULT_CONSUMER_STALL_MS`; see `superviseConsumer`).
   */
  consumerStallMs?: number;
  /**
   * A publish (or dead-letter produce) not acknowledged within this many ms fails with
   * `PublishTimeoutError` and the producer is replaced (default `DEFAULT_PUBLISH_TIMEOUT_MS`).
   */
  publishTimeoutMs?: number;
}

/**
 * Default of `KafkaEventBusOptions.publishTimeoutMs`: 60 s, well past what the producer's own
 * bounded retries take (~15 s), so only a send that hung for good reaches it.
 */
export const DEFAULT_PUBLISH_TIMEOUT_MS = 60_000;

/**
 * A publish the broker did not acknowledge in time (`publishTimeoutMs`). A passing failure: the
 * outbox relay tries again (with a new producer); the inbox drops a copy if the first one landed.
 */
export class PublishTimeoutError extends Error {
  constructor(topic: string, ms: number) {
    super(`publish to ${topic} not acknowledged within ${ms} ms; the producer is replaced`);
    this.name = 'PublishTimeoutError';
  }
}

/**
 * Broker answers after which a producer can never send again with its current producer id and
 * sequence numbers (kafkajs does not retry them and keeps its state): after a broker crash the
 * broker may have lost the last batch an idempotent producer sent, so every later batch is "out of
 * order" for good. Only a new producer (a new id, sequences from 0) sends again.
 */
const PRODUCER_STATE_ERRORS = new Set([
  'OUT_OF_ORDER_SEQUENCE_NUMBER',
  'INVALID_PRODUCER_EPOCH',
  'UNKNOWN_PRODUCER_ID',
  'INVALID_PRODUCER_ID_MAPPING',
]);

/**
 * Whether `err` (a kafkajs error, or one wrapping it in `cause`, up to 5 levels) is one of
 * `PRODUCER_STATE_ERRORS`, after which the bus replaces its producer.
 */
export function needsNewProducer(err: unknown): boolean {
  let current: unknown = err;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    const { type, cause } = current as { type?: unknown; cause?: unknown };
    if (typeof type === 'string' && PRODUCER_STATE_ERRORS.has(type)) return true;
    current = cause;
  }
  return false;
}

/**
 * Default of `KafkaEventBusOptions.consumerStallMs`: two minutes, twice kafkajs's rebalance
 * timeout (a JoinGroup answer can legitimately take that long while other members rejoin).
 */
export const DEFAULT_CONSUMER_STALL_MS = 120_000;

/** Longest wait between two attempts to replace a dead consumer, in ms. */
const MAX_REPLACE_BACKOFF_MS = 10_000;

/** Waits `ms` without keeping the process alive. */
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

/** Default of `KafkaEventBusOptions.topicPartitions`. */
export const DEFAULT_TOPIC_PARTITIONS = 6;

/** Default of `KafkaEventBusOptions.partitionsConsumedConcurrently`. */
export const DEFAULT_PARTITIONS_CONSUMED_CONCURRENTLY = 4;

/** Header names written on every message and on dead-lettered copies. */
export const EventHeaders = {
  type: 'type',
  version: 'version',
  traceparent: 'traceparent',
  error: 'x-error',
  originalTopic: 'x-original-topic',
  attempts: 'x-attempts',
  consumerGroup: 'x-consumer-group',
} as const;

/** kafkajs's warning about our bounded idempotent-producer retries (a deliberate choice). */
const BOUNDED_RETRIES_WARNING =
  'Limiting retries for the idempotent producer may invalidate EoS guarantees';

/** Thrown from `eachMessage` so kafkajs does not commit the offset of an unfinished message. */
class DeliveryAbortedError extends Error {}

function isEnvelope(value: unknown): value is EventEnvelope {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.id === 'string' &&
    typeof v.type === 'string' &&
    typeof v.version === 'number' &&
    typeof v.occurredAt === 'string' &&
    typeof v.aggregateId === 'string' &&
    'payload' in v
  );
}

/**
 * Parses a Kafka message value into an envelope.
 * @throws Error when the value is empty, not JSON, or lacks an envelope field.
 */
export function decodeEnvelope(value: Buffer | null): EventEnvelope {
  if (!value) throw new Error('empty message value');
  const parsed: unknown = JSON.parse(value.toString('utf8'));
  if (!isEnvelope(parsed)) throw new Error('message value is not an event envelope');
  return { ...parsed, traceparent: parsed.traceparent ?? null };
}

/**
 * The Kafka adapter of the `EventBus` port (kafkajs).
 *
 * - Publish: key = `aggregateId` (so one aggregate stays on one partition, in order), value =
 *   the JSON envelope, headers `type`, `version`, `traceparent`; `acks: -1` (all in-sync
 *   replicas). The producer is idempotent (one in-flight request, so the broker's sequence
 *   numbers drop a retried batch it already has and keep one aggregate's events in order). Its
 *   retries are bounded (~15 s) so a publish during an outage fails and the outbox relay tries
 *   again later; a copy written by that later attempt is dropped by the consumers' inbox.
 * - Topics: `start()` creates every subscribed and `createTopics` topic and its `.dlq` twin with
 *   `topicPartitions` partitions (`ensureTopics`; an existing topic is left as it is).
 * - Consume: one kafkajs consumer per `groupId`, `fromBeginning: true`, several partitions at
 *   once (`partitionsConsumedConcurrently`; within a partition, hence within one aggregate, one
 *   message at a time, in order). Each message is handed to the group's handler for its topic
 *   with `deliverWithRetry`: a passing failure (database unreachable, serialization conflict,
 *   timeout: `isTransientError`) is retried without committing, for as long as it takes; after
 *   the last attempt of any other failure (a poison message) it is
 *   produced to `deadLetterTopic(topic)` with headers `x-error`, `x-original-topic`,
 *   `x-attempts`, `x-consumer-group`, and the offset is committed. If the bus is stopping, or
 *   the dead-letter produce fails, the offset is not committed and the message is redelivered.
 *   A value that is not an envelope is dead-lettered at once (`x-attempts: 0`).
 * - A consumer that will not consume again by itself (a crash kafkajs does not restart, or a
 *   stall: `superviseConsumer`) is replaced by a new one of the same group, with backoff, until
 *   it runs; the bus reports unhealthy meanwhile.
 * - `stopGroup(g)` disconnects only `g`'s consumer (after its messages in flight); what it has not
 *   committed goes to the group's next consumer (e.g. the service's next start).
 */
export class KafkaEventBus implements EventBus {
  private readonly kafka: Kafka;
  private producer: Producer;
  /** False after the producer was replaced, until the new one connects. */
  private producerReady = true;
  private readonly logger: EventsLogger;
  private readonly retry: RetryPolicy;
  /** groupId → topic → handler */
  private readonly groups = new Map<string, Map<string, EventHandler>>();
  /** groupId → its consumer (once created by `start()`). */
  private readonly consumers = new Map<string, Consumer>();
  private readonly runningGroups = new Set<string>();
  /** groupId → the watch over its current consumer. */
  private readonly supervisions = new Map<string, SupervisionHandle>();
  /** groupId → messages of that group being handled now. */
  private readonly inFlight = new Map<string, number>();
  /** Groups whose consumer died and is being replaced. */
  private readonly replacing = new Set<string>();
  /** groupId → its `stopGroup` in progress or done. */
  private readonly groupStops = new Map<string, Promise<void>>();
  private producerConnected = false;
  private started: Promise<void> | null = null;
  private stopping = false;
  private stopped: Promise<void> | null = null;

  /** Creates the client; nothing connects until `start()`. */
  constructor(private readonly options: KafkaEventBusOptions) {
    this.logger = options.logger ?? noopLogger;
    this.retry = options.retry ?? DEFAULT_RETRY_POLICY;
    const logger = this.logger;
    this.kafka = new Kafka({
      clientId: options.clientId,
      brokers: options.brokers,
      ...options.connection,
      // Bounded so a publish to an unreachable broker fails within seconds; the outbox relay retries.
      retry: { initialRetryTime: 200, maxRetryTime: 2_000, retries: 5 },
      logLevel: logLevel.WARN,
      logCreator: () => (entry: LogEntry) => {
        const { message, ...extra } = entry.log;
        if (message === BOUNDED_RETRIES_WARNING) return; // chosen on purpose, see below
        const obj = { ...extra, kafkaNamespace: entry.namespace };
        if (entry.level === logLevel.ERROR) logger.error(obj, message);
        else if (entry.level === logLevel.WARN) logger.warn(obj, message);
        else logger.info(obj, message);
      },
    });
    this.producer = this.createProducer();
  }

  /** A new idempotent producer whose connection state feeds `isHealthy`. */
  private createProducer(): Producer {
    const producer = this.kafka.producer({
      idempotent: true,
      maxInFlightRequests: 1,
      // Bounded on purpose (see the class docstring): kafkajs warns that this may weaken its
      // exactly-once guarantee; the outbox + inbox pair is what guarantees one effect.
      retry: { initialRetryTime: 200, maxRetryTime: 2_000, retries: 8 },
      allowAutoTopicCreation: true,
      createPartitioner: Partitioners.DefaultPartitioner,
    });
    producer.on(producer.events.CONNECT, () => {
      if (this.producer === producer) this.producerConnected = true;
    });
    producer.on(producer.events.DISCONNECT, () => {
      if (this.producer === producer) this.producerConnected = false;
    });
    return producer;
  }

  /**
   * Sends `record` with the current producer, failing with `PublishTimeoutError` when it is not
   * acknowledged within `publishTimeoutMs`; the hung producer is then replaced (a kafkajs send can
   * hang for good after a broker restart), as is one the broker refuses for its sequence numbers
   * or id (`needsNewProducer`), so the caller's next attempt gets a fresh one.
   * @throws the kafkajs error, or `PublishTimeoutError`.
   */
  private async send(record: Parameters<Producer['send']>[0]): Promise<void> {
    if (!this.producerReady) {
      await this.producer.connect();
      this.producerReady = true;
    }
    const producer = this.producer;
    const ms = this.options.publishTimeoutMs ?? DEFAULT_PUBLISH_TIMEOUT_MS;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new PublishTimeoutError(record.topic, ms)), ms);
      timer.unref();
    });
    try {
      await Promise.race([producer.send(record), timeout]);
    } catch (err) {
      if (err instanceof PublishTimeoutError || needsNewProducer(err))
        this.replaceProducer(producer, err as Error);
      throw err;
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * Swaps in a new producer (connected by the next `send`) unless `hung` was replaced already:
   * after a send that hung, or that the broker refused for the producer's state
   * (`needsNewProducer`).
   */
  private replaceProducer(hung: Producer, reason: Error): void {
    if (this.producer !== hung || this.stopping) return;
    this.logger.error({ err: reason }, 'producer cannot send again; replacing the producer');
    const fresh = (this.producer = this.createProducer());
    this.producerReady = false;
    this.producerConnected = false;
    void hung.disconnect().catch(() => undefined);
    // Connect now so health comes back without waiting for the next publish; `send` connects
    // again if this fails (broker still away).
    void fresh
      .connect()
      .then(() => {
        if (this.producer === fresh) this.producerReady = true;
      })
      .catch(() => undefined);
  }

  /**
   * Produces `events` to `topic` in one request per partition and resolves when the broker has
   * acknowledged all of them (acks = all).
   * @throws the kafkajs error if the broker does not acknowledge after the client's retries,
   *   `PublishTimeoutError` if no answer comes within `publishTimeoutMs`, or Error if the bus is
   *   not started.
   */
  async publish(topic: string, events: EventEnvelope[]): Promise<void> {
    if (!this.started) throw new Error('KafkaEventBus.publish called before start()');
    if (events.length === 0) return;
    await this.send({
      topic,
      acks: -1,
      messages: events.map((event) => ({
        key: event.aggregateId,
        value: JSON.stringify(event),
        headers: this.headersOf(event),
      })),
    });
  }

  /**
   * Registers `handler` for `topic` in consumer group `groupId` (the service name).
   * @throws Error if called after `start()` or if the group already handles `topic`.
   */
  async subscribe(groupId: string, topic: string, handler: EventHandler): Promise<void> {
    if (this.started) throw new Error('KafkaEventBus.subscribe must be called before start()');
    let topics = this.groups.get(groupId);
    if (!topics) this.groups.set(groupId, (topics = new Map()));
    if (topics.has(topic)) throw new Error(`Group ${groupId} already subscribed to ${topic}`);
    topics.set(topic, handler);
  }

  /**
   * Connects the producer, creates topics if the broker allows it, then starts one consumer per
   * group. Idempotent. @throws the kafkajs error if the broker cannot be reached.
   */
  start(): Promise<void> {
    // A failed start (broker unreachable) can be retried: groups already running are skipped.
    this.started ??= this.doStart().catch((err: unknown) => {
      this.started = null;
      throw err;
    });
    return this.started;
  }

  /** Disconnects the consumers (waiting for in-flight handlers), then the producer. Idempotent. */
  stop(): Promise<void> {
    this.stopped ??= this.doStop();
    return this.stopped;
  }

  /**
   * Disconnects `groupId`'s consumer once its message in flight is handled (a retrying handler
   * is not retried again; that message is not committed). Its uncommitted messages go to the
   * group's next consumer. Other groups and the producer keep running. Idempotent.
   */
  stopGroup(groupId: string): Promise<void> {
    let stopping = this.groupStops.get(groupId);
    if (!stopping) {
      stopping = this.doStopGroup(groupId);
      this.groupStops.set(groupId, stopping);
    }
    return stopping;
  }

  /**
   * True while the producer is connected, no group's consumer is being replaced and the bus has
   * not been stopped.
   */
  async isHealthy(): Promise<boolean> {
    return this.producerConnected && !this.stopping && this.replacing.size === 0;
  }

  private headersOf(event: EventEnvelope): IHeaders {
    const headers: IHeaders = {
      [EventHeaders.type]: event.type,
      [EventHeaders.version]: String(event.version),
    };
    if (event.traceparent) headers[EventHeaders.traceparent] = event.traceparent;
    return headers;
  }

  private async doStart(): Promise<void> {
    await this.producer.connect();
    const topics = new Set(this.options.createTopics ?? []);
    for (const handlers of this.groups.values())
      for (const topic of handlers.keys()) topics.add(topic);
    await ensureTopics(
      this.kafka,
      [...topics],
      {
        partitions: this.options.topicPartitions ?? DEFAULT_TOPIC_PARTITIONS,
        replicationFactor: this.options.replicationFactor ?? -1,
      },
      this.logger,
    );
    for (const [groupId, handlers] of this.groups) {
      if (this.runningGroups.has(groupId) || this.groupStops.has(groupId)) continue;
      await this.runGroup(groupId, handlers);
    }
  }

  /**
   * Creates, connects and runs `groupId`'s consumer and puts it under `superviseConsumer`: when
   * it dies for good it is replaced (`replaceConsumer`).
   * @throws the kafkajs error if the broker cannot be reached (the consumer stays in `consumers`
   *   so `stop()` disconnects it).
   */
  private async runGroup(groupId: string, handlers: Map<string, EventHandler>): Promise<void> {
    const consumer = this.kafka.consumer({
      groupId,
      sessionTimeout: this.options.sessionTimeoutMs ?? 30_000,
      heartbeatInterval: Math.max(500, Math.floor((this.options.sessionTimeoutMs ?? 30_000) / 10)),
      allowAutoTopicCreation: true,
      // An idle fetch waits this long; disconnect() waits for it, so it bounds shutdown time.
      maxWaitTimeInMs: 1_000,
    });
    this.consumers.set(groupId, consumer); // before connecting, so stop() disconnects it even if start fails
    this.supervisions.get(groupId)?.stop();
    this.supervisions.set(
      groupId,
      superviseConsumer(consumer, {
        stallMs: this.options.consumerStallMs ?? DEFAULT_CONSUMER_STALL_MS,
        isBusy: () => (this.inFlight.get(groupId) ?? 0) > 0,
        onDead: (reason) => void this.replaceConsumer(groupId, handlers, reason),
      }),
    );
    await consumer.connect();
    await consumer.subscribe({ topics: [...handlers.keys()], fromBeginning: true });
    await consumer.run({
      partitionsConsumedConcurrently: Math.max(
        1,
        this.options.partitionsConsumedConcurrently ?? DEFAULT_PARTITIONS_CONSUMED_CONCURRENTLY,
      ),
      eachMessage: (payload) => this.onMessage(groupId, handlers, payload),
    });
    this.runningGroups.add(groupId);
  }

  /**
   * Replaces `groupId`'s consumer that will not consume again by itself (a crash kafkajs does not
   * restart, or a stall): disconnects it and starts a new one, trying again with backoff
   * (0.5 s doubling up to 10 s) for as long as it takes, unless the bus or the group is being
   * stopped. What the dead consumer had not committed is consumed again (the inbox drops
   * repeats). The bus reports unhealthy meanwhile. Never throws.
   */
  private async replaceConsumer(
    groupId: string,
    handlers: Map<string, EventHandler>,
    reason: Error,
  ): Promise<void> {
    const stopped = () => this.stopping || this.groupStops.has(groupId);
    if (stopped() || this.replacing.has(groupId)) return;
    this.replacing.add(groupId);
    this.runningGroups.delete(groupId);
    this.logger.error({ groupId, err: reason }, 'consumer died for good; replacing it');
    try {
      for (let attempt = 0; !stopped(); attempt++) {
        // A stalled consumer may never finish disconnecting: do not wait for it for ever.
        await Promise.race([this.disconnectConsumer(groupId), sleep(10_000)]);
        await sleep(Math.min(MAX_REPLACE_BACKOFF_MS, 500 * 2 ** attempt));
        if (stopped()) return;
        try {
          await this.runGroup(groupId, handlers);
          this.logger.warn({ groupId, attempt: attempt + 1 }, 'consumer replaced');
          if (stopped()) await this.disconnectConsumer(groupId);
          return;
        } catch (err) {
          this.logger.warn(
            { groupId, attempt: attempt + 1, err: toError(err) },
            'could not replace the consumer yet; trying again',
          );
        }
      }
    } finally {
      this.replacing.delete(groupId);
    }
  }

  private async onMessage(
    groupId: string,
    handlers: Map<string, EventHandler>,
    payload: EachMessagePayload,
  ): Promise<void> {
    const { topic, partition, message, heartbeat } = payload;
    const handler = handlers.get(topic);
    if (!handler) return; // not ours (cannot happen with one subscription per group)
    let event: EventEnvelope;
    try {
      event = decodeEnvelope(message.value);
    } catch (err) {
      const error = toError(err);
      this.logger.error(
        { groupId, topic, partition, offset: message.offset, err: error },
        'undecodable message dead-lettered',
      );
      await this.deadLetter(groupId, topic, message.key, message.value, message.headers, error, 0);
      return;
    }
    const withHeartbeat: EventHandler = async (e) => {
      // A retrying handler can outlast the session timeout; keep the group membership alive.
      await heartbeat().catch(() => undefined);
      await handler(e);
    };
    this.inFlight.set(groupId, (this.inFlight.get(groupId) ?? 0) + 1);
    const outcome = await deliverWithRetry(
      withHeartbeat,
      event,
      this.retry,
      () => this.stopping || this.groupStops.has(groupId),
      (err, attempt, transient) => {
        // A dependency outage retries for as long as it takes: log attempts 1, 2, 4, 8, …
        if (transient && (attempt & (attempt - 1)) === 0)
          this.logger.warn(
            { groupId, topic, partition, offset: message.offset, eventId: event.id, attempt, err },
            'handler failed on a passing error; retrying without committing the offset',
          );
      },
    ).finally(() => this.inFlight.set(groupId, (this.inFlight.get(groupId) ?? 1) - 1));
    if (outcome.ok) return;
    if (outcome.aborted) {
      throw new DeliveryAbortedError(`consumer stopping; event ${event.id} left for redelivery`);
    }
    this.logger.error(
      {
        groupId,
        topic,
        partition,
        offset: message.offset,
        eventId: event.id,
        eventType: event.type,
        attempts: outcome.attempts,
        err: outcome.error,
      },
      'event dead-lettered after bounded retries',
    );
    await this.deadLetter(
      groupId,
      topic,
      message.key,
      message.value,
      message.headers,
      outcome.error,
      outcome.attempts,
    );
  }

  /** Produces the original message to `<topic>.dlq`; throws (no commit) if that fails. */
  private async deadLetter(
    groupId: string,
    topic: string,
    key: Buffer | null,
    value: Buffer | null,
    headers: IHeaders | undefined,
    error: Error,
    attempts: number,
  ): Promise<void> {
    await this.send({
      topic: deadLetterTopic(topic),
      acks: -1,
      messages: [
        {
          key,
          value,
          headers: {
            ...headers,
            [EventHeaders.error]: error.message,
            [EventHeaders.originalTopic]: topic,
            [EventHeaders.attempts]: String(attempts),
            [EventHeaders.consumerGroup]: groupId,
          },
        },
      ],
    });
  }

  private async doStopGroup(groupId: string): Promise<void> {
    // A start in progress may be creating this group's consumer: let it finish first.
    await this.started?.catch(() => undefined);
    await this.disconnectConsumer(groupId);
  }

  private async disconnectConsumer(groupId: string): Promise<void> {
    this.supervisions.get(groupId)?.stop();
    await this.consumers
      .get(groupId)
      ?.disconnect()
      .catch((err: unknown) =>
        this.logger.warn({ groupId, err: toError(err) }, 'consumer disconnect failed'),
      );
  }

  private async doStop(): Promise<void> {
    this.stopping = true;
    await this.started?.catch(() => undefined);
    for (const groupId of this.consumers.keys()) {
      await (this.groupStops.get(groupId) ?? this.disconnectConsumer(groupId));
    }
    await this.producer
      .disconnect()
      .catch((err: unknown) =>
        this.logger.warn({ err: toError(err) }, 'producer disconnect failed'),
      );
  }
}
