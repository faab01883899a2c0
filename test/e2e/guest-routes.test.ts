/**
 * Guest routes for a signed-out visitor, and the restaurant page's first date and mode, in
 * Chromium on the REAL stack (six subgraphs on a fresh database, gateway on 26400, built frontends
 * on 26500–26503; build the shell and guest apps first). One chef's restaurant offers delivery and
 * pickup, but its only cooking session is pickup only. Like a user:
 * 1. a visitor opens a shared /explore link: explore (/user/explore, query kept) with the band
 *    offering to log in or sign up — not 'Page not found';
 * 2. the visitor opens the restaurant: it opens on the first date with Pickup chosen and the dish
 *    showing, not on an empty Delivery with the no-sessions message; its HTML as served (no
 *    JavaScript) already has its name and the dish, and the app takes it over with nothing logged
 *    about hydration (issue 25, server-rendered public pages);
 * 3. the visitor opens a shared /orders link: asked to log in or sign up, logs in from that prompt
 *    and is on /user/orders, the page itself;
 * 4. the guest adds the dish and opens the checkout from the cart;
 * 5. nothing jumps (issue 25): each public route, loaded afresh on a slow link at 375 and 1280 px,
 *    has no layout shift over 0.01 (the browser's `layout-shift` entries) from its first paint to
 *    its data.
 * With HEARTH_SHOTS_DIR set it saves each screen at 375 and 1280 px.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { startBrowserStack, type BrowserStack } from './support/browser-stack.js';
import { GatewayClient, type Account } from './support/chef-setup.js';
import { heading } from './support/chef-browser.js';
import { publishChef, type PublishedChef } from './support/public-chef.js';

const BASE = 26_400;

describe('guest routes signed out, restaurant page first date and mode (real stack, Chromium)', () => {
  let e2e: BrowserStack;
  let base: string;
  let page: Page;
  let ama: PublishedChef;
  let guest: Account;
  let errors: string[] = [];
  const shots = process.env.HEARTH_SHOTS_DIR;
  /** Saves `page` at 375 and 1280 px wide (when HEARTH_SHOTS_DIR is set), then back to 1280. */
  const shoot = async (name: string) => {
    if (!shots) return;
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.waitForTimeout(200);
      await page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: true });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  };

  beforeAll(async () => {
    e2e = await startBrowserStack('guest_routes', BASE);
    ({ base, errors } = e2e);
    const api = new GatewayClient(e2e.stack.gatewayUrl);
    const admin = await api.createAdmin(e2e.databaseUrl);
    // The restaurant offers both; its one session (in 3 days) is pickup only.
    ama = await publishChef(api, admin, {
      firstName: 'Ama',
      restaurantName: 'Ama’s Pot',
      session: { offersDelivery: false, offersPickup: true },
    });
    guest = await api.signUp('GUEST', 'Gina', 'Guest');
    ({ page } = await e2e.newPage());
  }, 300_000);

  afterAll(async () => {
    await e2e?.stop();
  }, 60_000);

  it('a shared /explore link opens explore with a log-in / sign-up band', async () => {
    await page.goto(`${base}/explore?lang=en-CA`);
    await page.waitForURL(/\/user\/explore\?lang=en-CA$/);
    await heading(page, 'Explore', 1);
    const band = page.getByRole('complementary', { name: 'Log in or sign up' });
    await band.getByRole('button', { name: 'Sign up' }).waitFor();
    await page.getByRole('article', { name: 'Ama’s Pot' }).waitFor();
    expect(await page.getByText('Page not found').count()).toBe(0);
    await shoot('guest-explore-signed-out');
    expect(errors).toEqual([]);
  }, 120_000);

  it('the restaurant page opens on the first date and mode that have dishes', async () => {
    await page.goto(`${base}/restaurant/${ama.restaurant.slug}?lang=en-CA`);
    await heading(page, 'Ama’s Pot', 1);
    await page.getByRole('button', { name: /Lasagna al forno/ }).waitFor();
    expect(await page.getByRole('radio', { name: 'Pickup' }).isChecked()).toBe(true);
    expect(await page.getByText(/does not have any cooking sessions/).count()).toBe(0);
    await shoot('restaurant-first-date-pickup');
    expect(errors).toEqual([]);
  }, 120_000);

  it('the restaurant page comes as HTML with its name and dish; the app takes it over cleanly', async () => {
    // As served, before any JavaScript (issue 25: the first paint needs none).
    const served = await fetch(`${base}/restaurant/${ama.restaurant.slug}?lang=en-CA`);
    expect(served.status).toBe(200);
    const html = await served.text();
    expect(html).toContain('<h1>Ama’s Pot</h1>');
    expect(html).toContain('Lasagna al forno');
    // Then in the browser: the live page replaces it, with nothing logged about hydration.
    const logged: string[] = [];
    const { context, page: fresh } = await e2e.newPage();
    fresh.on('console', (message) => logged.push(message.text()));
    await fresh.goto(`${base}/restaurant/${ama.restaurant.slug}?lang=en-CA`);
    await fresh.locator('#root:not([data-ssr])').waitFor({ state: 'attached', timeout: 30_000 });
    await heading(fresh, 'Ama’s Pot', 1);
    await fresh.getByRole('button', { name: /Lasagna al forno/ }).waitFor();
    expect(logged.filter((text) => /hydrat|did not match/i.test(text))).toEqual([]);
    await context.close();
    expect(errors).toEqual([]);
  }, 120_000);

  it('a shared /orders link asks to log in or sign up, then shows the orders there', async () => {
    await page.goto(`${base}/orders?lang=en-CA`);
    await page.waitForURL(/\/user\/orders\?lang=en-CA$/);
    await heading(page, 'Log in or sign up to continue', 1);
    await shoot('guest-orders-signed-out');
    await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log in to Hearth' });
    await dialog.getByLabel('Email').fill(guest.email);
    await dialog.getByLabel('Password').fill(guest.password);
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await dialog.waitFor({ state: 'detached', timeout: 15_000 });
    await heading(page, 'Orders', 1);
    expect(new URL(page.url()).pathname).toBe('/user/orders');
    expect(errors).toEqual([]);
  }, 120_000);

  it('nothing jumps: no layout shift over 0.01 on the public routes while they load', async () => {
    const routes = ['/', '/user/explore', `/restaurant/${ama.restaurant.slug}`, '/faqs'];
    const shifts: { route: string; width: number; value: number; sources: string[] }[] = [];
    for (const width of [375, 1280]) {
      for (const route of routes) {
        const { context, page: fresh } = await e2e.newPage({ viewport: { width, height: 800 } });
        // A slow link (150 ms each way): data arrives well after the first paint, as on a phone.
        const cdp = await context.newCDPSession(fresh);
        await cdp.send('Network.emulateNetworkConditions', {
          offline: false,
          latency: 150,
          downloadThroughput: -1,
          uploadThroughput: -1,
        });
        await fresh.addInitScript(() => {
          const seen: { value: number; sources: string[] }[] = [];
          (window as unknown as { __shifts: typeof seen }).__shifts = seen;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & {
              value: number;
              hadRecentInput: boolean;
              sources?: { node?: Node }[];
            })[]) {
              if (entry.hadRecentInput) continue;
              const sources = (entry.sources ?? []).map((s) => s.node?.nodeName ?? '?');
              seen.push({ value: entry.value, sources });
            }
          }).observe({ type: 'layout-shift', buffered: true });
        });
        await fresh.goto(`${base}${route}?lang=en-CA`);
        await fresh.locator('h1').first().waitFor({ timeout: 30_000 });
        await fresh.waitForLoadState('networkidle');
        const seen = await fresh.evaluate(
          () =>
            (window as unknown as { __shifts: { value: number; sources: string[] }[] }).__shifts,
        );
        for (const s of seen) shifts.push({ route, width, ...s });
        await context.close();
      }
    }
    expect(shifts.filter((s) => s.value > 0.01)).toEqual([]);
    expect(errors).toEqual([]);
  }, 180_000);

  it('the guest adds the dish and opens the checkout', async () => {
    await page.goto(`${base}/restaurant/${ama.restaurant.slug}?lang=en-CA`);
    await page.getByRole('button', { name: /Lasagna al forno/ }).click();
    const modal = page.getByRole('dialog', { name: 'Lasagna al forno' });
    await modal.getByRole('button', { name: /Add to Cart/ }).click();
    await modal.waitFor({ state: 'detached' });
    await page.goto(`${base}/user/cart?lang=en-CA`);
    await page.locator('button:not([disabled])', { hasText: /^Checkout$/ }).click();
    await heading(page, 'Checkout', 1);
    await page.getByRole('radio', { name: 'Pickup' }).waitFor();
    await page.getByRole('button', { name: 'Place order' }).waitFor();
    await shoot('checkout-after-move');
    expect(errors).toEqual([]);
  }, 120_000);
});
