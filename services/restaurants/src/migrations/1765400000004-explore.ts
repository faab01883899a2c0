import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Explore: an index behind every filter and sort of `exploreRestaurants`, and
 * the `explore_occurrences` projection (fed by `OccurrenceStockChanged` v1 from `sessions`) that
 * answers "orderable on this local date with delivery / pickup".
 *
 * - cuisines: GIN on `restaurants.cuisines` (`&&`).
 * - free text: GIN on `to_tsvector('simple', name || ' ' || description)` (prefix `@@`).
 * - delivery / pickup: partial indexes on the restaurants that offer each.
 * - dish categories: GIN on the ACTIVE dishes' `categories` (`@>`).
 * - date: `explore_occurrences (local_date, restaurant_id)` for occurrences with stock.
 * - rating sort: `restaurant_ratings_rating_idx` (reviews migration).
 */
export class Explore1765400000004 implements MigrationInterface {
  name = 'Explore1765400000004';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX restaurants_cuisines_idx ON restaurants USING gin (cuisines)`);
    await q.query(`CREATE INDEX restaurants_text_idx ON restaurants
      USING gin (to_tsvector('simple', name || ' ' || description))`);
    await q.query(
      `CREATE INDEX restaurants_delivery_idx ON restaurants (id) WHERE offers_delivery`,
    );
    await q.query(`CREATE INDEX restaurants_pickup_idx ON restaurants (id) WHERE offers_pickup`);
    await q.query(`CREATE INDEX dishes_active_categories_idx ON dishes
      USING gin (categories) WHERE status = 'ACTIVE'`);
    await q.query(`CREATE TABLE explore_occurrences (
      occurrence_id uuid PRIMARY KEY,
      session_id uuid NOT NULL,
      restaurant_id uuid NOT NULL,
      local_date date NOT NULL,
      starts_at timestamptz NOT NULL,
      order_cutoff_at timestamptz NOT NULL,
      offers_delivery boolean NOT NULL,
      offers_pickup boolean NOT NULL,
      has_stock boolean NOT NULL DEFAULT false
    )`);
    await q.query(`CREATE INDEX explore_occurrences_day_idx ON explore_occurrences
      (local_date, restaurant_id) INCLUDE (order_cutoff_at, offers_delivery, offers_pickup)
      WHERE has_stock`);
    await q.query(`CREATE TABLE explore_occurrence_stock (
      occurrence_id uuid NOT NULL REFERENCES explore_occurrences (occurrence_id) ON DELETE CASCADE,
      dish_id uuid NOT NULL,
      remaining integer NOT NULL CHECK (remaining >= 0),
      stock_at timestamptz NOT NULL,
      PRIMARY KEY (occurrence_id, dish_id)
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE explore_occurrence_stock`);
    await q.query(`DROP TABLE explore_occurrences`);
    await q.query(`DROP INDEX dishes_active_categories_idx`);
    await q.query(`DROP INDEX restaurants_pickup_idx`);
    await q.query(`DROP INDEX restaurants_delivery_idx`);
    await q.query(`DROP INDEX restaurants_text_idx`);
    await q.query(`DROP INDEX restaurants_cuisines_idx`);
  }
}
