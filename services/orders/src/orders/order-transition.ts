import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { isUuid, type FieldError, type OrderStatus } from '@hearth/contracts';
import type { EventEnvelope } from '@hearth/events';
import { Topics } from '@hearth/events';
import { forbidden, publishEvents, type AuthUser } from '@hearth/nest-common';
import { PromotionsService } from '../promotions/promotions.service.js';
import { OrderAccess } from './order-access.js';
import { OrderRepository, type EventLine } from './order.repository.js';
import { loadOrder } from './order-views.js';
import {
  TRANSITIONS,
  type OrderAction,
  type OrderEntity,
  type StatusChange,
} from './order.entity.js';
import type { OrderType } from './orders.types.js';

/** A user's order action: the order after it, or why nothing changed. */
export type LifecycleOutcome = { order: OrderType } | { errors: FieldError[] };

/** The statuses that end an order without it being accepted: its redemption is given back. */
const UNACCEPTED_ENDS: ReadonlySet<OrderStatus> = new Set(['REJECTED', 'DECLINED', 'CANCELLED']);

/** What one user action adds to the shared pipeline (`OrderTransitions.run`). */
export interface ActionSteps {
  /**
   * Runs after ownership, before the state is judged: a parsed input for `decide`, or field
   * errors (nothing changes). Default: nothing to parse.
   */
  parse?: () => { ok: true; value: string | null } | { ok: false; errors: FieldError[] };
  /**
   * Runs after the order accepted the change, before it is saved (in the transaction): the events
   * it adds, or the message of why the action cannot happen (nothing changes).
   */
  beforeSave?: (
    m: EntityManager,
    order: OrderEntity,
  ) => Promise<{ ok: true; events: EventEnvelope[] } | { ok: false; message: string }>;
  /** The event the change publishes, from the order after it and its lines. */
  event: (order: OrderEntity, lines: EventLine[]) => EventEnvelope;
}

/**
 * The pipeline every user action on an order runs, written once (docs/rules/orders-and-sessions.md
 * #order-states): in ONE transaction, (1) lock the order and check ownership FIRST (`OrderAccess`:
 * someone else's order, or an unknown one, is FORBIDDEN whatever its state), (2) parse the input,
 * (3) let the order decide the move (`OrderEntity.apply`, by `TRANSITIONS`; the action's
 * `wrongState` message otherwise), (4) the action's own step (e.g. charging the card), (5) one
 * conditional update on the status it started from plus the action's event in the outbox, so two
 * racing actions cannot both win. Also `persist`, the status write every order change shares.
 */
@Injectable()
export class OrderTransitions {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly orders: OrderRepository,
    private readonly access: OrderAccess,
    private readonly promotions: PromotionsService,
  ) {}

  /**
   * Persists a status change (`OrderRepository.saveChange`) and, when it ends the order
   * unaccepted (REJECTED, DECLINED, CANCELLED), gives its promotion's redemption back in the same
   * transaction — exactly once, since only the change that moved the row gets here
   * (docs/rules/promotions.md#redemptions). False when nothing changed.
   */
  async persist(m: EntityManager, order: OrderEntity, change: StatusChange): Promise<boolean> {
    if (!(await this.orders.saveChange(m, order, change))) return false;
    if (change.ok && UNACCEPTED_ENDS.has(change.to)) await this.promotions.giveBack(m, order.id);
    return true;
  }

  /**
   * Runs `action` on `orderId` for `user` through the pipeline above with the action's `steps`.
   * @throws FORBIDDEN when the order is not theirs or does not exist (checked before anything
   * else). Returns a `ValidationError` outcome when the input is refused or the order is not in
   * the state the action needs (nothing changes then), else the order after the change.
   */
  async run(
    user: AuthUser,
    action: OrderAction,
    orderId: string,
    traceparent: string | null,
    steps: ActionSteps,
  ): Promise<LifecycleOutcome> {
    const t = TRANSITIONS[action];
    if (!isUuid(orderId)) throw forbidden();
    const wrongState = { errors: [{ field: 'orderId', message: t.wrongState }] };
    const outcome = await this.dataSource.transaction(async (m) => {
      const order = await this.access.assertActor(
        m,
        user,
        t.actor,
        await this.orders.lock(m, orderId),
      );
      const parsed = steps.parse ? steps.parse() : { ok: true as const, value: null };
      if (!parsed.ok) return { errors: parsed.errors };
      const change = order.apply(action, parsed.value);
      if (!change.ok) return wrongState;
      const before = steps.beforeSave
        ? await steps.beforeSave(m, order)
        : { ok: true as const, events: [] };
      if (!before.ok) return { errors: [{ field: 'orderId', message: before.message }] };
      if (!(await this.persist(m, order, change))) return wrongState;
      const lines = await this.orders.eventLines(m, orderId);
      await publishEvents(m, Topics.orders, [steps.event(order, lines), ...before.events]);
      return null;
    });
    if (outcome) return outcome;
    return { order: (await loadOrder(this.dataSource.manager, orderId))! };
  }
}
