#!/usr/bin/env node
/**
 * `npm start` — the embedded default (needs nothing but Node): builds what is missing, starts a
 * real PostgreSQL (unless DATABASE_URL is set), the six subgraphs (in-process bus unless
 * KAFKA_BROKERS is set; in-memory cache/rate limits unless REDIS_URL is set), the gateway and the
 * frontends, prints the URL to open, and shuts everything down cleanly on Ctrl-C.
 */
import { existsSync } from 'node:fs';
import { root, run } from './lib/run.mjs';
import { FRONTEND_APPS, REMOTE_NAMES } from '@hearth/platform';
import { SERVICES, startStack } from './lib/stack.mjs';
import { seedIfEmpty } from './seed/seed.mjs';
import { startEmbeddedPostgres } from './lib/embedded-postgres.mjs';
import { ensureServiceRoles } from './lib/db-roles.mjs';
import { devSecretsDir, embeddedRolePasswords } from './lib/dev-secrets.mjs';

const outputs = [
  ...SERVICES.map((s) => `services/${s}/dist/main.js`),
  'gateway/dist/main.js',
  'gateway/supergraph.graphql',
  ...FRONTEND_APPS.map(
    (a) => `frontends/${a}/dist/${a === 'shell' ? 'index.html' : 'remoteEntry.js'}`,
  ),
];
const missing = outputs.filter((f) => !existsSync(`${root}${f}`));
if (missing.length) {
  console.log(
    `Building first (missing: ${missing.slice(0, 3).join(', ')}${missing.length > 3 ? ', …' : ''})`,
  );
  await run(process.execPath, ['scripts/build.mjs']);
}

const csv = (v) =>
  v
    ? v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : [];
// Generated keys of the services (users' signing and bank details keys, admin's unsubscribe-link
// key; outside production only) live in .data/secrets.
process.env.HEARTH_DEV_SECRETS_DIR ??= devSecretsDir;
let postgres;
let databaseUrl = process.env.DATABASE_URL;
/** Each service's own role on the embedded database (docs/rules/secrets.md). */
let databaseUrls;
if (!databaseUrl) {
  try {
    postgres = await startEmbeddedPostgres();
  } catch (err) {
    console.error(`\nHearth could not start its database: ${err.message}`);
    process.exit(1);
  }
  databaseUrl = postgres.url;
  try {
    databaseUrls = await ensureServiceRoles(databaseUrl, { passwords: embeddedRolePasswords() });
  } catch (err) {
    console.error(`\nHearth could not set up the services' database roles: ${err.message}`);
    await postgres.stop();
    process.exit(1);
  }
}
const kafkaBrokers = csv(process.env.KAFKA_BROKERS);

let stack;
try {
  stack = await startStack({
    databaseUrl,
    databaseUrls,
    kafkaBrokers,
    redisUrl: process.env.REDIS_URL,
    basePort: Number(process.env.GATEWAY_PORT ?? 4000),
    host: process.env.HOST ?? '127.0.0.1',
    frontends: {
      shellPort: Number(process.env.SHELL_PORT ?? 3000),
      remotePorts: Object.fromEntries(
        REMOTE_NAMES.map((r, i) => [r, Number(process.env.SHELL_PORT ?? 3000) + i + 1]),
      ),
    },
    logLevel: process.env.LOG_LEVEL ?? 'warn',
  });
} catch (err) {
  console.error(`\nHearth could not start: ${err.message}`);
  await postgres?.stop();
  process.exit(1);
}

// An empty database gets the demo data once (HEARTH_SEED=0 skips it). A failed
// seed leaves a running, empty Hearth rather than none.
if (process.env.HEARTH_SEED !== '0') {
  try {
    await seedIfEmpty({ gatewayUrl: stack.gatewayUrl, databaseUrl });
  } catch (err) {
    console.error(`\nThe demo data could not be loaded (${err.message}); Hearth runs without it.`);
  }
}

console.log(`
  Hearth is running.

    Open            ${(stack.shellUrl ?? '').replace('127.0.0.1', 'localhost')}
    GraphQL         ${stack.gatewayUrl.replace('127.0.0.1', 'localhost')}  (sandbox in the browser)
    Database        ${postgres ? `embedded PostgreSQL, data in ${postgres.dataDir.replace(root, '')}, one role per service` : 'DATABASE_URL'}
    Events          ${kafkaBrokers.length ? `Kafka at ${kafkaBrokers.join(',')}` : 'in-process bus'}
    Cache           ${process.env.REDIS_URL ? 'Redis' : 'in memory'}

  Create an admin:  npm run admin:create -- --email you@example.com
  Press Ctrl-C to stop.
`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping Hearth …');
    await stack.stop();
    await postgres?.stop();
    console.log('Stopped.');
    process.exit(0);
  });
}
