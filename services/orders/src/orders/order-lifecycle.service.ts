import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import {
  declineOrderSchema,
  rejectionMessage,
  toFieldErrors,
  type FieldError,
  type OrderStatus,
  isUuid,
} from '@hearth/contracts';
import {
  Topics,
  type EventEnvelope,
  type StockRejectedPayload,
  type StockReservedPayload,
} from '@hearth/events';
import { forbidden, type AuthUser, publishEvents } from '@hearth/nest-common';
import { orderPending } from '../integration-events/published/order-pending.event.js';
import { orderRejected } from '../integration-events/published/order-rejected.event.js';
import { orderAccepted } from '../integration-events/published/order-accepted.event.js';
import { orderDeclined } from '../integration-events/published/order-declined.event.js';
import { orderCancelled } from '../integration-events/published/order-cancelled.event.js';
import { orderCompleted } from '../integration-events/published/order-completed.event.js';
import { orderPaymentFailed } from '../integration-events/published/order-payment-failed.event.js';
import { orderTimedOut } from '../integration-events/published/order-timed-out.event.js';
import { PaymentsService } from '../payments/payments.service.js';
import { PromotionsService } from '../promotions/promotions.service.js';
import { loadOrder } from './order-views.js';
import {
  OrderEntity,
  OrderLineEntity,
  TRANSITIONS,
  type OrderAction,
  type OrderActor,
  type StatusChange,
} from './order.entity.js';
import type { OrderType } from './orders.types.js';

/** Inbox consumer names of the saga replies. */
export const OrderConsumers = {
  stockReserved: 'orders.on-stock-reserved',
  stockRejected: 'orders.on-stock-rejected',
  orderDeclined: 'orders.on-order-declined',
  orderCancelled: 'orders.on-order-cancelled',
} as const;

/** The statuses that end an order without it being accepted: its redemption is given back. */
const UNACCEPTED_ENDS: ReadonlySet<OrderStatus> = new Set(['REJECTED', 'DECLINED', 'CANCELLED']);

/** A lifecycle change: the order after it, or why nothing changed. */
export type LifecycleOutcome = { order: OrderType } | { errors: FieldError[] };

/** A line as the order events carry it (`OrderLineV1`). */
interface EventLine {
  dishId: string;
  quantity: number;
  unitPriceCents: number;
}

/** The event each user transition publishes, from the order after it and its lines. */
const EVENT_OF: Record<
  OrderAction,
  (order: OrderEntity, lines: EventLine[], tp: string | null) => EventEnvelope
> = {
  accept: (order, _lines, tp) => orderAccepted(order.ref(), tp),
  decline: (order, lines, tp) =>
    orderDeclined({ ...order.ref(), lines, reason: order.declineReason ?? '' }, tp),
  cancel: (order, lines, tp) => orderCancelled({ ...order.ref(), lines }, tp),
  complete: (order, _lines, tp) => orderCompleted(order.ref(), tp),
};

/**
 * Nothing lost on rejection: a REJECTED order's lines go back into its
 * guest's cart, in the transaction that rejected it, so the guest adjusts instead of re-adding. A
 * line the guest has meanwhile added again keeps the larger quantity (never doubled). Runs once
 * per order: only the PLACED → REJECTED update that changed a row calls it (inbox dedupes events).
 */
async function restoreCartLines(m: EntityManager, orderId: string): Promise<void> {
  await m.query(
    `INSERT INTO cart_items (id, guest_id, dish_id, occurrence_id, quantity, created_at)
     SELECT gen_random_uuid(), o.guest_id, l.dish_id, o.occurrence_id, l.quantity,
            date_trunc('milliseconds', now()) + l.position * interval '1 millisecond'
       FROM order_lines l JOIN orders o ON o.id = l.order_id
      WHERE l.order_id = $1
     ON CONFLICT (guest_id, occurrence_id, dish_id)
     DO UPDATE SET quantity = GREATEST(cart_items.quantity, EXCLUDED.quantity)`,
    [orderId],
  );
}

/**
 * The order lifecycle (docs/rules/orders-and-sessions.md#order-states): the `OrderEntity` methods
 * decide each transition, this service persists them. The saga's replies (`StockReserved` →
 * PENDING + `OrderPending`, `StockRejected` → REJECTED with the reason + `OrderRejected`, each
 * event in the outbox of the same transaction; once per event id, only from PLACED) and the users'
 * transitions of `TRANSITIONS`: the owning chef accepts, declines (with a reason) or completes; the
 * guest cancels while PENDING. Each transition locks the order, then is one conditional update plus
 * its event in one transaction, so two racing actions cannot both win.
 */
@Injectable()
export class OrderLifecycleService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly payments: PaymentsService,
    private readonly promotions: PromotionsService,
  ) {}

  /**
   * Persists a status change (`save`) and, when it ends the order unaccepted (REJECTED, DECLINED,
   * CANCELLED), gives its promotion's redemption back in the same transaction — exactly once,
   * since only the change that moved the row gets here (docs/rules/promotions.md#redemptions).
   */
  private async persist(m: EntityManager, order: OrderEntity, change: StatusChange) {
    if (!(await save(m, order, change))) return false;
    if (change.ok && UNACCEPTED_ENDS.has(change.to)) await this.promotions.giveBack(m, order.id);
    return true;
  }

  /**
   * `StockReserved` (sessions), run by its handler in the inbox transaction: a PLACED order
   * becomes PENDING and `OrderPending` is published in the same transaction; any other status
   * (already answered, or unknown order) changes nothing and tells nothing.
   */
  async applyStockReserved(
    p: StockReservedPayload,
    m: EntityManager,
    e: EventEnvelope,
  ): Promise<void> {
    const order = await lockOrder(m, p.orderId);
    if (!order || order.status !== 'PLACED') return;
    const lines = await linesOf(m, order.id);
    const paid = await this.payments.authorize(m, order, e.traceparent);
    if (!paid.ok) {
      if (!(await this.persist(m, order, order.markPaymentDeclined(paid.message)))) return;
      await restoreCartLines(m, order.id);
      const failed = { ...order.ref(), lines, code: paid.code, message: paid.message };
      await publishEvents(m, Topics.orders, orderPaymentFailed(failed, e.traceparent));
      return;
    }
    if (!(await this.persist(m, order, order.markPending()))) return;
    const portions = lines.reduce((sum, l) => sum + l.quantity, 0);
    const { fulfilment, totalCents } = order;
    await publishEvents(m, Topics.orders, [
      ...(paid.event ? [paid.event] : []),
      orderPending({ ...order.ref(), fulfilment, portions, totalCents }, e.traceparent),
    ]);
  }

  /**
   * `OrderDeclined` / `OrderCancelled` (orders' own events), run by their handlers in the inbox
   * transaction: the hold on the guest's card is released (`PaymentsService.release`), once.
   */
  async releasePayment(orderId: string, m: EntityManager, e: EventEnvelope): Promise<void> {
    const order = await lockOrder(m, orderId);
    if (order) await this.payments.release(m, order, e.traceparent);
  }

  /**
   * `StockRejected` (sessions), run by its handler in the inbox transaction: a PLACED order
   * becomes REJECTED with the reason, its lines go back into the guest's cart and
   * `OrderRejected` is published; any other status changes nothing.
   */
  async applyStockRejected(
    p: StockRejectedPayload,
    m: EntityManager,
    e: EventEnvelope,
  ): Promise<void> {
    const order = await lockOrder(m, p.orderId);
    if (!order || !(await this.persist(m, order, order.markRejected(p.reason, p.dishId)))) return;
    await restoreCartLines(m, p.orderId);
    const rejected = {
      ...order.ref(),
      reason: p.reason,
      reasonMessage: rejectionMessage(p.reason),
      dishId: p.dishId,
    };
    await publishEvents(m, Topics.orders, orderRejected(rejected, e.traceparent));
  }

  /**
   * Declines, for the platform, every PENDING order whose occurrence's order cutoff passed before
   * `now` without an answer from the chef (`OrderEntity.expireUnanswered`), up to `limit` per call,
   * each in its own transaction with `OrderDeclined` (sessions releases the stock, notifications
   * tells the guest, payments releases the hold). Replicas sweeping at once skip each other's rows.
   * Returns how many orders were declined.
   */
  async expireUnanswered(now = new Date(), limit = 100): Promise<number> {
    let expired = 0;
    for (let i = 0; i < limit; i++) {
      const done = await this.dataSource.transaction(async (m) => {
        const [row] = (await m.query(
          `SELECT o.id FROM orders o JOIN cart_occurrences c ON c.occurrence_id = o.occurrence_id
            WHERE o.status = 'PENDING' AND c.order_cutoff_at < $1
            ORDER BY c.order_cutoff_at, o.id LIMIT 1 FOR UPDATE OF o SKIP LOCKED`,
          [now],
        )) as Array<{ id: string }>;
        if (!row) return false;
        const order = (await lockOrder(m, row.id))!;
        if (!(await this.persist(m, order, order.expireUnanswered()))) return true;
        const lines = await linesOf(m, order.id);
        await publishEvents(m, Topics.orders, EVENT_OF.decline(order, lines, null));
        expired++;
        return true;
      });
      if (!done) break;
    }
    return expired;
  }

  /**
   * Rejects, for the platform, every order still PLACED `timeoutMs` after it was placed (its stock
   * answer never came: the request was dead-lettered, or sessions is down for that long), each in
   * its own transaction: REJECTED with `OrderMessages.notConfirmed`, its lines back in the guest's
   * cart and `OrderTimedOut` (sessions gives back the portions if it had reserved them,
   * notifications tells the guest). Nothing was charged: the hold comes only after the stock.
   * Returns how many orders were rejected.
   */
  async expirePlaced(now = new Date(), timeoutMs = 10 * 60_000, limit = 100): Promise<number> {
    let expired = 0;
    for (let i = 0; i < limit; i++) {
      const done = await this.dataSource.transaction(async (m) => {
        const [row] = (await m.query(
          `SELECT id FROM orders WHERE status = 'PLACED' AND created_at < $1
            ORDER BY created_at, id LIMIT 1 FOR UPDATE SKIP LOCKED`,
          [new Date(now.getTime() - timeoutMs)],
        )) as Array<{ id: string }>;
        if (!row) return false;
        const order = (await lockOrder(m, row.id))!;
        if (!(await this.persist(m, order, order.markNotConfirmed()))) return true;
        await restoreCartLines(m, order.id);
        const lines = await linesOf(m, order.id);
        const payload = { ...order.ref(), lines, message: order.rejectionMessage! };
        await publishEvents(m, Topics.orders, orderTimedOut(payload, null));
        expired++;
        return true;
      });
      if (!done) break;
    }
    return expired;
  }

  /**
   * Applies `action` to `orderId` for `user` (`OrderEntity.apply`, by `TRANSITIONS`). FORBIDDEN
   * when the order is not theirs (the restaurant's owner for chef actions, the guest who placed it
   * for cancel) or does not exist; a `ValidationError` when the order is not in the state the
   * action needs or the decline reason is missing/too long (nothing changes then).
   */
  async apply(
    user: AuthUser,
    action: OrderAction,
    orderId: string,
    reasonInput: string | null,
    traceparent: string | null,
  ): Promise<LifecycleOutcome> {
    const t = TRANSITIONS[action];
    if (user.role !== t.actor || !isUuid(orderId)) throw forbidden();
    const outcome = await this.dataSource.transaction(async (m) => {
      // Ownership first: someone else's order is FORBIDDEN whatever the reason says.
      const order = await this.ownOrder(m, user, t.actor, orderId);
      let reason: string | null = null;
      if (action === 'decline') {
        const parsed = declineOrderSchema.safeParse({ reason: reasonInput });
        if (!parsed.success) return { errors: toFieldErrors(parsed.error) };
        reason = parsed.data.reason;
      }
      const change = order.apply(action, reason);
      if (!change.ok) return { errors: [{ field: 'orderId', message: t.wrongState }] };
      // Accepting charges the card first: no charge, no acceptance (nothing changes then).
      const charged =
        action === 'accept'
          ? await this.payments.capture(m, order, traceparent)
          : { ok: true as const, events: [] };
      if (!charged.ok) return { errors: [{ field: 'orderId', message: charged.message }] };
      if (!(await this.persist(m, order, change)))
        return { errors: [{ field: 'orderId', message: t.wrongState }] };
      const lines = await linesOf(m, orderId);
      await publishEvents(m, Topics.orders, [
        EVENT_OF[action](order, lines, traceparent),
        ...charged.events,
      ]);
      return null;
    });
    if (outcome) return outcome;
    return { order: (await loadOrder(this.dataSource.manager, orderId))! };
  }

  /** The order, locked, if `user` may act on it as `actor`; FORBIDDEN otherwise. */
  private async ownOrder(
    m: EntityManager,
    user: AuthUser,
    actor: OrderActor,
    orderId: string,
  ): Promise<OrderEntity> {
    const order = await lockOrder(m, orderId);
    const [restaurant] = order
      ? ((await m.query(
          `SELECT owner_user_id AS "ownerUserId" FROM order_restaurants WHERE restaurant_id = $1`,
          [order.restaurantId],
        )) as Array<{ ownerUserId: string }>)
      : [];
    const owner = actor === 'GUEST' ? order?.guestId : (restaurant?.ownerUserId ?? order?.chefId);
    if (!order || owner !== user.id) throw forbidden();
    return order;
  }
}

/** The order `id`, locked (`FOR UPDATE`) until the transaction ends, or null. */
function lockOrder(m: EntityManager, id: string): Promise<OrderEntity | null> {
  return m.findOne(OrderEntity, { where: { id }, lock: { mode: 'pessimistic_write' } });
}

/**
 * Persists a status change the order decided, as one conditional update on the status it started
 * from (with the fields the change set), so of two racing changes only one wins. False when the
 * order refused the change or another change won.
 */
async function save(m: EntityManager, order: OrderEntity, change: StatusChange): Promise<boolean> {
  if (!change.ok) return false;
  const { affected } = await m.update(
    OrderEntity,
    { id: order.id, status: change.from },
    {
      status: change.to,
      rejectionReason: order.rejectionReason,
      rejectionMessage: order.rejectionMessage,
      rejectedDishId: order.rejectedDishId,
      declineReason: order.declineReason,
      updatedAt: () => 'now()',
    },
  );
  return affected === 1;
}

/** The order's lines in checkout order, as its events carry them. */
async function linesOf(m: EntityManager, orderId: string): Promise<EventLine[]> {
  const lines = await m.find(OrderLineEntity, { where: { orderId }, order: { position: 'ASC' } });
  return lines.map((l) => ({
    dishId: l.dishId,
    quantity: l.quantity,
    unitPriceCents: l.unitPriceCents,
  }));
}
