import type { NewsletterAudience } from '@hearth/contracts';

/**
 * Where each audience's addresses come from (tables of the admin schema, the connection's
 * search path): the newsletter subscribers, the guest waitlist, the Beta and the Founder chef
 * waitlists, chefs whose account is ACTIVE (users' events, `chef_applications`) and guest accounts
 * (users' events, `guest_accounts`). Trusted constants only.
 */
const SOURCES: Record<NewsletterAudience, string> = {
  NEWSLETTER_SUBSCRIBERS: `SELECT email FROM newsletter_subscriptions`,
  GUEST_WAITLIST: `SELECT email FROM guest_waitlist`,
  CHEF_WAITLIST: `SELECT email FROM chef_waitlist WHERE chef_type = 'BETA'`,
  FOUNDER_CHEFS: `SELECT email FROM chef_waitlist WHERE chef_type = 'FOUNDER'`,
  ACTIVE_CHEFS: `SELECT email FROM chef_applications WHERE status = 'ACTIVE'`,
  GUESTS: `SELECT email FROM guest_accounts`,
};

/**
 * SQL selecting the distinct addresses (`email`, trimmed and lower-cased) a newsletter to
 * `audience` goes to today: every address of the list except those that unsubscribed
 * (docs/rules/accounts-and-admin.md#post-newsletter).
 */
export function audienceSql(audience: NewsletterAudience): string {
  return `SELECT DISTINCT lower(trim(a.email)) AS email FROM (${SOURCES[audience]}) a
    WHERE NOT EXISTS (
      SELECT 1 FROM newsletter_unsubscribes u WHERE u.email = lower(trim(a.email)))`;
}
