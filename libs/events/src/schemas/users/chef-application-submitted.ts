import { z } from 'zod';

/**
 * `ChefApplicationSubmitted` v1 — published by `users` (topic `Topics.users`, in the same
 * transaction) when a chef accepts the terms and the status moves INITIAL → PENDING (their
 * application waits for review). Aggregate id = `userId`. `submittedAt` is an ISO 8601 instant.
 * Consumers: the admin verification queue (later).
 */
export const ChefApplicationSubmittedV1 = z.object({
  userId: z.uuid(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  submittedAt: z.string(),
});

/** Payload of `ChefApplicationSubmitted` v1. */
export type ChefApplicationSubmittedPayload = z.infer<typeof ChefApplicationSubmittedV1>;
