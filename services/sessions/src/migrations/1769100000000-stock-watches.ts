import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `stock_watches`: "Notify me" (docs/rules/notify-me.md). One row per guest and sold-out dish of an
 * occurrence (UNIQUE: pressing again changes nothing); `seq` is the subscription order (first
 * come, first told); `told_at` is set in the transaction that publishes `DishAvailableAgain`
 * naming the guest, so a guest is told once per watch. A told guest who presses again waits
 * anew (told_at cleared, a new `seq`: the end of the line). Deleted with its occurrence.
 */
export class StockWatches1769100000000 implements MigrationInterface {
  name = 'StockWatches1769100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE stock_watches (
      seq bigserial PRIMARY KEY,
      occurrence_id uuid NOT NULL REFERENCES session_occurrences (id) ON DELETE CASCADE,
      dish_id uuid NOT NULL,
      guest_id uuid NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      told_at timestamptz,
      told_occurrence_id uuid,
      CONSTRAINT stock_watches_one_per_guest UNIQUE (occurrence_id, dish_id, guest_id)
    )`);
    await q.query(
      `CREATE INDEX stock_watches_waiting_idx ON stock_watches (dish_id, occurrence_id, seq)
        WHERE told_at IS NULL`,
    );
    await q.query(`CREATE INDEX stock_watches_guest_idx ON stock_watches (guest_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE stock_watches`);
  }
}
