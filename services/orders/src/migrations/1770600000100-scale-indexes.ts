import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Indexes for the lists that grow with the city (issue 26, docs/scale.md, found by
 * bench/scale.mjs's plans at 100× the demo):
 * - `cart_occurrences_restaurant_starts_idx`: a restaurant's coming occurrences (the chef's prep
 *   sheets of the next days, the shopping list's range) were a sequential scan of every
 *   restaurant's occurrences (146,000 at 100×); now a range of the restaurant's own.
 * - `ledger_entries_tax_idx`: the tax-collected export reads the TAX_COLLECTED/TAX_REFUND entries
 *   of a period, in (created_at, id) order; it was a sequential scan of the whole ledger (5 million
 *   entries at 100×).
 * - `orders_reference_idx`: an admin's search by order reference (the first characters of the
 *   id, `id::text LIKE 'ab12%'`) was a sequential scan of every order; now a prefix range.
 */
export class ScaleIndexes1770600000100 implements MigrationInterface {
  name = 'ScaleIndexes1770600000100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX cart_occurrences_restaurant_starts_idx
      ON cart_occurrences (restaurant_id, starts_at) WHERE withdrawn_at IS NULL`);
    await q.query(`CREATE INDEX ledger_entries_tax_idx ON ledger_entries (created_at, id)
      WHERE kind IN ('TAX_COLLECTED', 'TAX_REFUND')`);
    await q.query(`CREATE INDEX orders_reference_idx ON orders ((id::text) text_pattern_ops)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX orders_reference_idx`);
    await q.query(`DROP INDEX ledger_entries_tax_idx`);
    await q.query(`DROP INDEX cart_occurrences_restaurant_starts_idx`);
  }
}
