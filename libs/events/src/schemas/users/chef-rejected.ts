import { z } from 'zod';

/**
 * `ChefRejected` v1 — published by `users` (topic `Topics.users`, in the same transaction) when an
 * admin rejects a PENDING chef (status → REJECTED). Aggregate id = `userId`. `reason` is the
 * admin's text, shown to the chef. Consumers: notifications (in-app notification + e-mail).
 */
export const ChefRejectedV1 = z.object({
  userId: z.uuid(),
  email: z.string(),
  firstName: z.string(),
  reason: z.string(),
  /** The rejecting admin's user id. */
  rejectedBy: z.uuid(),
});

/** Payload of `ChefRejected` v1. */
export type ChefRejectedPayload = z.infer<typeof ChefRejectedV1>;
