import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A dish's allergen declaration (docs/rules/allergens.md): the priority allergens it contains and
 * may contain (cross-contact), as codes of `ALLERGENS`, and when the chef declared them. Existing
 * dishes start undeclared (`allergens_declared_at` null): they stay as they are, and their chef is
 * asked once to declare them; an undeclared dish cannot be published again until then.
 */
export class DishAllergens1770400000000 implements MigrationInterface {
  name = 'DishAllergens1770400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE dishes
      ADD COLUMN allergens text[] NOT NULL DEFAULT '{}',
      ADD COLUMN may_contain_allergens text[] NOT NULL DEFAULT '{}',
      ADD COLUMN allergens_declared_at timestamptz`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE dishes
      DROP COLUMN allergens_declared_at,
      DROP COLUMN may_contain_allergens,
      DROP COLUMN allergens`);
  }
}
