import { Injectable } from '@nestjs/common';
import { Topics, type DishChangedPayload, type DishDeletedPayload } from '@hearth/events';
import { publishEvents } from '@hearth/nest-common';
import type { EntityManager } from 'typeorm';
import { occurrenceDishesWithdrawn } from '../integration-events/published/occurrence-dishes-withdrawn.event.js';

/** Inbox consumer names of the `restaurant_dishes` handlers. */
export const DishesConsumers = {
  dishChanged: 'sessions.on-dish-changed',
  dishDeleted: 'sessions.on-dish-deleted',
} as const;

/**
 * Keeps `restaurant_dishes` (ADR 0005) from `Topics.restaurants` (its handlers call it in their
 * inbox transaction, once per event id):
 * `DishChanged` v1 upserts the dish's current state, `DishDeleted` v1 leaves a DELETED tombstone.
 * An event older (`occurredAt`) than the last one applied to the dish is ignored, so a late
 * redelivery never brings back an old state or a deleted dish.
 *
 * `DishDeleted` also withdraws the dish from upcoming occurrences (see {@link withdrawDeletedDish}):
 * restaurants refuses to delete a dish in an upcoming session, but it learns of sessions from
 * `CookingSessionScheduled`, so a delete in the moment before that event arrives (or while its
 * consumer is behind) is allowed and must not leave a nameless dish on sale in sessions.
 */
@Injectable()
export class RestaurantDishesService {
  /** `DishChanged`: the dish's current state, unless a later event was already applied. */
  async applyChange(
    manager: EntityManager,
    p: DishChangedPayload,
    occurredAt: string,
  ): Promise<void> {
    await manager.query(UPSERT, [
      p.dishId,
      p.restaurantId,
      p.name,
      p.portionSize,
      p.status,
      occurredAt,
    ]);
  }

  /**
   * `DishDeleted`: a DELETED tombstone (unless a later event was already applied), then the dish
   * leaves upcoming occurrences ({@link withdrawDeletedDish}); `traceparent` is the event's.
   */
  async applyDelete(
    manager: EntityManager,
    p: DishDeletedPayload,
    occurredAt: string,
    traceparent: string | null,
  ): Promise<void> {
    await manager.query(
      `INSERT INTO restaurant_dishes (dish_id, restaurant_id, name, portion_size, status, changed_at)
       VALUES ($1, $2, '', '', 'DELETED', $3)
       ON CONFLICT (dish_id) DO UPDATE SET status = 'DELETED', changed_at = EXCLUDED.changed_at,
         updated_at = now()
       WHERE restaurant_dishes.changed_at <= EXCLUDED.changed_at`,
      [p.dishId, p.restaurantId, occurredAt],
    );
    await withdrawDeletedDish(manager, p.dishId, traceparent);
  }
}

const UPSERT = `INSERT INTO restaurant_dishes (dish_id, restaurant_id, name, portion_size, status, changed_at)
  VALUES ($1, $2, $3, $4, $5, $6)
  ON CONFLICT (dish_id) DO UPDATE SET restaurant_id = EXCLUDED.restaurant_id, name = EXCLUDED.name,
    portion_size = EXCLUDED.portion_size, status = EXCLUDED.status,
    changed_at = EXCLUDED.changed_at, updated_at = now()
  WHERE restaurant_dishes.status <> 'DELETED'
    AND restaurant_dishes.changed_at <= EXCLUDED.changed_at`;

/**
 * Takes deleted dish `dishId` out of every occurrence that has not started and sold none of it
 * (its `occurrence_stock` row goes), and out of each session's dish list where no upcoming
 * occurrence still holds it; publishes one `OccurrenceDishesWithdrawn` per occurrence changed, in
 * the caller's transaction, so orders' cart and restaurants' explore stock follow (ADR 0006).
 * Portions already sold stay: that occurrence keeps the dish and the chef cooks those orders.
 * A row a concurrent reservation has just sold from fails `remaining = total` and is kept.
 * Idempotent: a redelivery finds nothing left to withdraw and publishes nothing.
 */
async function withdrawDeletedDish(
  manager: EntityManager,
  dishId: string,
  traceparent: string | null,
): Promise<void> {
  const gone = (await manager.query(
    `WITH gone AS (
       DELETE FROM occurrence_stock s USING session_occurrences o, cooking_sessions c
        WHERE s.occurrence_id = o.id AND o.session_id = c.id AND s.dish_id = $1
          AND s.remaining = s.total AND o.starts_at > now()
       RETURNING o.id AS occurrence_id, o.session_id, c.restaurant_id)
     SELECT occurrence_id AS "occurrenceId", session_id AS "sessionId",
            restaurant_id AS "restaurantId"
       FROM gone ORDER BY occurrence_id`,
    [dishId],
  )) as Array<{ occurrenceId: string; sessionId: string; restaurantId: string }>;
  await manager.query(
    `DELETE FROM session_dishes sd WHERE sd.dish_id = $1 AND NOT EXISTS (
       SELECT 1 FROM occurrence_stock s JOIN session_occurrences o ON o.id = s.occurrence_id
        WHERE o.session_id = sd.session_id AND s.dish_id = sd.dish_id AND o.starts_at > now())`,
    [dishId],
  );
  await publishEvents(
    manager,
    Topics.sessions,
    gone.map((g) => occurrenceDishesWithdrawn({ ...g, dishIds: [dishId] }, traceparent)),
  );
}
