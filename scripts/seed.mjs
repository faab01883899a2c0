#!/usr/bin/env node
/**
 * `npm run seed` — loads the Toronto demo dataset through the GraphQL API of the gateway, then
 * prints the demo accounts. Idempotent: running it again adds nothing.
 *
 * - With Hearth running (`npm start`, or HEARTH_GATEWAY_URL pointing at a gateway's /graphql), it
 *   seeds that stack.
 * - Otherwise it starts the back end for the moment (embedded PostgreSQL unless DATABASE_URL is
 *   set), seeds it and stops it again.
 *
 * DATABASE_URL (default: the embedded database) is used once, to create the demo admin — admins
 * cannot sign up through the API.
 */
import { existsSync } from 'node:fs';
import { root, run } from './lib/run.mjs';
import {
  embeddedDatabaseUrl,
  isPortOpen,
  startEmbeddedPostgres,
} from './lib/embedded-postgres.mjs';
import { describeAccounts, seed } from './seed/seed.mjs';

const basePort = Number(process.env.GATEWAY_PORT ?? 4000);
const gatewayUrl = process.env.HEARTH_GATEWAY_URL ?? `http://127.0.0.1:${basePort}/graphql`;

/** True when a gateway answers at `url`. */
async function gatewayUp(url) {
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }' }),
      signal: globalThis.AbortSignal.timeout(3000),
    });
    return res.ok;
  } catch {
    return false;
  }
}

let postgres;
let stack;
let databaseUrl = process.env.DATABASE_URL;
try {
  let url = gatewayUrl;
  if (!databaseUrl) {
    databaseUrl = embeddedDatabaseUrl();
    if (!(await isPortOpen())) postgres = await startEmbeddedPostgres({ log: () => {} });
  }
  if (!(await gatewayUp(gatewayUrl))) {
    if (process.env.HEARTH_GATEWAY_URL) throw new Error(`no gateway answers at ${gatewayUrl}`);
    if (
      !existsSync(`${root}gateway/supergraph.graphql`) ||
      !existsSync(`${root}gateway/dist/main.js`)
    ) {
      await run(process.execPath, ['scripts/build.mjs', '--backend']);
    }
    const { startStack } = await import('./lib/stack.mjs');
    console.log('Hearth is not running: starting the back end for the seed …');
    stack = await startStack({ databaseUrl, basePort, logLevel: 'warn' });
    url = stack.gatewayUrl;
  }
  const result = await seed({ gatewayUrl: url, databaseUrl });
  console.log(`\n${describeAccounts(result).join('\n')}\n`);
} catch (err) {
  console.error(`\nThe seed failed: ${err.message}`);
  process.exitCode = 1;
} finally {
  await stack?.stop();
  await postgres?.stop();
}
