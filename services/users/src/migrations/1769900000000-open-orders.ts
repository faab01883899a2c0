import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Users' projection of orders still in progress (docs/rules/accounts-and-admin.md#your-data):
 * one row per order from `OrderPlaced`, closed (`closed_at`) by the event that ends it. An
 * account with an open order as its guest or its chef cannot be deleted. A row may be created
 * closed when the ending event is handled before `OrderPlaced` (separate consumers). Orders
 * placed before this projection existed are not in it.
 */
export class OpenOrders1769900000000 implements MigrationInterface {
  name = 'OpenOrders1769900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE open_orders (
      order_id uuid PRIMARY KEY,
      guest_id uuid NOT NULL,
      chef_id uuid NOT NULL,
      placed_at timestamptz,
      closed_at timestamptz
    )`);
    await q.query(
      `CREATE INDEX open_orders_guest ON open_orders (guest_id) WHERE closed_at IS NULL`,
    );
    await q.query(`CREATE INDEX open_orders_chef ON open_orders (chef_id) WHERE closed_at IS NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE open_orders`);
  }
}
