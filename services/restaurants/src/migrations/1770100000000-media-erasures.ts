import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The stored files of deleted accounts waiting to be removed from the object store: one row per
 * deleted user, written in the `UserDeleted` inbox transaction and deleted once their folders are
 * empty (`MediaErasures`); `attempts`, `next_attempt_at` and `last_error` record the retries.
 */
export class MediaErasures1770100000000 implements MigrationInterface {
  name = 'MediaErasures1770100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE media_erasures (
      user_id uuid PRIMARY KEY,
      attempts integer NOT NULL DEFAULT 0,
      next_attempt_at timestamptz NOT NULL DEFAULT now(),
      last_error text,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE media_erasures`);
  }
}
