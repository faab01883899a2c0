import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `order_dishes`: the dish's allergen declaration from restaurants' `DishChanged`
 * (docs/rules/allergens.md) — the priority allergens it contains and may contain (codes of the
 * contracts' `ALLERGENS`) and whether its chef declared them; null until an event carried them.
 * Shown on cart lines and order lines.
 */
export class DishAllergens1770400000000 implements MigrationInterface {
  name = 'DishAllergens1770400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE order_dishes
      ADD COLUMN allergens text[],
      ADD COLUMN may_contain_allergens text[],
      ADD COLUMN allergens_declared boolean`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE order_dishes
      DROP COLUMN allergens_declared,
      DROP COLUMN may_contain_allergens,
      DROP COLUMN allergens`);
  }
}
