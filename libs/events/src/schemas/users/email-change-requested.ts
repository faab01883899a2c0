import { z } from 'zod';

/**
 * `EmailChangeRequested` v1 — published by `users` (topic `Topics.users`, in the transaction that
 * stores the link's hash) when a signed-in user asks to change their e-mail. Aggregate id =
 * `userId`. Consumers: notifications (e-mails the confirmation link to `newEmail` and a notice to
 * `currentEmail`).
 *
 * `token` is the link's one secret (users keeps only its SHA-256): never log the payload. The
 * link works once and until `expiresAt`.
 */
export const EmailChangeRequestedV1 = z.object({
  userId: z.uuid(),
  firstName: z.string(),
  currentEmail: z.string(),
  newEmail: z.string(),
  token: z.string().min(1),
  /** When the link stops working (ISO 8601). */
  expiresAt: z.iso.datetime({ offset: true }),
});

/** Payload of `EmailChangeRequested` v1. */
export type EmailChangeRequestedPayload = z.infer<typeof EmailChangeRequestedV1>;

/**
 * `EmailChangeRequested` v2 — as v1, but the link's secret travels sealed to notifications
 * (`sealedToken`: JWE of `sealLinkToken`, purpose `email-change`; docs/adr/0019). What users
 * publishes; notifications still reads v1 events published before the upgrade.
 */
export const EmailChangeRequestedV2 = EmailChangeRequestedV1.omit({ token: true }).extend({
  sealedToken: z.string().min(1),
});

/** Payload of `EmailChangeRequested` v2. */
export type EmailChangeRequestedV2Payload = z.infer<typeof EmailChangeRequestedV2>;
