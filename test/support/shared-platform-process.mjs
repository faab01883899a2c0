#!/usr/bin/env node
/**
 * One browser platform per Jest worker (docs/adr/0020-shared-e2e-platform.md): the whole back end
 * (`scripts/lib/stack.mjs`, in-process bus), the built frontends and a Chromium browser server,
 * started ONCE in this child process by the first browser test file of a Jest worker that asks
 * for it (`sharedPlatform()` in ./shared-platform.ts; browser files through test/e2e/support/browser-stack.ts) and reused by the next ones that worker
 * runs. Each file starts on a fresh copy of the run's migrated template: the caller drops and
 * recreates the platform's database under the running subgraphs (their connection pools reconnect
 * to the new database of the same name), and makes its own browser contexts; none stops it.
 *
 * It is a child process, not the worker itself, because Jest gives each test file its own module
 * registry and globals: a stack started inside one file's sandbox cannot be handed to the next.
 *
 * Input (environment): HEARTH_SHARED_PLATFORM = JSON `{ databaseUrl, basePort, workDir,
 * chromiumPath, chromiumArgs, env }` — `databaseUrl` an existing database (made by the caller from
 * the run's migrated template), `basePort` the gateway's port (services +1 … +6, frontends
 * +100 … +103), `env` extra environment for the subgraphs.
 * Output: one IPC message `{ type: 'ready', gatewayUrl, serviceUrls, base, wsEndpoint }` or
 * `{ type: 'failed', error }`.
 * Lifetime: until its Jest worker goes (the IPC channel closes: the worker ended or was replaced)
 * or SIGTERM; it then closes the browser and the stack and drops its database.
 */
import { chromium } from 'playwright-core';
import { mkdirSync, rmSync } from 'node:fs';
import { copyFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startStack } from '../../scripts/lib/stack.mjs';
import { dropDatabase } from './pg-template.mjs';

const config = JSON.parse(process.env.HEARTH_SHARED_PLATFORM ?? '{}');
const LOGS = fileURLToPath(new URL('../../.tmp/shared-platforms/', import.meta.url));
const shellPort = config.basePort + 100;
const origins = [`http://localhost:${shellPort}`, `http://127.0.0.1:${shellPort}`];

let stack;
let browserServer;
let stopping;

/** Closes the browser and the stack, drops the database and the scratch folder, then exits. */
function stopAll() {
  stopping ??= (async () => {
    await browserServer?.close().catch(() => undefined);
    await stack?.stop().catch(() => undefined);
    await dropDatabase(config.databaseUrl);
    // Its log outlives it (a failing file's reason may be in it): .tmp/shared-platforms/<pid>.log.
    mkdirSync(LOGS, { recursive: true });
    await copyFile(join(config.workDir, 'platform.log'), join(LOGS, `${process.pid}.log`)).catch(
      () => undefined,
    );
    rmSync(config.workDir, { recursive: true, force: true });
    process.exit(0);
  })();
  return stopping;
}

process.on('disconnect', stopAll);
process.on('uncaughtException', (err) => {
  console.error(`shared platform: uncaught ${err?.stack ?? err}`);
  void stopAll();
});
process.on('SIGTERM', stopAll);
process.on('SIGINT', stopAll);

try {
  const launching = chromium.launchServer({
    executablePath: config.chromiumPath,
    args: config.chromiumArgs,
  });
  launching.catch(() => undefined); // awaited below
  stack = await startStack({
    databaseUrl: config.databaseUrl,
    basePort: config.basePort,
    logLevel: 'silent',
    corsOrigins: origins,
    env: {
      CORS_ORIGINS: origins.join(','),
      HEARTH_DATA_DIR: join(config.workDir, 'data'),
      ...config.env,
    },
    frontends: {
      shellPort,
      remotePorts: { guest: shellPort + 1, chef: shellPort + 2, admin: shellPort + 3 },
    },
  });
  browserServer = await launching;
  process.send?.({
    type: 'ready',
    gatewayUrl: stack.gatewayUrl,
    serviceUrls: stack.serviceUrls,
    base: `http://localhost:${shellPort}`,
    wsEndpoint: browserServer.wsEndpoint(),
  });
} catch (err) {
  process.send?.({ type: 'failed', error: String(err?.stack ?? err) });
  await stopAll();
}
