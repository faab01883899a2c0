import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `order_restaurants_owner_idx` (issue 26, docs/scale.md): a payout's restaurant name is the
 * chef's newest restaurant (`owner_user_id = chef_id ORDER BY changed_at DESC LIMIT 1`), read for
 * every payout of the admins' Pending Payments list and of the payouts CSV. Without an index each
 * payout read every restaurant: the CSV took 208 ms of SQL for 2,960 payouts at 10× the demo
 * (payouts × restaurants); now one index probe each.
 */
export class RestaurantByOwner1770600000200 implements MigrationInterface {
  name = 'RestaurantByOwner1770600000200';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX order_restaurants_owner_idx
      ON order_restaurants (owner_user_id, changed_at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX order_restaurants_owner_idx`);
  }
}
