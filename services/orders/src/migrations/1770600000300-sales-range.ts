import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `orders_restaurant_scheduled_idx` (issue 26, docs/scale.md): a chef's sales at a glance read the
 * restaurant's orders scheduled in a range (`restaurant_id = $1 AND scheduled_for` in [from, to)),
 * but the only restaurant index is by status and creation, so every order the restaurant ever had
 * with those statuses was read and filtered (719 for 110 at 1× the demo: it grew with the
 * restaurant's history). Now the range itself.
 */
export class SalesRange1770600000300 implements MigrationInterface {
  name = 'SalesRange1770600000300';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX orders_restaurant_scheduled_idx
      ON orders (restaurant_id, scheduled_for)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX orders_restaurant_scheduled_idx`);
  }
}
