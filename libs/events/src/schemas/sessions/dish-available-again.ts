import { z } from 'zod';

/** Why portions of a dish became available on an occurrence. */
export const DishAvailableReasonV1 = z.enum([
  /** An order was declined, cancelled, timed out or its payment failed: its portions came back. */
  'RELEASED',
  /** The chef raised the dish's portions (a session edit). */
  'STOCK_ADDED',
  /** The chef scheduled a new occurrence that offers the dish. */
  'NEW_OCCURRENCE',
]);

/** One waiting guest to tell, in subscription order (first come, first told). */
export const WaitingGuestV1 = z.object({
  guestId: z.uuid(),
  /** When the guest asked to be told (ISO-8601 with offset). */
  waitingSince: z.iso.datetime({ offset: true }),
});

/**
 * `DishAvailableAgain` v1 — published by `sessions` (topic `Topics.sessions`, through the outbox,
 * in the SAME transaction that gave the portions back or added them and that marked every guest
 * listed here as told, so a guest appears in at most one such event per watch: "Notify me",
 * docs/rules/notify-me.md). Names the guests who pressed "Notify me" on the dish while it was sold
 * out, in the order they pressed it; every guest still waiting is told (not only as many as
 * portions came back — the first to order gets them). Aggregate id = `occurrenceId` (the
 * occurrence where the portions are, which for `NEW_OCCURRENCE` may differ from the sold-out one
 * the guest watched). Consumer: notifications (tells each guest in the app and by e-mail, once per
 * event through its inbox).
 */
export const DishAvailableAgainV1 = z.object({
  occurrenceId: z.uuid(),
  sessionId: z.uuid(),
  restaurantId: z.uuid(),
  /** The restaurant page is `/restaurant/{restaurantSlug}`. */
  restaurantSlug: z.string(),
  restaurantName: z.string(),
  dishId: z.uuid(),
  dishName: z.string(),
  /** Local date of the occurrence in the restaurant's time zone, YYYY-MM-DD. */
  localDate: z.string(),
  /** Start of the occurrence, ISO-8601 with offset. */
  startsAt: z.iso.datetime({ offset: true }),
  /** IANA time zone of the restaurant, e.g. `America/Toronto`. */
  timeZone: z.string(),
  /** Portions of the dish for sale on the occurrence when the event was written. */
  remaining: z.number().int().min(1),
  reason: DishAvailableReasonV1,
  /** The guests to tell, first subscribed first; never empty. */
  guests: z.array(WaitingGuestV1).min(1),
});

/** Payload of `DishAvailableAgain` v1. */
export type DishAvailableAgainPayload = z.infer<typeof DishAvailableAgainV1>;
