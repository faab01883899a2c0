import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Guest ordering: cart lines per occurrence, the projections the cart and checkout read (ADR 0006)
 * and the orders themselves. Money in integer cents, distances in km, instants as timestamptz.
 */
export class OrdersSaga1765300000010 implements MigrationInterface {
  name = 'OrdersSaga1765300000010';

  async up(q: QueryRunner): Promise<void> {
    // Lines without an occurrence cannot be ordered (none exist outside development).
    await q.query(`DELETE FROM cart_items`);
    await q.query(`ALTER TABLE cart_items ADD COLUMN occurrence_id uuid NOT NULL`);
    await q.query(
      `CREATE UNIQUE INDEX cart_items_line_idx ON cart_items (guest_id, occurrence_id, dish_id)`,
    );
    await q.query(`CREATE TABLE order_dishes (
      dish_id uuid PRIMARY KEY,
      restaurant_id uuid NOT NULL,
      name text NOT NULL,
      price_cents int NOT NULL,
      portion_size text NOT NULL,
      status text NOT NULL,
      image_url text,
      changed_at timestamptz NOT NULL
    )`);
    await q.query(`CREATE TABLE order_restaurants (
      restaurant_id uuid PRIMARY KEY,
      owner_user_id uuid NOT NULL,
      slug text NOT NULL,
      name text NOT NULL,
      time_zone text NOT NULL,
      offers_delivery boolean NOT NULL,
      offers_pickup boolean NOT NULL,
      latitude double precision,
      longitude double precision,
      delivery_radius_km double precision,
      base_delivery_fee_cents int,
      fee_per_km_cents int,
      changed_at timestamptz NOT NULL
    )`);
    await q.query(`CREATE TABLE cart_occurrences (
      occurrence_id uuid PRIMARY KEY,
      session_id uuid NOT NULL,
      restaurant_id uuid NOT NULL,
      starts_at timestamptz NOT NULL,
      order_cutoff_at timestamptz NOT NULL,
      order_limit_min int NOT NULL,
      order_limit_max int NOT NULL,
      offers_delivery boolean NOT NULL,
      offers_pickup boolean NOT NULL,
      changed_at timestamptz NOT NULL
    )`);
    await q.query(`CREATE TABLE cart_occurrence_dishes (
      occurrence_id uuid NOT NULL,
      dish_id uuid NOT NULL,
      min_quantity int NOT NULL,
      max_quantity int NOT NULL,
      portion_size text NOT NULL,
      remaining int NOT NULL,
      changed_at timestamptz NOT NULL,
      PRIMARY KEY (occurrence_id, dish_id)
    )`);
    await q.query(`CREATE TABLE orders (
      id uuid PRIMARY KEY,
      guest_id uuid NOT NULL,
      restaurant_id uuid NOT NULL,
      chef_id uuid NOT NULL,
      occurrence_id uuid NOT NULL,
      scheduled_for timestamptz NOT NULL,
      status text NOT NULL CHECK (status IN
        ('PLACED', 'PENDING', 'REJECTED', 'ACCEPTED', 'DECLINED', 'CANCELLED', 'COMPLETED')),
      fulfilment text NOT NULL CHECK (fulfilment IN ('DELIVERY', 'PICKUP')),
      address_line1 text,
      address_line2 text,
      postal_code text,
      latitude double precision,
      longitude double precision,
      distance_km double precision,
      instructions text,
      subtotal_cents int NOT NULL,
      delivery_fee_cents int NOT NULL,
      total_cents int NOT NULL,
      rejection_reason text,
      rejected_dish_id uuid,
      decline_reason text,
      idempotency_key text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', clock_timestamp()),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT orders_idempotency_key UNIQUE (guest_id, idempotency_key)
    )`);
    await q.query(
      `CREATE INDEX orders_guest_idx ON orders (guest_id, status, created_at DESC, id DESC)`,
    );
    await q.query(
      `CREATE INDEX orders_restaurant_idx ON orders (restaurant_id, status, created_at DESC, id DESC)`,
    );
    await q.query(`CREATE TABLE order_lines (
      order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
      dish_id uuid NOT NULL,
      position int NOT NULL,
      dish_name text NOT NULL,
      portion_size text NOT NULL,
      unit_price_cents int NOT NULL,
      quantity int NOT NULL CHECK (quantity >= 1),
      PRIMARY KEY (order_id, dish_id)
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE order_lines`);
    await q.query(`DROP TABLE orders`);
    await q.query(`DROP TABLE cart_occurrence_dishes`);
    await q.query(`DROP TABLE cart_occurrences`);
    await q.query(`DROP TABLE order_restaurants`);
    await q.query(`DROP TABLE order_dishes`);
    await q.query(`DROP INDEX cart_items_line_idx`);
    await q.query(`ALTER TABLE cart_items DROP COLUMN occurrence_id`);
  }
}
