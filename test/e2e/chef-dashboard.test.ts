/**
 * The chef dashboard in Chromium on the REAL stack (six subgraphs on a fresh database, gateway on
 * 20400, built frontends on 20500–20503; build the chef and shell apps first). An ACTIVE chef with a
 * restaurant and two dishes is set up through the gateway (sign up, wizard saves, terms, an admin
 * approves); then, in the browser like a user: the overview says why the restaurant is not public,
 * dish cards go Inactive/Active from the card menu, a menu and a Weekly cooking session are created
 * in their modals (every rule of both forms shows its message first), the schedule lists
 * the occurrences with their stock, a dish in that session can only be archived, and bank details
 * (each empty field shows its contract message) make the restaurant public. Wise is configured
 * against a stand-in that answers only the recorded recipient requests (Dora's refused checking
 * account, then her accepted savings account): the refusal shows on the bank-details page
 * (screenshots at 375 and 1280 px with HEARTH_SHOTS_DIR).
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  BankDetailsBanners,
  BankDetailsMessages,
  CookingSessionMessages,
  DishMessages,
  MenuMessages,
} from '@hearth/contracts';
import { join } from 'node:path';
import { DateTime } from 'luxon';
import type { Locator, Page } from 'playwright-core';
import { eventually, query } from '../support/db.js';
import { startBrowserStack, type BrowserStack } from './support/browser-stack.js';
import {
  WiseStandIn,
  wiseRecipientRecording,
  type WiseExchange,
} from '../support/wise-stand-in.js';
import {
  GET_COOKING_SESSIONS,
  GET_USER,
  GatewayClient,
  MY_KITCHEN,
  dishInput,
  type Account,
} from './support/chef-setup.js';
import {
  heading,
  logInInBrowser,
  settledValue,
  writeImageFiles,
  type ImageFiles,
} from './support/chef-browser.js';

const BASE = 20_400;
/** The Wise stand-in's port (outside the stack's range). */
const WISE_PORT = 30_810;

/** The recorded recipient exchanges, for Dora: her mistyped checking account is refused, her savings account accepted. */
function wiseExchangesForDora(): WiseExchange[] {
  const [created, refused] = wiseRecipientRecording.exchanges.map(
    // A JSON copy, not structuredClone: its objects would come from another realm under Jest.
    (e) => JSON.parse(JSON.stringify(e)) as WiseExchange,
  );
  const body = (e: WiseExchange) =>
    e.request.body as { accountHolderName: string; details: Record<string, string> };
  body(created!).accountHolderName = 'Dora Okafor';
  body(created!).details.accountType = 'savings';
  body(refused!).accountHolderName = 'Dora Okafor';
  return [created!, refused!];
}
const ZONE = 'America/Toronto';

/** Every visible text of `scope` matching `text` exactly, waited for. */
async function seeText(scope: Page | Locator, text: string, timeout = 15_000) {
  await scope.getByText(text, { exact: true }).first().waitFor({ timeout });
}

describe('chef dashboard (real stack, Chromium)', () => {
  let e2e: BrowserStack;
  let base: string;
  let api: GatewayClient;
  let page: Page;
  let chef: Account;
  let restaurant: { id: string; slug: string; name: string };
  let images: ImageFiles;
  let errors: string[] = [];
  const wise = new WiseStandIn(WISE_PORT, wiseExchangesForDora());

  beforeAll(async () => {
    await wise.start();
    e2e = await startBrowserStack('chef_dashboard', BASE, {
      WISE_API_TOKEN: 'wise-test-token',
      WISE_PROFILE_ID: String(wiseRecipientRecording.profileId),
      WISE_API_BASE: wise.url,
    });
    ({ base, errors } = e2e);
    images = await writeImageFiles(join(e2e.workDir, 'images'));
    api = new GatewayClient(e2e.stack.gatewayUrl);
    const admin = await api.createAdmin(e2e.databaseUrl);
    const signedUp = await api.signUp('CHEF', 'Dora', 'Okafor');
    const onboarded = await api.onboardChef(signedUp, 'Dora', 'Dora’s Kitchen');
    chef = await api.approve(admin, onboarded.chef);
    restaurant = onboarded.restaurant;
    for (const [name, cents] of [
      ['Jollof rice', 1400],
      ['Puff puff', 700],
    ] as const) {
      await api.addDish(chef, restaurant.id, dishInput(name, cents));
    }
    // Both as dishes from before declarations (migration DishAllergens left them undeclared).
    await query(
      e2e.databaseUrl,
      `UPDATE restaurants.dishes SET allergens = '{}', may_contain_allergens = '{}',
         allergens_declared_at = NULL WHERE restaurant_id = $1`,
      [restaurant.id],
    );
    ({ page } = await e2e.newPage({ timezoneId: ZONE }));
    await page.goto(`${base}/`);
    await logInInBrowser(page, chef.email, chef.password);
  }, 240_000);

  afterAll(async () => {
    await e2e?.stop();
    await wise.stop();
  }, 60_000);

  it('the overview says the restaurant is not public and why, with a link to fix it', async () => {
    await page.goto(`${base}/chef/dashboard`);
    await heading(page, 'Welcome, Dora', 1);
    await page
      .getByTestId('restaurant-visibility')
      .filter({ hasText: 'Not visible to the public' })
      .waitFor();
    const why = page.getByRole('list', { name: 'Why your restaurant is not public' });
    await why.getByText('Add your bank details').waitFor();
    // Keyboard: the side menu's Settings group opens and Bank details is reachable.
    const nav = page.getByRole('navigation', { name: 'Chef dashboard' });
    await nav.getByRole('button', { name: 'Settings' }).focus();
    await page.keyboard.press('Enter');
    await nav.getByRole('link', { name: 'Bank details' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Bank details' }).getAttribute('href')).toBe(
      '/chef/settings/bank-details',
    );
  }, 60_000);

  it('sets a dish Inactive; Active again only once its allergens are declared (the prompt)', async () => {
    await page.goto(`${base}/chef/manage/restaurant`);
    await heading(page, 'Restaurant', 1);
    const card = page.getByRole('listitem', { name: 'Jollof rice' });
    await card.getByText('$14.00 · 1 tray (450 g)').waitFor();
    // Dishes added before declarations ask their chef.
    await page.getByText('Declare the allergens of 2 dishes').waitFor();
    await card.getByText('Allergens not declared').waitFor();
    await page.getByRole('button', { name: 'Edit dishes' }).click();
    await card.getByRole('button', { name: 'Actions for Jollof rice' }).click();
    await page.getByRole('menuitemradio', { name: 'Inactive', exact: true }).click();
    await card.getByText('Inactive', { exact: true }).waitFor();
    await seeText(page, DishMessages.saved);
    await card.getByRole('button', { name: 'Actions for Jollof rice' }).click();
    await page.getByRole('menuitemradio', { name: 'Active', exact: true }).click();
    await seeText(page, DishMessages.publishUndeclared);
    await card.getByText('Inactive', { exact: true }).waitFor();
    await card.getByRole('button', { name: 'Declare allergens of Jollof rice' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit dish' });
    await edit.getByRole('checkbox', { name: 'Contains none of these allergens' }).check();
    await edit.getByRole('checkbox', { name: 'May contain Peanuts' }).check();
    await edit.getByRole('button', { name: 'Save dish' }).click();
    await edit.waitFor({ state: 'detached', timeout: 15_000 });
    await card.getByText('Contains none of the priority allergens').waitFor();
    await card.getByText('May contain: Peanuts').waitFor();
    await page.getByText('Declare the allergens of 1 dish').waitFor();
    await card.getByRole('button', { name: 'Actions for Jollof rice' }).click();
    await page.getByRole('menuitemradio', { name: 'Active', exact: true }).click();
    await card.getByText('Active', { exact: true }).waitFor();
  }, 60_000);

  it('adds a dish with an image and ingredients, and edits a dish, in the dish modal', async () => {
    await page.goto(`${base}/chef/manage/restaurant`);
    await heading(page, 'Restaurant', 1);
    await page.getByRole('button', { name: 'Add dish' }).click();
    const form = page.getByRole('dialog', { name: 'Add dish' }).getByRole('form', { name: 'Dish' });
    const field = (label: string) => form.getByLabel(label, { exact: true });
    await field('Main image').setInputFiles(images.dishes[0]!);
    await form.getByRole('img', { name: 'Main image: lasagna.jpg' }).waitFor({ timeout: 15_000 });
    await field('Dish name').fill('Chin chin');
    await field('Dish description').fill('Crunchy fried dough bites, made fresh on the day.');
    await field('Cost ($)').fill('6.50');
    await field('Cuisine').selectOption('Italian');
    await field('Allergy warning').fill('Contains gluten');
    await field('Allergy warning').press('Enter');
    await field('Preparation instruction (main ingredients)').fill(
      'Fry in small batches at 170 °C.',
    );
    await field('Handle instruction').fill('Keep in an airtight box, dry.');
    await field('Preparation minutes').fill('20');
    await field('Preparation seconds').fill('0');
    await field('Shelf life').fill('5 days');
    await field('Portion size').fill('1 bag (200 g)');
    await form.getByRole('checkbox', { name: 'Contains Wheat and triticale' }).check();
    await form.getByRole('checkbox', { name: 'Contains Eggs' }).check();
    await form.getByRole('checkbox', { name: 'May contain Sesame' }).check();
    await form.getByRole('button', { name: 'Add ingredient' }).click();
    const editor = form.getByRole('group', { name: 'Add this ingredient' });
    await editor.getByLabel('Ingredient name', { exact: true }).fill('Flour');
    await editor.getByLabel('Quantity', { exact: true }).fill('500');
    await editor.getByLabel('Unit', { exact: true }).fill('g');
    await editor.getByRole('button', { name: 'Add this ingredient' }).click();
    await form.getByRole('list', { name: 'Ingredients' }).getByText('Flour').waitFor();
    await form.getByRole('button', { name: 'Save dish' }).click();
    await form.waitFor({ state: 'detached', timeout: 15_000 });
    await seeText(page, DishMessages.saved);
    await page
      .getByRole('listitem', { name: 'Chin chin' })
      .getByText('$6.50 · 1 bag (200 g)')
      .waitFor();
    await page
      .getByRole('listitem', { name: 'Chin chin' })
      .getByText('Contains: Eggs, Wheat and triticale')
      .waitFor();

    await page.getByRole('button', { name: 'Edit dishes' }).click();
    await page.getByRole('button', { name: 'Edit Puff puff' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit dish' });
    await edit.getByLabel('Cost ($)', { exact: true }).fill('7.25');
    await edit.getByRole('checkbox', { name: 'Contains Milk' }).check();
    await edit.getByRole('button', { name: 'Save dish' }).click();
    await edit.waitFor({ state: 'detached', timeout: 15_000 });
    await page
      .getByRole('listitem', { name: 'Puff puff' })
      .getByText('$7.25 · 1 tray (450 g)')
      .waitFor();
    const kitchen = await api.call<{
      myRestaurant: { dishes: Array<{ name: string; priceCents: number; ingredients: unknown[] }> };
    }>(MY_KITCHEN, {}, chef.token);
    expect(kitchen.data!.myRestaurant.dishes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          name: 'Chin chin',
          priceCents: 650,
          ingredients: [expect.anything()],
        }),
        expect.objectContaining({ name: 'Puff puff', priceCents: 725 }),
      ]),
    );
  }, 60_000);

  it('creates a menu; a missing name or no dishes says so first', async () => {
    await page.goto(`${base}/chef/manage/menus`);
    await heading(page, 'Menus', 1);
    await page.getByText('No menus yet').waitFor();
    await page.getByRole('button', { name: 'New menu' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create menu' });
    await dialog.getByRole('button', { name: 'Save menu' }).click();
    await dialog.getByText(MenuMessages.nameRequired).nth(1).waitFor();
    await dialog.getByLabel('Menu name').fill('Sunday lunch');
    await dialog.getByRole('button', { name: 'Save menu' }).click();
    await dialog
      .getByRole('group', { name: 'Dishes' })
      .getByText(MenuMessages.nameRequired)
      .waitFor();
    expect(await dialog.getByText(MenuMessages.nameRequired).count()).toBe(1);
    await dialog.getByRole('checkbox', { name: 'Jollof rice' }).check();
    await dialog.getByRole('checkbox', { name: 'Puff puff' }).check();
    await dialog.getByRole('button', { name: 'Save menu' }).click();
    await dialog.waitFor({ state: 'detached', timeout: 15_000 });
    await seeText(page, MenuMessages.saved);
    const menu = page.getByRole('listitem', { name: 'Sunday lunch' });
    await menu.getByText('Jollof rice, Puff puff').waitFor();
  }, 60_000);

  it("the session modal shows each rule's message, then schedules a Weekly session for two weeks", async () => {
    await page.goto(`${base}/chef/manage/cookingplans`);
    await heading(page, 'Cooking plans', 1);
    await page.getByText('No upcoming cooking sessions').waitFor();
    await page.getByRole('button', { name: 'New cooking session' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create cooking session' });
    // Defaults: Once, lead time 10 hours, order limit 1–20, delivery as the restaurant.
    await expect(
      dialog.getByRole('button', { name: 'Once', exact: true }).getAttribute('aria-pressed'),
    ).resolves.toBe('true');
    await expect(dialog.getByLabel('Lead time (hours)').inputValue()).resolves.toBe('10');
    await expect(
      dialog.getByRole('spinbutton', { name: 'Maximum', exact: true }).inputValue(),
    ).resolves.toBe('20');

    const save = dialog.getByRole('button', { name: 'Save session' });
    await save.click();
    for (const message of [
      CookingSessionMessages.startTimeRequired,
      CookingSessionMessages.endTimeRequired,
      CookingSessionMessages.dishesRequired,
      CookingSessionMessages.portionSizeTooShort,
    ]) {
      await dialog.getByText(message, { exact: true }).waitFor();
    }
    await dialog.getByLabel('Start time').fill('19:00');
    await dialog.getByLabel('End time').fill('17:00');
    await dialog.getByLabel('Portion size').fill('ab');
    // Choosing the selected schedule again clears it.
    await dialog.getByRole('button', { name: 'Once', exact: true }).click();
    await save.click();
    await dialog.getByText(CookingSessionMessages.endBeforeStart).waitFor();
    await dialog.getByText(CookingSessionMessages.scheduleRequired).waitFor();
    await dialog.getByText(CookingSessionMessages.portionSizeTooShort).waitFor();

    const start = DateTime.now().setZone(ZONE).plus({ days: 1 });
    const until = start.plus({ days: 13 });
    await dialog.getByLabel('Session date').fill(start.toISODate()!);
    await dialog.getByLabel('Start time').fill('17:00');
    await dialog.getByLabel('End time').fill('19:00');
    await dialog.getByRole('button', { name: 'Weekly', exact: true }).click();
    await dialog.getByLabel('Last date').fill(until.toISODate()!);
    await dialog.getByLabel('Dish', { exact: true }).selectOption({ label: 'Jollof rice' });
    await dialog.getByLabel('Portion size').fill('1 bowl (400 g)');
    await dialog.getByRole('button', { name: 'Increase Portions cooked (dish 1)' }).click();
    await save.click();
    await dialog.waitFor({ state: 'detached', timeout: 15_000 });
    await seeText(page, 'Your cooking session has been saved');
    const list = page.getByRole('list', { name: 'Cooking sessions' });
    await list
      .getByText('Jollof rice: 11 portions of 1 bowl (400 g), at least 1 per order')
      .waitFor();
    await list.getByRole('heading', { level: 2 }).filter({ hasText: 'Weekly' }).waitFor();

    const sessions = await api.call<{
      cookingSessions: Array<{ schedule: string; occurrences: Array<{ startsAt: string }> }>;
    }>(GET_COOKING_SESSIONS, { restaurantId: restaurant.id }, chef.token);
    expect(sessions.data!.cookingSessions).toHaveLength(1);
    expect(sessions.data!.cookingSessions[0]!.schedule).toBe('WEEKLY');
    expect(sessions.data!.cookingSessions[0]!.occurrences).toHaveLength(2);
  }, 90_000);

  it('edits the session and the schedule lists its two dates with the portions left', async () => {
    await page
      .getByRole('list', { name: 'Cooking sessions' })
      .getByRole('button', { name: 'Edit' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Update cooking session' });
    const portion = dialog.getByLabel('Portion size');
    expect(await settledValue(portion, '1 bowl (400 g)')).toBe('1 bowl (400 g)');
    await dialog.getByLabel('Lead time (hours)').selectOption('16');
    await dialog.getByRole('button', { name: 'Save session' }).click();
    await dialog.waitFor({ state: 'detached', timeout: 15_000 });
    await page.getByText('Orders close 16 hours before the start').waitFor();

    await page.goto(`${base}/chef/manage/schedule`);
    await heading(page, 'Schedule', 1);
    const rows = page.getByRole('table').getByRole('row');
    await rows.nth(2).waitFor();
    expect(await rows.count()).toBe(3); // header + two Weekly dates
    // The dish names come from a second query: until it answers a line says 'Dish: 11 of 11'.
    const stock = page.getByText('Jollof rice: 11 of 11');
    await stock.nth(1).waitFor();
    expect(await stock.count()).toBe(2);
  }, 60_000);

  it('a dish in an upcoming session cannot be deleted, only archived', async () => {
    // restaurants learns that the dish is in a session from an event (its delete rule's
    // projection): wait for it, or the Delete below would really delete the dish.
    await eventually(async () => {
      const kitchen = await api.call<{
        myRestaurant: { dishes: Array<{ name: string; isDeletable: boolean }> };
      }>(MY_KITCHEN, {}, chef.token);
      const jollof = kitchen.data?.myRestaurant.dishes.find((d) => d.name === 'Jollof rice');
      return jollof?.isDeletable === false;
    }, 30_000);
    await page.goto(`${base}/chef/manage/restaurant`);
    await page.getByRole('button', { name: 'Edit dishes' }).click();
    const card = page.getByRole('listitem', { name: 'Jollof rice' });
    await card.getByRole('button', { name: 'Actions for Jollof rice' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete dish' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    const archive = page.getByRole('dialog', { name: 'Archive dish' });
    await archive.getByText(DishMessages.archiveConfirm).waitFor({ timeout: 15_000 });
    await archive.getByRole('button', { name: DishMessages.archiveNo }).click();
    await archive.waitFor({ state: 'detached' });
    await card.waitFor();

    await card.getByRole('button', { name: 'Actions for Jollof rice' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page
      .getByRole('dialog', { name: 'Delete dish' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await page
      .getByRole('dialog', { name: 'Archive dish' })
      .getByRole('button', { name: DishMessages.archiveYes })
      .click();
    await card.waitFor({ state: 'detached', timeout: 15_000 });
    const kitchen = await api.call<{
      myRestaurant: { dishes: Array<{ name: string; status: string }> };
    }>(MY_KITCHEN, {}, chef.token);
    expect(kitchen.data!.myRestaurant.dishes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'Jollof rice', status: 'ARCHIVED' }),
      ]),
    );
  }, 60_000);

  it('bank details: each empty field shows its contract message; saving makes the restaurant public', async () => {
    await page.goto(`${base}/chef/settings/bank-details`);
    await heading(page, 'Bank details', 1);
    await page.getByText(BankDetailsBanners.empty).waitFor();
    const form = page.getByRole('form', { name: 'Bank details' });
    await expect(form.getByLabel('Account type').inputValue()).resolves.toBe('CHECKING');
    await form.getByLabel('Account type').selectOption('');
    await form.getByRole('button', { name: 'Save' }).click();
    for (const message of [
      BankDetailsMessages.accountNameRequired,
      BankDetailsMessages.institutionNumberRequired,
      BankDetailsMessages.transitNumberRequired,
      BankDetailsMessages.accountTypeRequired,
      BankDetailsMessages.accountNumberRequired,
    ]) {
      await form.getByText(message, { exact: true }).waitFor();
    }
    await form.getByLabel('Account name').fill('Dora Okafor');
    await form.getByLabel('Account type').selectOption('CHECKING');
    await form.getByLabel('Institution number').fill('004');
    await form.getByLabel('Transit number').fill('12345');
    // A mistyped account: saved, but Wise refuses it and the page says why.
    await form.getByLabel('Account number').fill('0000000');
    await form.getByRole('button', { name: 'Save' }).click();
    const refusal = page.getByRole('alert').filter({ hasText: 'Wise, our payout provider' });
    await refusal.waitFor({ timeout: 15_000 });
    await seeText(page, 'Your bank details have been saved');
    expect(await refusal.textContent()).toBe(
      BankDetailsBanners.payoutRefused.replace(
        '{{reason}}',
        'Please specify a valid account number.',
      ),
    );
    await page.getByText(BankDetailsBanners.filled).waitFor();
    await expect(page.getByText(/ending in 0000/).count()).resolves.toBe(1);
    const dir = process.env.HEARTH_SHOTS_DIR;
    if (dir) {
      for (const width of [1280, 375]) {
        await page.setViewportSize({ width, height: 900 });
        await page
          .getByRole('heading', { name: 'Bank details', level: 1 })
          .scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${dir}/chef-bank-details-wise-refused-${width}.png` });
      }
      await page.setViewportSize({ width: 1280, height: 900 });
    }

    await form.getByLabel('Account type').selectOption('SAVING');
    await form.getByLabel('Account number').fill('1234567890');
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByText(/ending in 7890/).waitFor({ timeout: 15_000 });
    await page.getByText(BankDetailsBanners.filled).waitFor();
    await expect(refusal.count()).resolves.toBe(0);
    await expect(page.getByText(/ending in 7890/).count()).resolves.toBe(1);
    expect(wise.unexpected).toEqual([]);
    expect(wise.received).toHaveLength(2);

    // Chef Active + bank details + not hidden → public once restaurants has seen the event.
    await eventually(async () => {
      const res = await api.call<{ restaurantBySlug: { isPublic: boolean } | null }>(
        `query($slug: String!) { restaurantBySlug(slug: $slug) { isPublic } }`,
        { slug: restaurant.slug },
      );
      return res.data?.restaurantBySlug?.isPublic === true;
    }, 30_000);
    await page.goto(`${base}/chef/dashboard`);
    await page
      .getByTestId('restaurant-visibility')
      .filter({ hasText: 'Visible to the public' })
      .waitFor();
  }, 60_000);
  it('hiding the restaurant takes it off the public list until it is shown again', async () => {
    const publicIds = async () =>
      (
        await api.call<{ restaurants: { items: Array<{ id: string }> } }>(
          `{ restaurants(limit: 48) { items { id } } }`,
        )
      ).data!.restaurants.items.map((r) => r.id);
    expect(await publicIds()).toContain(restaurant.id);
    await page.goto(`${base}/chef/manage/restaurant`);
    await heading(page, 'Restaurant', 1);
    const hidden = page.getByRole('switch', { name: 'Hidden' });
    await expect(hidden.isChecked()).resolves.toBe(false);
    await hidden.check();
    await seeText(page, 'Your restaurant has been saved');
    await page.getByText('Your restaurant is hidden: guests cannot find it.').waitFor();
    expect(await publicIds()).not.toContain(restaurant.id);
    await page.goto(`${base}/chef/dashboard`);
    await page
      .getByRole('list', { name: 'Why your restaurant is not public' })
      .getByText('The restaurant is hidden')
      .waitFor();

    await page.goto(`${base}/chef/manage/restaurant`);
    await page.getByRole('switch', { name: 'Hidden' }).uncheck();
    await page
      .getByText('Guests can find your restaurant once it is visible to the public.')
      .waitFor();
    // The switch shows the new state at once; the save lands a moment later.
    await eventually(async () => (await publicIds()).includes(restaurant.id), 30_000);
    await page.goto(`${base}/chef/dashboard`);
    await page
      .getByTestId('restaurant-visibility')
      .filter({ hasText: 'Visible to the public' })
      .waitFor();
  }, 60_000);

  it('settings/profile edits the general information and the credentials', async () => {
    await page.goto(`${base}/chef/settings/profile`);
    await heading(page, 'Profile', 1);
    const general = page.getByRole('form', { name: 'General Information' });
    const firstName = general.getByLabel('First name', { exact: true });
    expect(await settledValue(firstName, 'Dora')).toBe('Dora');
    await general
      .getByLabel('Chef description', { exact: true })
      .fill('West African home cooking, every weekend.');
    await general.getByRole('button', { name: 'Save general information' }).click();
    await seeText(page, 'Your profile has been saved');
    const credentials = page.getByRole('form', { name: 'Credentials' });
    await credentials.getByLabel('Experience (years)', { exact: true }).fill('51');
    await credentials.getByRole('button', { name: 'Save credentials' }).click();
    await credentials.getByRole('alert').first().waitFor();
    await credentials.getByLabel('Experience (years)', { exact: true }).fill('9');
    await credentials.getByRole('button', { name: 'Save credentials' }).click();
    const profile = await eventually(async () => {
      const me = await api.call<{
        me: { chefProfile: { description: string; experienceYears: number } };
      }>(GET_USER, {}, chef.token);
      const p = me.data?.me.chefProfile;
      return p?.experienceYears === 9 ? p : null;
    }, 15_000);
    expect(profile.description).toBe('West African home cooking, every weekend.');
    expect(errors).toEqual([]);
  }, 60_000);

  it('screenshots the allergen prompt and the dish form’s allergens at 375 and 1280 px (en-CA, fr-CA)', async () => {
    const dir = process.env.HEARTH_SHOTS_DIR;
    if (!dir) return;
    await api.addDish(chef, restaurant.id, dishInput('Suya', 900));
    for (const locale of ['en-CA', 'fr-CA']) {
      for (const width of [1280, 375]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`${base}/chef/manage/restaurant?lang=${locale}`);
        const card = page.getByRole('listitem', { name: 'Suya' });
        await card.getByRole('button', { name: /Suya/ }).scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${dir}/chef-dish-allergens-prompt-${locale}-${width}.png` });
        await card.getByRole('button', { name: /Suya/ }).click();
        const dialog = page.getByRole('dialog');
        await dialog
          .getByRole('checkbox', { name: /Sésame|Sesame/ })
          .first()
          .scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${dir}/chef-dish-allergens-form-${locale}-${width}.png` });
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'detached' });
      }
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  }, 120_000);
});
