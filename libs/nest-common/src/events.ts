import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Directive, Field, ID, ObjectType } from '@nestjs/graphql';
import { DataSource, type EntityManager } from 'typeorm';
import { handleOnce, parsePayload, type EventBus, type EventEnvelope } from '@hearth/events';
import type { ServiceConfig } from './config.js';
import { EVENT_BUS, SERVICE_CONFIG } from './tokens.js';

type Effect = (event: EventEnvelope, manager: EntityManager) => Promise<void>;

/**
 * Subscribes this service's consumer group (its name) to integration events (ARCHITECTURE §3):
 * each event of the given type has its payload validated against its versioned schema and its
 * effect applied exactly once, in one transaction with the inbox row (`handleOnce`). A handler
 * that throws is retried by the bus and dead-lettered after the bounded retries.
 * Register in `onModuleInit` (before the bus starts).
 */
@Injectable()
export class EventSubscriber {
  private readonly handlers = new Map<
    string,
    Array<{ type: string; consumer: string; effect: Effect }>
  >();

  constructor(
    @Inject(EVENT_BUS) private readonly bus: EventBus,
    @Inject(SERVICE_CONFIG) private readonly config: ServiceConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

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
    let list = this.handlers.get(topic);
    if (!list) {
      list = [];
      this.handlers.set(topic, list);
      const handlers = list;
      await this.bus.subscribe(this.config.service, topic, async (event) => {
        for (const h of handlers)
          if (h.type === event.type)
            await handleOnce(this.dataSource, h.consumer, event, (m) => h.effect(event, m));
      });
    }
    list.push({
      type,
      consumer,
      effect: (event, manager) => effect(parsePayload(event) as P, manager, event),
    });
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
