import { z } from 'zod';

/**
 * `OccurrenceDishesWithdrawn` v1 — dishes a session edit took out of one occurrence: published by
 * `sessions` (topic `Topics.sessions`, through the outbox, in the same transaction that deletes
 * their stock rows — a dish removed from the session, allowed only when none of it was sold on that
 * date). One event per occurrence, aggregate id = `occurrenceId` like `OccurrenceStockChanged`, so
 * it is handled in order with that occurrence's stock events. Consumers: orders (marks its
 * `cart_occurrence_dishes` rows withdrawn, so cart lines for those dishes show the 'This dish is no
 * longer available' warning at once; a later stock event that carries the dish again — the chef
 * added it back — clears the mark; ADR 0006) and restaurants (explore stops counting the dish as
 * stock on that date, until a newer stock event carries it).
 */
export const OccurrenceDishesWithdrawnV1 = z.object({
  occurrenceId: z.uuid(),
  sessionId: z.uuid(),
  restaurantId: z.uuid(),
  dishIds: z.array(z.uuid()).min(1),
});

/** Payload of `OccurrenceDishesWithdrawn` v1. */
export type OccurrenceDishesWithdrawnPayload = z.infer<typeof OccurrenceDishesWithdrawnV1>;
