import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `completed_orders`: the orders a guest may review, fed by `OrderCompleted` v1
 * from `orders`. A review needs a row here with the caller as the guest and the same restaurant.
 */
export class CompletedOrders1765400000002 implements MigrationInterface {
  name = 'CompletedOrders1765400000002';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE completed_orders (
      order_id uuid PRIMARY KEY,
      guest_user_id uuid NOT NULL,
      restaurant_id uuid NOT NULL,
      completed_at timestamptz NOT NULL
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE completed_orders`);
  }
}
