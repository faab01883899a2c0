import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `stock_reservations`: one row per order that sessions answered (RESERVED, REJECTED with the
 * reason, or RELEASED after a decline/cancel), so the saga handlers stay idempotent even if an
 * order's event were published again under a new event id, and a release happens once.
 */
export class StockReservations1765300000001 implements MigrationInterface {
  name = 'StockReservations1765300000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE stock_reservations (
      order_id uuid PRIMARY KEY,
      occurrence_id uuid NOT NULL,
      lines jsonb NOT NULL,
      status text NOT NULL CHECK (status IN ('RESERVED', 'REJECTED', 'RELEASED')),
      reason text,
      dish_id uuid,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE stock_reservations`);
  }
}
