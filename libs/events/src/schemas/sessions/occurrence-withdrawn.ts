import { z } from 'zod';

/**
 * `OccurrenceWithdrawn` v1 — the tombstone of an occurrence: published by `sessions` (topic
 * `Topics.sessions`, through the outbox, in the same transaction that deletes the occurrence — a
 * session edit whose new schedule no longer has that date, allowed only when nothing of it was
 * sold). Aggregate id = `occurrenceId`, like `OccurrenceStockChanged`, so it follows that
 * occurrence's last stock event. Consumers: orders (marks its `cart_occurrences` row withdrawn, so
 * cart lines for it show the 'This dish is no longer available' warning at once instead of being
 * refused only at checkout — ADR 0006).
 */
export const OccurrenceWithdrawnV1 = z.object({
  occurrenceId: z.uuid(),
  sessionId: z.uuid(),
  restaurantId: z.uuid(),
});

/** Payload of `OccurrenceWithdrawn` v1. */
export type OccurrenceWithdrawnPayload = z.infer<typeof OccurrenceWithdrawnV1>;
