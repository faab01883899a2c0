import { z } from 'zod';

/** Facts both standing-order week events carry: which standing order, whose, which week. */
export const StandingWeekRefV1 = z.object({
  standingOrderId: z.uuid(),
  /** The guest the standing order belongs to (user id), who is told. */
  guestId: z.uuid(),
  restaurantId: z.uuid(),
  /** The restaurant's name as orders knows it, for the guest's notification. */
  restaurantName: z.string(),
  /** The restaurant's IANA time zone, to name the week's day in it. */
  timeZone: z.string().min(1),
  /** The week's cooking-session occurrence (sessions' `session_occurrences.id`). */
  occurrenceId: z.uuid(),
  /** When the week's food is ready (the occurrence start), ISO 8601. */
  startsAt: z.iso.datetime({ offset: true }),
});

/**
 * `StandingOrderWeekPlaced` v1 — published by `orders` (topic `Topics.orders`, through the outbox,
 * in the inbox transaction of the `OrderPending` that says the week's order has its stock reserved
 * and its card held). Aggregate id = `standingOrderId`. Consumer: notifications (tells the guest,
 * in the app and by e-mail).
 */
export const StandingOrderWeekPlacedV1 = StandingWeekRefV1.extend({
  /** The order placed for the week. */
  orderId: z.uuid(),
});

/** Payload of `StandingOrderWeekPlaced` v1. */
export type StandingOrderWeekPlacedPayload = z.infer<typeof StandingOrderWeekPlacedV1>;
