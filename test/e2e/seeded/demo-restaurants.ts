/**
 * "The first ten minutes" in Chromium on the REAL stack with the demo seed (what `npm start` puts
 * in an empty database: `seedIfEmpty`, 12 Toronto restaurants with sessions over the next 14
 * days): every demo restaurant's page (/restaurant/<slug>) opens on a date and a fulfilment mode
 * with orderable dishes — for a signed-out visitor and for a signed-in guest — never on "This chef
 * does not have any cooking sessions in …" (the page picks the first date and mode with dishes,
 * `dishListSelection`). Orderable means: a dish card opens its modal with an enabled Add to Cart;
 * the guest actually adds a dish of every restaurant to the cart.
 *
 * Runs on the shared demo stack (./demo.ts, test/e2e/demo-seed.test.ts). With HEARTH_SHOTS_DIR set
 * it saves two restaurant pages at 375 and 1280 px.
 */
import { beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import type { SeedResult } from '../../../scripts/seed/seed.mjs';
import { eventually } from '../../support/db.js';
import type { BrowserStack } from '../support/browser-stack.js';
import { heading, logInInBrowser } from '../support/chef-browser.js';
import type { SeededDemo } from './demo.js';

const NO_SESSIONS = /This chef does not have any cooking sessions in/;

/** Every demo restaurant's page in Chromium, on the stack `demo` holds once its `beforeAll` ran. */
export function describeDemoRestaurants(demo: SeededDemo): void {
  describe('every demo restaurant opens showing orderable dishes (demo seed, Chromium)', () => {
    let e2e: BrowserStack;
    let base: string;
    let seeded: SeedResult;
    let errors: string[] = [];
    const shots = process.env['HEARTH_SHOTS_DIR'];

    /** Saves `page` at 375 and 1280 px wide (when HEARTH_SHOTS_DIR is set), then back to 1280. */
    const shoot = async (page: Page, name: string) => {
      if (!shots) return;
      // From the top: the sticky header would otherwise be drawn across the middle of a full page.
      await page.evaluate(() => window.scrollTo(0, 0));
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.waitForTimeout(300);
        await page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: true });
      }
      await page.setViewportSize({ width: 1280, height: 900 });
    };

    /**
     * Opens the restaurant's page as a user would (no ?date= or ?mode=) and checks what it opens on:
     * a chosen date and mode, dish cards and no "no sessions" message. Returns the first dish card's
     * modal with its enabled Add to Cart button, and the date and mode the page chose.
     */
    const openRestaurant = async (page: Page, chef: SeedResult['chefs'][number]) => {
      await page.goto(`${base}/restaurant/${chef.slug}?lang=en-CA`);
      await heading(page, chef.restaurant, 1, 30_000);
      const dishes = page.getByRole('region', { name: 'Dishes' });
      const cards = dishes.getByTestId('dish-card');
      // Either cards or the empty state shows once the sessions are in; wait for one of them.
      await cards.or(page.getByText(NO_SESSIONS)).first().waitFor({ timeout: 30_000 });
      const empty = await page.getByText(NO_SESSIONS).count();
      const date = await page.locator('input[name="dish-date"]:checked').getAttribute('value');
      const mode = await page.locator('input[name="dish-mode"]:checked').getAttribute('value');
      expect({ restaurant: chef.restaurant, empty, date: !!date, mode: !!mode }).toEqual({
        restaurant: chef.restaurant,
        empty: 0,
        date: true,
        mode: true,
      });
      expect(await cards.count()).toBeGreaterThan(0);
      await cards.first().click();
      const modal = page.getByRole('dialog');
      const name = (await modal.getByRole('heading').first().innerText()).trim();
      const add = modal.getByRole('button', { name: /^Add to Cart · \$\d+\.\d\d$/ });
      await add.waitFor();
      expect(await add.isEnabled()).toBe(true);
      return { modal, add, name, date, mode };
    };

    beforeAll(() => {
      e2e = demo.e2e;
      ({ base, errors } = e2e);
      seeded = demo.seeded;
    });

    it('seeds 12 restaurants, each with its own page address', () => {
      expect(seeded.chefs).toHaveLength(12);
      expect(new Set(seeded.chefs.map((c) => c.slug)).size).toBe(12);
    });

    it('a signed-out visitor: every restaurant opens on a date and mode with an orderable dish', async () => {
      const { page } = await e2e.newPage();
      const opened: string[] = [];
      for (const [i, chef] of seeded.chefs.entries()) {
        const { modal, date, mode } = await openRestaurant(page, chef);
        opened.push(`${chef.slug} ${date} ${mode}`);
        await page.keyboard.press('Escape');
        await modal.waitFor({ state: 'detached' });
        if (i < 2) await shoot(page, `seed-restaurant-${i + 1}-visitor`);
      }
      expect(opened).toHaveLength(12);
      // The visitor's Add to Cart asks them to log in (guests only), on the page they are on.
      const { add } = await openRestaurant(page, seeded.chefs[0]!);
      await add.click();
      await page.getByRole('dialog', { name: 'Log in to Hearth' }).waitFor();
      expect(new URL(page.url()).pathname).toBe(`/restaurant/${seeded.chefs[0]!.slug}`);
      expect(errors).toEqual([]);
    }, 300_000);

    it('a signed-in guest: every restaurant opens on orderable dishes, and one of each goes into the cart', async () => {
      const { page } = await e2e.newPage();
      await page.goto(`${base}/?lang=en-CA`);
      // The second demo guest: the guest journey (./guest-journey.ts) orders as the first.
      await logInInBrowser(page, seeded.guests[1]!.email, seeded.password);
      for (const chef of seeded.chefs) {
        const { modal, add, name } = await openRestaurant(page, chef);
        await add.click();
        await page
          .getByRole('status')
          .filter({ hasText: `${name} was added to your cart` })
          .waitFor({ timeout: 15_000 });
        await modal.waitFor({ state: 'detached' });
      }
      await shoot(page, 'seed-restaurant-12-guest');

      // The first demo restaurant (Nonna Rosa’s) opens on a pickup date, so its dish is a pickup one:
      // its checkout on Pickup has no "Delivery fee $0.00" line, and the total is the subtotal plus
      // the restaurant's HST 13 % (a Toronto pickup, rounded half-up once: docs/rules/tax.md).
      const first = seeded.chefs[0]!;
      await page.goto(`${base}/user/cart?lang=en-CA`);
      const group = page.getByRole('region', { name: first.restaurant });
      await group.locator('button:not([disabled])', { hasText: /^Checkout$/ }).click();
      await heading(page, 'Checkout', 1);
      await page.getByRole('radio', { name: 'Pickup' }).check();
      await page.getByText('HST 13%').waitFor({ timeout: 15_000 });
      expect(await page.getByTestId('checkout-fee').count()).toBe(0);
      expect(await page.getByText('Delivery fee', { exact: true }).count()).toBe(0);
      const cents = async (testId: string) =>
        Math.round(Number((await page.getByTestId(testId).innerText()).replace('$', '')) * 100);
      const subtotal = await cents('checkout-subtotal');
      expect(await cents('checkout-tax')).toBe(Math.floor((subtotal * 13 + 50) / 100));
      expect(await cents('checkout-total')).toBe(subtotal + (await cents('checkout-tax')));
      await shoot(page, 'seed-checkout-pickup');
      expect(errors).toEqual([]);
    }, 400_000);

    it('cards whose images fail to load show a letter, not a broken image (explore and a restaurant page)', async () => {
      const { page } = await e2e.newPage();
      // Every image answers 404 (a removed upload, a media store that is down).
      await page.route(
        (url) => /\.(jpe?g|png|webp)(\?|$)/.test(url.pathname + url.search),
        (route) => route.fulfill({ status: 404, body: '' }),
      );
      await page.goto(`${base}/user/explore?lang=en-CA`);
      await heading(page, 'Explore', 1);
      const results = page.getByRole('list', { name: 'Restaurants' });
      const cards = results.getByRole('article');
      await cards.first().waitFor();
      // Lazy images load as they scroll into view: bring each card in, then look.
      for (const card of await cards.all()) await card.scrollIntoViewIfNeeded();
      await eventually(async () => (await results.locator('img').count()) === 0, 15_000);
      const first = cards.first();
      const name = (await first.getByRole('heading').innerText()).trim();
      expect((await first.innerText()).trim().startsWith(name.slice(0, 1).toUpperCase())).toBe(
        true,
      );
      await shoot(page, 'seed-explore-broken-images');

      await page.goto(`${base}/restaurant/${seeded.chefs[0]!.slug}?lang=en-CA`);
      await heading(page, seeded.chefs[0]!.restaurant, 1, 30_000);
      const pictures = page.getByTestId('dish-card-picture');
      await pictures.first().waitFor();
      for (const picture of await pictures.all()) await picture.scrollIntoViewIfNeeded();
      await eventually(
        async () => (await page.getByTestId('dish-card').locator('img').count()) === 0,
      );
      expect((await pictures.first().innerText()).trim()).toMatch(/^\p{Lu}$/u);
      await shoot(page, 'seed-restaurant-broken-images');
      // The dish modal leaves the photo out; its details and Add to Cart stay.
      await page.getByTestId('dish-card').first().click();
      const modal = page.getByRole('dialog');
      await modal.getByRole('button', { name: /^Add to Cart/ }).waitFor();
      await eventually(async () => (await modal.locator('img').count()) === 0);
      expect(errors).toEqual([]);
    }, 120_000);
  });
}
