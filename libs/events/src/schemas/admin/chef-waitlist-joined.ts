import { z } from 'zod';

/**
 * `ChefWaitlistJoined` v1 — published by `admin` (topic `Topics.admin`) when a visitor joins the
 * beta or founder chef waitlist. Aggregate id = `registrationId`. `email` is normalised (trimmed,
 * lower-case). Consumers: notifications (confirmation e-mail).
 */
export const ChefWaitlistJoinedV1 = z.object({
  registrationId: z.uuid(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** The programme joined (old name `chef_type`). */
  chefType: z.enum(['BETA', 'FOUNDER']),
});

/** Payload of `ChefWaitlistJoined` v1. */
export type ChefWaitlistJoinedPayload = z.infer<typeof ChefWaitlistJoinedV1>;
