import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `mail_outbox`: e-mail waiting to leave (`MailOutbox`). A row is written in the transaction that
 * decides to send (the event handler's inbox transaction), sent after it commits and deleted once
 * the SMTP server accepted it; a failing send waits until `next_attempt_at`, and after the last
 * try `failed_at` parks it with `last_error`.
 */
export class MailOutbox1768000000000 implements MigrationInterface {
  name = 'MailOutbox1768000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE mail_outbox (
      id uuid PRIMARY KEY,
      message jsonb NOT NULL,
      created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
      attempts integer NOT NULL DEFAULT 0,
      next_attempt_at timestamptz NOT NULL DEFAULT now(),
      last_error text,
      failed_at timestamptz
    )`);
    await q.query(
      `CREATE INDEX mail_outbox_due_idx ON mail_outbox (next_attempt_at) WHERE failed_at IS NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE mail_outbox`);
  }
}
