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
  /**
   * How many events of one topic a group may handle at once, each of a different aggregate
   * (`aggregateId`); one aggregate's events are always handled one at a time, in publish order.
   * Default `DEFAULT_IN_PROCESS_CONCURRENCY`; 1 = the whole topic one at a time, in order.
   */
  concurrency?: number;
}

/**
 * Default of `InProcessEventBusOptions.concurrency`: a service consuming two topics then holds at
 * most 8 of its 10 pooled connections in handlers (bench/checkout.mjs: 4 kept p95 lower than 8).
 */
export const DEFAULT_IN_PROCESS_CONCURRENCY = 4;

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
  /** Every event before this offset is done (handled or dead-lettered): the trim bound. */
  cursor: number;
  /** Offset of the first event not dispatched yet (>= `cursor`). */
  next: number;
  /** Offsets >= `cursor` already done (other aggregates can finish before an earlier event). */
  done: Set<number>;
  /** Dispatched offsets a stop gave back, ascending; dispatched again before `next`. */
  undelivered: number[];
  /** Deliveries dispatched and not finished (including ones waiting for their aggregate). */
  inFlight: Set<Promise<void>>;
  /** aggregateId → its last dispatched delivery, which the next one of that aggregate awaits. */
  tails: Map<string, Promise<void>>;
  /** A dispatch is queued for the next macrotask. */
  scheduled: boolean;
  /** Set by `stopGroup`: nothing is delivered until the group subscribes again. */
  stopped: boolean;
}

/**
 * The in-process adapter of the `EventBus` port, for the embedded single-process mode and tests.
 *
 * - `publish` appends to an in-memory per-topic log and resolves at once (that is its ack);
 *   delivery is asynchronous and only happens while the bus is started.
 * - Every consumer group subscribed to a topic gets each event once. Within a group, one
 *   aggregate's events (same `aggregateId`, the Kafka key) are delivered one at a time in publish
 *   order; events of different aggregates may be handled concurrently, up to `concurrency` per
 *   topic (like Kafka partitions consumed concurrently). Groups progress independently.
 * - A group subscribing late starts from the oldest retained event (Kafka `fromBeginning`).
 * - A failing handler is retried with `deliverWithRetry`; after the last attempt the event is
 *   appended to `deadLetters()`, logged at error level, and the aggregate's next event follows.
 * - `stop()` waits for in-flight handlers; undelivered events stay queued for the next `start()`.
 *   Nothing survives a process restart (the outbox is the durable part).
 * - `stopGroup(g)` does the same for one group (a service shutting down while others run): its
 *   undelivered events stay queued, and a later `subscribe` of `g` to the topic resumes from them.
 */
export class InProcessEventBus implements EventBus {
  private readonly logger: EventsLogger;
  private readonly retry: RetryPolicy;
  private readonly retention: number;
  private readonly concurrency: number;
  private readonly logs = new Map<string, TopicLog>();
  /** topic → groupId → subscription */
  private readonly subscriptions = new Map<string, Map<string, Subscription>>();
  private readonly dead: DeadLetter[] = [];
  private running = false;

  /** @param options logger (default: none), retry policy (default `DEFAULT_RETRY_POLICY`), retention, concurrency. */
  constructor(options: InProcessEventBusOptions = {}) {
    this.logger = options.logger ?? noopLogger;
    this.retry = options.retry ?? DEFAULT_RETRY_POLICY;
    this.retention = options.retention ?? 10_000;
    this.concurrency = Math.max(1, options.concurrency ?? DEFAULT_IN_PROCESS_CONCURRENCY);
  }

  /** Appends `events` to `topic` in order; never rejects. Delivery starts on the next tick. */
  async publish(topic: string, events: EventEnvelope[]): Promise<void> {
    const log = this.logOf(topic);
    for (const event of events) log.entries.push(JSON.stringify(event));
    this.trim(topic, log);
    for (const sub of this.subscriptions.get(topic)?.values() ?? []) this.schedule(sub);
  }

  /**
   * Registers `handler` for `topic` in `groupId`. Allowed before or after `start()`. If the group
   * was stopped with `stopGroup`, `handler` replaces its old one and delivery resumes from the
   * first event the group had not handled.
   * @throws Error if `groupId` already has an active handler for `topic`.
   */
  async subscribe(groupId: string, topic: string, handler: EventHandler): Promise<void> {
    let groups = this.subscriptions.get(topic);
    if (!groups) this.subscriptions.set(topic, (groups = new Map()));
    const existing = groups.get(groupId);
    if (existing?.stopped) {
      existing.handler = handler;
      existing.stopped = false;
      this.schedule(existing);
      return;
    }
    if (existing) throw new Error(`Group ${groupId} already subscribed to ${topic}`);
    const base = this.logOf(topic).base;
    const sub: Subscription = {
      groupId,
      topic,
      handler,
      cursor: base,
      next: base,
      done: new Set(),
      undelivered: [],
      inFlight: new Set(),
      tails: new Map(),
      scheduled: false,
      stopped: false,
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
    for (const groups of this.subscriptions.values())
      for (const sub of groups.values()) inFlight.push(...sub.inFlight);
    await Promise.all(inFlight);
  }

  /**
   * Stops delivering to `groupId` (on every topic) and waits for its handlers in flight; its
   * undelivered events stay queued (see the class doc). Idempotent.
   */
  async stopGroup(groupId: string): Promise<void> {
    const inFlight: Promise<void>[] = [];
    for (const groups of this.subscriptions.values()) {
      const sub = groups.get(groupId);
      if (!sub) continue;
      sub.stopped = true;
      inFlight.push(...sub.inFlight);
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

  private stopping(sub: Subscription): boolean {
    return !this.running || sub.stopped;
  }

  /** Dispatches on the next macrotask, so a publisher's own continuation runs first (as with a broker). */
  private schedule(sub: Subscription): void {
    if (this.stopping(sub) || sub.scheduled) return;
    sub.scheduled = true;
    setImmediate(() => {
      sub.scheduled = false;
      this.dispatch(sub);
    });
  }

  /** Starts deliveries (given-back offsets first, then new ones) up to `concurrency` in flight. */
  private dispatch(sub: Subscription): void {
    const log = this.logOf(sub.topic);
    while (!this.stopping(sub) && sub.inFlight.size < this.concurrency) {
      let offset: number;
      if (sub.undelivered.length > 0) offset = sub.undelivered.shift()!;
      else if (sub.next < log.base + log.entries.length) offset = sub.next++;
      else return;
      const event = JSON.parse(log.entries[offset - log.base]!) as EventEnvelope;
      const key = event.aggregateId;
      const previous = sub.tails.get(key);
      const delivery = (async () => {
        if (previous) await previous;
        await this.deliver(sub, offset, event);
      })();
      sub.tails.set(key, delivery);
      sub.inFlight.add(delivery);
      void delivery.then(() => {
        sub.inFlight.delete(delivery);
        if (sub.tails.get(key) === delivery) sub.tails.delete(key);
        this.dispatch(sub);
      });
    }
  }

  /** Delivers one event with retries; never rejects. */
  private async deliver(sub: Subscription, offset: number, event: EventEnvelope): Promise<void> {
    const stopping = () => this.stopping(sub);
    // Stopping (e.g. while it waited for its aggregate): deliver it after the next start/subscribe.
    if (stopping()) return this.giveBack(sub, offset);
    const outcome = await deliverWithRetry((e) => sub.handler(e), event, this.retry, stopping);
    if (!outcome.ok) {
      if (outcome.aborted) return this.giveBack(sub, offset);
      this.dead.push({
        topic: sub.topic,
        groupId: sub.groupId,
        event,
        error: outcome.error,
        attempts: outcome.attempts,
      });
      try {
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
      } catch {
        // A failing logger must not stall the group.
      }
    }
    sub.done.add(offset);
    while (sub.done.delete(sub.cursor)) sub.cursor++;
    this.trim(sub.topic, this.logOf(sub.topic));
  }

  /** Keeps `offset` for redelivery, in offset order (so one aggregate's events stay in order). */
  private giveBack(sub: Subscription, offset: number): void {
    let i = sub.undelivered.length;
    while (i > 0 && sub.undelivered[i - 1]! > offset) i--;
    sub.undelivered.splice(i, 0, offset);
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
