#!/usr/bin/env node
/**
 * City-scale bench (issue 26): loads N× the Toronto demo straight into each service's schema and
 * measures what users do through the gateway.
 *
 *   node bench/scale.mjs [--scales 1,10,100] [--runs 200] [--warmup 20] [--no-plans]
 *                        [--only explore,orders] [--database hearth_bench_scale] [--port 31500]
 *
 * 1. Starts the stack (every subgraph + gateway, migrations run; gateway on `--port`, subgraphs on
 *    the next six) on a fresh database `--database` (dropped first; on the server of env
 *    BENCH_PG_SERVER, default postgres://postgres@127.0.0.1:5432).
 * 2. For each scale N, for each module of AREAS in order: `load` in its own transaction (the
 *    module empties and fills its own tables), printing what it loaded and how long it took
 *    (with `--only`, the modules after the last one named are not loaded).
 * 3. For each module (or only those in `--only`), each scenario: `--warmup` unmeasured then
 *    `--runs` measured runs through the gateway, one client, sequentially; p50/p95 in ms.
 * 4. Unless `--no-plans`: the scenario runs once more while bench/scale/lib/sql-capture.mjs (a
 *    wire-protocol relay between the services and PostgreSQL, in its own thread) records every
 *    statement the services run, with its parameters and schema (or the module's `plans()` gives
 *    them); each runs under EXPLAIN (ANALYZE, BUFFERS) inside a transaction that is rolled back
 *    (writes are undone, but a scenario's own writes stay: make scenarios repeatable);
 *    the plans go to bench/plans/<module>-<scenario>-<N>x.txt, and a sequential scan of a table
 *    over 10,000 rows is flagged.
 * 5. `measures()` rows (e.g. time and memory of a job against the rows it reads), then the table
 *    of every scenario: p50/p95 per scale and the p95 growth against the first scale.
 *
 * ## A module (bench/scale/<area>.mjs, default export)
 *
 *   {
 *     name: string,                        // file and plan prefix, e.g. 'orders'
 *     load({ pg, n, ctx, databaseUrl }) → Promise<object>
 *       // pg: a pg.Client on the bench database inside BEGIN … COMMIT; n: the scale; fills the
 *       // module's tables (TRUNCATE first: loads run 1×, 10×, 100× in turn on the same database),
 *       // ANALYZEs them, may add fields to ctx; returns counts to print ({ orders: 1000000 }).
 *     scenarios({ ctx, n, gatewayUrl, pg }) → Promise<Scenario[]>
 *     plans?({ ctx, n, scenario, pg, databaseUrl }) → Promise<{ query, parameters?, searchPath? }[]>
 *       // the SQL statements the scenario runs (searchPath: the service's schema).
 *     measures?({ ctx, n, gatewayUrl, pg, databaseUrl, explain }) → Promise<{ name, value }[]>
 *       // extra figures printed as they are (e.g. 'payout run: 1,000,000 rows, 4.1 s, RSS +12 MB');
 *       // explain(name, fn) → { value: fn()'s, note } also writes the plans of what fn() made
 *       // the services run to bench/plans/<module>-<name>-<N>x.txt (note: SQL time, seq scans).
 *   }
 *
 *   Scenario = { name, what,                // what: what the user does, one line for docs
 *                query, variables?, headers?, check?(data) → number|string   // a GraphQL request
 *                // or
 *                run?(gatewayUrl) → Promise<number|string|void>            // anything timed
 *                before?(gatewayUrl) → Promise<void>   // untimed, before each run (fill a cart)
 *                runs?: number }            // fewer runs than --runs for slow ones (exports)
 *   A request whose answer has `errors` fails the bench; `check`/`run`'s value is printed.
 *
 * ## The shared ctx (filled by the loads, in AREAS order; read by later loads and scenarios)
 *
 *   ctx.chefs   (explore) [{ userId, restaurantId, slug, demoKey, k, demoEmail }] — 12·N chefs,
 *               demo chef `demoKey`'s copy k (copy 1 = the demo chef's own restaurant data).
 *               Also as SQL tables: bench.chefs (seq, id = restaurant id, owner = chef user id, key,
 *               k, i = demo index, …), bench.dishes (id, restaurant_id, owner, nth, name,
 *               "priceCents", …), bench.occurrences (occurrence_id, session_id, restaurant_id,
 *               owner, local_date, day = days from today, starts_at, order_cutoff_at, has_stock).
 *   ctx.guests  (orders) { count, password, email(i) → string, table: 'bench.guests' } — guests
 *               i = 1…count; bench.guests (i, id = user id, email, name); every guest logs in
 *               with `password`.
 *   ctx.chefPassword (orders) the password of every chef user (users schema, role CHEF; a chef's
 *               email is `chef<seq>@bench.hearth.test`, seq as in bench.chefs; also in
 *               bench.chefs.user_email).
 *   ctx.admin   (orders) { email, password } — one ADMIN user.
 *   ctx.orders  (orders) { guest: { i, email, orders }, chef: { userId, restaurantId, slug, email,
 *               nextOccurrenceId, lastOccurrenceId }, dishes: [id…], orderId } — the guest (about
 *               10 orders) and chef the orders scenarios act as. Also as SQL tables: bench.orders
 *               (id, g, guest_id, occurrence_id, restaurant_id, chef_id, status, created_at, totals)
 *               and bench.lines (order_id, dish_id, quantity, price).
 *   ctx.token(email, password) → Promise<string> (runner) an access token through the gateway's
 *               logIn mutation, cached per email for one scale (send it as `authorization: Bearer …`).
 *
 * Needs a build (`npm run build`: services/*\/dist, gateway/dist).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { startStack } from '../scripts/lib/stack.mjs';
import explore from './scale/explore.mjs';
import orders from './scale/orders.mjs';
import people from './scale/people.mjs';
import { graphql } from './scale/lib/graphql.mjs';
import { startSqlCapture } from './scale/lib/sql-capture.mjs';

/** Every area's module, loaded in this order (later loads may read what earlier ones put in ctx). */
const AREAS = [explore, orders, people];

const { values } = parseArgs({
  options: {
    scales: { type: 'string', default: '1,10' },
    runs: { type: 'string', default: '200' },
    warmup: { type: 'string', default: '20' },
    only: { type: 'string' },
    database: { type: 'string', default: 'hearth_bench_scale' },
    port: { type: 'string', default: '31500' },
    'no-plans': { type: 'boolean', default: false },
  },
});
const scales = values.scales.split(',').map(Number);
const runs = Number(values.runs);
const warmup = Number(values.warmup);
const only = values.only ? new Set(values.only.split(',')) : undefined;
const server = process.env.BENCH_PG_SERVER ?? 'postgres://postgres@127.0.0.1:5432';
const BASE = Number(values.port); // the stack on BASE … BASE+6
const database = values.database;
const plansDir = new URL('plans/', import.meta.url);

/** `text` cut to 1,000 characters (a payout run binds arrays of thousands of ids). */
const clip = (text) =>
  text.length > 1000 ? `${text.slice(0, 1000)} … (${text.length} characters)` : text;

/** p-th percentile (0–100) of sorted `xs`. */
const percentile = (xs, p) => xs[Math.min(xs.length - 1, Math.ceil((p / 100) * xs.length) - 1)];

/** p50/p95 (ms) of a scenario's sequential runs, and the last run's checked value. */
async function measure(gatewayUrl, scenario) {
  const once = async () => {
    await scenario.before?.(gatewayUrl);
    const started = performance.now();
    const value = scenario.run
      ? await scenario.run(gatewayUrl)
      : (scenario.check?.(await graphql(gatewayUrl, scenario)) ??
        void (await graphql(gatewayUrl, scenario)));
    return { ms: performance.now() - started, value };
  };
  const n = scenario.runs ?? runs;
  for (let i = 0; i < Math.min(warmup, n); i++) await once();
  const times = [];
  let value;
  for (let i = 0; i < n; i++) {
    const r = await once();
    times.push(r.ms);
    value = r.value;
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), value };
}

/** EXPLAIN (ANALYZE, BUFFERS) of `statements`, rolled back; tables over 10,000 rows seq-scanned. */
async function explain(client, statements) {
  const out = [];
  for (const { query, parameters, searchPath, runs } of statements) {
    await client.query('BEGIN');
    try {
      if (searchPath) await client.query(`SET LOCAL search_path = ${searchPath}, public`);
      const { rows } = await client.query(`EXPLAIN (ANALYZE, BUFFERS) ${query}`, parameters ?? []);
      out.push({ query, parameters, runs, plan: rows.map((r) => r['QUERY PLAN']).join('\n') });
    } catch (err) {
      // A write replayed after the scenario made it (a duplicate key): not explained.
      out.push({ query, parameters, runs, plan: `(not explained: ${err.message})` });
    } finally {
      await client.query('ROLLBACK');
    }
  }
  const sizes = new Map(
    (
      await client.query(`SELECT relname, max(reltuples) AS n FROM pg_class WHERE relkind = 'r'
        GROUP BY relname`)
    ).rows.map((r) => [r.relname, Number(r.n)]),
  );
  const bigSeqScans = [
    ...new Set(
      out.flatMap(({ plan }) =>
        // A plan node EXPLAIN ANALYZE marks `(never executed)` read nothing: not counted.
        [...plan.matchAll(/Seq Scan on (?:\w+\.)?(\w+)[^\n]*/g)]
          .filter((m) => !m[0].includes('(never executed)'))
          .map((m) => m[1])
          .filter((t) => (sizes.get(t) ?? 0) > 10_000),
      ),
    ),
  ];
  return { statements: out, bigSeqScans };
}

const admin = new pg.Client({ connectionString: `${server}/postgres` });
await admin.connect();
await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
await admin.query(`CREATE DATABASE ${database}`);
await admin.end();
const databaseUrl = `${server}/${database}`;
console.log('Starting the stack …');
const relay = await startSqlCapture(databaseUrl);
// The weekly payout schedule off: the orders module measures the admin's run (the same code) on
// the weeks its load left unpaid, and a scheduled run in the middle of a scenario would skew it.
const stack = await startStack({
  databaseUrl: relay.url,
  basePort: BASE,
  logLevel: 'silent',
  env: { PAYOUT_SCHEDULE_CHECK_SECONDS: '0' },
});
const { gatewayUrl } = stack;
const client = new pg.Client({ connectionString: databaseUrl });
await client.connect();
const tokens = new Map();
/** The shared ctx (see the docstring). */
const ctx = {
  async token(email, password) {
    if (!tokens.has(email)) {
      const data = await graphql(gatewayUrl, {
        query: `mutation ($input: LogInInput!) {
          logIn(input: $input) { __typename ... on AuthSession { accessToken } }
        }`,
        variables: { input: { email, password } },
      });
      if (!data.logIn.accessToken)
        throw new Error(`${email} cannot log in: ${data.logIn.__typename}`);
      tokens.set(email, data.logIn.accessToken);
    }
    return tokens.get(email);
  },
};
const results = {}; // results[`${module}/${scenario}`][n] = { p50, p95 }
const whats = {};
const extras = [];
// With --only, the areas after the last one named are not loaded (none before it depends on them).
const loaded = only
  ? AREAS.slice(0, Math.max(...AREAS.map((a, i) => (only.has(a.name) ? i : -1))) + 1)
  : AREAS;
try {
  for (const n of scales) {
    tokens.clear();
    console.log(`\n${n}×, load average ${(await loadAverage()).join(' ')}`);
    for (const area of loaded) {
      const started = performance.now();
      await client.query('BEGIN');
      const size = await area.load({ pg: client, n, ctx, databaseUrl });
      await client.query('COMMIT');
      console.log(
        `  ${area.name} loaded in ${Math.round(performance.now() - started)} ms: ${JSON.stringify(size)}`,
      );
    }
    for (const area of AREAS) {
      if (only && !only.has(area.name)) continue;
      for (const scenario of await area.scenarios({ ctx, n, gatewayUrl, pg: client })) {
        const key = `${area.name}/${scenario.name}`;
        whats[key] = scenario.what;
        const m = await measure(gatewayUrl, scenario);
        (results[key] ??= {})[n] = m;
        let note = '';
        if (!values['no-plans']) {
          const statements = area.plans
            ? await area.plans({ ctx, n, scenario, pg: client, databaseUrl })
            : await captured(scenario);
          note = await writePlans(area.name, n, scenario.name, statements);
        }
        console.log(
          `  ${key.padEnd(40)} p50 ${m.p50.toFixed(1).padStart(6)} ms  p95 ${m.p95.toFixed(1).padStart(6)} ms  (${m.value ?? ''})${note}`,
        );
      }
      const explainRun = (name, fn) => explained(area.name, n, name, fn);
      const rows = await area.measures?.({
        ctx,
        n,
        gatewayUrl,
        pg: client,
        databaseUrl,
        explain: explainRun,
      });
      for (const row of rows ?? []) {
        extras.push({ n, ...row });
        console.log(`  ${area.name}: ${row.name}: ${row.value}`);
      }
    }
  }
  const [first] = scales;
  console.log(`\nload average at the end ${(await loadAverage()).join(' ')}`);
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
  for (const [key, byScale] of Object.entries(results)) {
    const cells = scales.map((n) =>
      byScale[n] ? `${byScale[n].p50.toFixed(1)} / ${byScale[n].p95.toFixed(1)}` : '–',
    );
    const growth = scales
      .slice(1)
      .map((n) =>
        byScale[n] && byScale[first] ? (byScale[n].p95 / byScale[first].p95).toFixed(2) : '–',
      );
    console.log(`| ${key} | ${cells.join(' | ')} | ${growth.join(' | ')} |`);
  }
  for (const e of extras) console.log(`${e.n}×  ${e.name}: ${e.value}`);
  console.log('\n| scenario | what the user does |\n|---|---|');
  for (const [key, what] of Object.entries(whats)) console.log(`| ${key} | ${what} |`);
} finally {
  await client.end();
  await stack.stop();
  await relay.close();
}

/** The statements the services ran for one more run of `scenario` (distinct texts, first run). */
async function captured(scenario) {
  const { statements } = await capturing(() =>
    scenario.run ? scenario.run(gatewayUrl) : graphql(gatewayUrl, scenario),
  );
  return statements;
}

/** `fn()`'s value and the statements the services ran meanwhile (distinct texts, first run). */
async function capturing(fn) {
  await relay.start();
  let failure;
  let value;
  try {
    value = await fn();
  } catch (err) {
    failure = err;
  }
  const statements = await relay.stop();
  if (failure) throw failure;
  // Not the scenario's: the outbox relays' polling, which runs all the time.
  const polling = /^\s*SELECT "id", "topic", "envelope" FROM/;
  const own = statements.filter((s) => !polling.test(s.query));
  const seen = new Set();
  const distinct = own.filter((s) => !seen.has(s.query) && seen.add(s.query));
  // How many times each distinct text ran (an N+1 shows as a count that grows with the page).
  for (const s of distinct) s.runs = own.filter((o) => o.query === s.query).length;
  return { value, statements: distinct };
}

/**
 * For a module's `measures`: `fn()`'s value, with the plans of the statements it made the services
 * run written to bench/plans/<module>-<name>-<N>x.txt (unless --no-plans) and `note` naming any
 * sequential scan of a table over 10,000 rows.
 */
async function explained(area, n, name, fn) {
  const { value, statements } = await capturing(fn);
  if (values['no-plans']) return { value, note: '' };
  return { value, note: await writePlans(area, n, name, statements) };
}

/** Explains `statements` into bench/plans/<area>-<name>-<n>x.txt; the SQL time and big seq scans. */
async function writePlans(area, n, name, statements) {
  mkdirSync(plansDir, { recursive: true });
  const p = await explain(client, statements);
  writeFileSync(
    new URL(`${area}-${name}-${n}x.txt`, plansDir),
    p.statements
      .map(
        (s) =>
          `${s.query}\n-- parameters: ${clip(JSON.stringify(s.parameters ?? []))}` +
          `${s.runs ? `\n-- ran ${s.runs}× in the scenario` : ''}\n\n${s.plan}\n`,
      )
      .join('\n---\n\n'),
  );
  const ms = p.statements
    .map((s) => Number(/Execution Time: ([\d.]+)/.exec(s.plan)?.[1] ?? 0))
    .reduce((a, b) => a + b, 0);
  let note = `  SQL ${ms.toFixed(1)} ms`;
  if (p.bigSeqScans.length) note += `  SEQ SCAN over 10,000 rows: ${p.bigSeqScans.join(', ')}`;
  return note;
}

/** The 1/5/15-minute load averages of this machine. */
async function loadAverage() {
  const { loadavg } = await import('node:os');
  return loadavg().map((x) => x.toFixed(1));
}
