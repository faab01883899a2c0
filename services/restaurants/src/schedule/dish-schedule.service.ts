import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { CookingSessionScheduledPayload } from '@hearth/events';

/**
 * The `dish_session_schedule` projection (for the dish delete rule,
 * docs/rules/catalogue.md#deleting-a-dish): which dishes each cooking session offers and when that
 * session's last occurrence ends (null = open-ended). Fed by `CookingSessionScheduled` v1 (see
 * on-cooking-session-scheduled.handler.ts); read by the dish delete rule and `Dish.isDeletable`.
 */
@Injectable()
export class DishScheduleService {
  /**
   * Replaces the rows of `p.sessionId` with one row per dish of the event (its full current dish
   * list), in the caller's transaction. An event with no dishes clears the session.
   */
  async apply(manager: EntityManager, p: CookingSessionScheduledPayload): Promise<void> {
    await manager.query(`DELETE FROM dish_session_schedule WHERE session_id = $1`, [p.sessionId]);
    const dishIds = [...new Set(p.dishIds)];
    if (dishIds.length === 0) return;
    await manager.query(
      `INSERT INTO dish_session_schedule (session_id, dish_id, restaurant_id, last_occurrence_ends_at)
       SELECT $1, d, $2, $3::timestamptz FROM unnest($4::uuid[]) AS d`,
      [p.sessionId, p.restaurantId, p.lastOccurrenceEndsAt, dishIds],
    );
  }

  /**
   * The ids among `dishIds` that are in an upcoming cooking session: a session whose last
   * occurrence ends after `now` or has no end. Empty input → empty set.
   */
  async inUpcomingSession(
    manager: EntityManager,
    dishIds: readonly string[],
    now: Date = new Date(),
  ): Promise<Set<string>> {
    if (dishIds.length === 0) return new Set();
    const rows = (await manager.query(
      `SELECT DISTINCT dish_id AS "dishId" FROM dish_session_schedule
        WHERE dish_id = ANY($1::uuid[])
          AND (last_occurrence_ends_at IS NULL OR last_occurrence_ends_at > $2)`,
      [dishIds, now],
    )) as Array<{ dishId: string }>;
    return new Set(rows.map((r) => r.dishId));
  }
}
