#!/usr/bin/env node
/**
 * Restaurant-page benchmark (issue 5): the /restaurant/{slug} query (`restaurantBySlug` with its
 * dishes, menus, rating, review count and favourite flag) through the gateway, for a restaurant
 * with 5 dishes and one with 50. Prints requests/s and p99 latency (autocannon, fixed
 * connections) and the SQL statements the restaurants service runs per request, which must not
 * grow with the number of dishes (no N+1).
 *
 * Statements are counted by a PostgreSQL wire-protocol proxy between the stack and the server:
 * every simple Query and every extended-protocol Execute of a connection whose start-up options
 * set `search_path=restaurants` counts once, while `--samples` requests run one after another;
 * the outbox relay's and inbox's own polling and transaction control are left out (`IGNORED`). The public chefs are set up through the gateway (sign-up, wizard, admin approval, bank
 * details), like real ones.
 *   node bench/restaurant-page.mjs [--duration 8] [--connections 20] [--samples 20]
 * Env: BENCH_PG_SERVER (default postgres://postgres@127.0.0.1:5432).
 */
import net from 'node:net';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { DateTime } from 'luxon';
import pg from 'pg';
import { startStack } from '../scripts/lib/stack.mjs';
import { Q, SeedApi } from '../scripts/seed/api.mjs';
import { avatarSvg, bannerSvg, dishSvg, toJpeg } from '../scripts/seed/images.mjs';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '8' },
    connections: { type: 'string', default: '20' },
    samples: { type: 'string', default: '20' },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);
const samples = Number(values.samples);
const serverUrl = process.env.BENCH_PG_SERVER ?? 'postgres://postgres@127.0.0.1:5432';
const server = new URL(serverUrl);
const DB = 'hearth_bench_restaurant_page';

/** Statements counted per service schema (by the connection's start-up search_path). */
const counts = new Map();
/**
 * Not counted: the outbox relay's and inbox's own polling (with its advisory lock) and
 * transaction control — background work of the service, not the page's queries.
 */
const IGNORED =
  /\b(outbox|inbox)\b|pg_try_advisory_xact_lock|^\s*(START TRANSACTION|BEGIN|COMMIT|ROLLBACK)\b/i;
/** With BENCH_SQL_LOG set: the counted restaurants statements (first 90 characters) and how often. */
const texts = new Map();

/**
 * A TCP proxy to PostgreSQL that reads the frontend messages: the start-up message (its
 * `options` name the schema), `P` (Parse: remember the SQL), `E` (Execute: count it) and `Q`
 * (simple Query: count it). Bytes are forwarded unchanged.
 */
function startCountingProxy() {
  const proxy = net.createServer((client) => {
    const upstream = net.connect(Number(server.port || 5432), server.hostname);
    let buffer = Buffer.alloc(0);
    let started = false;
    let schema = '?';
    let lastParsed = '';
    const count = (sql) => {
      if (IGNORED.test(sql)) return;
      counts.set(schema, (counts.get(schema) ?? 0) + 1);
      if (process.env.BENCH_SQL_LOG && schema === 'restaurants')
        texts.set(sql.slice(0, 90), (texts.get(sql.slice(0, 90)) ?? 0) + 1);
    };
    client.on('data', (chunk) => {
      upstream.write(chunk);
      buffer = Buffer.concat([buffer, chunk]);
      for (;;) {
        if (!started) {
          if (buffer.length < 8) return;
          const length = buffer.readInt32BE(0);
          if (buffer.length < length) return;
          const code = buffer.readInt32BE(4);
          if (code === 80877103) {
            // SSLRequest: answered 'N' by the server; the real start-up follows.
            buffer = buffer.subarray(length);
            continue;
          }
          const params = buffer.subarray(8, length).toString('utf8').split('\0');
          const options = params[params.indexOf('options') + 1] ?? '';
          schema = /search_path=(\w+)/.exec(options)?.[1] ?? '?';
          started = true;
          buffer = buffer.subarray(length);
          continue;
        }
        if (buffer.length < 5) return;
        const type = String.fromCharCode(buffer[0]);
        const length = buffer.readInt32BE(1);
        if (buffer.length < 1 + length) return;
        const body = buffer.subarray(5, 1 + length);
        if (type === 'P') {
          const nameEnd = body.indexOf(0);
          lastParsed = body.subarray(nameEnd + 1, body.indexOf(0, nameEnd + 1)).toString();
        } else if (type === 'E') count(lastParsed);
        else if (type === 'Q') count(body.subarray(0, body.length - 1).toString());
        buffer = buffer.subarray(1 + length);
      }
    });
    upstream.on('data', (chunk) => client.write(chunk));
    const close = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('error', close);
    upstream.on('error', close);
    client.on('close', close);
    upstream.on('close', close);
  });
  return new Promise((resolve) => proxy.listen(0, '127.0.0.1', () => resolve(proxy)));
}

const admin = new pg.Client({ connectionString: `${serverUrl}/postgres` });
await admin.connect();
await admin.query(`DROP DATABASE IF EXISTS ${DB} WITH (FORCE)`);
await admin.query(`CREATE DATABASE ${DB}`);
await admin.end();

const proxy = await startCountingProxy();
const credentials = server.password
  ? `${server.username}:${server.password}`
  : server.username || 'postgres';
const databaseUrl = `postgres://${credentials}@127.0.0.1:${proxy.address().port}/${DB}`;
const stack = await startStack({ databaseUrl, basePort: 39_400, logLevel: 'silent' });
const api = new SeedApi(stack.gatewayUrl);

/** A public chef whose restaurant has `dishCount` dishes; returns the restaurant's slug. */
async function publicRestaurant(adminToken, name, dishCount) {
  const email = `bench-${name.toLowerCase().replace(/\W+/g, '-')}-${Date.now()}@example.com`;
  const password = 'BenchPass123!';
  const auth = await api.expect('AuthSession', Q.signUp, {
    input: { email, password, firstName: 'Bench', lastName: 'Chef', role: 'CHEF' },
  });
  let token = auth.accessToken;
  // Images are accepted only as the chef's own uploads to our store: upload them like the seed.
  const avatar = await toJpeg(avatarSvg('Bench', 'Chef', '#8a5a44'));
  const chefImage = await api.uploadImage('Profile', 'chef.jpg', avatar, token);
  const address = {
    addressLine1: '1 Front St W',
    city: 'Toronto',
    province: 'ON',
    postalCode: 'M5J 2X6',
    country: 'Canada',
  };
  await api.expect(
    'User',
    Q.updateChefProfile,
    {
      input: {
        general: {
          firstName: 'Bench',
          lastName: 'Chef',
          ...address,
          addressLine2: null,
          imageUrl: chefImage,
          dateOfBirth: DateTime.now().minus({ years: 40 }).toISODate(),
          description: 'Cooks for the benchmark every single day.',
        },
        credentials: {
          experienceYears: 5,
          phone: '416 555 0199',
          qualifications: 'Food Handler',
          certificateUrl: null,
        },
      },
    },
    token,
  );
  const banner = await toJpeg(bannerSvg(name, ['Italian'], '#8a5a44'));
  const bannerUrl = await api.uploadImage('Restaurant', 'banner.jpg', banner, token);
  const restaurant = await api.expect(
    'Restaurant',
    Q.establishRestaurant,
    {
      input: {
        name,
        description: 'A kitchen for measuring the restaurant page.',
        ...address,
        latitude: 43.645,
        longitude: -79.38,
        imageUrl: bannerUrl,
        offersDelivery: false,
        offersPickup: true,
        cuisines: ['Italian'],
        instructions: ['Ring the bell'],
      },
    },
    token,
  );
  const plate = await toJpeg(dishSvg(name, ['#c0392b', '#f1c40f', '#fdebd0']));
  const dishImage = await api.uploadImage('Dish', 'dish.jpg', plate, token, restaurant.id);
  for (let i = 1; i <= dishCount; i++) {
    await api.expect(
      'Dish',
      Q.addDish,
      {
        restaurantId: restaurant.id,
        input: {
          imageUrls: [dishImage],
          name: `Dish number ${i}`,
          description: 'A dish to fill the restaurant page.',
          priceCents: 1000 + i,
          allergyWarnings: ['Contains gluten'],
          allergens: ['GLUTEN'],
          preparationInstructions: 'Warm for ten minutes at 180 °C.',
          preparationTimeSeconds: 600,
          handlingInstructions: 'Keep refrigerated below 4 °C.',
          cuisine: 'Italian',
          shelfLife: '3 days',
          portionSize: '1 tray (400 g)',
          categories: ['VEG'],
          spiceLevel: 1,
          ingredients: [{ name: 'Flour', quantity: 200, unit: 'g', notes: null }],
        },
      },
      token,
    );
  }
  await api.expect('User', Q.acceptTerms, { a: true }, token);
  for (let tries = 0; ; tries++) {
    const res = await api.call(Q.approveChef, { id: auth.user.id }, adminToken);
    if (res.data?.approveChef?.__typename === 'User') break;
    if (tries > 100) throw new Error(`approveChef: ${JSON.stringify(res)}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  token = (await api.expect('AuthSession', Q.refresh, { t: auth.refreshToken })).accessToken;
  await api.expect(
    'BankDetails',
    Q.addBankDetails,
    {
      input: {
        accountName: 'Bench Chef',
        institutionNumber: '004',
        transitNumber: '12345',
        accountType: 'CHECKING',
        accountNumber: '1234567890',
      },
    },
    token,
  );
  return restaurant.slug;
}

const PAGE = `query RestaurantPage($slug: String!) { restaurantBySlug(slug: $slug) {
  id slug name description cuisines imageUrl instructions offersDelivery offersPickup
  rating reviewCount isFavourite isPublic
  dishes { id name description priceCents spiceLevel categories allergyWarnings portionSize
    images { url thumbnailUrl } ingredients { name quantity unit notes } }
  menus { id name dishIds } } }`;

const { createAdmin } = await import('@hearth/users-service/cli/create-admin');
await createAdmin({
  databaseUrl,
  email: 'bench-admin@example.com',
  password: 'BenchAdmin123!',
  firstName: 'Bench',
  lastName: 'Admin',
});
const adminToken = (
  await api.expect('AuthSession', Q.logIn, {
    input: { email: 'bench-admin@example.com', password: 'BenchAdmin123!' },
  })
).accessToken;
const cases = [
  { dishes: 5, slug: await publicRestaurant(adminToken, 'Five Dish Kitchen', 5) },
  { dishes: 50, slug: await publicRestaurant(adminToken, 'Fifty Dish Kitchen', 50) },
];
for (const c of cases) {
  for (let tries = 0; ; tries++) {
    const page = (await api.data(PAGE, { slug: c.slug })).restaurantBySlug;
    if (page?.dishes.length === c.dishes) break;
    if (tries > 100) throw new Error(`${c.slug} did not become public with ${c.dishes} dishes`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

const rows = [];
for (const c of cases) {
  await api.data(PAGE, { slug: c.slug }); // warm caches and pools
  counts.clear();
  texts.clear();
  for (let i = 0; i < samples; i++) await api.data(PAGE, { slug: c.slug });
  const statements = (counts.get('restaurants') ?? 0) / samples;
  if (process.env.BENCH_SQL_LOG) console.log(`${c.dishes} dishes:`, Object.fromEntries(texts));
  const result = await autocannon({
    url: stack.gatewayUrl,
    method: 'POST',
    connections,
    duration,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: PAGE, variables: { slug: c.slug } }),
  });
  rows.push({
    ...c,
    statements,
    rps: result.requests.average,
    p99: result.latency.p99,
    bad: result.non2xx + result.errors,
  });
}
await stack.stop();
proxy.close();

console.log(`\nrestaurantBySlug through the gateway, ${duration}s at ${connections} connections`);
console.log('| dishes | req/s | p99 ms | SQL statements / request (restaurants) | errors |');
console.log('|---:|---:|---:|---:|---:|');
for (const r of rows)
  console.log(
    `| ${r.dishes} | ${r.rps.toFixed(0)} | ${r.p99} | ${r.statements.toFixed(1)} | ${r.bad} |`,
  );
const [few, many] = rows;
console.log(
  many.statements <= few.statements
    ? `\nStatements per request do not grow with dishes (${few.statements} at 5, ${many.statements} at 50).`
    : `\nWARNING: statements per request grow with dishes (${few.statements} at 5, ${many.statements} at 50).`,
);
process.exit(0);
