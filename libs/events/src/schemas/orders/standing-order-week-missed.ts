import { z } from 'zod';
import { StandingWeekRefV1 } from './standing-order-week-placed.js';

/**
 * `StandingOrderWeekMissed` v1 — published by `orders` (topic `Topics.orders`, through the outbox)
 * when a standing order's week could not be placed: no stock (before placing, or sessions refused
 * the reservation), the card was declined, or the order was refused. The standing order stays
 * ACTIVE for next week. Aggregate id = `standingOrderId`. Consumer: notifications (tells the
 * guest, in the app and by e-mail: a week is never dropped silently).
 */
export const StandingOrderWeekMissedV1 = StandingWeekRefV1.extend({
  /** NO_STOCK, CARD_DECLINED or UNAVAILABLE (contracts' `STANDING_MISS_REASONS`). */
  reason: z.enum(['NO_STOCK', 'CARD_DECLINED', 'UNAVAILABLE']),
  /** The processor's or checkout's own words, when there are some. */
  detail: z.string().nullable(),
  /** The order that was tried, when one was placed (null: missed before placing). */
  orderId: z.uuid().nullable(),
});

/** Payload of `StandingOrderWeekMissed` v1. */
export type StandingOrderWeekMissedPayload = z.infer<typeof StandingOrderWeekMissedV1>;
