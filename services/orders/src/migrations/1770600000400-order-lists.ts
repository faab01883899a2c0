import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Newest-first order lists as index ranges (issue 26, docs/scale.md): a chef's orders and a
 * guest's order history, every status, newest first, one keyset page at a time
 * (`(created_at, id) < cursor ORDER BY created_at DESC, id DESC LIMIT n`). The existing indexes
 * put `status` before `created_at`, so a list without a status filter read every order of the
 * restaurant (or guest) and sorted them for each page: it grew with the restaurant's history
 * (861 orders read for a page of 20 at 100× the demo). With these the page reads its rows.
 */
export class OrderLists1770600000400 implements MigrationInterface {
  name = 'OrderLists1770600000400';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX orders_restaurant_newest_idx
      ON orders (restaurant_id, created_at DESC, id DESC)`);
    await q.query(`CREATE INDEX orders_guest_newest_idx
      ON orders (guest_id, created_at DESC, id DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX orders_guest_newest_idx`);
    await q.query(`DROP INDEX orders_restaurant_newest_idx`);
  }
}
