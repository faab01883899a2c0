import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createEventTables, dropEventTables } from '@hearth/events';

/** Cart items and the outbox/inbox of the orders schema. */
export class CreateCart1763700000000 implements MigrationInterface {
  name = 'CreateCart1763700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE cart_items (
      id uuid PRIMARY KEY,
      guest_id uuid NOT NULL,
      dish_id uuid NOT NULL,
      quantity int NOT NULL CHECK (quantity >= 1),
      created_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now())
    )`);
    await q.query(`CREATE INDEX cart_items_guest_idx ON cart_items (guest_id)`);
    await createEventTables(q);
  }

  async down(q: QueryRunner): Promise<void> {
    await dropEventTables(q);
    await q.query(`DROP TABLE cart_items`);
  }
}
