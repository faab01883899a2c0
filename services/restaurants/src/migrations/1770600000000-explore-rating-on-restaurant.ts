import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Explore's rating sort as an index range (issue 26, docs/scale.md): the first page sorted by
 * rating used to read every public restaurant, because its sort key was computed
 * (`COALESCE` of a `restaurant_ratings` subquery). Now each restaurant row carries
 * `explore_rating` — its rating (average stars to one decimal), 0 when unrated — kept by a
 * trigger on `restaurant_ratings` (whoever writes a rating, in the same transaction), and
 * `restaurants_explore_rating_idx` on (explore_rating, id) gives explore's order (read backwards)
 * and each keyset page `(explore_rating, id) < (k, id)` as a range. Visibility stays where the
 * rule puts it (`publicRestaurantSql`: the row's `is_hidden` and the chef's standing), checked
 * on each row the range walks — almost every restaurant is public, so a page reads about its
 * 13 rows.
 */
export class ExploreRatingOnRestaurant1770600000000 implements MigrationInterface {
  name = 'ExploreRatingOnRestaurant1770600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE restaurants ADD COLUMN explore_rating numeric(2, 1) NOT NULL DEFAULT 0`,
    );
    await q.query(`UPDATE restaurants r SET explore_rating = rr.rating
      FROM restaurant_ratings rr WHERE rr.restaurant_id = r.id AND rr.rating IS NOT NULL`);
    // SET search_path FROM CURRENT: the trigger finds `restaurants` in this service's schema
    // whatever the writer's search_path.
    await q.query(`CREATE FUNCTION restaurant_ratings_to_restaurant() RETURNS trigger
      LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
      BEGIN
        IF TG_OP = 'DELETE' THEN
          UPDATE restaurants SET explore_rating = 0 WHERE id = OLD.restaurant_id;
          RETURN OLD;
        END IF;
        UPDATE restaurants SET explore_rating = COALESCE(NEW.rating, 0)
          WHERE id = NEW.restaurant_id AND explore_rating IS DISTINCT FROM COALESCE(NEW.rating, 0);
        RETURN NEW;
      END $$`);
    await q.query(`CREATE TRIGGER restaurant_ratings_to_restaurant
      AFTER INSERT OR UPDATE OR DELETE ON restaurant_ratings
      FOR EACH ROW EXECUTE FUNCTION restaurant_ratings_to_restaurant()`);
    await q.query(
      `CREATE INDEX restaurants_explore_rating_idx ON restaurants (explore_rating, id)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX restaurants_explore_rating_idx`);
    await q.query(`DROP TRIGGER restaurant_ratings_to_restaurant ON restaurant_ratings`);
    await q.query(`DROP FUNCTION restaurant_ratings_to_restaurant()`);
    await q.query(`ALTER TABLE restaurants DROP COLUMN explore_rating`);
  }
}
