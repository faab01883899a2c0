import { z } from 'zod';
import { NewsletterPostMessages } from './messages/newsletter-post.js';

export { NewsletterPostMessages } from './messages/newsletter-post.js';

/**
 * Who a newsletter goes to: the newsletter subscribers, the guest waitlist, the Beta chef
 * waitlist, the Founder chef waitlist, chefs whose account is ACTIVE, or guest accounts.
 */
export const NEWSLETTER_AUDIENCES = [
  'NEWSLETTER_SUBSCRIBERS',
  'GUEST_WAITLIST',
  'CHEF_WAITLIST',
  'FOUNDER_CHEFS',
  'ACTIVE_CHEFS',
  'GUESTS',
] as const;
export type NewsletterAudience = (typeof NEWSLETTER_AUDIENCES)[number];

/** Longest subject, in characters. */
export const NEWSLETTER_SUBJECT_MAX = 150;
/** Longest Markdown body, in characters. */
export const NEWSLETTER_BODY_MAX = 50_000;

/** A newsletter's words: a subject (1–150 characters) and a Markdown body (1–50,000). */
export const newsletterContentSchema = z.object({
  subject: z
    .string({ error: NewsletterPostMessages.subjectRequired })
    .trim()
    .min(1, NewsletterPostMessages.subjectRequired)
    .max(NEWSLETTER_SUBJECT_MAX, NewsletterPostMessages.subjectTooLong),
  body: z
    .string({ error: NewsletterPostMessages.bodyRequired })
    .refine((v) => v.trim().length > 0, NewsletterPostMessages.bodyRequired)
    .refine((v) => v.length <= NEWSLETTER_BODY_MAX, NewsletterPostMessages.bodyTooLong),
});
export type NewsletterContentInput = z.input<typeof newsletterContentSchema>;

/** A newsletter to send: its words and its audience. */
export const newsletterPostSchema = newsletterContentSchema.extend({
  audience: z.enum(NEWSLETTER_AUDIENCES, { error: NewsletterPostMessages.audienceRequired }),
});
export type NewsletterPostInput = z.input<typeof newsletterPostSchema>;
