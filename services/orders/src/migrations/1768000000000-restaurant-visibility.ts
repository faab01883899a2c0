import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The visibility facts of each restaurant in `order_restaurants` (from `RestaurantEstablished`): the
 * owner's chef status is Active, the owner has bank details, the restaurant is hidden. Null until
 * an event carrying them arrives; the restaurant is not public while any is unknown.
 */
export class RestaurantVisibility1768000000000 implements MigrationInterface {
  name = 'RestaurantVisibility1768000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE order_restaurants ADD COLUMN is_chef_active boolean,
      ADD COLUMN has_bank_details boolean, ADD COLUMN is_hidden boolean`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE order_restaurants DROP COLUMN is_chef_active,
      DROP COLUMN has_bank_details, DROP COLUMN is_hidden`);
  }
}
