import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Drops `order_parties`. It joined the stock replies with `OrderPlaced` while notifications told
 * order outcomes itself; orders now tells them (`OrderPending` / `OrderRejected`, published after
 * its commit), nothing has written the table since, and nothing reads it any more. `down`
 * recreates it empty, as 1763900000000 created it.
 */
export class DropOrderParties1765600000001 implements MigrationInterface {
  name = 'DropOrderParties1765600000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS order_parties`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE order_parties (
      order_id uuid PRIMARY KEY,
      guest_id uuid,
      chef_id uuid,
      fulfilment text,
      portions integer,
      total_cents integer,
      stock_outcome text,
      stock_reason text,
      outcome_notified boolean NOT NULL DEFAULT false
    )`);
  }
}
