import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Public visibility (docs/rules/catalogue.md#visibility, ADR 0005): the `chef_standing` projection
 * (chef Active, bank details filled) fed by `users` events. `restaurants.is_hidden` now means only
 * the chef's own "hidden" choice, so new restaurants default to not hidden; rows written before
 * keep their value (the chef can change it with updateRestaurant).
 */
export class ChefStanding1765100000001 implements MigrationInterface {
  name = 'ChefStanding1765100000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE chef_standing (
      user_id uuid PRIMARY KEY,
      is_active boolean NOT NULL DEFAULT false,
      has_bank_details boolean NOT NULL DEFAULT false,
      status_changed_at timestamptz,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`ALTER TABLE restaurants ALTER COLUMN is_hidden SET DEFAULT false`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE restaurants ALTER COLUMN is_hidden SET DEFAULT true`);
    await q.query(`DROP TABLE chef_standing`);
  }
}
