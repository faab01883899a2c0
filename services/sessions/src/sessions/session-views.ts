import type { DataSource } from 'typeorm';
import type { SessionSchedule } from '@hearth/contracts';
import type {
  CookingSessionType,
  OccurrenceDishType,
  SessionOccurrenceType,
} from './sessions.types.js';

/**
 * Sessions `ids` (in that order) with their occurrences starting in [from, to) (`to` null: no end),
 * each occurrence with the portions left per dish and `isOrderable` at `now` (before its cutoff
 * with some portions left). Dish names come from the `restaurant_dishes` projection (null when the
 * dish is unknown there or deleted).
 */
export async function loadSessionViews(
  db: Pick<DataSource, 'query'>,
  ids: string[],
  from: Date,
  to: Date | null,
  now: Date,
): Promise<CookingSessionType[]> {
  if (ids.length === 0) return [];
  const q = <T>(sql: string, params: unknown[]) => db.query(sql, params) as Promise<T[]>;
  const sessions = await q<Omit<CookingSessionType, 'dishes' | 'occurrences'>>(
    `SELECT id, restaurant_id AS "restaurantId", schedule, start_date::text AS "startDate",
            until::text AS "until", to_char(start_time, 'HH24:MI') AS "startTime",
            to_char(end_time, 'HH24:MI') AS "endTime", time_zone AS "timeZone",
            lead_time_hours AS "leadTimeHours", order_limit_min AS "orderLimitMin",
            order_limit_max AS "orderLimitMax", offers_delivery AS "offersDelivery",
            offers_pickup AS "offersPickup"
       FROM cooking_sessions WHERE id = ANY($1::uuid[])`,
    [ids],
  );
  const dishes = await q<{
    sessionId: string;
    dishId: string;
    minQuantity: number;
    maxQuantity: number;
    portionSize: string;
    dishName: string | null;
  }>(
    `SELECT sd.session_id AS "sessionId", sd.dish_id AS "dishId",
            sd.min_quantity AS "minQuantity", sd.max_quantity AS "maxQuantity",
            sd.portion_size AS "portionSize", NULLIF(rd.name, '') AS "dishName"
       FROM session_dishes sd LEFT JOIN restaurant_dishes rd ON rd.dish_id = sd.dish_id
      WHERE sd.session_id = ANY($1::uuid[]) ORDER BY sd.position`,
    [ids],
  );
  const occurrences = await q<
    Omit<SessionOccurrenceType, 'dishes' | 'isOrderable'> & { sessionId: string }
  >(
    `SELECT id, session_id AS "sessionId", local_date::text AS "localDate", starts_at AS "startsAt",
            ends_at AS "endsAt", order_cutoff_at AS "orderCutoffAt"
       FROM session_occurrences
      WHERE session_id = ANY($1::uuid[]) AND starts_at >= $2
        AND ($3::timestamptz IS NULL OR starts_at < $3)
      ORDER BY starts_at`,
    [ids, from, to],
  );
  const stock = await q<{ occurrenceId: string; dishId: string; remaining: number }>(
    `SELECT occurrence_id AS "occurrenceId", dish_id AS "dishId", remaining
       FROM occurrence_stock WHERE occurrence_id = ANY($1::uuid[])`,
    [occurrences.map((o) => o.id)],
  );
  const remaining = new Map(stock.map((s) => [`${s.occurrenceId}/${s.dishId}`, s.remaining]));
  const byId = new Map(sessions.map((s) => [s.id, s]));
  return ids.flatMap((sid) => {
    const s = byId.get(sid);
    if (!s) return [];
    const own = dishes.filter((d) => d.sessionId === sid).map(({ sessionId: _s, ...d }) => d);
    return [
      {
        ...s,
        schedule: s.schedule as SessionSchedule,
        dishes: own,
        occurrences: occurrences
          .filter((o) => o.sessionId === sid)
          .map(({ sessionId: _s, ...o }) => {
            const occDishes: OccurrenceDishType[] = own.flatMap((d) => {
              const left = remaining.get(`${o.id}/${d.dishId}`);
              return left === undefined ? [] : [{ ...d, remaining: left }];
            });
            return {
              ...o,
              dishes: occDishes,
              isOrderable:
                now.getTime() < new Date(o.orderCutoffAt).getTime() &&
                occDishes.some((d) => d.remaining > 0),
            };
          }),
      },
    ];
  });
}
