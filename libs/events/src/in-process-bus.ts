import type { EventEnvelope } from './envelope.js';
import { DEFAULT_RETRY_POLICY, type EventBus, type EventHandler, type RetryPolicy } from './bus.js';
import { deliverWithRetry } from './retry.js';
import { noopLogger, type EventsLogger } from './logger.js';

/** An event the in-process bus gave up on after the bounded retries. */
export interface DeadLetter {
  topic: string;
  /** The consumer group whose handler kept failing. */
  groupId: string;
  event: EventEnvelope;
  /** The last error thrown by the handler. */
  error: Error;
  /** Handler attempts made (= `RetryPolicy.maxAttempts`). */
  attempts: number;
}

/** Options of `InProcessEventBus`. */
export interface InProcessEventBusOptions {
  logger?: EventsLogger;
  retry?: RetryPolicy;
  /**
   * How many already-consumed events per topic are kept for groups that subscribe later
   * (they start from the oldest kept event, like Kafka's `fromBeginning`). Default 10 000.
   * Events some current group has not consumed yet are never dropped.
   */
  retention?: number;
}

interface TopicLog {
  /** Offset of `entries[0]`. */
  base: number;
  /** Serialized envelopes (JSON), so no consumer shares or mutates the publisher's objects. */
  entries: string[];
}

interface Subscription {
  groupId: string;
  topic: string;
  handler: EventHandler;
  /** Offset of the next event to deliver. */
  cursor: number;
  draining: Promise<void> | null;
}

/**
 * The in-process adapter of the `EventBus` port, for the embedded single-process mode and tests.
 *
 * - `publish` appends to an in-memory per-topic log and resolves at once (that is its ack);
 *   delivery is asynchronous and only happens while the bus is started.
 * - Every consumer group subscribed to a topic gets each event once; within a group, a topic's
 *   events are delivered in publish order, one at a time. Groups progress independently.
 * - A group subscribing late starts from the oldest retained event (Kafka `fromBeginning`).
 * - A failing handler is retried with `deliverWithRetry`; after the last attempt the event is
 *   appended to `deadLetters()`, logged at error level, and the group moves on.
 * - `stop()` waits for in-flight handlers; undelivered events stay queued for the next `start()`.
 *   Nothing survives a process restart (the outbox is the durable part).
 */
export class InProcessEventBus implements EventBus {
  private readonly logger: EventsLogger;
  private readonly retry: RetryPolicy;
  private readonly retention: number;
  private readonly logs = new Map<string, TopicLog>();
  /** topic → groupId → subscription */
  private readonly subscriptions = new Map<string, Map<string, Subscription>>();
  private readonly dead: DeadLetter[] = [];
  private running = false;

  /** @param options logger (default: none), retry policy (default `DEFAULT_RETRY_POLICY`), retention. */
  constructor(options: InProcessEventBusOptions = {}) {
    this.logger = options.logger ?? noopLogger;
    this.retry = options.retry ?? DEFAULT_RETRY_POLICY;
    this.retention = options.retention ?? 10_000;
  }

  /** Appends `events` to `topic` in order; never rejects. Delivery starts on the next tick. */
  async publish(topic: string, events: EventEnvelope[]): Promise<void> {
    const log = this.logOf(topic);
    for (const event of events) log.entries.push(JSON.stringify(event));
    this.trim(topic, log);
    for (const sub of this.subscriptions.get(topic)?.values() ?? []) this.schedule(sub);
  }

  /**
   * Registers `handler` for `topic` in `groupId`. Allowed before or after `start()`.
   * @throws Error if `groupId` already has a handler for `topic`.
   */
  async subscribe(groupId: string, topic: string, handler: EventHandler): Promise<void> {
    let groups = this.subscriptions.get(topic);
    if (!groups) this.subscriptions.set(topic, (groups = new Map()));
    if (groups.has(groupId)) throw new Error(`Group ${groupId} already subscribed to ${topic}`);
    const sub: Subscription = {
      groupId,
      topic,
      handler,
      cursor: this.logOf(topic).base,
      draining: null,
    };
    groups.set(groupId, sub);
    this.schedule(sub);
  }

  /** Starts (or resumes) delivery. Idempotent. */
  async start(): Promise<void> {
    this.running = true;
    for (const groups of this.subscriptions.values())
      for (const sub of groups.values()) this.schedule(sub);
  }

  /** Stops delivery and waits for in-flight handlers (a retrying handler is not retried again). */
  async stop(): Promise<void> {
    this.running = false;
    const inFlight: Promise<void>[] = [];
    for (const groups of this.subscriptions.values()) {
      for (const sub of groups.values()) if (sub.draining) inFlight.push(sub.draining);
    }
    await Promise.all(inFlight);
  }

  /** Always true: there is no broker to lose. */
  async isHealthy(): Promise<boolean> {
    return true;
  }

  /** Events given up on so far, oldest first (a copy). */
  deadLetters(): DeadLetter[] {
    return [...this.dead];
  }

  private logOf(topic: string): TopicLog {
    let log = this.logs.get(topic);
    if (!log) this.logs.set(topic, (log = { base: 0, entries: [] }));
    return log;
  }

  /** Drops entries every group has consumed, keeping the newest `retention` for late groups. */
  private trim(topic: string, log: TopicLog): void {
    const end = log.base + log.entries.length;
    let droppable = end - this.retention;
    for (const sub of this.subscriptions.get(topic)?.values() ?? [])
      droppable = Math.min(droppable, sub.cursor);
    const count = droppable - log.base;
    if (count > 0) {
      log.entries.splice(0, count);
      log.base += count;
    }
  }

  private schedule(sub: Subscription): void {
    if (!this.running || sub.draining) return;
    const log = this.logOf(sub.topic);
    if (sub.cursor >= log.base + log.entries.length) return;
    sub.draining = this.drain(sub, log).finally(() => {
      sub.draining = null;
      this.schedule(sub); // events published while the last handler ran
    });
  }

  private async drain(sub: Subscription, log: TopicLog): Promise<void> {
    // Next macrotask: the publisher's own continuation runs first, as with a real broker.
    await new Promise<void>((resolve) => setImmediate(resolve));
    while (this.running && sub.cursor < log.base + log.entries.length) {
      const event = JSON.parse(log.entries[sub.cursor - log.base]!) as EventEnvelope;
      const outcome = await deliverWithRetry(sub.handler, event, this.retry, () => !this.running);
      if (!outcome.ok) {
        if (outcome.aborted) return; // stopping: deliver it again after the next start()
        this.dead.push({
          topic: sub.topic,
          groupId: sub.groupId,
          event,
          error: outcome.error,
          attempts: outcome.attempts,
        });
        this.logger.error(
          {
            topic: sub.topic,
            groupId: sub.groupId,
            eventId: event.id,
            eventType: event.type,
            attempts: outcome.attempts,
            err: outcome.error,
          },
          'event dead-lettered after bounded retries',
        );
      }
      sub.cursor++;
    }
    this.trim(sub.topic, log);
  }
}

let shared: InProcessEventBus | undefined;

/**
 * The process-wide `InProcessEventBus`, so services running in one process (embedded mode) see
 * each other's events. `options` apply only to the call that creates it (the first one).
 */
export function sharedInProcessBus(options?: InProcessEventBusOptions): InProcessEventBus {
  shared ??= new InProcessEventBus(options);
  return shared;
}
