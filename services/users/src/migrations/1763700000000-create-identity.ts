import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createEventTables, dropEventTables } from '@hearth/events';

/** Users, refresh tokens, signing keys, and the outbox/inbox of the users schema. */
export class CreateIdentity1763700000000 implements MigrationInterface {
  name = 'CreateIdentity1763700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE users (
      id uuid PRIMARY KEY,
      email text NOT NULL UNIQUE,
      password_hash text NOT NULL,
      first_name text NOT NULL,
      last_name text NOT NULL,
      role text NOT NULL CHECK (role IN ('GUEST','CHEF','ADMIN')),
      status text NOT NULL CHECK (status IN ('INITIAL','PENDING','REJECTED','ACTIVE')),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE TABLE refresh_tokens (
      id uuid PRIMARY KEY,
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      family_id uuid NOT NULL,
      token_hash text NOT NULL UNIQUE,
      expires_at timestamptz NOT NULL,
      used_at timestamptz,
      revoked_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX refresh_tokens_user_idx ON refresh_tokens (user_id)`);
    await q.query(`CREATE INDEX refresh_tokens_family_idx ON refresh_tokens (family_id)`);
    await q.query(`CREATE TABLE signing_keys (
      kid text PRIMARY KEY,
      public_jwk jsonb NOT NULL,
      private_jwk jsonb NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      retired_at timestamptz
    )`);
    await createEventTables(q);
  }

  async down(q: QueryRunner): Promise<void> {
    await dropEventTables(q);
    await q.query(`DROP TABLE signing_keys`);
    await q.query(`DROP TABLE refresh_tokens`);
    await q.query(`DROP TABLE users`);
  }
}
