import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Password recovery and account details: `password_reset_tokens` holds one row per e-mailed reset
 * link (only the SHA-256 of its token; used once, until `expires_at`), and `users.phone` the
 * account's optional phone (typed after the fixed +1).
 */
export class Passwords1766100000000 implements MigrationInterface {
  name = 'Passwords1766100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE password_reset_tokens (
      id uuid PRIMARY KEY,
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      token_hash text NOT NULL UNIQUE,
      expires_at timestamptz NOT NULL,
      used_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX password_reset_tokens_user_idx ON password_reset_tokens (user_id)`);
    await q.query(`ALTER TABLE users ADD COLUMN phone text`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users DROP COLUMN phone`);
    await q.query(`DROP TABLE password_reset_tokens`);
  }
}
