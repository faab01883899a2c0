import 'reflect-metadata';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { InProcessEventBus } from '@hearth/events';
import type { RunningSubgraph } from '@hearth/nest-common';
import { boxAround, dietaryFitSql } from '../src/explore/explore.service.js';
import { publicRestaurantSql } from '../src/standing/chef-standing.service.js';
import { query } from '../../../test/support/db.js';
import { startRestaurants } from './support/subgraph.js';

const RESTAURANTS = 4000;

/** The point `km` from (lat, lng) at `bearing` degrees on the sphere `distanceKm` measures on. */
function destination(lat: number, lng: number, km: number, bearing: number) {
  const rad = Math.PI / 180;
  const d = km / 6371.0088;
  const φ = lat * rad;
  const θ = bearing * rad;
  const φ2 = Math.asin(Math.sin(φ) * Math.cos(d) + Math.cos(φ) * Math.sin(d) * Math.cos(θ));
  const λ2 =
    lng * rad +
    Math.atan2(Math.sin(θ) * Math.sin(d) * Math.cos(φ), Math.cos(d) - Math.sin(φ) * Math.sin(φ2));
  return { latitude: φ2 / rad, longitude: λ2 / rad };
}
const CUISINES = ['Indian', 'Italian', 'Chinese', 'Caribbean', 'Korean', 'Mexican', 'Greek'];

/**
 * Every explore filter has an index the planner uses on a few thousand restaurants (the predicates
 * are those of ExploreService).
 */
describe('restaurants: explore indexes', () => {
  let db: string;
  let svc: RunningSubgraph;
  const bus = new InProcessEventBus();

  /** The index names in the plan of `SELECT … FROM restaurants r WHERE <public> AND <where>`. */
  const indexesUsed = async (where: string, params: unknown[] = []) => {
    const [row] = await query<{ 'QUERY PLAN': unknown }>(
      db,
      `EXPLAIN (FORMAT JSON) SELECT r.id FROM restaurants.restaurants r
        WHERE ${publicRestaurantSql('r').replace('chef_standing', 'restaurants.chef_standing')}
          AND ${where}`,
      params,
    );
    return [...JSON.stringify(row!['QUERY PLAN']).matchAll(/"Index Name":"([^"]+)"/g)].map(
      (m) => m[1],
    );
  };

  beforeAll(async () => {
    ({ db, svc } = await startRestaurants('hearth_test_restaurants_explore_idx', bus));
    await query(
      db,
      `WITH rows AS (
         SELECT gen_random_uuid() AS id, gen_random_uuid() AS owner, n FROM generate_series(1, $1) n)
       , ins AS (
         INSERT INTO restaurants.restaurants (id, slug, name, description, owner_user_id, cuisines,
           is_hidden, created_at, updated_at, offers_delivery, offers_pickup, latitude, longitude,
           delivery_radius_km)
         SELECT id, 'kitchen-' || n, 'Kitchen ' || n, 'Home cooking number ' || n, owner,
           CASE WHEN n % 500 = 0 THEN ARRAY['Ethiopian'] ELSE ARRAY[($2::text[])[1 + n % 7]] END,
           false, now(), now(), n % 40 = 0, n % 40 <> 0, 43.6 + (n % 100) / 500.0,
           -79.4 + (n % 70) / 500.0, CASE WHEN n % 40 = 0 THEN 2 + n % 7 END
           FROM rows RETURNING owner_user_id)
       INSERT INTO restaurants.chef_standing (user_id, is_active, has_bank_details)
       SELECT owner_user_id, true, true FROM ins`,
      [RESTAURANTS, CUISINES],
    );
    await query(
      db,
      `INSERT INTO restaurants.dishes (id, restaurant_id, name, description, price_cents,
         preparation_time_seconds, allergy_warnings, cuisine, handling_instructions,
         preparation_instructions, shelf_life, portion_size, categories, allergens,
         allergens_declared_at)
       SELECT gen_random_uuid(), r.id, 'Dish ' || g, 'A dish to fill the table', 1500, 600,
         '{none}', 'Any', 'Keep refrigerated', 'Rice and beans', '2 days', '1 plate',
         CASE WHEN random() < 0.01 THEN ARRAY['KOSHER'] ELSE ARRAY['VEG'] END,
         CASE WHEN random() < 0.2 THEN ARRAY['SESAME'] ELSE '{}' END,
         CASE WHEN random() < 0.9 THEN now() END
         FROM restaurants.restaurants r, generate_series(1, 3) g`,
    );
    await query(
      db,
      `INSERT INTO restaurants.explore_occurrences (occurrence_id, session_id, restaurant_id,
         local_date, starts_at, order_cutoff_at, offers_delivery, offers_pickup, has_stock)
       SELECT gen_random_uuid(), gen_random_uuid(), r.id, current_date + d, now() + d * interval '1 day',
         now() + d * interval '1 day' - interval '10 hours', r.offers_delivery, r.offers_pickup, true
         FROM restaurants.restaurants r, generate_series(0, 13) d`,
    );
    await query(db, `ANALYZE`);
  }, 120_000);
  afterAll(async () => {
    await svc?.close();
    await bus.stop();
  });

  it('uses the GIN index for cuisines', async () => {
    expect(await indexesUsed(`r.cuisines && CAST($1 AS text[])`, [['Ethiopian']])).toContain(
      'restaurants_cuisines_idx',
    );
  });

  it('uses the full-text index for free text', async () => {
    expect(
      await indexesUsed(
        `to_tsvector('simple', restaurants.search_fold(r.name || ' ' || r.description))
           @@ to_tsquery('simple', restaurants.search_fold($1))`,
        ['1234:*'],
      ),
    ).toContain('restaurants_text_idx');
  });

  it('uses the partial index for delivery', async () => {
    expect(await indexesUsed(`r.offers_delivery`)).toContain('restaurants_delivery_idx');
  });

  it('uses the categories index for dish categories', async () => {
    expect(
      await indexesUsed(
        `EXISTS (SELECT 1 FROM restaurants.dishes d WHERE d.restaurant_id = r.id
           AND d.status = 'ACTIVE' AND d.categories @> CAST($1 AS text[]))`,
        [['KOSHER']],
      ),
    ).toContain('dishes_active_categories_idx');
  });

  it('looks a page of restaurants’ dishes up by restaurant for a dietary profile', async () => {
    // "Contains none of" cannot use an index: a page probes each restaurant's dishes through
    // dishes_restaurant_idx (restaurant_id first) or finds a diet's dishes through
    // dishes_active_categories_idx; a whole answer reads dishes once (hash join).
    for (const profile of [
      { avoidAllergens: ['SESAME'] },
      { avoidAllergens: ['SESAME'], diets: ['VEGAN'] },
    ]) {
      const dietary = dietaryFitSql(profile)!;
      const used = await indexesUsed(
        `${dietary.sql
          .replace('FROM dishes', 'FROM restaurants.dishes')
          .replace(':avoid', '$1')
          .replace(':diet0', '$2')} ORDER BY r.id DESC LIMIT 13`,
        [dietary.params.avoid, ...(dietary.params.diet0 ? [dietary.params.diet0] : [])],
      );
      // With a diet the categories index may find the dishes instead.
      expect({ profile, dishesIndex: used.some((i) => i?.startsWith('dishes_')) }).toEqual({
        profile,
        dishesIndex: true,
      });
    }
  });

  it('uses the occurrence day index for a date', async () => {
    expect(
      await indexesUsed(
        `EXISTS (SELECT 1 FROM restaurants.explore_occurrences o WHERE o.has_stock
           AND o.local_date = current_date + 3 AND o.restaurant_id = r.id
           AND o.order_cutoff_at > now() AND o.offers_delivery)`,
      ),
    ).toContain('explore_occurrences_day_idx');
  });

  it('uses the trigram indexes for typo- and accent-tolerant text', async () => {
    const close = `restaurants.search_fold($1) <% `;
    expect(
      await indexesUsed(`${close} restaurants.restaurant_search_text(r.name, r.cuisines)`, [
        'kitchn 1234',
      ]),
    ).toContain('restaurants_search_trgm_idx');
    expect(
      await indexesUsed(
        `r.id IN (SELECT d.restaurant_id FROM restaurants.dishes d WHERE d.status = 'ACTIVE'
           AND ${close} restaurants.search_fold(d.name || ' ' || d.cuisine))`,
        ['dish 12'],
      ),
    ).toContain('dishes_search_trgm_idx');
  });

  it('uses the bounding-box indexes for "delivers here" and "pickup near"', async () => {
    // As ExploreService: the box first, the exact distance after it.
    const km = `(2 * 6371.0088 * asin(least(1, sqrt(power(sin(radians((r.latitude - $2) / 2)), 2)
      + cos(radians($2)) * cos(radians(r.latitude)) * power(sin(radians((r.longitude - $1) / 2)), 2)))))`;
    expect(
      await indexesUsed(
        `r.offers_delivery AND r.delivery_radius_km IS NOT NULL AND r.latitude IS NOT NULL
           AND r.longitude IS NOT NULL
           AND restaurants.restaurant_delivery_box(r.latitude, r.longitude, r.delivery_radius_km)
             @> point($1, $2) AND ${km} <= r.delivery_radius_km`,
        [-79.3, 43.7],
      ),
    ).toContain('restaurants_delivery_area_idx');
    expect(
      await indexesUsed(
        `r.offers_pickup AND r.latitude IS NOT NULL AND r.longitude IS NOT NULL
           AND point(r.longitude, r.latitude) <@ box(point($1 - 0.02, $2 - 0.02), point($1 + 0.02, $2 + 0.02))
           AND ${km} <= 2`,
        [-79.3, 43.7],
      ),
    ).toContain('restaurants_pickup_point_idx');
  });

  it('the bounding boxes hold every point within the distance (so the exact check sees them all)', async () => {
    for (const [lat, lng] of [
      [43.7, -79.4],
      [60.7, -135.05],
      [-33.9, 151.2],
    ] as const)
      for (const km of [1, 10, 100]) {
        const circle = Array.from({ length: 72 }, (_, i) => destination(lat, lng, km, i * 5));
        const box = boxAround({ latitude: lat, longitude: lng }, km);
        const outside = circle.filter(
          (p) =>
            p.longitude < box.boxWest ||
            p.longitude > box.boxEast ||
            p.latitude < box.boxSouth ||
            p.latitude > box.boxNorth,
        );
        expect({ lat, km, outside }).toEqual({ lat, km, outside: [] });
        const [row] = await query<{ inside: boolean }>(
          db,
          `SELECT bool_and(restaurants.restaurant_delivery_box($1, $2, $3) @> point(x, y)) AS inside
             FROM unnest($4::float8[], $5::float8[]) AS p (x, y)`,
          [lat, lng, km, circle.map((p) => p.longitude), circle.map((p) => p.latitude)],
        );
        expect({ lat, km, inside: row!.inside }).toEqual({ lat, km, inside: true });
      }
  });

  it('reads the first rating page and a later keyset page as a range of the rating index', async () => {
    // Ratings through restaurant_ratings, as reviews write them: the trigger keeps them on the row.
    await query(
      db,
      `INSERT INTO restaurants.restaurant_ratings (restaurant_id, review_count, stars_total)
       SELECT id, 4, 10 + (abs(hashtext(id::text)) % 11) FROM restaurants.restaurants
       ON CONFLICT (restaurant_id) DO NOTHING`,
    );
    await query(db, `ANALYZE restaurants.restaurants`);
    for (const keyset of [
      'true',
      `(r.explore_rating, r.id) < (4.1, 'ffffffff-0000-4000-8000-000000000000')`,
    ]) {
      const [row] = await query<{ 'QUERY PLAN': unknown }>(
        db,
        `EXPLAIN (FORMAT JSON) SELECT r.id FROM restaurants.restaurants r
          WHERE ${publicRestaurantSql('r').replace('chef_standing', 'restaurants.chef_standing')}
            AND ${keyset} ORDER BY r.explore_rating DESC, r.id DESC LIMIT 13`,
      );
      const plan = JSON.stringify(row!['QUERY PLAN']);
      expect({ keyset, index: /"Index Name":"restaurants_explore_rating_idx"/.test(plan) }).toEqual(
        {
          keyset,
          index: true,
        },
      );
      expect({ keyset, sorts: /"Node Type":"Sort"/.test(plan) }).toEqual({ keyset, sorts: false });
    }
  });

  it('keeps each restaurant’s rating (0 when unrated) on its row as its reviews change', async () => {
    const [r] = await query<{ id: string }>(
      db,
      `INSERT INTO restaurants.restaurants (id, slug, name, description, owner_user_id, cuisines,
         is_hidden, created_at, updated_at, offers_delivery, offers_pickup)
       VALUES (gen_random_uuid(), 'rated-kitchen', 'Rated kitchen', 'x', gen_random_uuid(), '{}',
         false, now(), now(), false, true) RETURNING id`,
    );
    const rating = async () =>
      Number(
        (
          await query<{ v: string }>(
            db,
            `SELECT explore_rating AS v FROM restaurants.restaurants WHERE id = $1`,
            [r!.id],
          )
        )[0]!.v,
      );
    expect(await rating()).toBe(0);
    await query(
      db,
      `INSERT INTO restaurants.restaurant_ratings (restaurant_id, review_count, stars_total)
       VALUES ($1, 3, 13)`,
      [r!.id],
    );
    expect(await rating()).toBe(4.3);
    await query(
      db,
      `UPDATE restaurants.restaurant_ratings SET stars_total = 15 WHERE restaurant_id = $1`,
      [r!.id],
    );
    expect(await rating()).toBe(5);
    await query(db, `DELETE FROM restaurants.restaurant_ratings WHERE restaurant_id = $1`, [r!.id]);
    expect(await rating()).toBe(0);
  });

  it('has every explore index', async () => {
    const rows = await query<{ indexname: string }>(
      db,
      `SELECT indexname FROM pg_indexes WHERE schemaname = 'restaurants'`,
    );
    expect(rows.map((r) => r.indexname)).toEqual(
      expect.arrayContaining([
        'restaurants_cuisines_idx',
        'restaurants_text_idx',
        'restaurants_delivery_idx',
        'restaurants_pickup_idx',
        'dishes_active_categories_idx',
        'explore_occurrences_day_idx',
        'restaurant_ratings_rating_idx',
        'restaurants_explore_rating_idx',
        'restaurants_search_trgm_idx',
        'dishes_search_trgm_idx',
        'restaurants_delivery_area_idx',
        'restaurants_pickup_point_idx',
      ]),
    );
  });
});
