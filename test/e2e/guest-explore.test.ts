/**
 * Guest discovery in Chromium on the REAL stack (six subgraphs on a fresh database, gateway on
 * 21600, built frontends on 21700–21703; build the shell and guest apps first). Two public
 * restaurants are set up through the gateway (chefs onboarded, approved, bank details, a dish and a
 * cooking session each). Then, like a user: a visitor explores, filters by a dish category (the
 * filter survives a reload), opens a restaurant with its Menu button (the locale stays in the URL),
 * sees its dishes for the first open date, opens the dish modal, steps the quantity (never below 1,
 * the price follows) and, pressing Add to Cart, gets the log-in modal (guests only). A guest then
 * favourites a restaurant on explore, finds it on /user/favorites and removes it there. A third
 * chef, Phở Nhà Thanh in Malvern (delivery within 5 km only), shows explore by where the guest
 * is and when they eat: a downtown postal code lists only the two downtown kitchens, with their
 * distance, on their cooking day and not the day after; Malvern's lists Phở Nhà Thanh; "pho" and
 * "lasagne" find their restaurants despite the accent and the typo. A guest whose dietary profile
 * is vegan sees only Kofi's vegan kitchen until 'Show every chef'.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { eventually } from '../support/db.js';
import { startBrowserStack, type BrowserStack } from './support/browser-stack.js';
import { GatewayClient, dishInput, type Account } from './support/chef-setup.js';
import { heading, logInInBrowser } from './support/chef-browser.js';
import { publishChef } from './support/public-chef.js';

const BASE = 21_600;

const EXPLORE = `query Explore { exploreRestaurants(limit: 12) { items { name } } }`;

describe('guest explore, restaurant page and favourites (real stack, Chromium)', () => {
  let e2e: BrowserStack;
  let base: string;
  let api: GatewayClient;
  let page: Page;
  let guest: Account;
  let errors: string[] = [];

  beforeAll(async () => {
    e2e = await startBrowserStack('guest_explore', BASE);
    ({ base, errors } = e2e);
    api = new GatewayClient(e2e.stack.gatewayUrl);
    const admin = await api.createAdmin(e2e.databaseUrl);
    // Each with one dish cooking in 3 days.
    await publishChef(api, admin, {
      firstName: 'Rosa',
      lastName: 'Mensah',
      restaurantName: 'Rosa’s Kitchen',
      dish: dishInput('Lasagna al forno', 1850),
    });
    await publishChef(api, admin, {
      firstName: 'Kofi',
      lastName: 'Mensah',
      restaurantName: 'Kofi’s Table',
      dish: { ...dishInput('Red lentil dal', 1200), cuisine: 'Italian', categories: ['VEGAN'] },
    });
    await publishChef(api, admin, {
      firstName: 'Thanh',
      lastName: 'Nguyen',
      restaurantName: 'Phở Nhà Thanh',
      restaurant: {
        description: 'Beef noodle soup simmered overnight, from Malvern.',
        postalCode: 'M1B 1A1',
        latitude: 43.8,
        longitude: -79.23,
        offersPickup: false,
        deliveryRadiusKm: 5,
        cuisines: ['Vietnamese'],
      },
      dish: { ...dishInput('Phở bò tái', 1600), cuisine: 'Vietnamese', categories: ['DAIRY_FREE'] },
    });
    guest = await api.signUp('GUEST', 'Gina', 'Guest');
    // Both restaurants are in explore once the chefs' events reached its projection.
    await eventually(async () => {
      const res = await api.call<{ exploreRestaurants: { items: unknown[] } }>(EXPLORE);
      return (res.data?.exploreRestaurants.items.length ?? 0) === 3;
    }, 30_000);
    ({ page } = await e2e.newPage());
  }, 300_000);

  afterAll(async () => {
    await e2e?.stop();
  }, 60_000);

  it('a visitor explores, filters, opens a restaurant and its dish, and is asked to log in', async () => {
    await page.goto(`${base}/user/explore?lang=en-CA`);
    await heading(page, 'Explore', 1);
    const results = page.getByRole('list', { name: 'Restaurants' });
    await results.getByRole('article', { name: 'Rosa’s Kitchen' }).waitFor();
    await results.getByRole('article', { name: 'Kofi’s Table' }).waitFor();

    // The box shows checked at once (optimistic) while the router's transition runs: click and
    // wait for what follows rather than `check()`, which could see it between the two states.
    await page.getByRole('checkbox', { name: 'Vegan' }).click();
    await page.getByRole('checkbox', { name: 'Vegan', checked: true }).waitFor();
    await results.getByRole('article', { name: 'Rosa’s Kitchen' }).waitFor({ state: 'detached' });
    await results.getByRole('article', { name: 'Kofi’s Table' }).waitFor();
    // The filter lives in the URL (the reload below keeps it).
    await page.waitForURL(/category=VEGAN/);
    await page.reload();
    await results.getByRole('article', { name: 'Kofi’s Table' }).waitFor();
    expect(await page.getByRole('checkbox', { name: 'Vegan' }).isChecked()).toBe(true);
    expect(await results.getByRole('article').count()).toBe(1);

    await results.getByRole('link', { name: 'Menu of Kofi’s Table' }).click();
    await heading(page, 'Kofi’s Table', 1);
    expect(new URL(page.url()).searchParams.get('lang')).toBe('en-CA');
    const dish = page.getByRole('button', { name: /Red lentil dal/ });
    await dish.waitFor();
    await dish.click();
    const modal = page.getByRole('dialog', { name: 'Red lentil dal' });
    await modal.getByText('Keep refrigerated until reheating.').waitFor();
    await modal.getByText('Min 1 · Max 8 · 8 remaining').waitFor();
    await modal.getByRole('button', { name: 'Add to Cart · $12.00' }).waitFor();
    // At 1 the stepper cannot go lower, even by typing 0.
    expect(await modal.getByRole('button', { name: 'Decrease Quantity' }).isDisabled()).toBe(true);
    await modal.getByRole('spinbutton', { name: 'Quantity' }).fill('0');
    await modal.getByRole('button', { name: 'Add to Cart · $12.00' }).waitFor();
    expect(await modal.getByRole('spinbutton', { name: 'Quantity' }).inputValue()).toBe('1');
    await modal.getByRole('button', { name: 'Increase Quantity' }).click();
    await modal.getByRole('button', { name: 'Add to Cart · $24.00' }).click();
    await page.getByRole('dialog', { name: 'Log in to Hearth' }).waitFor();
    expect(errors).toEqual([]);
  }, 120_000);

  it('a visitor finds who can feed them at a postal code on a date; "pho" finds Phở', async () => {
    // The cooking day of every session here (3 days ahead, Toronto), and the day after.
    const day = (ahead: number) =>
      new Date(Date.now() + ahead * 86_400_000).toLocaleDateString('en-CA', {
        timeZone: 'America/Toronto',
      });
    await page.goto(`${base}/user/explore?lang=en-CA`);
    const results = page.getByRole('list', { name: 'Restaurants' });
    await results.getByRole('article', { name: 'Phở Nhà Thanh' }).waitFor();
    const postal = page.getByRole('textbox', { name: 'Your postal code' });

    // Downtown: the two kitchens that deliver there (8 km), not Malvern's (5 km, 21 km away).
    await postal.fill('M5H 2N2');
    await page.getByRole('button', { name: 'Apply' }).click();
    await results.getByRole('article', { name: 'Phở Nhà Thanh' }).waitFor({ state: 'detached' });
    const rosa = results.getByRole('article', { name: 'Rosa’s Kitchen' });
    await rosa.getByText(/^\d+\.\d km away · Delivers to you$/).waitFor();
    expect(await results.getByRole('article').count()).toBe(2);
    await page.getByLabel('Date').fill(day(3));
    await page.waitForURL(new RegExp(`date=${day(3)}`));
    await rosa.waitFor();
    expect(await results.getByRole('article').count()).toBe(2);
    await page.getByLabel('Date').fill(day(4));
    await heading(page, 'No restaurants match your search');

    // Malvern on the cooking day: Phở Nhà Thanh, nearest first.
    await page.getByLabel('Date').fill(day(3));
    await postal.fill('M1B 1A1');
    await postal.press('Enter');
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('distance');
    const pho = results.getByRole('article', { name: 'Phở Nhà Thanh' });
    await pho.getByText('0.4 km away · Delivers to you').waitFor();
    expect(await results.getByRole('article').count()).toBe(1);

    // Text search ignores accents and forgives a typo.
    await page.goto(`${base}/user/explore?lang=en-CA&q=pho`);
    await pho.waitFor();
    expect(await results.getByRole('article').count()).toBe(1);
    await page.goto(`${base}/user/explore?lang=en-CA&q=lasagne`);
    await rosa.waitFor();
    expect(await results.getByRole('article').count()).toBe(1);
    expect(errors).toEqual([]);
  }, 120_000);

  it('a guest favourites a restaurant, finds it in Favorites and removes it there', async () => {
    await page.goto(`${base}/?lang=en-CA`);
    await logInInBrowser(page, guest.email, guest.password);
    await page.goto(`${base}/user/explore?lang=en-CA`);
    const card = page.getByRole('article', { name: 'Rosa’s Kitchen' });
    const heart = card.getByRole('button', { name: 'Favourite Rosa’s Kitchen' });
    await heart.waitFor();
    expect(await heart.getAttribute('aria-pressed')).toBe('false');
    await heart.click();
    await card.locator('button[aria-pressed="true"]').waitFor();

    await page.goto(`${base}/user/favorites?lang=en-CA`);
    await heading(page, 'Favorites', 1);
    const favourite = page
      .getByRole('list', { name: 'Favourite restaurants' })
      .getByRole('article', { name: 'Rosa’s Kitchen' });
    await favourite.waitFor();
    await favourite.getByRole('button', { name: 'Favourite Rosa’s Kitchen' }).click();
    await heading(page, 'No favourites yet');
    // The server agrees after a reload.
    await page.reload();
    await heading(page, 'No favourites yet');
    expect(errors).toEqual([]);
  }, 120_000);

  it("a guest's dietary profile (vegan) lists only the chefs with a vegan dish until Show every chef", async () => {
    const SET_PROFILE = `mutation($diets: [Diet!]) {
      setDietaryProfile(input: { avoidAllergens: [], diets: $diets }) { __typename } }`;
    const set = async (diets: string[]) =>
      expect(
        (
          await api.call<{ setDietaryProfile: { __typename: string } }>(
            SET_PROFILE,
            { diets },
            guest.token,
          )
        ).data?.setDietaryProfile.__typename,
      ).toBe('DietaryProfile');
    await set(['VEGAN']);
    await page.goto(`${base}/user/explore?lang=en-CA`);
    const results = page.getByRole('list', { name: 'Restaurants' });
    await page.getByText('Showing chefs with dishes that fit your dietary profile.').waitFor();
    await results.getByRole('article', { name: 'Kofi’s Table' }).waitFor();
    expect(await results.getByRole('article').count()).toBe(1);
    // The switch, by keyboard.
    await page.getByRole('switch', { name: 'Show every chef' }).focus();
    await page.keyboard.press('Space');
    await results.getByRole('article', { name: 'Rosa’s Kitchen' }).waitFor();
    expect(await results.getByRole('article').count()).toBe(3);
    await set([]);
    expect(errors).toEqual([]);
  }, 120_000);

  it('the signed-in guest adds a dish to the cart from the dish modal', async () => {
    await page.goto(`${base}/user/explore?lang=en-CA&q=Kofi`);
    await page.getByRole('link', { name: 'Menu of Kofi’s Table' }).click();
    await heading(page, 'Kofi’s Table', 1);
    await page.getByRole('button', { name: /Red lentil dal/ }).click();
    const modal = page.getByRole('dialog', { name: 'Red lentil dal' });
    await modal.getByRole('button', { name: 'Increase Quantity' }).click();
    await modal.getByRole('button', { name: 'Add to Cart · $24.00' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: 'Red lentil dal was added to your cart' })
      .waitFor();
    await modal.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
  }, 120_000);
});
