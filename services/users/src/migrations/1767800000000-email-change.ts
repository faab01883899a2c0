import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * E-mail changes: `email_change_tokens` holds one row per link sent to a new address (only the
 * SHA-256 of its token; used once, until `expires_at`) and the address it confirms.
 */
export class EmailChange1767800000000 implements MigrationInterface {
  name = 'EmailChange1767800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE email_change_tokens (
      id uuid PRIMARY KEY,
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      new_email text NOT NULL,
      token_hash text NOT NULL UNIQUE,
      expires_at timestamptz NOT NULL,
      used_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX email_change_tokens_user_idx ON email_change_tokens (user_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE email_change_tokens`);
  }
}
