import type { MigrationInterface, QueryRunner } from 'typeorm';

const NOW = `date_trunc('milliseconds', clock_timestamp())`;

/**
 * Partner API keys: one row per key, its visible id (`hpk_…` prefix part), only the SHA-256 of
 * the secret (never the secret), the per-minute limit the gateway enforces, whether it may run
 * only trusted documents, and the usage counts the gateway reports.
 */
export class PartnerKeys1768000000000 implements MigrationInterface {
  name = 'PartnerKeys1768000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE partner_keys (
      id uuid PRIMARY KEY,
      key_id text NOT NULL UNIQUE CHECK (key_id ~ '^[0-9a-f]{12}$'),
      name text NOT NULL CHECK (length(name) BETWEEN 1 AND 80),
      secret_sha256 bytea NOT NULL CHECK (length(secret_sha256) = 32),
      requests_per_minute integer NOT NULL CHECK (requests_per_minute BETWEEN 1 AND 10000),
      trusted_documents_only boolean NOT NULL,
      request_count bigint NOT NULL DEFAULT 0,
      refused_count bigint NOT NULL DEFAULT 0,
      last_used_at timestamptz,
      created_by uuid NOT NULL,
      created_at timestamptz NOT NULL DEFAULT ${NOW},
      rotated_at timestamptz,
      revoked_at timestamptz
    )`);
    await q.query(
      `CREATE INDEX partner_keys_created_idx ON partner_keys (created_at DESC, id DESC)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE partner_keys`);
  }
}
