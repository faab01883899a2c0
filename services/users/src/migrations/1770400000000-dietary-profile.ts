import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `users.dietary_profile`: a guest's dietary profile (docs/rules/allergens.md#a-guests-dietary-profile)
 * as JSON — `{ avoidAllergens: string[], diets: string[] }` (codes of the contracts' `ALLERGENS`
 * and `DIETS`); null until the guest saves one.
 */
export class DietaryProfile1770400000000 implements MigrationInterface {
  name = 'DietaryProfile1770400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users ADD COLUMN dietary_profile jsonb`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users DROP COLUMN dietary_profile`);
  }
}
