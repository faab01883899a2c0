import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The `restaurant_dishes` projection (ADR 0005) fed by `DishChanged` / `DishDeleted`: a cooking
 * session may offer only ACTIVE dishes of its own restaurant. A deleted dish stays as a DELETED
 * tombstone so that a late, older `DishChanged` cannot bring it back.
 */
export class RestaurantDishes1765100000002 implements MigrationInterface {
  name = 'RestaurantDishes1765100000002';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE restaurant_dishes (
      dish_id uuid PRIMARY KEY,
      restaurant_id uuid NOT NULL,
      name text NOT NULL,
      portion_size text NOT NULL,
      status text NOT NULL CHECK (status IN ('ACTIVE', 'INACTIVE', 'ARCHIVED', 'DELETED')),
      changed_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(
      `CREATE INDEX restaurant_dishes_restaurant_idx ON restaurant_dishes (restaurant_id)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE restaurant_dishes`);
  }
}
