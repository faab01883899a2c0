import type { EntityManager } from 'typeorm';
import {
  integrationEvent,
  type EventEnvelope,
  type OccurrenceStockChangedPayload,
} from '@hearth/events';

interface OccurrenceRow {
  occurrenceId: string;
  sessionId: string;
  restaurantId: string;
  startsAt: Date;
  orderCutoffAt: Date;
  orderLimitMin: number;
  orderLimitMax: number;
  offersDelivery: boolean;
  offersPickup: boolean;
}

interface StockRow {
  occurrenceId: string;
  dishId: string;
  minQuantity: number | null;
  maxQuantity: number;
  portionSize: string | null;
  remaining: number;
}

/**
 * `OccurrenceStockChanged` v1 envelopes (topic `Topics.sessions`, aggregate id = occurrence id) for
 * the occurrences `where` selects, carrying the stock of `dishIds` (every dish of the occurrence
 * when null). Reads the stock rows `FOR SHARE` inside the caller's transaction, AFTER its own
 * stock change, so an envelope's `occurredAt` follows the commit order of each row's changes
 * (consumers keep the newest per dish). Consumers: orders (cart projection, ADR 0006).
 */
export async function occurrenceStockChanged(
  m: EntityManager,
  where: { occurrenceId: string } | { sessionId: string },
  dishIds: readonly string[] | null,
  traceparent: string | null = null,
): Promise<Array<EventEnvelope<OccurrenceStockChangedPayload>>> {
  const byOccurrence = 'occurrenceId' in where;
  const occurrences = (await m.query(
    `SELECT o.id AS "occurrenceId", s.id AS "sessionId", s.restaurant_id AS "restaurantId",
            o.starts_at AS "startsAt", o.order_cutoff_at AS "orderCutoffAt",
            s.order_limit_min AS "orderLimitMin", s.order_limit_max AS "orderLimitMax",
            s.offers_delivery AS "offersDelivery", s.offers_pickup AS "offersPickup"
       FROM session_occurrences o JOIN cooking_sessions s ON s.id = o.session_id
      WHERE ${byOccurrence ? 'o.id' : 's.id'} = $1
      ORDER BY o.starts_at`,
    [byOccurrence ? where.occurrenceId : where.sessionId],
  )) as OccurrenceRow[];
  if (occurrences.length === 0) return [];
  const stock = (await m.query(
    `SELECT st.occurrence_id AS "occurrenceId", st.dish_id AS "dishId",
            sd.min_quantity AS "minQuantity", st.total AS "maxQuantity",
            sd.portion_size AS "portionSize", st.remaining
       FROM occurrence_stock st
       JOIN session_occurrences o ON o.id = st.occurrence_id
       LEFT JOIN session_dishes sd ON sd.session_id = o.session_id AND sd.dish_id = st.dish_id
      WHERE st.occurrence_id = ANY($1::uuid[]) AND ($2::uuid[] IS NULL OR st.dish_id = ANY($2::uuid[]))
      ORDER BY st.occurrence_id, st.dish_id
      FOR SHARE OF st`,
    [occurrences.map((o) => o.occurrenceId), dishIds ? [...dishIds] : null],
  )) as StockRow[];
  const payloads = new Map<string, OccurrenceStockChangedPayload>();
  for (const r of occurrences)
    payloads.set(r.occurrenceId, {
      occurrenceId: r.occurrenceId,
      sessionId: r.sessionId,
      restaurantId: r.restaurantId,
      startsAt: new Date(r.startsAt).toISOString(),
      orderCutoffAt: new Date(r.orderCutoffAt).toISOString(),
      orderLimitMin: r.orderLimitMin,
      orderLimitMax: r.orderLimitMax,
      offersDelivery: r.offersDelivery,
      offersPickup: r.offersPickup,
      dishes: [],
    });
  for (const r of stock)
    payloads.get(r.occurrenceId)?.dishes.push({
      dishId: r.dishId,
      minQuantity: r.minQuantity ?? 1,
      maxQuantity: r.maxQuantity,
      portionSize: r.portionSize ?? '',
      remaining: r.remaining,
    });
  return [...payloads.values()].map((payload) =>
    integrationEvent('OccurrenceStockChanged@1', payload.occurrenceId, payload, traceparent),
  );
}
