import type { NewsletterAudience, NewsletterRecipientStatus } from '@hearth/graphql-client';

/** The audiences as admins say them, in the order the form offers them. */
export const AUDIENCE_LABELS: Record<NewsletterAudience, string> = {
  NEWSLETTER_SUBSCRIBERS: 'Newsletter subscribers',
  GUEST_WAITLIST: 'Guest waitlist',
  CHEF_WAITLIST: 'Chef waitlist (Beta)',
  FOUNDER_CHEFS: 'Founder chefs (waitlist)',
  ACTIVE_CHEFS: 'Active chefs',
  GUESTS: 'Guests (accounts)',
};
export const AUDIENCE_ORDER = Object.keys(AUDIENCE_LABELS) as NewsletterAudience[];

/** One recipient's delivery state as admins say it. */
export const RECIPIENT_STATUS_LABELS: Record<NewsletterRecipientStatus, string> = {
  PENDING: 'Waiting',
  SENDING: 'Sending',
  SENT: 'Sent',
  FAILED: 'Failed',
};

/** What Post Newsletter says (the server's messages come as they are). */
export const PostNewsletterMessages = {
  audiencesFailed: 'The audiences could not be loaded.',
  listFailed: 'The past newsletters could not be loaded.',
  recipientsFailed: 'The recipients could not be loaded.',
  noNewsletters: 'No newsletter sent yet. The ones you send are listed here with their counts.',
  noRecipients: 'No recipient in this state.',
  previewEmpty: 'The preview shows here as you write.',
  testSent: (to: string) => `Test sent to ${to}`,
  queued: (n: string) => `Sending to ${n} recipients`,
  sendFailed: 'The newsletter could not be sent. Please try again.',
  markdownHint: 'Markdown: # Heading, **bold**, *italic*, [link](https://…), - list item',
} as const;

/** "1 recipient" / "1,000 recipients". */
export const recipients = (n: number, formatted: string) =>
  n === 1 ? '1 recipient' : `${formatted} recipients`;
