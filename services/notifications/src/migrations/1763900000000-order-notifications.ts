import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Order notifications: a category per notification (filters Orders / Offers), the order
 * it is about, the order facts the stock saga's replies lack (`order_parties`: who placed it, whose
 * kitchen, and the stock outcome when it arrives first), and the guests' e-mail addresses
 * (`user_contacts`, projected from `UserRegistered`) for the accepted/declined e-mails, and the
 * short-lived tickets that open a live stream (`live_tickets`; EventSource cannot send headers).
 */
export class OrderNotifications1763900000000 implements MigrationInterface {
  name = 'OrderNotifications1763900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE notifications ADD COLUMN category text NOT NULL DEFAULT 'ACCOUNT', ADD COLUMN order_id uuid`,
    );
    await q.query(
      `CREATE INDEX notifications_user_category_idx ON notifications (user_id, category, created_at DESC, id DESC)`,
    );
    await q.query(`CREATE TABLE order_parties (
      order_id uuid PRIMARY KEY,
      guest_id uuid,
      chef_id uuid,
      fulfilment text,
      portions integer,
      total_cents integer,
      stock_outcome text,
      stock_reason text,
      outcome_notified boolean NOT NULL DEFAULT false
    )`);
    await q.query(`CREATE TABLE user_contacts (
      user_id uuid PRIMARY KEY,
      email text NOT NULL,
      first_name text NOT NULL
    )`);
    await q.query(`CREATE TABLE live_tickets (
      ticket uuid PRIMARY KEY,
      user_id uuid NOT NULL,
      expires_at timestamptz NOT NULL
    )`);
    await q.query(`CREATE INDEX live_tickets_expires_idx ON live_tickets (expires_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE live_tickets`);
    await q.query(`DROP TABLE user_contacts`);
    await q.query(`DROP TABLE order_parties`);
    await q.query(`DROP INDEX notifications_user_category_idx`);
    await q.query(`ALTER TABLE notifications DROP COLUMN order_id, DROP COLUMN category`);
  }
}
