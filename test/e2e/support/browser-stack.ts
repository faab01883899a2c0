/**
 * The set-up every browser test shares: the whole back end (`scripts/lib/stack.mjs`) on a fresh
 * database (a copy of the run's migrated template, ADR 0017) with the built frontends, a scratch
 * folder (the media store's data lives there), Chromium, and pages that record uncaught page
 * errors. By default a file runs on its Jest worker's shared platform, reset to a fresh database
 * for it (ADR 0020); a file with environment of its own gets a stack of its own on `basePort`.
 *
 *   const e2e = await startBrowserStack('guest_explore', 21_600);
 *   const { page } = await e2e.newPage();
 *   await page.goto(`${e2e.base}/?lang=en-CA`);
 *   …
 *   await e2e.stop();
 *
 * Use `e2e.base` and `e2e.stack.gatewayUrl`, never ports derived from `basePort` (the shared
 * platform has its own). Ports stay below the kernel's ephemeral range (32768–60999): give each
 * test file its own `basePort` (grep `startBrowserStack(` and `BASE =` in test/e2e); the shared
 * platforms use 13000–16199.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Download,
  type Page,
} from 'playwright-core';
import { freshDatabase } from '../../support/db.js';
import { sharedPlatform, sharedPlatformMeets } from '../../support/shared-platform.js';
import { startStack } from '../../../scripts/lib/stack.mjs';
import { CHROMIUM_ARGS, chromiumPath } from '../smoke.e2e.js';

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
 * A browser stack for one test file. Without `env`, or with only rate limits the shared platform's
 * generous ones meet (and unless HEARTH_E2E_SHARED=0): the Jest
 * worker's shared platform on a fresh copy of the run's migrated template (`sharedBrowserStack`,
 * ADR 0020). With `env`, or when the run has no template: the back end on database
 * `hearth_test_e2e_<name>` (created afresh, a copy of the template once it is ready —
 * test/support/db.ts) with the gateway on `basePort` and the shell and remotes on
 * `basePort + 100 … + 103`, the shell's origins allowed by CORS and by the local media store, and
 * Chromium launched meanwhile (`chromiumPath()`: `CHROMIUM_PATH`, else Debian's chromium-headless-shell, else chromium); `env` is added to
 * the subgraphs' environment.
 */
export async function startBrowserStack(
  name: string,
  basePort: number,
  env: Record<string, string> = {},
): Promise<BrowserStack> {
  // The default set-up is the worker's shared platform (ADR 0020); HEARTH_E2E_SHARED=0 turns it
  // off. A file with environment of its own gets a stack of its own, unless all it asks for is a
  // rate limit the shared platform's generous ones already meet.
  if (sharedPlatformMeets(env)) {
    const shared = await sharedBrowserStack();
    if (shared) return shared;
  }
  const shell = basePort + 100;
  const origins = [`http://localhost:${shell}`, `http://127.0.0.1:${shell}`];
  const workDir = mkdtempSync(join(tmpdir(), `hearth-${name}-`));
  // Chromium starts while the stack does (neither needs the other until the first page).
  const launching = chromium.launch({
    executablePath: chromiumPath(),
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
  return withPages(
    { stack, databaseUrl, base: `http://localhost:${shell}`, workDir, browser },
    async () => {
      await stack.stop();
      rmSync(workDir, { recursive: true, force: true });
    },
  );
}

/**
 * `fields` with the pages part of a BrowserStack: `newPage` makes contexts in `fields.browser`
 * that record uncaught page errors in `errors`; `stop()` closes them and the browser (for a
 * connected one, the connection), then runs `afterBrowser`.
 */
function withPages(
  fields: Omit<BrowserStack, 'errors' | 'newPage' | 'stop'>,
  afterBrowser: () => Promise<void>,
): BrowserStack {
  const { browser } = fields;
  const contexts: BrowserContext[] = [];
  const errors: string[] = [];
  return {
    ...fields,
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
      await afterBrowser();
    },
  };
}

/**
 * The worker's shared platform (test/support/shared-platform.ts) as this file's browser stack, or
 * undefined when the run has no template to reset it from. The file connects to the platform's
 * Chromium and makes its own contexts; `stop()` closes them and the connection, not the platform.
 */
async function sharedBrowserStack(): Promise<BrowserStack | undefined> {
  const record = await sharedPlatform();
  if (!record) return undefined;
  return withPages(
    {
      stack: { gatewayUrl: record.gatewayUrl, serviceUrls: record.serviceUrls } as Stack,
      databaseUrl: record.databaseUrl,
      base: record.base,
      workDir: record.workDir,
      browser: await chromium.connect(record.wsEndpoint),
    },
    async () => undefined, // the platform stays for the worker's next files
  );
}

/**
 * The bytes of a finished download. Reads them through Playwright's stream, which works both with
 * a browser of the file's own and with the shared platform's browser server (where
 * `download.path()` is not available: the file is on the server's side).
 */
export async function downloadBytes(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
