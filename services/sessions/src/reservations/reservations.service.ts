import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  Topics,
  type EventEnvelope,
  type OrderCancelledPayload,
  type OrderDeclinedPayload,
  type OrderPaymentFailedPayload,
  type OrderTimedOutPayload,
  type OrderPlacedPayload,
} from '@hearth/events';
import { publishEvents } from '@hearth/nest-common';
import { releaseStock, reserveStock, type StockLine } from './stock.js';
import { occurrenceStockChanged } from '../integration-events/published/occurrence-stock-changed.event.js';
import { stockRejected } from '../integration-events/published/stock-rejected.event.js';
import { stockReserved } from '../integration-events/published/stock-reserved.event.js';
import { tellWaitingGuests } from '../waiting/tell-waiting-guests.js';

/** Inbox consumer names of the saga handlers (one per event). */
export const ReservationConsumers = {
  orderPlaced: 'sessions.on-order-placed',
  orderDeclined: 'sessions.on-order-declined',
  orderCancelled: 'sessions.on-order-cancelled',
  orderPaymentFailed: 'sessions.on-order-payment-failed',
  orderTimedOut: 'sessions.on-order-timed-out',
  sessionScheduled: 'sessions.on-cooking-session-scheduled',
} as const;

/**
 * The sessions half of the order saga (docs/rules/orders-and-sessions.md#stock, docs/inventory.md,
 * ADR 0006); its handlers (integration-events/handlers) call it once per event id (inbox), in ONE
 * transaction with the outbox rows it writes:
 * - `OrderPlaced` → reserves every line in one all-or-nothing conditional update (`reserveStock`),
 *   records the order in `stock_reservations` and publishes `StockReserved` + the new stock
 *   (`OccurrenceStockChanged`), or publishes `StockRejected { reason, dishId }` (nothing reserved;
 *   `RESTAURANT_NOT_PUBLIC` when the session's restaurant is hidden or its chef not Active, as
 *   sessions' own projection knows it, whoever sent the event).
 * - `OrderDeclined` / `OrderCancelled` / `OrderPaymentFailed` → gives a RESERVED order's portions back once
 *   (`stock_reservations` RESERVED → RELEASED), publishes the new stock and tells the guests
 *   waiting for those dishes ("Notify me": `DishAvailableAgain`, `tellWaitingGuests`).
 * - `CookingSessionScheduled` (its own event) → publishes the stock of every occurrence of the
 *   session, so orders' cart projection learns new and edited occurrences.
 */
@Injectable()
export class ReservationsService {
  /**
   * `CookingSessionScheduled` (its own event): publishes the stock of every occurrence of the
   * session (`OccurrenceStockChanged`), so orders' cart projection learns new and edited
   * occurrences. `traceparent` is the event's.
   */
  async announceSessionStock(
    m: EntityManager,
    sessionId: string,
    traceparent: string | null,
  ): Promise<void> {
    await this.publish(m, await occurrenceStockChanged(m, { sessionId }, null, traceparent));
  }

  private async publish(m: EntityManager, events: EventEnvelope[]): Promise<void> {
    await publishEvents(m, Topics.sessions, events);
  }

  /** OrderPlaced → StockReserved (+ new stock) or StockRejected; a known order is answered again. */
  async reserve(p: OrderPlacedPayload, m: EntityManager, e: EventEnvelope): Promise<void> {
    const known = (await m.query(
      `SELECT status, reason, dish_id AS "dishId" FROM stock_reservations WHERE order_id = $1`,
      [p.orderId],
    )) as Array<{ status: string; reason: string | null; dishId: string | null }>;
    if (known.length > 0) return; // answered already (an OrderPlaced re-published under a new id)
    const lines: StockLine[] = p.lines.map((l) => ({ dishId: l.dishId, quantity: l.quantity }));
    const result = await reserveStock(m, p.occurrenceId, lines);
    await m.query(
      `INSERT INTO stock_reservations (order_id, occurrence_id, lines, status, reason, dish_id)
       VALUES ($1, $2, $3::jsonb, $4, $5, $6)`,
      [
        p.orderId,
        p.occurrenceId,
        JSON.stringify(lines),
        result.ok ? 'RESERVED' : 'REJECTED',
        result.ok ? null : result.reason,
        result.ok ? null : result.dishId,
      ],
    );
    const ref = { orderId: p.orderId, occurrenceId: p.occurrenceId };
    if (result.ok) {
      const stock = await occurrenceStockChanged(
        m,
        { occurrenceId: p.occurrenceId },
        lines.map((l) => l.dishId),
        e.traceparent,
      );
      await this.publish(m, [stockReserved(ref, e.traceparent), ...stock]);
    } else {
      const rejected = stockRejected(
        { ...ref, reason: result.reason, dishId: result.dishId },
        e.traceparent,
      );
      const stock =
        result.reason === 'OUT_OF_STOCK' && result.dishId
          ? await occurrenceStockChanged(
              m,
              { occurrenceId: p.occurrenceId },
              [result.dishId],
              e.traceparent,
            )
          : [];
      await this.publish(m, [rejected, ...stock]);
    }
  }

  /**
   * OrderDeclined / OrderCancelled → the portions of a RESERVED order back, once; the guests
   * waiting for its dishes on that occurrence are told in the same transaction (`DishAvailableAgain`).
   */
  async release(
    p:
      | OrderDeclinedPayload
      | OrderCancelledPayload
      | OrderPaymentFailedPayload
      | OrderTimedOutPayload,
    m: EntityManager,
    e: EventEnvelope,
  ): Promise<void> {
    // An UPDATE … RETURNING answers [rows, affected] through TypeORM's postgres driver.
    const [rows] = (await m.query(
      `UPDATE stock_reservations SET status = 'RELEASED', updated_at = now()
        WHERE order_id = $1 AND status = 'RESERVED' RETURNING lines`,
      [p.orderId],
    )) as [Array<{ lines: StockLine[] }>, number];
    const row = rows[0];
    if (!row) return; // never reserved, or released already
    await releaseStock(m, p.occurrenceId, row.lines);
    const stock = await occurrenceStockChanged(
      m,
      { occurrenceId: p.occurrenceId },
      row.lines.map((l) => l.dishId),
      e.traceparent,
    );
    const told = await tellWaitingGuests(
      m,
      {
        occurrenceIds: [p.occurrenceId],
        dishIds: row.lines.map((l) => l.dishId),
        fallback: 'RELEASED',
      },
      e.traceparent,
    );
    await this.publish(m, [...stock, ...told]);
  }
}
