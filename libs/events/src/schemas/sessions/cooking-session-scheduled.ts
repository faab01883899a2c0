import { z } from 'zod';

/**
 * `CookingSessionScheduled` v1 — published by `sessions` (topic `Topics.sessions`, in the same
 * transaction) when a cooking session is created or updated, with its full current dish list.
 * Aggregate id = `sessionId`. Consumers: restaurants (the `dish_session_schedule` projection: a
 * dish in an upcoming session cannot be deleted, only archived).
 */
export const CookingSessionScheduledV1 = z.object({
  sessionId: z.uuid(),
  restaurantId: z.uuid(),
  dishIds: z.array(z.uuid()),
  /** ISO-8601 end of the last occurrence (with offset), or null when the schedule has no end. */
  lastOccurrenceEndsAt: z.iso.datetime({ offset: true }).nullable(),
});

/** Payload of `CookingSessionScheduled` v1. */
export type CookingSessionScheduledPayload = z.infer<typeof CookingSessionScheduledV1>;
