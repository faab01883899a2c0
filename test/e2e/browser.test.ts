/**
 * Browser smoke test against the REAL stack (issue: platform spine, acceptance): the six
 * subgraphs in worker threads on a fresh database, the gateway, the built frontends, and Debian
 * Chromium through playwright-core. Each smoke step is its own test, in order, in one browser.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { freshDatabase } from '../support/db.js';
import { startStack } from '../../scripts/lib/stack.mjs';
import { serveFrontends } from '../../frontends/serve.mjs';
import {
  CHROMIUM_ARGS,
  HOME_HEADING,
  chromiumPath,
  smokeSteps,
  type SmokeContext,
} from './smoke.e2e.js';

type Stack = Awaited<ReturnType<typeof startStack>>;
const BASE = 25_000;
const SHELL = BASE + 100;
const DEGRADED_SHELL = BASE + 110;
const origins = [SHELL, DEGRADED_SHELL].flatMap((p) => [
  `http://localhost:${p}`,
  `http://127.0.0.1:${p}`,
]);

describe('browser smoke (real backend, Chromium)', () => {
  let stack: Stack;
  let browser: Browser;
  let context: BrowserContext;
  let ctx: SmokeContext;

  beforeAll(async () => {
    const databaseUrl = await freshDatabase('hearth_test_e2e');
    stack = await startStack({
      databaseUrl,
      basePort: BASE,
      logLevel: 'silent',
      corsOrigins: origins,
      frontends: {
        shellPort: SHELL,
        remotePorts: { guest: SHELL + 1, chef: SHELL + 2, admin: SHELL + 3 },
      },
    });
    browser = await chromium.launch({
      executablePath: chromiumPath(),
      args: CHROMIUM_ARGS,
    });
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const stamp = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
    ctx = {
      baseUrl: `http://localhost:${SHELL}`,
      page,
      errors,
      account: {
        email: `smoke-${stamp}@example.com`,
        password: 'smokeTest123',
        firstName: 'Smoke',
        lastName: 'Guest',
      },
    };
  }, 90_000);

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await stack?.stop();
  }, 30_000);

  for (const step of smokeSteps) {
    it(
      step.name,
      async () => {
        await step.run(ctx);
      },
      30_000,
    );
  }

  it('shows no uncaught page errors', () => {
    expect(ctx.errors).toEqual([]);
  });

  it('keeps / and /user/* working while the chef remote’s server is down', async () => {
    // A second copy of the frontends whose chef remote points at a port nothing listens on.
    const degraded = await serveFrontends({
      shellPort: DEGRADED_SHELL,
      remotePorts: {
        guest: DEGRADED_SHELL + 1,
        chef: DEGRADED_SHELL + 2,
        admin: DEGRADED_SHELL + 3,
      },
      gatewayUrl: stack.gatewayUrl.replace('127.0.0.1', 'localhost'),
      remoteUrls: { chef: 'http://127.0.0.1:9/remoteEntry.js' },
    });
    const page = await context.newPage();
    try {
      const base = `http://localhost:${DEGRADED_SHELL}`;
      await page.goto(`${base}/`);
      await page.getByTestId('site-header').waitFor();
      await page.getByTestId('site-footer').waitFor();
      await page.goto(`${base}/user/explore`);
      // The guest remote rendered its page (not only the shell's footer) before looking for the
      // fallback.
      await page.getByRole('heading', { level: 1, name: 'Explore', exact: true }).waitFor();
      await page.getByTestId('site-footer').waitFor();
      expect(await page.getByText('This part of Hearth is not available right now').count()).toBe(
        0,
      );
      await page.goto(`${base}/chef/dashboard`);
      await page
        .getByText('This part of Hearth is not available right now')
        .waitFor({ timeout: 15_000 });
      expect(await page.getByTestId('site-header').isVisible()).toBe(true);
      await page.getByRole('link', { name: 'Hearth home' }).click();
      // The URL changes before React renders the home page: wait for the page, then check where.
      await page.getByRole('heading', { level: 1, name: HOME_HEADING }).waitFor();
      expect(page.url()).toBe(`${base}/`);
    } finally {
      await page.close();
      await degraded.close();
    }
  }, 45_000);
});
