/**
 * The chef acceptance journey in Chromium on the REAL stack (six subgraphs on a fresh database,
 * gateway on 27800, built frontends on 27900–27903; build the chef, admin and shell apps first):
 * sign up as a chef → the five wizard steps with real image files (reloading at each step resumes
 * after the furthest step saved) → the processing screen → an admin approves in the admin panel →
 * the chef's bell and an e-mail tell the approval, the dashboard opens → two more dishes with
 * ingredients, a menu, a Weekly session for the coming two weeks and bank details → the restaurant
 * is public (restaurantBySlug for a visitor, the home page's kitchens carousel). Every step is
 * clicked and typed like a user would; the gateway is only used to read back what was saved (as the
 * chef, in a session of its own) and to check what a visitor sees.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { DateTime } from 'luxon';
import { type BrowserContext, type Page } from 'playwright-core';
import { BankDetailsBanners } from '@hearth/contracts';
import { eventually } from '../support/db.js';
import { DEFAULT_CONTEXT, startBrowserStack, type BrowserStack } from './support/browser-stack.js';
import {
  GET_COOKING_SESSIONS,
  GatewayClient,
  MY_KITCHEN,
  type Account,
} from './support/chef-setup.js';
import {
  acceptTermsOfUse,
  approveInAdminPanel,
  fillCredentials,
  fillDishForm,
  fillFirstDish,
  fillGeneralInformation,
  fillRestaurant,
  heading,
  logInInBrowser,
  notificationTitles,
  signUpInBrowser,
  submitDialog,
  writeImageFiles,
  type ChefPerson,
  type DishInBrowser,
  type ImageFiles,
} from './support/chef-browser.js';

/** Below the kernel's ephemeral range (32768+): no outgoing connection can hold these ports. */
const BASE = 27_800;
/** The shell's address (the stack's, set by `beforeAll`). */
let base: string;
const ZONE = 'America/Toronto';
const RESTAURANT = 'Rosa’s Trattoria';
const SHOTS = 'test-results/chef-journey';
const PUBLIC_RESTAURANT = `query($slug: String!) { restaurantBySlug(slug: $slug) { id name isPublic } }`;
const PUBLIC_LIST = `{ restaurants(limit: 48) { items { id name } } }`;

describe('chef journey (real stack, Chromium): sign-up → wizard → approval → kitchen → public', () => {
  let e2e: BrowserStack;
  let api: GatewayClient;
  let adminContext: BrowserContext;
  let page: Page;
  let images: ImageFiles;
  let admin: Account;
  let workDir: string;
  const person: ChefPerson = {
    firstName: 'Rosa',
    lastName: 'Bianchi',
    email: `rosa-${randomUUID()}@example.com`,
    password: 'Str0ng!Passw0rd',
  };
  const fullName = `${person.firstName} ${person.lastName}`;
  /** The chef's own API session (a separate log-in: the browser's refresh token is left alone). */
  let chefApi: Account;
  let restaurant: { id: string; slug: string };

  let failedStep: string | null = null;
  /**
   * One step of the journey: later steps depend on earlier ones, so after a failure they stop at
   * once (instead of each waiting for its timeout); a failing step leaves a screenshot.
   */
  const step = (name: string, run: () => Promise<void>, timeoutMs = 60_000) =>
    it(
      name,
      async () => {
        if (failedStep) throw new Error(`skipped: the step '${failedStep}' failed`);
        try {
          await run();
        } catch (err) {
          failedStep = name;
          mkdirSync(SHOTS, { recursive: true });
          await page
            .screenshot({ path: `${SHOTS}/failed-${name.slice(0, 40).replace(/\W+/g, '-')}.png` })
            .catch(() => undefined);
          throw err;
        }
      },
      timeoutMs,
    );

  const reloadAt = async (title: string) => {
    await page.reload();
    await heading(page, title);
  };

  beforeAll(async () => {
    // Database hearth_test_e2e_chef_journey, gateway on 27800, frontends on 27900–27903; the
    // media store accepts PUTs from the shell's origin and keeps its data (and mail) in workDir.
    e2e = await startBrowserStack('chef_journey', BASE);
    base = e2e.base;
    workDir = e2e.workDir;
    images = await writeImageFiles(join(workDir, 'images'));
    api = new GatewayClient(e2e.stack.gatewayUrl);
    admin = await api.createAdmin(e2e.databaseUrl);
    ({ page } = await e2e.newPage({ timezoneId: ZONE }));
    // The admin's context has no page of its own until the approval step opens one.
    adminContext = await e2e.browser.newContext({ ...DEFAULT_CONTEXT, timezoneId: ZONE });
    page.on('pageerror', (e) => console.log(`[browser] uncaught ${e.message}`));
    // Diagnostics for a failing run: the browser's errors and refused requests.
    page.on('console', (m) => {
      if (m.type() === 'error') console.log(`[browser] ${m.text()}`);
    });
    page.on('response', (r) => {
      if (r.status() >= 400)
        console.log(`[browser] ${r.status()} ${r.request().method()} ${r.url()}`);
    });
  }, 240_000);

  afterAll(async () => {
    await adminContext?.close();
    await e2e?.stop();
  }, 60_000);

  step(
    'signs up as a chef and lands on the wizard with the Founding Chef header',
    async () => {
      await page.goto(`${base}/`);
      await signUpInBrowser(page, person, 'Chef');
      await heading(page, 'General Information');
      await page.getByText('Founding Chef', { exact: true }).waitFor();
      await page.getByRole('list', { name: 'Application steps' }).waitFor();
      await reloadAt('General Information');
    },
    60_000,
  );

  step(
    'General Information (chef image upload) → Credentials; a reload resumes there',
    async () => {
      await fillGeneralInformation(page, person, images.chef);
      await heading(page, 'Credentials');
      await reloadAt('Credentials');
    },
    60_000,
  );

  step(
    'Credentials (certificate upload) → Create the Restaurant; a reload resumes there',
    async () => {
      await fillCredentials(page, images.certificate);
      await heading(page, 'Create the Restaurant');
      await reloadAt('Create the Restaurant');
    },
    60_000,
  );

  step(
    'Create the Restaurant (banner upload) → Create your first Dish; a reload resumes there',
    async () => {
      await fillRestaurant(page, RESTAURANT, images.kitchen);
      await heading(page, 'Create your first Dish');
      await reloadAt('Create your first Dish');
    },
    60_000,
  );

  step(
    'Create your first Dish (image, ingredients) → Terms of use; a reload resumes there',
    async () => {
      await fillFirstDish(page, {
        name: 'Lasagna al forno',
        price: '18.50',
        image: images.dishes[0]!,
        ingredients: [
          { name: 'Fresh pasta sheets', quantity: '250', unit: 'g' },
          { name: 'Beef ragù', quantity: '300', unit: 'g' },
        ],
      });
      await heading(page, 'Terms of use');
      await reloadAt('Terms of use');
    },
    60_000,
  );

  step(
    'accepting the terms shows the processing screen (also after a reload)',
    async () => {
      await acceptTermsOfUse(page);
      await heading(page, 'Your application is being processed', 1);
      await page.getByText('within 2 days').waitFor();
      await page.reload();
      await heading(page, 'Your application is being processed', 1);

      // What the wizard saved, read back through the gateway as the chef.
      chefApi = await api.logIn(person.email, person.password);
      const kitchen = await api.call<{
        myRestaurant: {
          id: string;
          dishes: Array<{ id: string; name: string; priceCents: number; images: unknown[] }>;
        };
      }>(MY_KITCHEN, {}, chefApi.token);
      const mine = kitchen.data!.myRestaurant;
      expect(mine.dishes).toEqual([
        expect.objectContaining({ name: 'Lasagna al forno', priceCents: 1850 }),
      ]);
      expect(mine.dishes[0]!.images).toHaveLength(1);
      const slug = await api.call<{ myRestaurant: { id: string; slug: string } }>(
        `{ myRestaurant { id slug } }`,
        {},
        chefApi.token,
      );
      restaurant = slug.data!.myRestaurant;
      expect(restaurant.slug).toBe('rosa-s-trattoria');
    },
    60_000,
  );

  step(
    'an admin approves the application in the Unverified Chef panel',
    async () => {
      // The welcome notification is seen first, so the bell's next "unseen" is the decision.
      expect(await notificationTitles(page)).toContain('Welcome to Hearth, Rosa!');
      await page.locator('[data-testid="notification-bell"][data-state="seen"]').waitFor();

      const adminPage = await adminContext.newPage();
      await adminPage.goto(`${base}/`);
      await logInInBrowser(adminPage, admin.email, admin.password);
      await approveInAdminPanel(adminPage, base, fullName);
      await adminPage.close();
    },
    90_000,
  );

  step(
    'the chef’s bell and an e-mail tell the approval, and the dashboard opens',
    async () => {
      // users → event → notifications → live push: slow on a loaded machine.
      await page
        .locator('[data-testid="notification-bell"][data-state="unseen"]')
        .waitFor({ timeout: 30_000 });
      expect(await notificationTitles(page)).toContain('Your application is approved');
      // …and by e-mail (no SMTP_URL here: notifications writes .eml files into the data dir).
      const mail = await eventually(async () => {
        const dir = join(workDir, 'data', 'mail');
        const files = existsSync(dir) ? readdirSync(dir) : [];
        return files
          .map((f) => readFileSync(join(dir, f), 'utf8'))
          .find(
            (m) => m.includes(person.email) && m.includes('Subject: Your application is approved'),
          );
      }, 30_000);
      expect(mail).toContain(`To: ${person.email}`);
      // The status travels in the session token: a reload refreshes it and the gate opens.
      await page.goto(`${base}/chef/dashboard`);
      await heading(page, 'Welcome, Rosa', 1);
      await page.getByTestId('chef-dashboard-layout').waitFor();
      await page
        .getByTestId('restaurant-visibility')
        .filter({ hasText: 'Not visible to the public' })
        .waitFor();
    },
    60_000,
  );

  step('creates two more dishes with ingredients (Add dish) and a menu of the three', async () => {
    await page.goto(`${base}/chef/manage/restaurant`);
    await heading(page, 'Restaurant', 1);
    const more: DishInBrowser[] = [
      {
        name: 'Ricotta ravioli',
        price: '16',
        image: images.dishes[1]!,
        ingredients: [
          { name: 'Ricotta', quantity: '200', unit: 'g' },
          { name: 'Spinach', quantity: '100', unit: 'g' },
        ],
      },
      {
        name: 'Tiramisu',
        price: '9',
        image: images.dishes[2]!,
        ingredients: [
          { name: 'Mascarpone', quantity: '250', unit: 'g' },
          { name: 'Espresso', quantity: '2', unit: 'cups' },
        ],
      },
    ];
    for (const dish of more) {
      await page.getByRole('button', { name: 'Add dish', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Add dish' });
      const form = dialog.getByRole('form', { name: 'Dish' });
      await fillDishForm(form, dish);
      await submitDialog(dialog, form.getByRole('button', { name: 'Save dish' }));
      await page.getByRole('heading', { level: 3, name: dish.name }).waitFor();
    }

    await page.goto(`${base}/chef/manage/menus`);
    await heading(page, 'Menus', 1);
    await page.getByRole('button', { name: 'New menu' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create menu' });
    await dialog.getByLabel('Menu name').fill('Sunday lunch');
    for (const name of ['Lasagna al forno', 'Ricotta ravioli', 'Tiramisu'])
      await dialog.getByLabel(name, { exact: true }).check();
    await submitDialog(dialog, dialog.getByRole('button', { name: 'Save menu' }));
    await page
      .getByRole('list', { name: 'Your menus' })
      .getByRole('heading', { level: 2, name: 'Sunday lunch' })
      .waitFor();

    // What was saved, read back as the chef through the gateway.
    const kitchen = await api.call<{
      myRestaurant: {
        dishes: Array<{ id: string; name: string; priceCents: number; ingredients: unknown[] }>;
        menus: Array<{ name: string; dishIds: string[] }>;
      };
    }>(MY_KITCHEN, {}, chefApi.token);
    const { dishes, menus } = kitchen.data!.myRestaurant;
    expect(dishes.map((d) => [d.name, d.priceCents, d.ingredients.length]).sort()).toEqual([
      ['Lasagna al forno', 1850, 2],
      ['Ricotta ravioli', 1600, 2],
      ['Tiramisu', 900, 2],
    ]);
    expect(menus).toHaveLength(1);
    expect(menus[0]!.name).toBe('Sunday lunch');
    expect([...menus[0]!.dishIds].sort()).toEqual(dishes.map((d) => d.id).sort());
  });

  step(
    'schedules a Weekly cooking session for the coming two weeks in the Cooking plans modal',
    async () => {
      const start = DateTime.now().setZone(ZONE).plus({ days: 1 });
      const until = start.plus({ days: 13 });
      await page.goto(`${base}/chef/manage/cookingplans`);
      await heading(page, 'Cooking plans', 1);
      await page.getByRole('button', { name: 'New cooking session' }).click();
      const dialog = page.getByRole('dialog', { name: 'Create cooking session' });
      await dialog.getByLabel('Session date').fill(start.toISODate()!);
      await dialog.getByLabel('Start time').fill('17:00');
      await dialog.getByLabel('End time').fill('19:00');
      await dialog.getByRole('button', { name: 'Weekly', exact: true }).click();
      await dialog.getByLabel('Last date').fill(until.toISODate()!);
      await dialog.getByLabel('Dish', { exact: true }).selectOption({ label: 'Lasagna al forno' });
      await dialog.getByLabel('Portion size').fill('1 tray (450 g)');
      await submitDialog(dialog, dialog.getByRole('button', { name: 'Save session' }));
      await page.getByText('Weekly', { exact: true }).first().waitFor();

      const sessions = await api.call<{
        cookingSessions: Array<{ schedule: string; occurrences: Array<{ startsAt: string }> }>;
      }>(GET_COOKING_SESSIONS, { restaurantId: restaurant.id }, chefApi.token);
      const [session] = sessions.data!.cookingSessions;
      expect(session!.schedule).toBe('WEEKLY');
      // Two occurrences in the two weeks: the start date and a week later, 17:00 Toronto time.
      expect(
        session!.occurrences.map((o) => DateTime.fromISO(o.startsAt).setZone(ZONE).toISO()),
      ).toEqual([
        start.set({ hour: 17, minute: 0, second: 0, millisecond: 0 }).toISO(),
        start.plus({ days: 7 }).set({ hour: 17, minute: 0, second: 0, millisecond: 0 }).toISO(),
      ]);
    },
    60_000,
  );

  step(
    'adds bank details; the banner switches and the restaurant becomes public',
    async () => {
      const visitorSees = async () =>
        (
          await api.call<{ restaurantBySlug: { isPublic: boolean } | null }>(PUBLIC_RESTAURANT, {
            slug: restaurant.slug,
          })
        ).data?.restaurantBySlug ?? null;
      expect(await visitorSees()).toBeNull();

      await page.goto(`${base}/chef/settings/bank-details`);
      await heading(page, 'Bank details', 1);
      await page.getByText(BankDetailsBanners.empty).waitFor();
      const form = page.getByRole('form', { name: 'Bank details' });
      await form.getByLabel('Account name').fill(fullName);
      await form.getByLabel('Account type').selectOption('CHECKING');
      await form.getByLabel('Institution number').fill('004');
      await form.getByLabel('Transit number').fill('12345');
      await form.getByLabel('Account number').fill('1234567890');
      await form.getByRole('button', { name: 'Save' }).click();
      await page.getByText(BankDetailsBanners.filled).waitFor({ timeout: 15_000 });

      // Chef Active + bank details + not hidden: public once restaurants has seen both events.
      const seen = await eventually(visitorSees, 30_000);
      expect(seen).toMatchObject({ name: RESTAURANT, isPublic: true });
      const list = await api.call<{ restaurants: { items: Array<{ id: string }> } }>(PUBLIC_LIST);
      expect(list.data!.restaurants.items.map((r) => r.id)).toContain(restaurant.id);
      await page.goto(`${base}/chef/dashboard`);
      await page
        .getByTestId('restaurant-visibility')
        .filter({ hasText: 'Visible to the public' })
        .waitFor();
    },
    60_000,
  );

  step(
    'a visitor sees the kitchen in the home page carousel',
    async () => {
      const visitor = await e2e.browser.newContext({ locale: 'en-CA', timezoneId: ZONE });
      const home = await visitor.newPage();
      await home.goto(`${base}/`);
      // The carousel loads when its section scrolls into view.
      await home
        .getByRole('heading', { level: 2, name: 'Kitchens cooking near you' })
        .scrollIntoViewIfNeeded();
      await home
        .getByTestId('restaurant-carousel')
        .getByRole('heading', { level: 3, name: RESTAURANT })
        .waitFor({ timeout: 15_000 });
      await visitor.close();
      expect(e2e.errors).toEqual([]);
    },
    60_000,
  );
});
