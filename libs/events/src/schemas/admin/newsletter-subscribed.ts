import { z } from 'zod';

/**
 * `NewsletterSubscribed` v1 — published by `admin` (topic `Topics.admin`) when an e-mail is
 * subscribed to the newsletter. Aggregate id = `subscriptionId`. `email` is normalised (trimmed,
 * lower-case). Consumers: notifications (confirmation e-mail).
 */
export const NewsletterSubscribedV1 = z.object({
  subscriptionId: z.uuid(),
  email: z.string(),
  /** The audience (the public form subscribes CHEF). */
  role: z.enum(['CHEF', 'GUEST']),
});

/** Payload of `NewsletterSubscribed` v1. */
export type NewsletterSubscribedPayload = z.infer<typeof NewsletterSubscribedV1>;
