/**
 * Explore at N× the demo (issue 26): loads explore's tables in the `restaurants` schema (the chefs'
 * restaurants, standing, names, dishes, ratings and a year of occurrences) and measures the guest
 * app's ExploreRestaurants document. Sets the shared ctx fields `chefs`, `dishes` and the table
 * `bench.chefs` (see the runner's docstring) that the other modules build on.
 */
import { DataSource } from 'typeorm';
import { CHEFS } from '../../scripts/seed/chefs.mjs';
import { DISHES } from '../../scripts/seed/dishes.mjs';
import { operation } from './lib/documents.mjs';
import { graphql } from './lib/graphql.mjs';

/** Local date (Toronto) `days` from today, YYYY-MM-DD. */
export const localDate = (days) =>
  new Date(Date.now() + days * 86_400_000).toLocaleDateString('en-CA', {
    timeZone: 'America/Toronto',
  });

/** What guests do on explore: GraphQL variables (limit 12, as the guest app). */
const SCENARIOS = {
  'first-page': { what: 'opens explore (best rated first)', variables: { sort: 'RATING' } },
  'cuisine-date-delivers-to': {
    what: 'Italian or Vietnamese, in 2 days, delivered to M5H 2N2',
    variables: {
      sort: 'RATING',
      postalCode: 'M5H 2N2',
      filter: { cuisines: ['Italian', 'Vietnamese'], date: localDate(2), fulfilment: 'DELIVERY' },
    },
  },
  'near-date-by-distance': {
    what: 'in 3 days, delivered to M6G 1B4 or pickup within 5 km, nearest first',
    variables: {
      sort: 'DISTANCE',
      postalCode: 'M6G 1B4',
      filter: { date: localDate(3), pickupWithinKm: 5 },
    },
  },
  'text-pho': {
    what: 'searches "pho" (accent folded)',
    variables: { sort: 'RATING', filter: { text: 'pho' } },
  },
  'text-typo-lasagne': {
    what: 'searches "lasagne" (trigram similarity)',
    variables: { sort: 'RATING', filter: { text: 'lasagne' } },
  },
  'first-page-4': {
    what: 'presses Load more three times: the fourth page by its keyset cursor',
    variables: { sort: 'RATING' },
    pagesBefore: 3,
  },
};

/** `variables` with the cursor of the page after `pagesBefore` pages (if any). */
async function withCursor(gatewayUrl, query, variables, pagesBefore) {
  let cursor = null;
  for (let i = 0; i < pagesBefore; i++) {
    const data = await graphql(gatewayUrl, {
      query,
      variables: { limit: 12, ...variables, cursor },
    });
    cursor = data.exploreRestaurants.nextCursor;
  }
  return { limit: 12, ...variables, ...(cursor ? { cursor } : {}) };
}

export default {
  name: 'explore',

  /** Empties explore's tables and loads `n`× the demo chefs into the `restaurants` schema. */
  async load({ pg: client, n, ctx }) {
    await client.query(`TRUNCATE restaurants.explore_occurrence_stock, restaurants.explore_occurrences,
      restaurants.restaurant_ratings, restaurants.dishes, restaurants.restaurants,
      restaurants.chef_standing, restaurants.explore_chef_names CASCADE`);
    await client.query(`SELECT setseed(0.26)`);
    const chefs = CHEFS.map((c, i) => ({
      i,
      key: c.key,
      first_name: c.firstName,
      last_name: c.lastName,
      email: c.email,
      ...Object.fromEntries(
        Object.entries(c.restaurant).map(([k, v]) => [
          k.replace(/[A-Z]/g, (m) => `_${m.toLowerCase()}`),
          v,
        ]),
      ),
    }));
    // One row per (demo chef, copy k): ids, owner and a spot within ~15 km of the demo address.
    await client.query(`CREATE SCHEMA IF NOT EXISTS bench`);
    await client.query(`DROP TABLE IF EXISTS bench.chefs CASCADE`);
    await client.query(
      `CREATE TABLE bench.chefs AS
       SELECT c.*, k, (row_number() OVER (ORDER BY k, c.i))::int AS seq,
              gen_random_uuid() AS id, gen_random_uuid() AS owner,
              c.latitude + CASE WHEN k = 1 THEN 0 ELSE (random() - 0.5) * 0.25 END AS lat,
              c.longitude + CASE WHEN k = 1 THEN 0 ELSE (random() - 0.5) * 0.35 END AS lng
         FROM jsonb_to_recordset($1::jsonb) AS c (i int, key text, first_name text, last_name text,
                email text, name text, description text, address_line1 text, postal_code text,
                latitude float8, longitude float8, cuisines text[], instructions text[],
                offers_delivery boolean, offers_pickup boolean, delivery_radius_km float8,
                base_delivery_fee_cents int, fee_per_km_cents int),
              generate_series(1, $2::int) AS k`,
      [JSON.stringify(chefs), n],
    );
    await client.query(`INSERT INTO restaurants.restaurants (id, slug, name, description,
        owner_user_id, cuisines, is_hidden, created_at, updated_at, address_line1, province, city,
        country, postal_code, latitude, longitude, offers_delivery, offers_pickup,
        delivery_radius_km, base_delivery_fee_cents, fee_per_km_cents, instructions, time_zone)
      SELECT id, key || '-' || k, name || CASE WHEN k = 1 THEN '' ELSE ' #' || k END, description,
        owner, cuisines, false, now() - (k || ' minutes')::interval, now(), address_line1, 'ON',
        'Toronto', 'Canada', postal_code, lat, lng, offers_delivery, offers_pickup,
        delivery_radius_km, base_delivery_fee_cents, fee_per_km_cents, instructions,
        'America/Toronto'
        FROM bench.chefs`);
    await client.query(`INSERT INTO restaurants.chef_standing (user_id, is_active, has_bank_details)
      SELECT owner, true, true FROM bench.chefs`);
    await client.query(`INSERT INTO restaurants.explore_chef_names (user_id, name, named_at)
      SELECT owner, first_name || ' ' || last_name, now() FROM bench.chefs`);
    await client.query(`INSERT INTO restaurants.restaurant_ratings (restaurant_id, review_count, stars_total)
      SELECT id, r, r * 3 + floor(random() * (r * 2 + 1))::int
        FROM bench.chefs, LATERAL (SELECT floor(random() * 40)::int AS r) x`);
    const dishes = DISHES.map((d) => ({ key: d.chef, ...d.input }));
    await client.query(`DROP TABLE IF EXISTS bench.dishes`);
    await client.query(
      `CREATE TABLE bench.dishes AS
       SELECT gen_random_uuid() AS id, b.id AS restaurant_id, b.owner, d.*,
              (row_number() OVER (PARTITION BY b.id ORDER BY d.name))::int AS nth
         FROM bench.chefs b JOIN jsonb_to_recordset($1::jsonb) AS d (key text, name text,
           description text, "priceCents" int, "preparationTimeSeconds" int,
           "allergyWarnings" text[], cuisine text, "handlingInstructions" text,
           "preparationInstructions" text, "shelfLife" text, "portionSize" text,
           categories text[]) ON d.key = b.key`,
      [JSON.stringify(dishes)],
    );
    await client.query(
      `INSERT INTO restaurants.dishes (id, restaurant_id, name, description, price_cents,
         preparation_time_seconds, allergy_warnings, cuisine, handling_instructions,
         preparation_instructions, shelf_life, portion_size, categories, status)
       SELECT id, restaurant_id, name, description, "priceCents", "preparationTimeSeconds",
         "allergyWarnings", cuisine, "handlingInstructions", "preparationInstructions",
         "shelfLife", "portionSize", categories, 'ACTIVE'
         FROM bench.dishes`,
    );
    // A year of occurrences: half a year back, half ahead; about one day in three per restaurant.
    // Kept in bench.occurrences so the sessions schema gets the same ids (the orders module).
    await client.query(`DROP TABLE IF EXISTS bench.occurrences`);
    await client.query(`CREATE TABLE bench.occurrences AS
      SELECT gen_random_uuid() AS occurrence_id, gen_random_uuid() AS session_id, b.id AS restaurant_id,
        b.owner, current_date + d AS local_date, d AS day,
        (current_date + d + time '17:00') AT TIME ZONE 'America/Toronto' AS starts_at,
        (current_date + d + time '07:00') AT TIME ZONE 'America/Toronto' AS order_cutoff_at,
        b.offers_delivery, b.offers_pickup, random() < 0.85 AS has_stock
        FROM bench.chefs b, generate_series(-182, 182) d
       WHERE (d + b.i + b.k) % 3 = 0`);
    await client.query(`INSERT INTO restaurants.explore_occurrences (occurrence_id, session_id,
        restaurant_id, local_date, starts_at, order_cutoff_at, offers_delivery, offers_pickup,
        has_stock, announced_at)
      SELECT occurrence_id, session_id, restaurant_id, local_date, starts_at, order_cutoff_at,
        offers_delivery, offers_pickup, has_stock, now()
        FROM bench.occurrences`);
    await client.query(`ANALYZE restaurants.restaurants, restaurants.dishes,
      restaurants.chef_standing, restaurants.explore_chef_names, restaurants.restaurant_ratings,
      restaurants.explore_occurrences, bench.chefs, bench.dishes, bench.occurrences`);
    ctx.chefs = (
      await client.query(`SELECT owner AS "userId", id AS "restaurantId", key || '-' || k AS slug,
          key AS "demoKey", k, email AS "demoEmail" FROM bench.chefs ORDER BY seq`)
    ).rows;
    const [{ restaurants, occurrences, dishCount }] = (
      await client.query(`SELECT (SELECT count(*) FROM restaurants.restaurants)::int AS restaurants,
        (SELECT count(*) FROM restaurants.dishes)::int AS "dishCount",
        (SELECT count(*) FROM restaurants.explore_occurrences)::int AS occurrences`)
    ).rows;
    return { restaurants, dishes: dishCount, occurrences };
  },

  /** The explore scenarios (anonymous guest, 12 a page). */
  async scenarios({ gatewayUrl }) {
    const query = operation('ExploreRestaurants');
    const out = [];
    for (const [name, s] of Object.entries(SCENARIOS)) {
      out.push({
        name,
        what: s.what,
        query,
        variables: await withCursor(gatewayUrl, query, s.variables, s.pagesBefore ?? 0),
        check: (data) => data.exploreRestaurants.items.length,
      });
    }
    return out;
  },

  /** The SQL ExploreService runs for the scenario (captured through a TypeORM logger). */
  async plans({ databaseUrl, scenario }) {
    const { ExploreService } =
      await import('../../services/restaurants/dist/explore/explore.service.js');
    const { RestaurantEntity } =
      await import('../../services/restaurants/dist/public-catalog/restaurant.entity.js');
    const { createAddressLookup } = await import('@hearth/geo');
    const captured = [];
    const ds = new DataSource({
      type: 'postgres',
      url: databaseUrl,
      schema: 'restaurants',
      entities: [RestaurantEntity],
      extra: { options: '-c search_path=restaurants' },
      logging: ['query'],
      logger: {
        logQuery: (query, parameters) => captured.push({ query, parameters }),
        logQueryError: () => {},
        logQuerySlow: () => {},
        logSchemaBuild: () => {},
        logMigration: () => {},
        log: () => {},
      },
    });
    await ds.initialize();
    try {
      const v = scenario.variables;
      await new ExploreService(ds, createAddressLookup()).explore(
        v.filter,
        v.sort,
        v.postalCode,
        12,
        v.cursor ?? null,
      );
    } finally {
      await ds.destroy();
    }
    // Explore's own statements only (not TypeORM's start-up queries or the pg_trgm lookup).
    return captured
      .filter(({ query }) => /FROM "restaurants"."restaurants" "r"/.test(query))
      .map(({ query, parameters }) => ({ query, parameters, searchPath: 'restaurants' }));
  },
};
