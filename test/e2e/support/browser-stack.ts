/**
 * The set-up every browser test shares: the whole back end (`scripts/lib/stack.mjs`) on a fresh
 * database (a copy of the run's migrated template, ADR 0017) with the built frontends on `basePort + 100 … + 103`, a scratch folder (the media
 * store's data lives there), Chromium, and pages that record uncaught page errors.
 *
 *   const e2e = await startBrowserStack('guest_explore', 21_600);
 *   const { page } = await e2e.newPage();
 *   await page.goto(`${e2e.base}/?lang=en-CA`);
 *   …
 *   await e2e.stop();
 *
 * Ports stay below the kernel's ephemeral range (32768–60999): give each test file its own
 * `basePort` (grep `startBrowserStack(` and `BASE =` in test/e2e).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from 'playwright-core';
import { freshDatabase } from '../../support/db.js';
import { startStack } from '../../../scripts/lib/stack.mjs';
import { CHROMIUM_ARGS } from '../smoke.e2e.js';

type Stack = Awaited<ReturnType<typeof startStack>>;

/** The defaults of every context: a desktop window, English (Canada), Toronto time. */
export const DEFAULT_CONTEXT: BrowserContextOptions = {
  viewport: { width: 1280, height: 900 },
  locale: 'en-CA',
  timezoneId: 'America/Toronto',
};

/** A running stack with a browser; see `startBrowserStack`. */
export interface BrowserStack {
  stack: Stack;
  /** The fresh database the stack runs on (e.g. for `GatewayClient.createAdmin`). */
  databaseUrl: string;
  /** The shell's address, e.g. `http://localhost:21700`. */
  base: string;
  /** Scratch folder, removed by `stop()`. */
  workDir: string;
  browser: Browser;
  /** Uncaught page errors of every page made by `newPage` (a test usually expects none). */
  errors: string[];
  /** A new context (defaults: `DEFAULT_CONTEXT`) and its first page. */
  newPage(options?: BrowserContextOptions): Promise<{ context: BrowserContext; page: Page }>;
  /** Closes the contexts, the browser and the stack, and removes the scratch folder. */
  stop(): Promise<void>;
}

/**
 * Starts the back end on database `hearth_test_e2e_<name>` (created afresh, a copy of the run's
 * migrated template once it is ready — test/support/db.ts) with the gateway on `basePort` and the
 * shell and remotes on `basePort + 100 … + 103`, the shell's origins allowed by CORS and by the
 * local media store, and launches Chromium meanwhile (`CHROMIUM_PATH`, default
 * `/usr/bin/chromium`). `env` is added to the subgraphs' environment.
 */
export async function startBrowserStack(
  name: string,
  basePort: number,
  env: Record<string, string> = {},
): Promise<BrowserStack> {
  const shell = basePort + 100;
  const origins = [`http://localhost:${shell}`, `http://127.0.0.1:${shell}`];
  const workDir = mkdtempSync(join(tmpdir(), `hearth-${name}-`));
  // Chromium starts while the stack does (neither needs the other until the first page).
  const launching = chromium.launch({
    executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  launching.catch(() => undefined); // awaited below; a failure is reported there
  let stack: Stack;
  let databaseUrl: string;
  try {
    databaseUrl = await freshDatabase(`hearth_test_e2e_${name}`);
    stack = await startStack({
      databaseUrl,
      basePort,
      logLevel: 'silent',
      corsOrigins: origins,
      env: { CORS_ORIGINS: origins.join(','), HEARTH_DATA_DIR: join(workDir, 'data'), ...env },
      frontends: {
        shellPort: shell,
        remotePorts: { guest: shell + 1, chef: shell + 2, admin: shell + 3 },
      },
    });
  } catch (err) {
    await launching.then((b) => b.close()).catch(() => undefined);
    throw err;
  }
  let browser: Browser;
  try {
    browser = await launching;
  } catch (err) {
    await stack.stop();
    throw err;
  }
  const contexts: BrowserContext[] = [];
  const errors: string[] = [];
  return {
    stack,
    databaseUrl,
    base: `http://localhost:${shell}`,
    workDir,
    browser,
    errors,
    async newPage(options = {}) {
      const context = await browser.newContext({ ...DEFAULT_CONTEXT, ...options });
      contexts.push(context);
      const page = await context.newPage();
      page.on('pageerror', (e) => errors.push(e.message));
      return { context, page };
    },
    async stop() {
      for (const c of contexts) await c.close().catch(() => undefined);
      await browser.close().catch(() => undefined);
      await stack.stop();
      rmSync(workDir, { recursive: true, force: true });
    },
  };
}
