import type { EntityManager } from 'typeorm';
import type { DishAvailableAgainPayload, EventEnvelope } from '@hearth/events';
import { dishAvailableAgain } from '../integration-events/published/dish-available-again.event.js';

/** Most guests one `DishAvailableAgain` names (a longer line is told in several events, in order). */
export const GUESTS_PER_EVENT = 100;

/** What made portions available (`DishAvailableAgain.reason`). */
export type AvailabilityReason = DishAvailableAgainPayload['reason'];

/** Which occurrences to look at, and why portions may be there now. */
export interface TellScope {
  /** Occurrences whose stock just changed (released, raised or created). */
  occurrenceIds: readonly string[];
  /** Only these dishes of them (null: every dish). */
  dishIds: readonly string[] | null;
  /** The reason per occurrence; `NEW_OCCURRENCE` also tells guests waiting for the same dish on
   * another occurrence of the restaurant. Occurrences not listed use `fallback`. */
  reasons?: ReadonlyMap<string, AvailabilityReason>;
  fallback: AvailabilityReason;
}

interface AvailableRow {
  occurrenceId: string;
  dishId: string;
  remaining: number;
  sessionId: string;
  localDate: string;
  startsAt: Date;
  restaurantId: string;
  timeZone: string;
  restaurantSlug: string | null;
  restaurantName: string | null;
  dishName: string | null;
}

interface ToldRow {
  seq: string;
  guestId: string;
  createdAt: Date;
}

/**
 * "Notify me" (docs/rules/notify-me.md): after a stock change in the caller's transaction, marks
 * every guest still waiting for a dish that now has portions (remaining > 0, order cutoff not
 * passed) as told and returns the `DishAvailableAgain` v1 envelopes naming them, in subscription
 * order (`seq`), at most {@link GUESTS_PER_EVENT} per envelope. The caller publishes them through
 * its outbox in the same transaction, so a guest is named in exactly one committed event per watch.
 *
 * Every waiting guest is told, not only as many as portions came back (first to order gets them).
 * Concurrency: the waiting rows are locked `FOR UPDATE` in `seq` order before being marked; a
 * concurrent release waits for the lock and, under READ COMMITTED, re-checks `told_at IS NULL`
 * on the committed row, so it skips guests the other transaction told (and tells them itself if
 * that one rolled back). Proven by services/sessions/test/notify-me.test.ts.
 */
export async function tellWaitingGuests(
  m: EntityManager,
  scope: TellScope,
  traceparent: string | null,
): Promise<Array<EventEnvelope<DishAvailableAgainPayload>>> {
  if (scope.occurrenceIds.length === 0) return [];
  const available = (await m.query(
    `SELECT st.occurrence_id AS "occurrenceId", st.dish_id AS "dishId", st.remaining,
            o.session_id AS "sessionId", o.local_date::text AS "localDate", o.starts_at AS "startsAt",
            s.restaurant_id AS "restaurantId", s.time_zone AS "timeZone",
            r.slug AS "restaurantSlug", r.name AS "restaurantName", d.name AS "dishName"
       FROM occurrence_stock st
       JOIN session_occurrences o ON o.id = st.occurrence_id
       JOIN cooking_sessions s ON s.id = o.session_id
       LEFT JOIN restaurant_owners r ON r.restaurant_id = s.restaurant_id
       LEFT JOIN restaurant_dishes d ON d.dish_id = st.dish_id
      WHERE st.occurrence_id = ANY($1::uuid[])
        AND ($2::uuid[] IS NULL OR st.dish_id = ANY($2::uuid[]))
        AND st.remaining > 0 AND o.order_cutoff_at > now()
      ORDER BY o.starts_at, st.dish_id`,
    [[...scope.occurrenceIds], scope.dishIds ? [...scope.dishIds] : null],
  )) as AvailableRow[];
  const events: Array<EventEnvelope<DishAvailableAgainPayload>> = [];
  for (const a of available) {
    const reason = scope.reasons?.get(a.occurrenceId) ?? scope.fallback;
    const elsewhere = reason === 'NEW_OCCURRENCE';
    // UPDATE … FROM answers [rows, affected] through TypeORM's postgres driver.
    const [told] = (await m.query(
      `WITH waiting AS (
         SELECT w.seq FROM stock_watches w
          WHERE w.dish_id = $2 AND w.told_at IS NULL
            AND (w.occurrence_id = $1 OR ($3 AND w.occurrence_id IN (
                  SELECT o.id FROM session_occurrences o
                    JOIN cooking_sessions s ON s.id = o.session_id
                   WHERE s.restaurant_id = $4)))
          ORDER BY w.seq
          FOR UPDATE OF w)
       UPDATE stock_watches w SET told_at = now(), told_occurrence_id = $1
         FROM waiting WHERE w.seq = waiting.seq AND w.told_at IS NULL
       RETURNING w.seq, w.guest_id AS "guestId", w.created_at AS "createdAt"`,
      [a.occurrenceId, a.dishId, elsewhere, a.restaurantId],
    )) as [ToldRow[], number];
    if (told.length === 0) continue;
    // A guest watching several sold-out dates of the dish is told once here.
    const seen = new Set<string>();
    const guests = told
      .sort((x, y) => Number(BigInt(x.seq) - BigInt(y.seq)))
      .filter((t) => !seen.has(t.guestId) && seen.add(t.guestId))
      .map((t) => ({ guestId: t.guestId, waitingSince: new Date(t.createdAt).toISOString() }));
    for (let i = 0; i < guests.length; i += GUESTS_PER_EVENT) {
      const payload: DishAvailableAgainPayload = {
        occurrenceId: a.occurrenceId,
        sessionId: a.sessionId,
        restaurantId: a.restaurantId,
        restaurantSlug: a.restaurantSlug ?? '',
        restaurantName: a.restaurantName ?? '',
        dishId: a.dishId,
        dishName: a.dishName ?? '',
        localDate: a.localDate,
        startsAt: new Date(a.startsAt).toISOString(),
        timeZone: a.timeZone,
        remaining: a.remaining,
        reason,
        guests: guests.slice(i, i + GUESTS_PER_EVENT),
      };
      events.push(dishAvailableAgain(payload, traceparent));
    }
  }
  return events;
}
