import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type {
  EventEnvelope,
  OccurrenceDishesWithdrawnPayload,
  OccurrenceStockChangedPayload,
} from '@hearth/events';

/**
 * Explore's `explore_occurrences` / `explore_occurrence_stock` projection of sessions' events:
 * one row per occurrence with its local date (the start in the restaurant's time zone), order
 * cutoff, delivery / pickup, and whether any dish has portions left. Per dish, the newest
 * `occurredAt` wins (a late, older event does not bring stock back); `announced_at` keeps the
 * newest event time. Each method runs in the caller's inbox transaction.
 */
@Injectable()
export class ExploreOccurrencesService {
  /** Upserts the occurrence and the stock of the dishes the event reports; recomputes has_stock. */
  async applyOccurrence(
    manager: EntityManager,
    p: OccurrenceStockChangedPayload,
    event: EventEnvelope,
  ): Promise<void> {
    await manager.query(
      `INSERT INTO explore_occurrences (occurrence_id, session_id, restaurant_id, local_date,
         starts_at, order_cutoff_at, offers_delivery, offers_pickup, announced_at)
       SELECT $1, $2, $3, ($4::timestamptz AT TIME ZONE
                COALESCE((SELECT time_zone FROM restaurants WHERE id = $3), 'America/Toronto'))::date,
              $4::timestamptz, $5::timestamptz, $6, $7, $8::timestamptz
       ON CONFLICT (occurrence_id) DO UPDATE SET local_date = EXCLUDED.local_date,
         starts_at = EXCLUDED.starts_at, order_cutoff_at = EXCLUDED.order_cutoff_at,
         offers_delivery = EXCLUDED.offers_delivery, offers_pickup = EXCLUDED.offers_pickup,
         announced_at = GREATEST(explore_occurrences.announced_at, EXCLUDED.announced_at)`,
      [
        p.occurrenceId,
        p.sessionId,
        p.restaurantId,
        p.startsAt,
        p.orderCutoffAt,
        p.offersDelivery,
        p.offersPickup,
        event.occurredAt,
      ],
    );
    if (p.dishes.length > 0) {
      await manager.query(
        `INSERT INTO explore_occurrence_stock (occurrence_id, dish_id, remaining, stock_at)
         SELECT $1, d.dish_id, d.remaining, $2::timestamptz
           FROM unnest($3::uuid[], $4::int[]) AS d (dish_id, remaining)
         ON CONFLICT (occurrence_id, dish_id) DO UPDATE SET remaining = EXCLUDED.remaining,
           stock_at = EXCLUDED.stock_at
         WHERE explore_occurrence_stock.stock_at <= EXCLUDED.stock_at`,
        [
          p.occurrenceId,
          event.occurredAt,
          p.dishes.map((d) => d.dishId),
          p.dishes.map((d) => d.remaining),
        ],
      );
    }
    await manager.query(
      `UPDATE explore_occurrences SET has_stock = EXISTS (SELECT 1 FROM explore_occurrence_stock s
         WHERE s.occurrence_id = $1 AND s.remaining > 0) WHERE occurrence_id = $1`,
      [p.occurrenceId],
    );
  }

  /**
   * Takes the dishes a session edit removed from one occurrence out of explore's stock: their
   * `explore_occurrence_stock` rows read 0 portions as of the event's `occurredAt`, so an older
   * stock event delivered late cannot bring them back, while a newer one (the chef added the
   * dish again) does; then `has_stock` is recomputed, so a date whose only stock was a withdrawn
   * dish no longer lists the restaurant.
   */
  async withdrawDishes(
    manager: EntityManager,
    p: OccurrenceDishesWithdrawnPayload,
    event: EventEnvelope,
  ): Promise<void> {
    await manager.query(
      `INSERT INTO explore_occurrence_stock (occurrence_id, dish_id, remaining, stock_at)
       SELECT $1, d.dish_id, 0, $2::timestamptz FROM unnest($3::uuid[]) AS d (dish_id)
       ON CONFLICT (occurrence_id, dish_id) DO UPDATE SET remaining = 0,
         stock_at = EXCLUDED.stock_at
       WHERE explore_occurrence_stock.stock_at <= EXCLUDED.stock_at`,
      [p.occurrenceId, event.occurredAt, p.dishIds],
    );
    await manager.query(
      `UPDATE explore_occurrences SET has_stock = EXISTS (SELECT 1 FROM explore_occurrence_stock s
         WHERE s.occurrence_id = $1 AND s.remaining > 0) WHERE occurrence_id = $1`,
      [p.occurrenceId],
    );
  }

  /**
   * Drops occurrences a rescheduled session no longer has. On `CookingSessionScheduled`,
   * `sessions` re-announces every occurrence the session still has (`OccurrenceStockChanged`,
   * created after that event); so a row of the session last announced before `scheduledAt` (the
   * event's `occurredAt`) is an occurrence that was removed. Rows announced later, even when
   * delivered before, are kept.
   */
  async dropUnannounced(
    manager: EntityManager,
    sessionId: string,
    scheduledAt: string,
  ): Promise<void> {
    await manager.query(
      `DELETE FROM explore_occurrences WHERE session_id = $1 AND announced_at < $2`,
      [sessionId, scheduledAt],
    );
  }
}
