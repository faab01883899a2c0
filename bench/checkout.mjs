#!/usr/bin/env node
/**
 * Checkout benchmark (issue 5): the order saga's checkout-to-PENDING latency and throughput.
 * Starts the built `sessions` and `orders` subgraphs (services/<name>/dist; build first) on a fresh
 * database with the in-process event bus (outbox → bus → inbox, as in `npm start`), publishes a
 * restaurant and a dish as `restaurants` would, schedules a session with enough stock through
 * sessions' API, fills one cart per guest, then runs `--checkouts` checkouts at a fixed
 * `--concurrency`: each worker calls `placeOrder` (PLACED) and waits until the order leaves
 * PLACED (one poller reads every outstanding order's status from PostgreSQL each `--poll` ms).
 * Prints p50/p95/p99 of checkout-to-PENDING latency (ms) and checkouts/s (completed sagas per
 * second of wall time). Subgraphs are called directly: the gateway's overhead is bench/gateway.mjs.
 *   node bench/checkout.mjs [--checkouts 400] [--concurrency 20] [--poll 5]
 * Env: BENCH_PG_SERVER (default postgres://postgres@127.0.0.1:5432).
 */
import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { DateTime } from 'luxon';
import { SignJWT, createLocalJWKSet, exportJWK, generateKeyPair } from 'jose';
import pg from 'pg';
import { EventTypes, InProcessEventBus, Topics, createEnvelope } from '@hearth/events';
import { startSubgraph } from '@hearth/nest-common';
import { sessionsSubgraph } from '@hearth/sessions-service';
import { ordersSubgraph } from '@hearth/orders-service';

const { values } = parseArgs({
  options: {
    checkouts: { type: 'string', default: '400' },
    concurrency: { type: 'string', default: '20' },
    poll: { type: 'string', default: '5' },
  },
});
const checkouts = Number(values.checkouts);
const concurrency = Number(values.concurrency);
const pollMs = Number(values.poll);
const server = process.env.BENCH_PG_SERVER ?? 'postgres://postgres@127.0.0.1:5432';
const databaseUrl = `${server}/hearth_bench_checkout`;

const admin = new pg.Client({ connectionString: `${server}/postgres` });
await admin.connect();
await admin.query('DROP DATABASE IF EXISTS hearth_bench_checkout WITH (FORCE)');
await admin.query('CREATE DATABASE hearth_bench_checkout');
await admin.end();

// Tokens like the users service's (ES256, hearth-users → hearth), verified by both subgraphs.
const { publicKey, privateKey } = await generateKeyPair('ES256');
const jwk = { ...(await exportJWK(publicKey)), kid: 'bench', alg: 'ES256' };
const tokenKeys = createLocalJWKSet({ keys: [jwk] });
const token = async (role) => {
  const id = randomUUID();
  const jwt = await new SignJWT({ email: `${id}@example.com`, role, status: 'ACTIVE' })
    .setProtectedHeader({ alg: 'ES256', kid: 'bench' })
    .setIssuer('hearth-users')
    .setAudience('hearth')
    .setSubject(id)
    .setIssuedAt()
    .setExpirationTime('30m')
    .sign(privateKey);
  return { id, token: jwt };
};

const bus = new InProcessEventBus();
const config = { databaseUrl, port: 0, logLevel: 'silent' };
const sessions = await startSubgraph({ ...sessionsSubgraph(), tokenKeys }, { config, bus });
const orders = await startSubgraph({ ...ordersSubgraph(), tokenKeys }, { config, bus });
const gql = async (url, query, variables, jwt) => {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${jwt}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = await res.json();
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
};
const until = async (check, timeoutMs = 10_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('bench setup timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
};
const db = new pg.Pool({ connectionString: databaseUrl, max: 2 });
const count = async (sql, params = []) => (await db.query(sql, params)).rowCount;

try {
  const chef = await token('CHEF');
  const restaurantId = randomUUID();
  const dishId = randomUUID();
  await bus.publish(Topics.restaurants, [
    createEnvelope({
      type: EventTypes.RestaurantEstablished,
      version: 1,
      aggregateId: restaurantId,
      payload: {
        restaurantId,
        ownerUserId: chef.id,
        slug: 'bench-kitchen',
        name: 'Bench Kitchen',
        timeZone: 'America/Toronto',
        offersDelivery: true,
        offersPickup: true,
      },
    }),
    createEnvelope({
      type: EventTypes.DishChanged,
      version: 1,
      aggregateId: dishId,
      payload: {
        dishId,
        restaurantId,
        name: 'Bench Biryani',
        priceCents: 1700,
        portionSize: '500 g',
        status: 'ACTIVE',
        imageUrl: null,
      },
    }),
  ]);
  await until(
    async () =>
      (await count(`SELECT 1 FROM sessions.restaurant_dishes`)) === 1 &&
      (await count(`SELECT 1 FROM orders.order_dishes`)) === 1,
  );
  const created = await gql(
    sessions.url,
    `mutation($input: CookingSessionInput!) { createCookingSession(input: $input) {
      ... on CookingSession { occurrences { id } } ... on ValidationError { errors { message } } } }`,
    {
      input: {
        restaurantId,
        startDate: DateTime.now().setZone('America/Toronto').plus({ days: 2 }).toISODate(),
        startTime: '18:00',
        endTime: '20:00',
        schedule: 'ONCE',
        leadTimeHours: 10,
        orderLimit: { min: 1, max: 20 },
        offersDelivery: true,
        offersPickup: true,
        dishes: [{ dishId, minQuantity: 1, maxQuantity: checkouts, portionSize: '500 g' }],
      },
    },
    chef.token,
  );
  const occurrenceId = created.createCookingSession.occurrences?.[0]?.id;
  if (!occurrenceId) throw new Error(`session not created: ${JSON.stringify(created)}`);
  await until(async () => (await count(`SELECT 1 FROM orders.cart_occurrence_dishes`)) === 1);

  const guests = [];
  for (let i = 0; i < checkouts; i += 50) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(50, checkouts - i) }, async () => {
        const guest = await token('GUEST');
        await gql(
          orders.url,
          `mutation($input: AddToCartInput!) { addToCart(input: $input) { __typename } }`,
          { input: { dishId, occurrenceId, quantity: 1 } },
          guest.token,
        );
        return guest;
      }),
    );
    guests.push(...batch);
  }

  // One poller for every outstanding order (one SQL query per tick), so measuring does not load
  // the subgraphs under test the way per-order GraphQL polling would.
  const waiting = new Map();
  const settled = (id) => new Promise((resolve) => waiting.set(id, resolve));
  let polling = true;
  const poller = (async () => {
    while (polling) {
      if (waiting.size > 0) {
        const { rows } = await db.query(
          `SELECT id, status FROM orders.orders WHERE id = ANY($1::uuid[]) AND status <> 'PLACED'`,
          [[...waiting.keys()]],
        );
        for (const row of rows) {
          waiting.get(row.id)?.(row.status);
          waiting.delete(row.id);
        }
      }
      await new Promise((r) => setTimeout(r, pollMs));
    }
  })();
  const latencies = [];
  const outcomes = {};
  let next = 0;
  const worker = async () => {
    while (next < guests.length) {
      const guest = guests[next++];
      const started = performance.now();
      const placed = await gql(
        orders.url,
        `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) {
          ... on Order { id status } ... on ValidationError { errors { message } } } }`,
        {
          input: {
            occurrenceId,
            fulfilment: 'PICKUP',
            idempotencyKey: randomUUID(),
            paymentMethodId: 'pm_card_visa',
          },
        },
        guest.token,
      );
      const id = placed.placeOrder.id;
      if (!id) throw new Error(`checkout refused: ${JSON.stringify(placed)}`);
      const status =
        placed.placeOrder.status === 'PLACED' ? await settled(id) : placed.placeOrder.status;
      latencies.push(performance.now() - started);
      outcomes[status] = (outcomes[status] ?? 0) + 1;
    }
  };
  const t0 = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - t0) / 1000;
  polling = false;
  await poller;
  latencies.sort((a, b) => a - b);
  const pct = (p) =>
    latencies[Math.min(latencies.length - 1, Math.ceil((p / 100) * latencies.length) - 1)];
  console.log(`checkout → PENDING (sessions + orders subgraphs, in-process bus, PostgreSQL)`);
  console.log(`  checkouts ${latencies.length} at concurrency ${concurrency}, poll ${pollMs} ms`);
  console.log(`  outcomes  ${JSON.stringify(outcomes)}`);
  console.log(
    `  latency   p50 ${pct(50).toFixed(1)} ms · p95 ${pct(95).toFixed(1)} ms · p99 ${pct(99).toFixed(1)} ms`,
  );
  console.log(`  throughput ${(latencies.length / seconds).toFixed(1)} checkouts/s`);
} finally {
  await db.end();
  await orders.close();
  await sessions.close();
  await bus.stop();
}
