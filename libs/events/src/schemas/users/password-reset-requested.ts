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

/**
 * `PasswordResetRequested` v2 — as v1, but the link's secret travels sealed to notifications
 * (`sealedToken`: JWE of `sealLinkToken`, purpose `password-reset`; docs/adr/0019): the outbox,
 * the topic and its dead letters hold no usable token. What users publishes; notifications still
 * reads v1 events published before the upgrade.
 */
export const PasswordResetRequestedV2 = PasswordResetRequestedV1.omit({ token: true }).extend({
  sealedToken: z.string().min(1),
});

/** Payload of `PasswordResetRequested` v2. */
export type PasswordResetRequestedV2Payload = z.infer<typeof PasswordResetRequestedV2>;
