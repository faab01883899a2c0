import { z } from 'zod';

/**
 * `EmailChanged` v1 — published by `users` (topic `Topics.users`, in the transaction that changes
 * the address) once the link sent to the new address was opened. Aggregate id = `userId`.
 * Consumers: notifications (the contact copy it e-mails to), admin (the guest projection).
 */
export const EmailChangedV1 = z.object({
  userId: z.uuid(),
  previousEmail: z.string(),
  email: z.string(),
});

/** Payload of `EmailChanged` v1. */
export type EmailChangedPayload = z.infer<typeof EmailChangedV1>;
