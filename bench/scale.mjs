#!/usr/bin/env node
/**
 * City-scale bench, first part (issue 26): explore at N× the Toronto demo data.
 *
 *   node bench/scale.mjs [--scales 1,10,100] [--runs 200] [--warmup 20] [--no-plans]
 *
 * 1. Starts the stack (every subgraph + gateway, migrations run) on a fresh database
 *    `hearth_bench_scale` (env BENCH_PG_SERVER, default postgres://postgres@127.0.0.1:5432).
 * 2. For each scale N: empties explore's tables in the `restaurants` schema and loads N× the demo
 *    chefs straight into them (server-side batched `INSERT … SELECT`, no API): 12·N public
 *    restaurants spread over the GTA with the demo's names (copy k > 1 gets a ` #k` suffix),
 *    cuisines, delivery radius and pickup, chef standing and names, the demo's 5 dishes each, a
 *    rating, and a year of occurrences (about one day in three, 85 % with stock) in
 *    `explore_occurrences`; then ANALYZE.
 * 3. Through the gateway, one client, sequentially: `--warmup` unmeasured then `--runs` measured
 *    requests of each explore scenario (the guest app's ExploreRestaurants document, card fields
 *    and all; `first-page-4` is the fourth page by its keyset cursor), and prints p50/p95 in ms
 *    per scenario and scale, with the growth against 1×.
 * 4. Unless `--no-plans`: runs each scenario's SQL (captured from the service's own
 *    ExploreService on a TypeORM connection) under EXPLAIN (ANALYZE, BUFFERS) and writes the plans
 *    to bench/plans/explore-<scenario>-<N>x.txt, flagging any sequential scan of a table over
 *    10,000 rows.
 *
 * Not yet here (docs/scale.md "What is left"): the other services' data (guests, orders, ledger,
 * reviews rows, notifications…) and their operations.
 * Needs a build (`npm run build`: services/restaurants/dist, gateway/dist).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { parse, print } from 'graphql';
import pg from 'pg';
import { DataSource } from 'typeorm';
import { startStack } from '../scripts/lib/stack.mjs';
import { CHEFS } from '../scripts/seed/chefs.mjs';
import { DISHES } from '../scripts/seed/dishes.mjs';

const { values } = parseArgs({
  options: {
    scales: { type: 'string', default: '1,10' },
    runs: { type: 'string', default: '200' },
    warmup: { type: 'string', default: '20' },
    'no-plans': { type: 'boolean', default: false },
  },
});
const scales = values.scales.split(',').map(Number);
const runs = Number(values.runs);
const warmup = Number(values.warmup);
const server = process.env.BENCH_PG_SERVER ?? 'postgres://postgres@127.0.0.1:5432';
const BASE = 31_500; // stack on 31500–31506
const root = new URL('../', import.meta.url);
const plansDir = new URL('bench/plans/', root);

/** Local date (Toronto) `days` from today, YYYY-MM-DD. */
const localDate = (days) =>
  new Date(Date.now() + days * 86_400_000).toLocaleDateString('en-CA', {
    timeZone: 'America/Toronto',
  });

/** The guest app's ExploreRestaurants document (with the fragments it uses). */
function exploreDocument() {
  const file = readFileSync(
    new URL('libs/graphql-client/src/operations/guest-explore.graphql', root),
    'utf8',
  );
  const wanted = new Set(['ExploreRestaurants', 'RestaurantCardFields', 'OfferFields']);
  const doc = parse(file);
  return print({ ...doc, definitions: doc.definitions.filter((d) => wanted.has(d.name?.value)) });
}

/** What guests do on explore: GraphQL variables (limit 12, as the guest app). */
const SCENARIOS = {
  'first-page': { sort: 'RATING' },
  'cuisine-date-delivers-to': {
    sort: 'RATING',
    postalCode: 'M5H 2N2',
    filter: { cuisines: ['Italian', 'Vietnamese'], date: localDate(2), fulfilment: 'DELIVERY' },
  },
  'near-date-by-distance': {
    sort: 'DISTANCE',
    postalCode: 'M6G 1B4',
    filter: { date: localDate(3), pickupWithinKm: 5 },
  },
  'text-pho': { sort: 'RATING', filter: { text: 'pho' } },
  'text-typo-lasagne': { sort: 'RATING', filter: { text: 'lasagne' } },
  // Load more, three times: the fourth page by its keyset cursor.
  'first-page-4': { sort: 'RATING', pagesBefore: 3 },
};

/** `scenario`'s variables, with the cursor of its page after `pagesBefore` pages (if any). */
async function variablesOf(gatewayUrl, document, { pagesBefore = 0, ...variables }) {
  let cursor = null;
  for (let i = 0; i < pagesBefore; i++) {
    const res = await fetch(gatewayUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: document, variables: { limit: 12, ...variables, cursor } }),
    });
    cursor = (await res.json()).data.exploreRestaurants.nextCursor;
  }
  return cursor ? { ...variables, cursor } : variables;
}

/** Empties explore's tables and loads `n`× the demo chefs into the `restaurants` schema. */
async function load(client, n) {
  await client.query(`TRUNCATE restaurants.explore_occurrence_stock, restaurants.explore_occurrences,
    restaurants.restaurant_ratings, restaurants.dishes, restaurants.restaurants,
    restaurants.chef_standing, restaurants.explore_chef_names CASCADE`);
  await client.query(`SELECT setseed(0.26)`);
  const chefs = CHEFS.map((c, i) => ({
    i,
    key: c.key,
    first_name: c.firstName,
    last_name: c.lastName,
    ...Object.fromEntries(
      Object.entries(c.restaurant).map(([k, v]) => [
        k.replace(/[A-Z]/g, (m) => `_${m.toLowerCase()}`),
        v,
      ]),
    ),
  }));
  // One row per (demo chef, copy k): ids, owner and a spot within ~15 km of the demo address.
  await client.query(
    `CREATE TEMP TABLE bench_copies ON COMMIT DROP AS
     SELECT c.*, k, gen_random_uuid() AS id, gen_random_uuid() AS owner,
            c.latitude + CASE WHEN k = 1 THEN 0 ELSE (random() - 0.5) * 0.25 END AS lat,
            c.longitude + CASE WHEN k = 1 THEN 0 ELSE (random() - 0.5) * 0.35 END AS lng
       FROM jsonb_to_recordset($1::jsonb) AS c (i int, key text, first_name text, last_name text,
              name text, description text, address_line1 text, postal_code text,
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
      FROM bench_copies`);
  await client.query(`INSERT INTO restaurants.chef_standing (user_id, is_active, has_bank_details)
    SELECT owner, true, true FROM bench_copies`);
  await client.query(`INSERT INTO restaurants.explore_chef_names (user_id, name, named_at)
    SELECT owner, first_name || ' ' || last_name, now() FROM bench_copies`);
  await client.query(`INSERT INTO restaurants.restaurant_ratings (restaurant_id, review_count, stars_total)
    SELECT id, r, r * 3 + floor(random() * (r * 2 + 1))::int
      FROM bench_copies, LATERAL (SELECT floor(random() * 40)::int AS r) x`);
  const dishes = DISHES.map((d) => ({ key: d.chef, ...d.input }));
  await client.query(
    `INSERT INTO restaurants.dishes (id, restaurant_id, name, description, price_cents,
       preparation_time_seconds, allergy_warnings, cuisine, handling_instructions,
       preparation_instructions, shelf_life, portion_size, categories, status)
     SELECT gen_random_uuid(), b.id, d.name, d.description, d."priceCents",
       d."preparationTimeSeconds", d."allergyWarnings", d.cuisine, d."handlingInstructions",
       d."preparationInstructions", d."shelfLife", d."portionSize", d.categories, 'ACTIVE'
       FROM bench_copies b JOIN jsonb_to_recordset($1::jsonb) AS d (key text, name text,
         description text, "priceCents" int, "preparationTimeSeconds" int,
         "allergyWarnings" text[], cuisine text, "handlingInstructions" text,
         "preparationInstructions" text, "shelfLife" text, "portionSize" text,
         categories text[]) ON d.key = b.key`,
    [JSON.stringify(dishes)],
  );
  // A year of occurrences: half a year back, half ahead; about one day in three per restaurant.
  await client.query(`INSERT INTO restaurants.explore_occurrences (occurrence_id, session_id,
      restaurant_id, local_date, starts_at, order_cutoff_at, offers_delivery, offers_pickup,
      has_stock, announced_at)
    SELECT gen_random_uuid(), gen_random_uuid(), b.id, current_date + d,
      (current_date + d + time '17:00') AT TIME ZONE 'America/Toronto',
      (current_date + d + time '07:00') AT TIME ZONE 'America/Toronto',
      b.offers_delivery, b.offers_pickup, random() < 0.85, now()
      FROM bench_copies b, generate_series(-182, 182) d
     WHERE (d + b.i + b.k) % 3 = 0`);
  await client.query(`ANALYZE restaurants.restaurants, restaurants.dishes,
    restaurants.chef_standing, restaurants.explore_chef_names, restaurants.restaurant_ratings,
    restaurants.explore_occurrences`);
  const [{ restaurants, occurrences }] = (
    await client.query(`SELECT (SELECT count(*) FROM restaurants.restaurants)::int AS restaurants,
      (SELECT count(*) FROM restaurants.explore_occurrences)::int AS occurrences`)
  ).rows;
  return { restaurants, occurrences };
}

/** p-th percentile (0–100) of sorted `xs`. */
const percentile = (xs, p) => xs[Math.min(xs.length - 1, Math.ceil((p / 100) * xs.length) - 1)];

/** p50/p95 (ms) of `runs` sequential requests of `variables` through the gateway. */
async function measure(gatewayUrl, document, variables) {
  const once = async () => {
    const started = performance.now();
    const res = await fetch(gatewayUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: document, variables: { limit: 12, ...variables } }),
    });
    const body = await res.json();
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    return { ms: performance.now() - started, count: body.data.exploreRestaurants.items.length };
  };
  for (let i = 0; i < warmup; i++) await once();
  const times = [];
  let count = 0;
  for (let i = 0; i < runs; i++) {
    const r = await once();
    times.push(r.ms);
    count = r.count;
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), count };
}

/**
 * The SQL statements ExploreService runs for `variables` (captured through a TypeORM logger),
 * each with its EXPLAIN (ANALYZE, BUFFERS) plan; `bigSeqScans` names the tables over 10,000 rows
 * read by a sequential scan.
 */
async function plans(databaseUrl, client, variables) {
  const { ExploreService } =
    await import('../services/restaurants/dist/explore/explore.service.js');
  const { RestaurantEntity } =
    await import('../services/restaurants/dist/public-catalog/restaurant.entity.js');
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
    const service = new ExploreService(ds, createAddressLookup());
    await service.explore(
      variables.filter,
      variables.sort,
      variables.postalCode,
      12,
      variables.cursor ?? null,
    );
  } finally {
    await ds.destroy();
  }
  await client.query(`SET search_path = restaurants, public`);
  const out = [];
  for (const { query, parameters } of captured) {
    // Explore's own statements only (not TypeORM's start-up queries or the pg_trgm lookup).
    if (!/FROM "restaurants"."restaurants" "r"/.test(query)) continue;
    const { rows } = await client.query(`EXPLAIN (ANALYZE, BUFFERS) ${query}`, parameters ?? []);
    out.push({ query, plan: rows.map((r) => r['QUERY PLAN']).join('\n') });
  }
  await client.query(`RESET search_path`);
  const sizes = Object.fromEntries(
    (
      await client.query(`SELECT relname, reltuples FROM pg_class c
        JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = 'restaurants'`)
    ).rows.map((r) => [r.relname, Number(r.reltuples)]),
  );
  const bigSeqScans = [
    ...new Set(
      out.flatMap(({ plan }) =>
        [...plan.matchAll(/Seq Scan on (\w+)/g)]
          .map((m) => m[1])
          .filter((t) => (sizes[t] ?? 0) > 10_000),
      ),
    ),
  ];
  return { statements: out, bigSeqScans };
}

const admin = new pg.Client({ connectionString: `${server}/postgres` });
await admin.connect();
await admin.query('DROP DATABASE IF EXISTS hearth_bench_scale WITH (FORCE)');
await admin.query('CREATE DATABASE hearth_bench_scale');
await admin.end();
const databaseUrl = `${server}/hearth_bench_scale`;
console.log('Starting the stack …');
const stack = await startStack({ databaseUrl, basePort: BASE, logLevel: 'silent' });
const client = new pg.Client({ connectionString: databaseUrl });
await client.connect();
const document = exploreDocument();
const results = {};
try {
  for (const n of scales) {
    await client.query('BEGIN');
    const started = performance.now();
    const size = await load(client, n);
    await client.query('COMMIT');
    console.log(
      `\n${n}×: ${size.restaurants} restaurants, ${size.occurrences} occurrences loaded in ${Math.round(performance.now() - started)} ms`,
    );
    results[n] = {};
    for (const [name, scenario] of Object.entries(SCENARIOS)) {
      const variables = await variablesOf(stack.gatewayUrl, document, scenario);
      const m = await measure(stack.gatewayUrl, document, variables);
      results[n][name] = m;
      let note = '';
      if (!values['no-plans']) {
        mkdirSync(plansDir, { recursive: true });
        const p = await plans(databaseUrl, client, variables);
        writeFileSync(
          new URL(`explore-${name}-${n}x.txt`, plansDir),
          p.statements.map((s) => `${s.query}\n\n${s.plan}\n`).join('\n---\n\n'),
        );
        if (p.bigSeqScans.length) note = `  SEQ SCAN over 10,000 rows: ${p.bigSeqScans.join(', ')}`;
      }
      console.log(
        `  ${name.padEnd(26)} p50 ${m.p50.toFixed(1).padStart(6)} ms  p95 ${m.p95.toFixed(1).padStart(6)} ms  (${m.count} on the page)${note}`,
      );
    }
  }
  const [first] = scales;
  console.log(
    `\n| scenario | ${scales.map((n) => `${n}× p50 / p95 (ms)`).join(' | ')} | ${scales
      .slice(1)
      .map((n) => `p95 ${n}×/${first}×`)
      .join(' | ')} |`,
  );
  console.log(
    `|---|${scales.map(() => '---').join('|')}|${scales
      .slice(1)
      .map(() => '---')
      .join('|')}|`,
  );
  for (const name of Object.keys(SCENARIOS)) {
    const cells = scales.map(
      (n) => `${results[n][name].p50.toFixed(1)} / ${results[n][name].p95.toFixed(1)}`,
    );
    const growth = scales
      .slice(1)
      .map((n) => `${(results[n][name].p95 / results[first][name].p95).toFixed(2)}`);
    console.log(`| ${name} | ${cells.join(' | ')} | ${growth.join(' | ')} |`);
  }
} finally {
  await client.end();
  await stack.stop();
}
