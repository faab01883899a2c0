import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Dishes, menus and the dish ↔ cooking-session projection (the dish form's limits as CHECKs; the
 * projection serves the delete rule, docs/rules/catalogue.md#deleting-a-dish). Money in integer
 * cents, preparation time in seconds.
 * `images` is a JSON array of `{ url, thumbnailUrl }` (first = main image), `ingredients` a JSON
 * array of `{ name, quantity, unit, notes }`. `menus.dish_ids` keeps the chef's order.
 * `dish_session_schedule` is fed by `CookingSessionScheduled` v1 (a null end = open-ended).
 */
export class DishesMenus1765000000001 implements MigrationInterface {
  name = 'DishesMenus1765000000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE dishes (
      id uuid PRIMARY KEY,
      restaurant_id uuid NOT NULL REFERENCES restaurants (id) ON DELETE CASCADE,
      name text NOT NULL CHECK (char_length(name) BETWEEN 3 AND 100),
      description text NOT NULL CHECK (char_length(description) BETWEEN 10 AND 3000),
      price_cents integer NOT NULL CHECK (price_cents BETWEEN 10 AND 40000),
      preparation_time_seconds integer NOT NULL CHECK (preparation_time_seconds BETWEEN 1 AND 3599),
      spice_level smallint NOT NULL DEFAULT 0 CHECK (spice_level BETWEEN 0 AND 3),
      allergy_warnings text[] NOT NULL,
      cuisine text NOT NULL,
      handling_instructions text NOT NULL,
      preparation_instructions text NOT NULL,
      shelf_life text NOT NULL,
      portion_size text NOT NULL,
      images jsonb NOT NULL DEFAULT '[]',
      categories text[] NOT NULL DEFAULT '{}',
      ingredients jsonb NOT NULL DEFAULT '[]',
      status text NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'INACTIVE', 'ARCHIVED')),
      created_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now()),
      updated_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now())
    )`);
    await q.query(`CREATE INDEX dishes_restaurant_idx ON dishes (restaurant_id, created_at, id)`);
    await q.query(`CREATE TABLE menus (
      id uuid PRIMARY KEY,
      restaurant_id uuid NOT NULL REFERENCES restaurants (id) ON DELETE CASCADE,
      name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 100),
      dish_ids uuid[] NOT NULL DEFAULT '{}',
      created_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now()),
      updated_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now())
    )`);
    await q.query(`CREATE INDEX menus_restaurant_idx ON menus (restaurant_id, created_at, id)`);
    await q.query(`CREATE TABLE dish_session_schedule (
      session_id uuid NOT NULL,
      dish_id uuid NOT NULL,
      restaurant_id uuid NOT NULL,
      last_occurrence_ends_at timestamptz,
      PRIMARY KEY (session_id, dish_id)
    )`);
    await q.query(`CREATE INDEX dish_session_schedule_dish_idx ON dish_session_schedule (dish_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE dish_session_schedule`);
    await q.query(`DROP TABLE menus`);
    await q.query(`DROP TABLE dishes`);
  }
}
