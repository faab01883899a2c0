import { z } from 'zod';

/**
 * `GuestWaitlistJoined` v1 — published by `admin` (topic `Topics.admin`) when a visitor joins the
 * (beta) guest waitlist. Aggregate id = `entryId`. `email` is normalised (trimmed, lower-case).
 * Consumers: notifications (confirmation e-mail), orders (who may use a promotion limited to the
 * waitlist's members: a hash of the e-mail only).
 */
export const GuestWaitlistJoinedV1 = z.object({
  entryId: z.uuid(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
});

/** Payload of `GuestWaitlistJoined` v1. */
export type GuestWaitlistJoinedPayload = z.infer<typeof GuestWaitlistJoinedV1>;
