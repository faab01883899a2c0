import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Standing weekly orders (issue 28): `standing_orders` (a guest's weekly repeat of one order with
 * its chef: dishes and quantities, fulfilment, address, saved card, the cooking-session series it
 * follows, ACTIVE / PAUSED / CANCELLED) and `standing_order_weeks` (what became of each week's
 * occurrence: SKIPPED, PLACING, PLACED or MISSED with why). The unique (standing order,
 * occurrence) key makes a week's placement happen once however many replicas sweep.
 */
export class StandingOrders1770500000000 implements MigrationInterface {
  name = 'StandingOrders1770500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE standing_orders (
      id uuid PRIMARY KEY,
      guest_id uuid NOT NULL,
      guest_email text NOT NULL,
      restaurant_id uuid NOT NULL,
      chef_id uuid NOT NULL,
      session_id uuid NOT NULL,
      source_order_id uuid NOT NULL UNIQUE,
      status text NOT NULL CHECK (status IN ('ACTIVE', 'PAUSED', 'CANCELLED')),
      lines jsonb NOT NULL,
      fulfilment text NOT NULL,
      address_line1 text,
      address_line2 text,
      postal_code text,
      latitude double precision,
      longitude double precision,
      instructions text,
      payment_method_id text NOT NULL,
      anchor_starts_at timestamptz NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(
      `CREATE INDEX standing_orders_guest_idx ON standing_orders (guest_id, created_at)`,
    );
    await q.query(`CREATE INDEX standing_orders_active_idx ON standing_orders (session_id)
      WHERE status = 'ACTIVE'`);
    await q.query(`CREATE TABLE standing_order_weeks (
      id uuid PRIMARY KEY,
      standing_order_id uuid NOT NULL REFERENCES standing_orders (id) ON DELETE CASCADE,
      occurrence_id uuid NOT NULL,
      starts_at timestamptz NOT NULL,
      outcome text NOT NULL CHECK (outcome IN ('SKIPPED', 'PLACING', 'PLACED', 'MISSED')),
      miss_reason text CHECK (miss_reason IN ('NO_STOCK', 'CARD_DECLINED', 'UNAVAILABLE')),
      miss_detail text,
      order_id uuid,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (standing_order_id, occurrence_id)
    )`);
    await q.query(`CREATE INDEX standing_order_weeks_order_idx ON standing_order_weeks (order_id)
      WHERE order_id IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE standing_order_weeks`);
    await q.query(`DROP TABLE standing_orders`);
  }
}
