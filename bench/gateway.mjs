#!/usr/bin/env node
/**
 * Gateway overhead benchmark (issue: platform spine). Starts the stack on a fresh database, signs
 * a guest up, then measures with autocannon, in ONE run on the same machine:
 *   A. a federated query through the gateway (users + notifications subgraphs),
 *   B. the notifications part of it through the gateway (one subgraph),
 *   C. the same notifications query straight from the notifications subgraph (baseline),
 * and prints requests/s, p99 latency and the ratios against C.
 *   node bench/gateway.mjs [--duration 8] [--connections 20]
 * Env: BENCH_PG_SERVER (default postgres://postgres@127.0.0.1:5432).
 */
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { startStack } from '../scripts/lib/stack.mjs';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '8' },
    connections: { type: 'string', default: '20' },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);
const server = process.env.BENCH_PG_SERVER ?? 'postgres://postgres@127.0.0.1:5432';

const admin = new pg.Client({ connectionString: `${server}/postgres` });
await admin.connect();
await admin.query('DROP DATABASE IF EXISTS hearth_bench WITH (FORCE)');
await admin.query('CREATE DATABASE hearth_bench');
await admin.end();

const stack = await startStack({
  databaseUrl: `${server}/hearth_bench`,
  basePort: 34000,
  logLevel: 'silent',
});
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
await new Promise((r) => setTimeout(r, 1000)); // let the welcome notification land

const FEDERATED =
  '{ me { id firstName role notifications(limit: 5) { items { id title isSeen } } unseenNotificationCount } }';
const SINGLE = '{ notifications(limit: 5) { items { id title isSeen } } unseenNotificationCount }';
const check = await post(stack.gatewayUrl, FEDERATED, {}, token);
if (!check.data?.me?.notifications?.items?.length)
  throw new Error(`bench setup failed: ${JSON.stringify(check)}`);

async function measure(name, url, query) {
  const result = await autocannon({
    url,
    method: 'POST',
    connections,
    duration,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query }),
  });
  const bad = result.non2xx + result.errors;
  return { name, rps: result.requests.average, p99: result.latency.p99, bad };
}

console.log(`Measuring ${duration}s each at ${connections} connections …`);
const rows = [];
rows.push(
  await measure(
    'C. notifications subgraph directly',
    `${stack.serviceUrls.notifications}/graphql`,
    SINGLE,
  ),
);
rows.push(await measure('B. same query via gateway', stack.gatewayUrl, SINGLE));
rows.push(
  await measure('A. federated (users+notifications) via gateway', stack.gatewayUrl, FEDERATED),
);
await stack.stop();

const base = rows[0];
console.log('\n| query | req/s | p99 ms | req/s ÷ direct | p99 × direct | errors |');
console.log('|---|---:|---:|---:|---:|---:|');
for (const r of rows) {
  console.log(
    `| ${r.name} | ${r.rps.toFixed(0)} | ${r.p99} | ${(r.rps / base.rps).toFixed(2)} | ${(r.p99 / Math.max(base.p99, 1)).toFixed(2)} | ${r.bad} |`,
  );
}
