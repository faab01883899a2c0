import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `order_dishes.ingredients`: the dish's ingredients per portion (name, quantity, unit, notes) from
 * restaurants' `DishChanged`, for the chef's shopping list; null until an event carried them.
 */
export class DishIngredients1767200000000 implements MigrationInterface {
  name = 'DishIngredients1767200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE order_dishes ADD COLUMN ingredients jsonb`);
    await q.query(`CREATE INDEX orders_occurrence_idx ON orders (occurrence_id, status)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX orders_occurrence_idx`);
    await q.query(`ALTER TABLE order_dishes DROP COLUMN ingredients`);
  }
}
