import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import {
  OrderMessages,
  declineOrderSchema,
  rejectionMessage,
  toFieldErrors,
  type FieldError,
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
import { loadOrder, type OrderRow } from './order-views.js';
import type { OrderType } from './orders.types.js';

/** Inbox consumer names of the saga replies. */
export const OrderConsumers = {
  stockReserved: 'orders.on-stock-reserved',
  stockRejected: 'orders.on-stock-rejected',
} as const;

/** A lifecycle change: the order after it, or why nothing changed. */
export type LifecycleOutcome = { order: OrderType } | { errors: FieldError[] };

type Actor = 'CHEF' | 'GUEST';
interface Transition {
  actor: Actor;
  from: 'PENDING' | 'ACCEPTED';
  to: 'ACCEPTED' | 'DECLINED' | 'CANCELLED' | 'COMPLETED';
  wrongState: string;
  event: (
    row: OrderRow,
    lines: LineRow[],
    reason: string | null,
    tp: string | null,
  ) => EventEnvelope;
}
interface LineRow {
  dishId: string;
  quantity: number;
  unitPriceCents: number;
}

/** The columns every order event's reference (`OrderRefV1`) is built from. */
type OrderRefRow = Pick<OrderRow, 'id' | 'guestId' | 'restaurantId' | 'chefId' | 'occurrenceId'>;

const ref = (row: OrderRefRow) => ({
  orderId: row.id,
  guestId: row.guestId,
  restaurantId: row.restaurantId,
  chefId: row.chefId,
  occurrenceId: row.occurrenceId,
});

/** The order lifecycle after the saga (ARCHITECTURE §3): who may move an order from where to where. */
const TRANSITIONS = {
  accept: {
    actor: 'CHEF',
    from: 'PENDING',
    to: 'ACCEPTED',
    wrongState: OrderMessages.onlyPendingCanBeAccepted,
    event: (row, _l, _r, tp) => orderAccepted(ref(row), tp),
  },
  decline: {
    actor: 'CHEF',
    from: 'PENDING',
    to: 'DECLINED',
    wrongState: OrderMessages.onlyPendingCanBeDeclined,
    event: (row, lines, reason, tp) =>
      orderDeclined({ ...ref(row), lines, reason: reason ?? '' }, tp),
  },
  cancel: {
    actor: 'GUEST',
    from: 'PENDING',
    to: 'CANCELLED',
    wrongState: OrderMessages.onlyPendingCanBeCancelled,
    event: (row, lines, _r, tp) => orderCancelled({ ...ref(row), lines }, tp),
  },
  complete: {
    actor: 'CHEF',
    from: 'ACCEPTED',
    to: 'COMPLETED',
    wrongState: OrderMessages.onlyAcceptedCanBeCompleted,
    event: (row, _l, _r, tp) => orderCompleted(ref(row), tp),
  },
} as const satisfies Record<string, Transition>;

/**
 * Nothing lost on rejection (issue #5 follow-up): a REJECTED order's lines go back into its
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

/** A lifecycle action name. */
export type OrderAction = keyof typeof TRANSITIONS;

/**
 * The order lifecycle (ARCHITECTURE §3, issue #5 point 6): the saga's replies (`StockReserved` →
 * PENDING + `OrderPending`, `StockRejected` → REJECTED with the reason + `OrderRejected`, each
 * event in the outbox of the same transaction; once per event id, only from PLACED) and
 * the users' transitions — the owning chef accepts, declines (with a reason) or completes; the
 * guest cancels while PENDING. Each transition is one conditional update plus its event in one
 * transaction, so two racing actions cannot both win.
 */
@Injectable()
export class OrderLifecycleService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** `StockReserved` (sessions): run by its handler in the inbox transaction, once per event. */
  async applyStockReserved(
    p: StockReservedPayload,
    m: EntityManager,
    e: EventEnvelope,
  ): Promise<void> {
    const [rows] = (await m.query(
      `UPDATE orders SET status = 'PENDING', updated_at = now()
        WHERE id = $1 AND status = 'PLACED'
        RETURNING id, guest_id AS "guestId", restaurant_id AS "restaurantId",
          chef_id AS "chefId", occurrence_id AS "occurrenceId", fulfilment,
          total_cents AS "totalCents",
          (SELECT sum(quantity)::int FROM order_lines WHERE order_id = orders.id) AS portions`,
      [p.orderId],
    )) as [
      Array<
        OrderRefRow & {
          fulfilment: 'DELIVERY' | 'PICKUP';
          totalCents: number;
          portions: number;
        }
      >,
      number,
    ];
    const row = rows[0];
    if (!row) return; // not PLACED (already answered, or unknown): nothing to tell
    const { fulfilment, totalCents, portions } = row;
    await this.publish(
      m,
      orderPending({ ...ref(row), fulfilment, portions, totalCents }, e.traceparent),
    );
  }

  /** `StockRejected` (sessions): run by its handler in the inbox transaction, once per event. */
  async applyStockRejected(
    p: StockRejectedPayload,
    m: EntityManager,
    e: EventEnvelope,
  ): Promise<void> {
    const [rows] = (await m.query(
      `UPDATE orders SET status = 'REJECTED', rejection_reason = $2, rejected_dish_id = $3,
         updated_at = now()
        WHERE id = $1 AND status = 'PLACED'
        RETURNING id, guest_id AS "guestId", restaurant_id AS "restaurantId",
          chef_id AS "chefId", occurrence_id AS "occurrenceId"`,
      [p.orderId, p.reason, p.dishId],
    )) as [OrderRefRow[], number];
    const row = rows[0];
    if (!row) return; // not PLACED (already answered, or unknown): nothing to tell
    await restoreCartLines(m, p.orderId);
    const rejected = {
      ...ref(row),
      reason: p.reason,
      reasonMessage: rejectionMessage(p.reason),
      dishId: p.dishId,
    };
    await this.publish(m, orderRejected(rejected, e.traceparent));
  }

  /** Adds `event` to the outbox in `m`'s (inbox) transaction and kicks the relay after commit. */
  private async publish(m: EntityManager, event: EventEnvelope): Promise<void> {
    await publishEvents(m, Topics.orders, event);
  }

  /**
   * Applies `action` to `orderId` for `user`. FORBIDDEN when the order is not theirs (the
   * restaurant's owner for chef actions, the guest who placed it for cancel) or does not exist;
   * a `ValidationError` when the order is not in the state the action needs or the decline
   * reason is missing/too long (nothing changes then).
   */
  async apply(
    user: AuthUser,
    action: OrderAction,
    orderId: string,
    reasonInput: string | null,
    traceparent: string | null,
  ): Promise<LifecycleOutcome> {
    const t: Transition = TRANSITIONS[action];
    if (user.role !== t.actor || !isUuid(orderId)) throw forbidden();
    let reason: string | null = null;
    if (action === 'decline') {
      const parsed = declineOrderSchema.safeParse({ reason: reasonInput });
      if (!parsed.success) return { errors: toFieldErrors(parsed.error) };
      reason = parsed.data.reason;
    }
    const outcome = await this.dataSource.transaction(async (m) => {
      const row = await this.ownOrder(m, user, t.actor, orderId);
      if (row.status !== t.from) return { errors: [{ field: 'orderId', message: t.wrongState }] };
      // An UPDATE answers [rows, affected] through TypeORM's postgres driver.
      const [, affected] = (await m.query(
        `UPDATE orders SET status = $3, decline_reason = COALESCE($4, decline_reason),
           updated_at = now() WHERE id = $1 AND status = $2`,
        [orderId, t.from, t.to, reason],
      )) as [unknown[], number];
      if (affected !== 1) return { errors: [{ field: 'orderId', message: t.wrongState }] };
      const lines = (await m.query(
        `SELECT dish_id AS "dishId", quantity, unit_price_cents AS "unitPriceCents"
           FROM order_lines WHERE order_id = $1 ORDER BY position`,
        [orderId],
      )) as LineRow[];
      await publishEvents(m, Topics.orders, t.event(row, lines, reason, traceparent));
      return null;
    });
    if (outcome) return outcome;
    return { order: (await loadOrder(this.dataSource.manager, orderId))! };
  }

  /** The order, locked, if `user` may act on it as `actor`; FORBIDDEN otherwise. */
  private async ownOrder(
    m: EntityManager,
    user: AuthUser,
    actor: Actor,
    orderId: string,
  ): Promise<OrderRow> {
    const [row] = (await m.query(
      `SELECT o.id, o.guest_id AS "guestId", o.restaurant_id AS "restaurantId",
              o.chef_id AS "chefId", o.occurrence_id AS "occurrenceId", o.status,
              r.owner_user_id AS "ownerUserId"
         FROM orders o LEFT JOIN order_restaurants r ON r.restaurant_id = o.restaurant_id
        WHERE o.id = $1 FOR UPDATE OF o`,
      [orderId],
    )) as Array<OrderRow & { ownerUserId: string | null }>;
    const owner = actor === 'GUEST' ? row?.guestId : (row?.ownerUserId ?? row?.chefId);
    if (!row || owner !== user.id) throw forbidden();
    return row;
  }
}
