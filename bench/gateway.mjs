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
 * Prints requests/s, p99 and the ratios to direct, the CPU each stage spends per request (Linux:
 * each engine's gateway process and each subgraph's thread, from /proc) and, computed from that
 * CPU (not measured), the ratio the distributed layout would give with one core per stage.
 * Data: the Toronto demo seed.
 * The direct row is measured between every two rows and each row is compared with its two
 * neighbouring direct rows, so load that drifts during the run falls on both. Every request carries its own
 * x-request-id, so no engine can serve identical in-flight requests with one subgraph call (Hive
 * deduplicates those); `--identical` sends identical requests instead.
 *   node bench/gateway.mjs [--duration 8] [--connections 20] [--rounds 2] [--warmup 5] [--identical]
 * (`--warmup`: seconds of unmeasured load on every target before the first round.)
 * Env: BENCH_PG_SERVER (default postgres://postgres@127.0.0.1:5432).
 */
import { fork, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { startStack } from '../scripts/lib/stack.mjs';
import { seed } from '../scripts/seed/seed.mjs';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '8' },
    connections: { type: 'string', default: '20' },
    rounds: { type: 'string', default: '2' },
    warmup: { type: 'string', default: '5' },
    identical: { type: 'boolean', default: false },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);
const rounds = Number(values.rounds);
const warmup = Number(values.warmup);
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
  const hiveProcess = children.at(-1);
  const apollo = await engineProcess('apollo', BASE + 11);
  const apolloProcess = children.at(-1);

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

  /** One measurement, the load from a child process; adds the CPU each stage spent per request. */
  const measure = async (name, url, query, variables = {}, seconds = duration) => {
    const before = cpuSnapshot();
    const result = await new Promise((resolve, reject) => {
      const child = fork(new URL('./lib/load.mjs', import.meta.url));
      child.once('message', resolve);
      child.once('error', reject);
      child.send({
        url,
        connections,
        duration: seconds,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query, variables }),
        uniqueRequestIds: !values.identical,
      });
    });
    const after = cpuSnapshot();
    const perRequest = (ms) => (result.requests > 0 ? ms / result.requests : NaN);
    const cpu = after && before ? { loadGenerator: perRequest(result.cpuMs) } : undefined;
    if (cpu)
      for (const stage of Object.keys(after)) cpu[stage] = perRequest(after[stage] - before[stage]);
    return { name, ...result, cpu };
  };

  /**
   * CPU time (ms) spent so far by each stage, from /proc (Linux; undefined elsewhere): each
   * engine's gateway process, each subgraph's thread, the stack's main thread (the in-process
   * gateway of `npm start`) and the stack's other threads (V8's GC and compiler helpers, shared by
   * the subgraphs' threads). Tick counts are converted at 100 per second (Linux's USER_HZ).
   */
  function cpuSnapshot() {
    try {
      const ticksToMs = (path) => {
        const stat = readFileSync(path, 'utf8');
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        return (Number(fields[11]) + Number(fields[12])) * 10; // utime + stime
      };
      const snapshot = {
        hiveGateway: ticksToMs(`/proc/${hiveProcess.pid}/stat`),
        apolloGateway: ticksToMs(`/proc/${apolloProcess.pid}/stat`),
        stackMainThread: ticksToMs(`/proc/${process.pid}/task/${process.pid}/stat`),
      };
      let threads = snapshot.stackMainThread;
      for (const [service, tid] of Object.entries(stack.serviceThreads)) {
        snapshot[service] = ticksToMs(`/proc/${process.pid}/task/${tid}/stat`);
        threads += snapshot[service];
      }
      snapshot.stackOtherThreads = ticksToMs(`/proc/${process.pid}/stat`) - threads;
      return snapshot;
    } catch {
      return undefined;
    }
  }

  const notifications = `${stack.serviceUrls.notifications}/graphql`;
  const restaurants = `${stack.serviceUrls.restaurants}/graphql`;
  const direct = ['notifications query, subgraph directly', notifications, SINGLE];
  const overhead = [
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
  const pageDirect = [
    'restaurantBySlug alone, restaurants subgraph directly',
    restaurants,
    RESTAURANT_ONLY,
    { slug: first.slug },
  ];
  const page = [
    ['restaurant page (3 subgraphs) via Hive engine', hive, PAGE, pageVars],
    ['restaurant page (3 subgraphs) via Apollo engine', apollo, PAGE, pageVars],
  ];
  // The direct row is measured before and after every gateway row, and each gateway row is
  // compared with the mean of those two: on a shared machine whose load drifts within a run, a
  // row and its baseline then see the same load (measuring all rows one after another compared
  // the first minute's direct row with the fifth minute's gateway rows).
  console.log(
    `Measuring ${duration}s per row, ${connections} connections, ${rounds} rounds, the direct row between every two rows …`,
  );
  /** name → the row's measurement in each round, with `ratio` to its neighbouring direct rows. */
  const runs = new Map();
  const record = (r) => runs.set(r.name, [...(runs.get(r.name) ?? []), r]);
  const alternate = async (baseline, list) => {
    let before = await measure(...baseline);
    record(before);
    for (const row of list) {
      const r = await measure(...row);
      const after = await measure(...baseline);
      record({ ...r, ratio: r.rps / ((before.rps + after.rps) / 2) });
      record(after);
      before = after;
    }
  };
  // Each target serves a few seconds of load first, unmeasured: a gateway process just started
  // runs its code unoptimised, and a served gateway is warm (its CPU per request fell from ~4 to
  // ~1.5 ms over its first 20 s in the probes of ADR 0009).
  for (const [, url, query, variables] of [direct, ...overhead, pageDirect, ...page])
    await measure('warm-up', url, query, variables, warmup);
  for (let round = 0; round < rounds; round++) {
    await alternate(direct, overhead);
    await alternate(pageDirect, page);
  }

  const fmt = (n, digits = 2) => (Number.isFinite(n) ? n.toFixed(digits) : '–');
  const table = (title, baseline, list) => {
    console.log(`\n${title}`);
    console.log(
      '| query | best req/s | p99 ms (best) | ÷ neighbouring direct, each round | errors |',
    );
    console.log('|---|---:|---:|---:|---:|');
    for (const [name] of [baseline, ...list]) {
      const all = runs.get(name);
      const best = all.reduce((a, b) => (b.rps > a.rps ? b : a));
      const ratios = all[0].ratio === undefined ? '1.00' : all.map((r) => fmt(r.ratio)).join(' / ');
      const bad = all.reduce((n, r) => n + r.bad, 0);
      console.log(`| ${name} | ${best.rps.toFixed(0)} | ${best.p99} | ${ratios} | ${bad} |`);
    }
  };
  table(
    `Gateway overhead (${duration}s per row, ${connections} connections, ${values.identical ? 'identical requests' : 'a distinct x-request-id per request'})`,
    direct,
    overhead,
  );
  table('Restaurant page', pageDirect, page);

  /** Mean CPU (ms per request) of `stage` over a row's rounds. */
  const cpuOf = (name, stage) => {
    const all = runs.get(name).filter((r) => r.cpu);
    return all.length ? all.reduce((n, r) => n + r.cpu[stage], 0) / all.length : NaN;
  };
  const [directName] = direct;
  const fedHive = overhead[2][0];
  const fedApollo = overhead[3][0];
  const fedInProcess = overhead[4][0];
  if (runs.get(directName)[0].cpu) {
    const stages = [
      ['load generator', 'loadGenerator'],
      ['Hive gateway process', 'hiveGateway'],
      ['Apollo gateway process', 'apolloGateway'],
      ['stack main thread (npm start gateway)', 'stackMainThread'],
      ['users thread', 'users'],
      ['notifications thread', 'notifications'],
      ['stack: other threads (V8 GC/compiler)', 'stackOtherThreads'],
    ];
    console.log('\nCPU per request, ms (mean over rounds; from /proc)');
    console.log(`| stage | ${[directName, fedHive, fedApollo, fedInProcess].join(' | ')} |`);
    console.log(`|---|${'---:|'.repeat(4)}`);
    for (const [label, stage] of stages)
      console.log(
        `| ${label} | ${[directName, fedHive, fedApollo, fedInProcess].map((n) => fmt(cpuOf(n, stage))).join(' | ')} |`,
      );
    // The distributed layout puts each stage on its own cores: its rate is that of its slowest
    // stage, not of the sum. The stack's shared V8 threads are split between the subgraph threads
    // by their CPU (each subgraph has its own in that layout); the load generator is elsewhere.
    const withShare = (name, services) => {
      const own = services.map((s) => cpuOf(name, s));
      const sum = own.reduce((a, b) => a + b, 0);
      return own.map((c) => c + (cpuOf(name, 'stackOtherThreads') * c) / sum);
    };
    const [directCost] = withShare(directName, ['notifications']);
    const projected = (name, gatewayStage, replicas) =>
      1 /
      Math.max(
        cpuOf(name, gatewayStage) / replicas,
        ...withShare(name, ['users', 'notifications']),
      ) /
      (1 / directCost);
    console.log(
      `\nDistributed layout, COMPUTED from the CPU per request above (one core per stage, the rate of the slowest stage; not measured): federated ÷ direct ≈ Hive ${fmt(projected(fedHive, 'hiveGateway', 1))} (${fmt(projected(fedHive, 'hiveGateway', 2))} with two gateway replicas), Apollo ${fmt(projected(fedApollo, 'apolloGateway', 1))} (${fmt(projected(fedApollo, 'apolloGateway', 2))})`,
    );
  }
  const ratios = (name) =>
    runs
      .get(name)
      .map((r) => fmt(r.ratio))
      .join(' / ');
  console.log(
    `\nfederated ÷ direct, measured, each round: Hive ${ratios(fedHive)}, Apollo ${ratios(fedApollo)}, npm start ${ratios(fedInProcess)} (target ≥ 0.70)`,
  );
} finally {
  await stopAll();
}
process.exit(0);
