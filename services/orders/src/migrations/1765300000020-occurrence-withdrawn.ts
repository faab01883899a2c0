import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `OccurrenceWithdrawn` (ADR 0006): an occurrence sessions deleted stays in `cart_occurrences`,
 * marked with when it was withdrawn, so a cart line for it is unavailable at once.
 */
export class OccurrenceWithdrawn1765300000020 implements MigrationInterface {
  name = 'OccurrenceWithdrawn1765300000020';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE cart_occurrences ADD COLUMN withdrawn_at timestamptz`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE cart_occurrences DROP COLUMN withdrawn_at`);
  }
}
