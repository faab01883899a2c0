import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Cooking sessions with schedules, dishes, dated occurrences and per-occurrence, per-dish stock
 * (docs/inventory.md), plus the `restaurant_owners` projection fed by `RestaurantEstablished`.
 * Replaces the placeholder `cooking_sessions` table (one row per instant, never written by any
 * API).
 */
export class CookingSessionStock1764000000000 implements MigrationInterface {
  name = 'CookingSessionStock1764000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE cooking_sessions`);
    await q.query(`CREATE TABLE restaurant_owners (
      restaurant_id uuid PRIMARY KEY,
      owner_user_id uuid NOT NULL,
      slug text NOT NULL,
      name text NOT NULL,
      time_zone text NOT NULL DEFAULT 'America/Toronto',
      offers_delivery boolean NOT NULL,
      offers_pickup boolean NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE TABLE cooking_sessions (
      id uuid PRIMARY KEY,
      restaurant_id uuid NOT NULL,
      chef_id uuid NOT NULL,
      schedule text NOT NULL CHECK (schedule IN ('ONCE', 'DAILY', 'WEEKLY', 'BIWEEKLY')),
      start_date date NOT NULL,
      until date CHECK (until IS NULL OR until >= start_date),
      start_time time NOT NULL,
      end_time time NOT NULL CHECK (end_time > start_time),
      time_zone text NOT NULL DEFAULT 'America/Toronto',
      lead_time_hours integer NOT NULL CHECK (lead_time_hours > 0),
      order_limit_min integer NOT NULL CHECK (order_limit_min >= 1),
      order_limit_max integer NOT NULL CHECK (order_limit_max >= order_limit_min),
      offers_delivery boolean NOT NULL,
      offers_pickup boolean NOT NULL,
      created_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now()),
      updated_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now())
    )`);
    await q.query(
      `CREATE INDEX cooking_sessions_restaurant_idx ON cooking_sessions (restaurant_id)`,
    );
    await q.query(`CREATE TABLE session_dishes (
      session_id uuid NOT NULL REFERENCES cooking_sessions (id) ON DELETE CASCADE,
      dish_id uuid NOT NULL,
      position integer NOT NULL,
      min_quantity integer NOT NULL CHECK (min_quantity >= 1),
      max_quantity integer NOT NULL CHECK (max_quantity >= min_quantity),
      portion_size text NOT NULL,
      PRIMARY KEY (session_id, dish_id)
    )`);
    await q.query(`CREATE TABLE session_occurrences (
      id uuid PRIMARY KEY,
      session_id uuid NOT NULL REFERENCES cooking_sessions (id) ON DELETE CASCADE,
      local_date date NOT NULL,
      starts_at timestamptz NOT NULL,
      ends_at timestamptz NOT NULL CHECK (ends_at > starts_at),
      order_cutoff_at timestamptz NOT NULL CHECK (order_cutoff_at <= starts_at),
      UNIQUE (session_id, local_date)
    )`);
    await q.query(
      `CREATE INDEX session_occurrences_starts_idx ON session_occurrences (session_id, starts_at)`,
    );
    await q.query(`CREATE TABLE occurrence_stock (
      occurrence_id uuid NOT NULL REFERENCES session_occurrences (id) ON DELETE CASCADE,
      dish_id uuid NOT NULL,
      total integer NOT NULL CHECK (total >= 0),
      remaining integer NOT NULL,
      CONSTRAINT occurrence_stock_remaining_range CHECK (remaining BETWEEN 0 AND total),
      PRIMARY KEY (occurrence_id, dish_id)
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE occurrence_stock`);
    await q.query(`DROP TABLE session_occurrences`);
    await q.query(`DROP TABLE session_dishes`);
    await q.query(`DROP TABLE cooking_sessions`);
    await q.query(`DROP TABLE restaurant_owners`);
    await q.query(`CREATE TABLE cooking_sessions (
      id uuid PRIMARY KEY,
      restaurant_id uuid NOT NULL,
      starts_at timestamptz NOT NULL,
      ends_at timestamptz NOT NULL CHECK (ends_at > starts_at),
      time_zone text NOT NULL DEFAULT 'America/Toronto',
      created_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now())
    )`);
    await q.query(
      `CREATE INDEX cooking_sessions_restaurant_start_idx ON cooking_sessions (restaurant_id, starts_at)`,
    );
  }
}
