import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EventTypes, Topics, type OccurrenceDishesWithdrawnPayload } from '@hearth/events';
import { EventSubscriber } from '@hearth/nest-common';

/** Inbox consumer name of this handler (one effect per event id). */
export const ON_OCCURRENCE_DISHES_WITHDRAWN = 'restaurants.on-occurrence-dishes-withdrawn';

/**
 * Takes the dishes a session edit removed from one occurrence (`OccurrenceDishesWithdrawn` v1,
 * topic `Topics.sessions`) out of explore's stock: their `explore_occurrence_stock` rows read 0
 * portions as of the event's `occurredAt`, so an older stock event delivered late cannot bring
 * them back, while a newer one (the chef added the dish again) does; then `has_stock` is
 * recomputed, so a date whose only stock was a withdrawn dish no longer lists the restaurant.
 * Idempotent through the inbox.
 */
@Injectable()
export class OnOccurrenceDishesWithdrawnHandler implements OnModuleInit {
  constructor(private readonly events: EventSubscriber) {}

  onModuleInit(): Promise<void> {
    return this.events.on<OccurrenceDishesWithdrawnPayload>(
      Topics.sessions,
      EventTypes.OccurrenceDishesWithdrawn,
      ON_OCCURRENCE_DISHES_WITHDRAWN,
      async (p, manager, event) => {
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
      },
    );
  }
}
