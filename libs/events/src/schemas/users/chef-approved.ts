import { z } from 'zod';

/**
 * `ChefApproved` v1 — published by `users` (topic `Topics.users`, in the same transaction) when an
 * admin approves a PENDING chef (status → ACTIVE). Aggregate id = `userId`. `email` is normalised.
 * Consumers: notifications (in-app notification + e-mail to the chef).
 */
export const ChefApprovedV1 = z.object({
  userId: z.uuid(),
  email: z.string(),
  firstName: z.string(),
  /** The approving admin's user id. */
  approvedBy: z.uuid(),
});

/** Payload of `ChefApproved` v1. */
export type ChefApprovedPayload = z.infer<typeof ChefApprovedV1>;
