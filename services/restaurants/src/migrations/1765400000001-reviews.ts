import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Reviews and the restaurant rating (docs/rules/catalogue.md#reviews).
 * `reviews`: one per order (`order_id` unique), stars 1–5 (CHECK), by a guest. `restaurant_ratings`:
 * the running sum of stars and the count per restaurant, maintained in the same transaction as
 * every review write; `rating` is the average to one decimal (null with no reviews), stored so
 * explore can sort and page on it with an index.
 */
export class Reviews1765400000001 implements MigrationInterface {
  name = 'Reviews1765400000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE reviews (
      id uuid PRIMARY KEY,
      restaurant_id uuid NOT NULL REFERENCES restaurants (id) ON DELETE CASCADE,
      order_id uuid NOT NULL,
      guest_user_id uuid NOT NULL,
      stars smallint NOT NULL CHECK (stars BETWEEN 1 AND 5),
      description text NOT NULL DEFAULT '' CHECK (char_length(description) <= 1000),
      created_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now()),
      updated_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now()),
      CONSTRAINT reviews_one_per_order UNIQUE (order_id)
    )`);
    await q.query(`CREATE INDEX reviews_guest_idx ON reviews (guest_user_id, created_at, id)`);
    await q.query(`CREATE INDEX reviews_restaurant_idx ON reviews (restaurant_id, created_at, id)`);
    await q.query(`CREATE TABLE restaurant_ratings (
      restaurant_id uuid PRIMARY KEY REFERENCES restaurants (id) ON DELETE CASCADE,
      review_count integer NOT NULL DEFAULT 0 CHECK (review_count >= 0),
      stars_total integer NOT NULL DEFAULT 0 CHECK (stars_total >= 0),
      rating numeric(2, 1) GENERATED ALWAYS AS (
        CASE WHEN review_count = 0 THEN NULL
             ELSE round(stars_total::numeric / review_count, 1) END) STORED
    )`);
    await q.query(
      `CREATE INDEX restaurant_ratings_rating_idx ON restaurant_ratings (rating DESC NULLS LAST, restaurant_id)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE restaurant_ratings`);
    await q.query(`DROP TABLE reviews`);
  }
}
