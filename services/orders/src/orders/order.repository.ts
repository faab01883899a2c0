import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  OrderEntity,
  OrderLineEntity,
  type OrderFields,
  type StatusChange,
} from './order.entity.js';

/** A line as the order events carry it (`OrderLineV1`): price in integer cents. */
export interface EventLine {
  dishId: string;
  quantity: number;
  unitPriceCents: number;
}

/** A new order's facts at checkout: every `OrderEntity` field that checkout decides. */
export type NewOrder = Omit<
  OrderFields,
  | 'status'
  | 'rejectionReason'
  | 'rejectionMessage'
  | 'rejectedDishId'
  | 'declineReason'
  | 'createdAt'
  | 'updatedAt'
>;

/** A new order line: its dish, position in the cart, name, portion, price (cents) and quantity. */
export type NewOrderLine = Omit<OrderLineEntity, 'orderId'>;

/**
 * Loads and saves the order aggregate (`orders` + `order_lines`). Its columns are the ones
 * `OrderEntity` declares — the one list of an order's fields: inserts and updates go through the
 * entity's metadata, so a new order field is declared on the entity and nowhere else here. Every
 * method takes the transaction's `EntityManager`.
 */
@Injectable()
export class OrderRepository {
  /** The order `id`, locked (`FOR UPDATE`) until the transaction ends, or null. */
  lock(m: EntityManager, id: string): Promise<OrderEntity | null> {
    return m.findOne(OrderEntity, { where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  /** The order `id` as it is (not locked), or null. */
  find(m: EntityManager, id: string): Promise<OrderEntity | null> {
    return m.findOne(OrderEntity, { where: { id } });
  }

  /** The id of the order this guest placed with this idempotency key, or null. */
  async idByKey(m: EntityManager, guestId: string, idempotencyKey: string): Promise<string | null> {
    const row = await m.findOne(OrderEntity, {
      select: { id: true },
      where: { guestId, idempotencyKey },
    });
    return row?.id ?? null;
  }

  /**
   * Inserts a PLACED order with its lines. False (nothing written) when this guest's
   * idempotency key already placed an order — a concurrent checkout committed first.
   */
  async insertPlaced(m: EntityManager, order: NewOrder, lines: NewOrderLine[]): Promise<boolean> {
    const inserted = await m
      .createQueryBuilder()
      .insert()
      .into(OrderEntity)
      .values({ ...order, status: 'PLACED' })
      .orIgnore()
      .returning('id')
      .updateEntity(false)
      .execute();
    if ((inserted.raw as unknown[]).length === 0) return false;
    if (lines.length > 0)
      await m
        .createQueryBuilder()
        .insert()
        .into(OrderLineEntity)
        .values(lines.map((l) => ({ ...l, orderId: order.id })))
        .updateEntity(false)
        .execute();
    return true;
  }

  /**
   * Persists a status change the order decided, as one conditional update on the status it
   * started from (with the fields the change set), so of two racing changes only one wins. False
   * when the order refused the change or another change won.
   */
  async saveChange(m: EntityManager, order: OrderEntity, change: StatusChange): Promise<boolean> {
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
  async eventLines(m: EntityManager, orderId: string): Promise<EventLine[]> {
    const lines = await m.find(OrderLineEntity, { where: { orderId }, order: { position: 'ASC' } });
    return lines.map((l) => ({
      dishId: l.dishId,
      quantity: l.quantity,
      unitPriceCents: l.unitPriceCents,
    }));
  }

  /**
   * Nothing lost on rejection: a REJECTED order's lines go back into its guest's cart, in the
   * transaction that rejected it, so the guest adjusts instead of re-adding. A line the guest has
   * meanwhile added again keeps the larger quantity (never doubled). Call it once per order: only
   * after the PLACED → REJECTED update that changed a row. A standing weekly order's week
   * (idempotency key `standing-week:…`) never came from the cart, so nothing goes back to it: the
   * guest is told about the missed week instead.
   */
  async restoreToCart(m: EntityManager, orderId: string): Promise<void> {
    await m.query(
      `INSERT INTO cart_items (id, guest_id, dish_id, occurrence_id, quantity, created_at)
       SELECT gen_random_uuid(), o.guest_id, l.dish_id, o.occurrence_id, l.quantity,
              date_trunc('milliseconds', now()) + l.position * interval '1 millisecond'
         FROM order_lines l JOIN orders o ON o.id = l.order_id
        WHERE l.order_id = $1 AND o.idempotency_key NOT LIKE 'standing-week:%'
       ON CONFLICT (guest_id, occurrence_id, dish_id)
       DO UPDATE SET quantity = GREATEST(cart_items.quantity, EXCLUDED.quantity)`,
      [orderId],
    );
  }

  /**
   * The platform's sweeps: the next order to expire, locked, skipping rows another sweeper holds
   * (`SKIP LOCKED`); null when none is left. `PENDING_PAST_CUTOFF`: a PENDING order whose
   * occurrence's order cutoff passed before `at` (earliest cutoff first); `PLACED_BEFORE`: an
   * order still PLACED that was placed before `at` (oldest first).
   */
  async nextToExpire(
    m: EntityManager,
    which: 'PENDING_PAST_CUTOFF' | 'PLACED_BEFORE',
    at: Date,
  ): Promise<string | null> {
    const sql =
      which === 'PENDING_PAST_CUTOFF'
        ? `SELECT o.id FROM orders o JOIN cart_occurrences c ON c.occurrence_id = o.occurrence_id
            WHERE o.status = 'PENDING' AND c.order_cutoff_at < $1
            ORDER BY c.order_cutoff_at, o.id LIMIT 1 FOR UPDATE OF o SKIP LOCKED`
        : `SELECT id FROM orders WHERE status = 'PLACED' AND created_at < $1
            ORDER BY created_at, id LIMIT 1 FOR UPDATE SKIP LOCKED`;
    const [row] = (await m.query(sql, [at])) as Array<{ id: string }>;
    return row?.id ?? null;
  }

  /**
   * On `UserDeleted`: erases the delivery address, its coordinates and the instructions of every
   * order of the guest. Orders, their lines and totals stay (they are the books). Idempotent.
   */
  async eraseGuestDetails(m: EntityManager, guestId: string): Promise<void> {
    await m.update(
      OrderEntity,
      { guestId },
      {
        addressLine1: null,
        addressLine2: null,
        postalCode: null,
        latitude: null,
        longitude: null,
        instructions: null,
      },
    );
  }
}
