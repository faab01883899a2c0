import type { MigrationInterface, QueryRunner } from 'typeorm';

const NOW = `date_trunc('milliseconds', clock_timestamp())`;

/**
 * Post Newsletter: the newsletters sent (`newsletters`), one row per recipient and newsletter
 * (`newsletter_recipients`, unique per (newsletter, e-mail): the queue the sender works through),
 * the addresses that unsubscribed (`newsletter_unsubscribes`), the guest accounts (a projection of
 * `UserRegistered`, for the Guests audience) and service-generated secrets (the unsubscribe-link
 * key when `NEWSLETTER_UNSUBSCRIBE_SECRET` is unset).
 */
export class NewsletterPosts1767600000000 implements MigrationInterface {
  name = 'NewsletterPosts1767600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE newsletters (
      id uuid PRIMARY KEY,
      subject text NOT NULL,
      body text NOT NULL,
      audience text NOT NULL CHECK (audience IN ('NEWSLETTER_SUBSCRIBERS', 'GUEST_WAITLIST',
        'CHEF_WAITLIST', 'FOUNDER_CHEFS', 'ACTIVE_CHEFS', 'GUESTS')),
      status text NOT NULL CHECK (status IN ('SENDING', 'SENT')),
      recipient_count integer NOT NULL,
      sent_by uuid NOT NULL,
      sent_by_email text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT ${NOW},
      finished_at timestamptz
    )`);
    await q.query(`CREATE INDEX newsletters_created_idx ON newsletters (created_at DESC, id DESC)`);
    await q.query(`CREATE TABLE newsletter_recipients (
      id uuid PRIMARY KEY,
      newsletter_id uuid NOT NULL REFERENCES newsletters (id),
      email text NOT NULL,
      status text NOT NULL DEFAULT 'PENDING'
        CHECK (status IN ('PENDING', 'SENDING', 'SENT', 'FAILED')),
      attempts integer NOT NULL DEFAULT 0,
      next_attempt_at timestamptz NOT NULL DEFAULT ${NOW},
      claimed_at timestamptz,
      lease_until timestamptz,
      sent_at timestamptz,
      last_error text,
      CONSTRAINT newsletter_recipients_once UNIQUE (newsletter_id, email)
    )`);
    // The sender's queue: due rows, oldest first.
    await q.query(
      `CREATE INDEX newsletter_recipients_due_idx ON newsletter_recipients (next_attempt_at, id)
         WHERE status = 'PENDING'`,
    );
    // Leases to look at after a crash.
    await q.query(
      `CREATE INDEX newsletter_recipients_leased_idx ON newsletter_recipients (lease_until)
         WHERE status = 'SENDING'`,
    );
    // The rate window: sends started in the last second.
    await q.query(
      `CREATE INDEX newsletter_recipients_claimed_idx ON newsletter_recipients (claimed_at)
         WHERE claimed_at IS NOT NULL`,
    );
    await q.query(
      `CREATE INDEX newsletter_recipients_status_idx ON newsletter_recipients (newsletter_id, status, email)`,
    );
    await q.query(`CREATE TABLE newsletter_unsubscribes (
      email text PRIMARY KEY,
      newsletter_id uuid,
      unsubscribed_at timestamptz NOT NULL DEFAULT ${NOW}
    )`);
    await q.query(`CREATE TABLE guest_accounts (
      id uuid PRIMARY KEY,
      email text NOT NULL,
      created_at timestamptz NOT NULL
    )`);
    await q.query(`CREATE INDEX guest_accounts_email_idx ON guest_accounts (lower(trim(email)))`);
    await q.query(`CREATE TABLE secrets (
      name text PRIMARY KEY,
      value bytea NOT NULL
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE secrets`);
    await q.query(`DROP TABLE guest_accounts`);
    await q.query(`DROP TABLE newsletter_unsubscribes`);
    await q.query(`DROP TABLE newsletter_recipients`);
    await q.query(`DROP TABLE newsletters`);
  }
}
