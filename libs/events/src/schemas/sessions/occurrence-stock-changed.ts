import { z } from 'zod';

/** Stock of one dish of an occurrence, in portions. */
export const OccurrenceDishStockV1 = z.object({
  dishId: z.uuid(),
  /** Least portions of this dish in one order. */
  minQuantity: z.number().int().min(0),
  /** Portions cooked for the occurrence (its total stock). */
  maxQuantity: z.number().int().min(0),
  /** Portion size text, as the chef wrote it. */
  portionSize: z.string(),
  /** Portions still for sale, 0 ≤ remaining ≤ maxQuantity. */
  remaining: z.number().int().min(0),
});

/**
 * `OccurrenceStockChanged` v1 — published by `sessions` (topic `Topics.sessions`, through the
 * outbox, in the same transaction that changed the stock: a reservation, a release, or — for every
 * occurrence of a session — after `CookingSessionScheduled`). Carries the occurrence's ordering
 * facts and the stock of the dishes whose stock it reports (all of them after scheduling; the
 * reserved or released ones otherwise). Aggregate id = `occurrenceId`. Times are ISO-8601 with an
 * offset. Consumers: orders (the `cart_occurrences` projection behind cart warnings and
 * AddToCart's stock checks — ADR 0006). A consumer keeps, per dish, the newest `occurredAt`.
 */
export const OccurrenceStockChangedV1 = z.object({
  occurrenceId: z.uuid(),
  sessionId: z.uuid(),
  restaurantId: z.uuid(),
  /** Start of the occurrence (when the food is ready), ISO-8601 with offset. */
  startsAt: z.iso.datetime({ offset: true }),
  /** Last instant an order is accepted (start − lead time), ISO-8601 with offset. */
  orderCutoffAt: z.iso.datetime({ offset: true }),
  /** Least total portions of one guest order from this occurrence (the session's limit). */
  orderLimitMin: z.number().int().min(0),
  /** Most total portions of one guest order from this occurrence. */
  orderLimitMax: z.number().int().min(0),
  offersDelivery: z.boolean(),
  offersPickup: z.boolean(),
  dishes: z.array(OccurrenceDishStockV1),
});

/** Payload of `OccurrenceStockChanged` v1. */
export type OccurrenceStockChangedPayload = z.infer<typeof OccurrenceStockChangedV1>;
