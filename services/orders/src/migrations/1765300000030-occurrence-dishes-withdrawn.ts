import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `OccurrenceDishesWithdrawn` (ADR 0006): a dish a session edit took out of an occurrence keeps
 * its `cart_occurrence_dishes` row, marked with when it was withdrawn, so a cart line for it is
 * unavailable at once; a newer `OccurrenceStockChanged` carrying the dish clears the mark.
 */
export class OccurrenceDishesWithdrawn1765300000030 implements MigrationInterface {
  name = 'OccurrenceDishesWithdrawn1765300000030';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE cart_occurrence_dishes ADD COLUMN withdrawn_at timestamptz`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE cart_occurrence_dishes DROP COLUMN withdrawn_at`);
  }
}
