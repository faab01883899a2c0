import { AsyncLocalStorage } from 'node:async_hooks';
import {
  Inject,
  Injectable,
  type OnModuleDestroy,
  type OnModuleInit,
  type Type,
  Optional,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Directive, Field, ID, ObjectType } from '@nestjs/graphql';
import { DataSource, type EntityManager } from 'typeorm';
import {
  EventTypes,
  Topics,
  handleOnce,
  parsePayload,
  type EmailChangedPayload,
  type EventBus,
  type EventEnvelope,
  type EventsLogger,
} from '@hearth/events';
import type { ServiceConfig } from './config.js';
import { EVENT_BUS, LOGGER, SERVICE_CONFIG } from './tokens.js';
import { ServiceMetrics } from './metrics.js';
import { withConsumerSpan } from './trace-context.js';

type Effect = (event: EventEnvelope, manager: EntityManager) => Promise<void>;
type Registration = { type: string; consumer: string; effect: Effect };

const inboxTransactions = new AsyncLocalStorage<EntityManager>();

/**
 * The inbox transaction of the event handler this call runs in (the `manager` its effect got), or
 * undefined outside a handler. Lets a port that must not act inside that transaction (e-mail:
 * notifications' mail outbox) write its intent in it and act only after the commit.
 */
export function currentInboxTransaction(): EntityManager | undefined {
  return inboxTransactions.getStore();
}

/** Runs `work` as if inside the inbox transaction `manager` (for tests of ports that use it). */
export function runInInboxTransaction<T>(
  manager: EntityManager,
  work: () => Promise<T>,
): Promise<T> {
  return inboxTransactions.run(manager, work);
}

/** How long shutdown waits for the event handler in flight before it goes on, in ms. */
export const EVENT_DRAIN_TIMEOUT_MS = 10_000;

/**
 * Subscribes this service's consumer group (its name) to integration events:
 * each event of the given type has its payload validated against its versioned schema and its
 * effect applied exactly once, in one transaction with the inbox row (`handleOnce`). A handler
 * that throws is retried by the bus and dead-lettered after the bounded retries.
 * Register in `onModuleInit` (before the bus starts).
 *
 * On shutdown (`drain`, run by `startSubgraph`'s root module before any other module is
 * destroyed, and again, as a no-op, by this provider's own `onModuleDestroy`) the group stops
 * taking events and the handler in flight is awaited, so no handler runs while the outbox relay
 * stops and TypeORM's pool is destroyed. Events not handled by then are not acknowledged: the
 * bus delivers them on the service's next start.
 */
@Injectable()
export class EventSubscriber implements OnModuleDestroy {
  private readonly handlers = new Map<string, Registration[]>();
  private draining: Promise<void> | null = null;

  constructor(
    @Inject(EVENT_BUS) private readonly bus: EventBus,
    @Inject(SERVICE_CONFIG) private readonly config: ServiceConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(LOGGER) private readonly logger: EventsLogger,
    @Optional() private readonly metrics?: ServiceMetrics,
  ) {}

  /** The topics this service's consumer group subscribed to so far. */
  topics(): string[] {
    return [...this.handlers.keys()];
  }

  /**
   * On every `type` event of `topic`: `effect(payload, manager, event)` once per event id.
   * `consumer` names the inbox rows of this handler (e.g. `notifications.on-user-registered`).
   */
  async on<P>(
    topic: string,
    type: string,
    consumer: string,
    effect: (payload: P, manager: EntityManager, event: EventEnvelope) => Promise<void>,
  ): Promise<void> {
    if (this.draining) throw new Error('EventSubscriber.on called during shutdown');
    let list = this.handlers.get(topic);
    if (!list) {
      list = [];
      this.handlers.set(topic, list);
      const handlers = list;
      await this.bus.subscribe(this.config.service, topic, (event) =>
        this.observed(topic, handlers, event),
      );
    }
    list.push({
      type,
      consumer,
      effect: (event, manager) => effect(parsePayload(event) as P, manager, event),
    });
  }

  /**
   * Stops this service's consumer group (`EventBus.stopGroup`) and waits for its handler in
   * flight, at most `timeoutMs`; past that it logs a warning and resolves anyway (the late
   * handler's event is then redelivered on the next start unless it still commits). Idempotent:
   * later calls return the first call's promise. Never rejects.
   */
  drain(timeoutMs: number = EVENT_DRAIN_TIMEOUT_MS): Promise<void> {
    this.draining ??= this.stopConsuming(timeoutMs);
    return this.draining;
  }

  /** Nest hook: `drain()` (already done by `startSubgraph`'s root module; kept for other hosts). */
  onModuleDestroy(): Promise<void> {
    return this.drain();
  }

  /**
   * `handle` in the event's consumer span (`withConsumerSpan`: the trace goes on from the
   * publisher), timed into `hearth_event_handler_duration_seconds` and, when it succeeds,
   * `hearth_event_lag_seconds` (ServiceMetrics).
   */
  private observed(topic: string, handlers: Registration[], event: EventEnvelope): Promise<void> {
    return withConsumerSpan(this.config.service, topic, event, async () => {
      const started = performance.now();
      let outcome: 'ok' | 'error' = 'error';
      try {
        await this.handle(handlers, event);
        outcome = 'ok';
      } finally {
        this.metrics?.observeEventHandled(
          topic,
          event,
          (performance.now() - started) / 1000,
          outcome,
        );
      }
    });
  }

  private async handle(handlers: Registration[], event: EventEnvelope): Promise<void> {
    // Not reached once the group is stopped; a throw here is "not handled" (kept for redelivery).
    if (this.draining)
      throw new Error(`${this.config.service} is shutting down; event ${event.id} not handled`);
    for (const h of handlers)
      if (h.type === event.type)
        await handleOnce(this.dataSource, h.consumer, event, (m) =>
          inboxTransactions.run(m, () => h.effect(event, m)),
        );
  }

  private async stopConsuming(timeoutMs: number): Promise<void> {
    if (this.handlers.size === 0) return;
    const group = this.config.service;
    const stopped = this.bus.stopGroup(group).catch((err: unknown) => {
      this.logger.warn({ group, err }, 'events: stopping the consumer group failed');
    });
    const late = (await settleWithin(stopped, timeoutMs)) === 'timeout';
    if (late)
      this.logger.warn(
        { group, timeoutMs },
        'events: handler still running after the shutdown drain timeout; closing anyway ' +
          '(its event is redelivered on the next start unless it commits first)',
      );
  }
}

/**
 * Waits for `work` at most `timeoutMs` ms: 'done' when it settled in time (resolved or rejected;
 * a rejection is the caller's to handle on `work` itself), 'timeout' otherwise (`work` goes on).
 * Shutdown steps use it so one stuck step cannot hold the process forever.
 */
export async function settleWithin(
  work: Promise<unknown>,
  timeoutMs: number,
): Promise<'done' | 'timeout'> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs);
  });
  const settled = work.then(
    () => 'done' as const,
    () => 'done' as const,
  );
  try {
    return await Promise.race([settled, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The users subgraph's `User`, as another subgraph sees it when it adds fields to it
 * (notifications, orders). Resolve references with `UserReference.of(ref.id)`.
 */
@ObjectType('User')
@Directive('@key(fields: "id")')
export class UserReference {
  @Field(() => ID) id!: string;

  static of(id: string): UserReference {
    return Object.assign(new UserReference(), { id });
  }
}

/**
 * A provider class for users' `EmailChanged` event (topic `Topics.users`) in a service that keeps
 * its own copy of people's e-mail addresses: on each event, once per event id and in the inbox's
 * transaction, every statement of `updates` runs with `$1` = the user's id and `$2` = the new
 * address, so that copy follows the account (docs/rules/accounts-and-admin.md#changing-the-e-mail:
 * `EmailChanged` moves the copies). `consumer` names the handler's inbox rows
 * (`<service>.on-email-changed`). A statement that fails throws, and the bus retries the event,
 * then dead-letters it.
 *
 * Use it as the base of the service's handler, naming the event it handles (so the handler file
 * says what it is for, as every `on-<event>.handler.ts` does):
 * `export class OnEmailChangedHandler extends EmailCopyHandler(EventTypes.EmailChanged, 'admin.on-email-changed', [sql]) {}`
 * (Nest injects `EventSubscriber` through the base class's constructor).
 */
export function EmailCopyHandler(
  event: typeof EventTypes.EmailChanged,
  consumer: string,
  updates: readonly string[],
): Type<OnModuleInit> {
  @Injectable()
  class EmailCopy implements OnModuleInit {
    constructor(private readonly events: EventSubscriber) {}

    onModuleInit(): Promise<void> {
      return this.events.on<EmailChangedPayload>(
        Topics.users,
        event,
        consumer,
        async (p, manager) => {
          for (const sql of updates) await manager.query(sql, [p.userId, p.email]);
        },
      );
    }
  }
  return EmailCopy;
}
