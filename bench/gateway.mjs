#!/usr/bin/env node
/**
 * Gateway benchmark (issue 14): in ONE run on the same machine, with the load generator in its own
 * process (bench/lib/load.mjs) and each engine's gateway in its own process
 * (`node gateway/dist/main.js`, as in the distributed layout), in front of the same subgraphs:
 *   1. the notifications query straight from the notifications subgraph (the baseline, "direct"),
 *   2. the same query through the Hive engine and through the Apollo engine,
 *   3. the federated `me + notifications` query (users + notifications) through each engine,
 *   4. the federated query through the gateway `npm start` runs (Hive, in the stack's process),
 *   5. the restaurant page (restaurantBySlug with dishes and rating from restaurants,
 *      cookingSessions with occurrences and portions left from sessions, me { cartItemCount }
 *      from users + orders) through each engine, against restaurantBySlug alone straight from
 *      the restaurants subgraph.
 * Prints requests/s, p99 and the ratios to direct. Data: the Toronto demo seed.
 * Every row is measured once per round (best round kept). Every request carries its own
 * x-request-id, so no engine can serve identical in-flight requests with one subgraph call (Hive
 * deduplicates those); `--identical` sends identical requests instead.
 *   node bench/gateway.mjs [--duration 8] [--connections 20] [--rounds 2] [--identical]
 * Env: BENCH_PG_SERVER (default postgres://postgres@127.0.0.1:5432).
 */
import { fork, spawn } from 'node:child_process';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { startStack } from '../scripts/lib/stack.mjs';
import { seed } from '../scripts/seed/seed.mjs';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '8' },
    connections: { type: 'string', default: '20' },
    rounds: { type: 'string', default: '2' },
    identical: { type: 'boolean', default: false },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);
const rounds = Number(values.rounds);
const server = process.env.BENCH_PG_SERVER ?? 'postgres://postgres@127.0.0.1:5432';
const BASE = 31_400; // stack 31400–31406, engine processes 31410–31411 (below the ephemeral range)

const admin = new pg.Client({ connectionString: `${server}/postgres` });
await admin.connect();
await admin.query('DROP DATABASE IF EXISTS hearth_bench_gateway WITH (FORCE)');
await admin.query('CREATE DATABASE hearth_bench_gateway');
await admin.end();
const databaseUrl = `${server}/hearth_bench_gateway`;

const stack = await startStack({
  databaseUrl,
  basePort: BASE,
  logLevel: 'silent',
  env: { AUTH_RATE_LIMIT_PER_MINUTE: '100000' },
});
const children = [];
const stopAll = async () => {
  await Promise.all(
    children.map(
      (child) =>
        new Promise((resolve) => {
          if (child.exitCode !== null) return resolve();
          const kill = setTimeout(() => child.kill('SIGKILL'), 5_000);
          child.once('exit', () => {
            clearTimeout(kill);
            resolve();
          });
          child.kill('SIGTERM');
        }),
    ),
  );
  await stack.stop();
};

/** Starts `node gateway/dist/main.js` with `engine` on `port`; resolves with its /graphql URL. */
async function engineProcess(engine, port) {
  const env = {
    ...process.env,
    PORT: String(port),
    GATEWAY_ENGINE: engine,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
  };
  for (const [name, url] of Object.entries(stack.serviceUrls))
    env[`SUBGRAPH_${name.toUpperCase()}_URL`] = `${url}/graphql`;
  const child = spawn(process.execPath, ['gateway/dist/main.js'], { env, stdio: 'inherit' });
  children.push(child);
  const url = `http://127.0.0.1:${port}/graphql`;
  // A loaded machine may need a while to start a gateway; an exit is reported at once.
  for (let i = 0; i < 900 && child.exitCode === null; i++) {
    const up = await fetch(url.replace('/graphql', '/health/live')).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return url;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${engine} gateway did not start (exit code ${child.exitCode})`);
}

const post = async (url, query, variables, token) =>
  (
    await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify({ query, variables }),
    })
  ).json();

try {
  console.log('Seeding the demo data …');
  await seed({ gatewayUrl: stack.gatewayUrl, databaseUrl, log: () => {} });
  const hive = await engineProcess('hive', BASE + 10);
  const apollo = await engineProcess('apollo', BASE + 11);

  const signUp = await post(
    stack.gatewayUrl,
    'mutation($i: SignUpInput!) { signUp(input: $i) { ... on AuthSession { accessToken } } }',
    {
      i: {
        email: `bench${Date.now()}@example.com`,
        password: 'benchpass1',
        firstName: 'Bench',
        lastName: 'Mark',
        role: 'GUEST',
      },
    },
  );
  const token = signUp.data.signUp.accessToken;
  const first = (await post(stack.gatewayUrl, '{ restaurants(limit: 1) { items { id slug } } }'))
    .data.restaurants.items[0];
  await new Promise((r) => setTimeout(r, 1000)); // let the welcome notification land

  const SINGLE =
    '{ notifications(limit: 5) { items { id title isSeen } } unseenNotificationCount }';
  const FEDERATED =
    '{ me { id firstName role notifications(limit: 5) { items { id title isSeen } } unseenNotificationCount } }';
  const RESTAURANT = `restaurantBySlug(slug: $slug) { id slug name description cuisines imageUrl
    offersDelivery offersPickup rating reviewCount isFavourite
    dishes { id name priceCents spiceLevel categories images { url thumbnailUrl } } }`;
  const PAGE = `query RestaurantPage($slug: String!, $id: ID!) { ${RESTAURANT}
    cookingSessions(restaurantId: $id) { id startTime endTime
      occurrences { id startsAt isOrderable dishes { dishId remaining } } }
    me { id cartItemCount } }`;
  const RESTAURANT_ONLY = `query RestaurantOnly($slug: String!) { ${RESTAURANT} }`;
  const pageVars = { slug: first.slug, id: first.id };

  // Fail before measuring if a query is wrong (an error answer would measure nothing).
  for (const [url, query, variables] of [
    [`${stack.serviceUrls.notifications}/graphql`, SINGLE, {}],
    [hive, FEDERATED, {}],
    [apollo, FEDERATED, {}],
    [hive, PAGE, pageVars],
    [apollo, PAGE, pageVars],
    [`${stack.serviceUrls.restaurants}/graphql`, RESTAURANT_ONLY, { slug: first.slug }],
  ]) {
    const res = await post(url, query, variables, token);
    if (res.errors || !res.data) throw new Error(`bench setup: ${url}: ${JSON.stringify(res)}`);
  }

  /** One measurement, the load from a child process. */
  const measure = (name, url, query, variables = {}) =>
    new Promise((resolve, reject) => {
      const child = fork(new URL('./lib/load.mjs', import.meta.url));
      child.once('message', (r) => resolve({ name, ...r }));
      child.once('error', reject);
      child.send({
        url,
        connections,
        duration,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query, variables }),
        uniqueRequestIds: !values.identical,
      });
    });

  const notifications = `${stack.serviceUrls.notifications}/graphql`;
  const restaurants = `${stack.serviceUrls.restaurants}/graphql`;
  const overhead = [
    ['notifications query, subgraph directly', notifications, SINGLE],
    ['notifications query via Hive engine', hive, SINGLE],
    ['notifications query via Apollo engine', apollo, SINGLE],
    ['federated me + notifications via Hive engine', hive, FEDERATED],
    ['federated me + notifications via Apollo engine', apollo, FEDERATED],
    [
      'federated me + notifications via npm start gateway (Hive, in-process)',
      stack.gatewayUrl,
      FEDERATED,
    ],
  ];
  const page = [
    [
      'restaurantBySlug alone, restaurants subgraph directly',
      restaurants,
      RESTAURANT_ONLY,
      { slug: first.slug },
    ],
    ['restaurant page (3 subgraphs) via Hive engine', hive, PAGE, pageVars],
    ['restaurant page (3 subgraphs) via Apollo engine', apollo, PAGE, pageVars],
  ];
  // Every round measures every row once, in turn; a row keeps its best round, so a burst of
  // other work on a shared machine lowers one round, not the comparison.
  console.log(
    `Measuring ${duration}s per row, ${connections} connections, best of ${rounds} rounds …`,
  );
  const best = new Map();
  for (let round = 0; round < rounds; round++) {
    for (const [name, url, query, variables] of [...overhead, ...page]) {
      const r = await measure(name, url, query, variables);
      if (!best.has(name) || r.rps > best.get(name).rps) best.set(name, r);
    }
  }
  const rows = overhead.map(([name]) => best.get(name));
  const pageRows = page.map(([name]) => best.get(name));
  const [direct] = rows;
  const [pageDirect] = pageRows;

  const table = (title, base, list) => {
    console.log(`\n${title}`);
    console.log('| query | req/s | p99 ms | req/s ÷ direct | errors |');
    console.log('|---|---:|---:|---:|---:|');
    for (const r of list)
      console.log(
        `| ${r.name} | ${r.rps.toFixed(0)} | ${r.p99} | ${(r.rps / base.rps).toFixed(2)} | ${r.bad} |`,
      );
  };
  table(
    `Gateway overhead (${duration}s per row, ${connections} connections, best of ${rounds}, ${values.identical ? 'identical requests' : 'a distinct x-request-id per request'})`,
    direct,
    rows,
  );
  table('Restaurant page', pageDirect, pageRows);
  const [, , , fedHive, fedApollo] = rows;
  console.log(
    `\nfederated ÷ direct: Hive ${(fedHive.rps / direct.rps).toFixed(2)}, Apollo ${(fedApollo.rps / direct.rps).toFixed(2)}; Hive ÷ Apollo ${(fedHive.rps / fedApollo.rps).toFixed(2)}`,
  );
} finally {
  await stopAll();
}
process.exit(0);
