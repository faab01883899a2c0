import { z } from 'zod';

/**
 * `PasswordResetRequested` v1 — published by `users` (topic `Topics.users`, in the same
 * transaction as the stored link) when someone asks to reset the password of an existing account.
 * Aggregate id = `userId`. Consumers: notifications (e-mails the link to `email`).
 *
 * `token` is the one secret of the link: users keeps only its SHA-256, so this event is the only
 * place the raw value travels. Never log the payload; the link works once and until `expiresAt`.
 */
export const PasswordResetRequestedV1 = z.object({
  userId: z.uuid(),
  email: z.string(),
  firstName: z.string(),
  token: z.string().min(1),
  /** When the link stops working (ISO 8601). */
  expiresAt: z.iso.datetime({ offset: true }),
});

/** Payload of `PasswordResetRequested` v1. */
export type PasswordResetRequestedPayload = z.infer<typeof PasswordResetRequestedV1>;
