import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The account's default delivery address (checkout starts from it): `{ line1, line2,
 * postalCode, latitude, longitude }` as JSON, null = none.
 */
export class DefaultAddress1767800000001 implements MigrationInterface {
  name = 'DefaultAddress1767800000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users ADD COLUMN default_delivery_address jsonb`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users DROP COLUMN default_delivery_address`);
  }
}
