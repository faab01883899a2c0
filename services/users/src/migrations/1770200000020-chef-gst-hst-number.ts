import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The chef's optional GST/HST number on their profile (`123456782RT0001`; null: not registered,
 * Hearth supplies their orders for GST/HST — docs/rules/tax.md).
 */
export class ChefGstHstNumber1770200000020 implements MigrationInterface {
  name = 'ChefGstHstNumber1770200000020';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE chef_profiles ADD COLUMN gst_hst_number text
      CHECK (gst_hst_number ~ '^[0-9]{9}RT[0-9]{4}$')`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE chef_profiles DROP COLUMN gst_hst_number`);
  }
}
