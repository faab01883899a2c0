import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  EventTypes,
  Topics,
  type EventEnvelope,
  type OccurrenceStockChangedPayload,
} from '@hearth/events';
import { EventSubscriber } from '@hearth/nest-common';

/** Inbox consumer name of this handler (one effect per event id). */
export const ON_OCCURRENCE_STOCK_CHANGED = 'restaurants.on-occurrence-stock-changed';

/**
 * Keeps `explore_occurrences` from `OccurrenceStockChanged` v1 (topic `Topics.sessions`): one row
 * per occurrence with its local date (the start in the restaurant's time zone), order cutoff,
 * delivery / pickup, and whether any dish has portions left. Per dish, the newest `occurredAt`
 * wins (a late, older event does not bring stock back); `announced_at` keeps the newest event time
 * (see on-cooking-session-rescheduled.handler.ts). Idempotent through the inbox.
 */
@Injectable()
export class OnOccurrenceStockChangedHandler implements OnModuleInit {
  constructor(private readonly events: EventSubscriber) {}

  onModuleInit(): Promise<void> {
    return this.events.on<OccurrenceStockChangedPayload>(
      Topics.sessions,
      EventTypes.OccurrenceStockChanged,
      ON_OCCURRENCE_STOCK_CHANGED,
      (p, manager, event) => applyOccurrence(manager, p, event),
    );
  }
}

/** Upserts the occurrence and the stock of the dishes the event reports; recomputes has_stock. */
export async function applyOccurrence(
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
