/**
 * The chef's kitchen tools in Chromium on the REAL stack (six subgraphs on a fresh database,
 * gateway on 24000, built shell and chef apps on 24100–24103; build them first):
 * - a chef with an accepted order opens the prep sheet and the shopping list of the occurrence;
 *   every quantity equals the dish's ingredients (as restaurants stores them) × the portions
 *   ordered (as orders stores them), read from the database;
 * - a new order from another guest updates both without reload (live push);
 * - the PDF and the CSV download; the dish's allergens show on the sheet, and its food labels
 *   download as a PDF, one per accepted portion;
 * - the order detail shows the guest's name and phone; another chef reads nothing of it.
 * With HEARTH_SHOTS_DIR set it also saves screenshots of the dashboard, the prep sheet, the
 * shopping list and the order detail at 375 and 1280 px in en-CA and fr-CA.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { eventually, query } from '../support/db.js';
import { startBrowserStack, type BrowserStack, downloadBytes } from './support/browser-stack.js';
import { logInInBrowser } from './support/chef-browser.js';
import { GatewayClient, dishInput, type Account } from './support/chef-setup.js';
import { addToCart, publishChef, type PublishedChef } from './support/public-chef.js';

const BASE = 24_000;

const PLACE_ORDER = `mutation PlaceOrder($input: PlaceOrderInput!) { placeOrder(input: $input) {
  __typename ... on Order { id status } ... on ValidationError { errors { message } } } }`;
const ACCEPT = `mutation($id: ID!) { acceptOrder(orderId: $id) { __typename ... on Order { status } } }`;
const UPDATE_ACCOUNT = `mutation($input: AccountDetailsInput!) { updateAccount(input: $input) {
  __typename } }`;
const ORDER_GUEST = `query($id: ID!) { order(id: $id) { id guest { id contact { firstName phone } } } }`;
const PREP = `query($id: ID!) { prepSheet(occurrenceId: $id) { acceptedPortions } }`;

type Ingredient = { name: string; quantity: number; unit: string };

const DISH = {
  ...dishInput('Lasagna al forno', 1850),
  ingredients: [
    { name: 'Fresh pasta sheets', quantity: 250, unit: 'g', notes: null },
    { name: 'Beef ragù', quantity: 0.3, unit: 'kg', notes: 'Slow-cooked for 4 hours' },
    { name: 'Whole milk', quantity: 150, unit: 'ml', notes: null },
    { name: 'Basil', quantity: 3, unit: 'leaves', notes: null },
  ],
  allergens: ['WHEAT_TRITICALE', 'MILK', 'GLUTEN'],
  mayContainAllergens: ['EGGS'],
};

describe('chef kitchen tools (real stack, Chromium)', () => {
  let e2e: BrowserStack;
  let base: string;
  let api: GatewayClient;
  let chefPage: Page;
  let rosa: PublishedChef;
  let otherChef: PublishedChef;
  let maya: Account;
  let ben: Account;
  let mayaOrder: string;
  let errors: string[] = [];

  const place = async (guest: Account, portions: number, instructions: string) => {
    expect(await addToCart(api, guest, rosa, portions)).toBe(portions);
    const order = await api.expect<{ id: string }>(
      'Order',
      PLACE_ORDER,
      {
        input: {
          occurrenceId: rosa.occurrenceId,
          fulfilment: 'PICKUP',
          instructions,
          idempotencyKey: randomUUID(),
          paymentMethodId: 'pm_card_visa',
        },
      },
      guest.token,
    );
    await eventually(async () => {
      const [row] = await query<{ status: string }>(
        e2e.databaseUrl,
        `SELECT status FROM orders.orders WHERE id = $1`,
        [order.id],
      );
      return row?.status === 'PENDING';
    }, 30_000);
    return order.id;
  };

  /** Per ingredient: per-portion quantity (restaurants) × portions ordered (orders), from the DB. */
  async function expectedFromDatabase(): Promise<Map<string, number>> {
    const [dish] = await query<{ ingredients: Ingredient[] }>(
      e2e.databaseUrl,
      `SELECT ingredients FROM restaurants.dishes WHERE id = $1`,
      [rosa.dish.id],
    );
    const [ordered] = await query<{ portions: number }>(
      e2e.databaseUrl,
      `SELECT sum(l.quantity)::int AS portions FROM orders.order_lines l
         JOIN orders.orders o ON o.id = l.order_id
        WHERE o.occurrence_id = $1 AND l.dish_id = $2
          AND o.status IN ('PLACED', 'PENDING', 'ACCEPTED', 'COMPLETED')`,
      [rosa.occurrenceId, rosa.dish.id],
    );
    return new Map(dish!.ingredients.map((i) => [i.name, i.quantity * ordered!.portions]));
  }

  beforeAll(async () => {
    e2e = await startBrowserStack('chef_kitchen', BASE);
    ({ base, errors } = e2e);
    api = new GatewayClient(e2e.stack.gatewayUrl);
    const admin = await api.createAdmin(e2e.databaseUrl);
    rosa = await publishChef(api, admin, {
      firstName: 'Rosa',
      restaurantName: 'Rosa’s Kitchen',
      dish: DISH,
      session: { offersPickup: true },
    });
    otherChef = await publishChef(api, admin, {
      firstName: 'Omar',
      session: { offersPickup: true },
    });
    maya = await api.signUp('GUEST', 'Maya', 'Okafor');
    await api.expect(
      'User',
      UPDATE_ACCOUNT,
      { input: { firstName: 'Maya', lastName: 'Okafor', phone: '416 555 0101' } },
      maya.token,
    );
    ben = await api.signUp('GUEST', 'Ben', 'Tremblay');
    mayaOrder = await place(maya, 2, 'Side door, please');
    await api.expect('Order', ACCEPT, { id: mayaOrder }, rosa.chef.token);
    ({ page: chefPage } = await e2e.newPage({ acceptDownloads: true }));
  }, 300_000);

  afterAll(async () => {
    await e2e?.stop();
  }, 60_000);

  it('prep sheet and shopping list match the database, update live on a new order, and download as PDF and CSV', async () => {
    const stream = chefPage.waitForResponse(
      (r) => r.url().includes('/live/stream?ticket=') && r.status() === 200,
      { timeout: 60_000 },
    );
    await chefPage.goto(`${base}/?lang=en-CA`);
    await logInInBrowser(chefPage, rosa.chef.email, rosa.chef.password);
    await chefPage.goto(`${base}/chef/manage/schedule?lang=en-CA`);
    await chefPage.getByRole('link', { name: 'Prep sheet' }).first().click();
    await chefPage.waitForURL(`**/chef/manage/schedule/${rosa.occurrenceId}**`);
    await stream;
    const prep = chefPage.getByTestId('prep-sheet');
    await prep.getByText('2 portions accepted · 0 portions pending').waitFor({ timeout: 30_000 });
    expect(await prep.getByTestId('lineup-order').first().innerText()).toContain('1. Maya');
    expect(await prep.innerText()).toContain('Side door, please');

    const shopping = chefPage.getByTestId('shopping-list');
    const amountOf = async (name: string) =>
      (
        await shopping
          .getByRole('row', { name: new RegExp(name) })
          .getByRole('cell')
          .first()
          .innerText()
      ).replace(/\u00a0/g, ' ');
    let expected = await expectedFromDatabase();
    expect(await amountOf('Fresh pasta sheets')).toBe(`${expected.get('Fresh pasta sheets')} g`);
    expect(await amountOf('Beef ragù')).toBe(`${expected.get('Beef ragù')! * 1000} g`);
    expect(await amountOf('Whole milk')).toBe(`${expected.get('Whole milk')} ml`);
    expect(await amountOf('Basil')).toBe(`${expected.get('Basil')} leaves`);

    // Another guest orders: both parts update without reload.
    await place(ben, 3, 'Ring twice');
    await prep.getByText('2 portions accepted · 3 portions pending').waitFor({ timeout: 30_000 });
    await shopping.getByText('For 5 portions ordered').waitFor({ timeout: 30_000 });
    expected = await expectedFromDatabase();
    expect(expected.get('Fresh pasta sheets')).toBe(1250);
    expect(await amountOf('Fresh pasta sheets')).toBe('1.25 kg');
    expect(await amountOf('Beef ragù')).toBe(`${expected.get('Beef ragù')} kg`);
    expect(await amountOf('Whole milk')).toBe(`${expected.get('Whole milk')} ml`);

    // PDF and CSV.
    const [pdf] = await Promise.all([
      chefPage.waitForEvent('download'),
      chefPage.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(pdf.suggestedFilename()).toMatch(/^prep-sheet-\d{4}-\d{2}-\d{2}\.pdf$/);
    expect((await downloadBytes(pdf)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // Allergens in words on the sheet; labels: one per accepted portion (Maya's 2), on a PDF.
    await prep
      .getByTestId('prep-allergens')
      .getByText('Contains: Milk, Wheat and triticale, Gluten. May contain: Eggs.')
      .waitFor();
    const [labels] = await Promise.all([
      chefPage.waitForEvent('download'),
      chefPage.getByRole('button', { name: 'Labels (PDF, 2)' }).click(),
    ]);
    expect(labels.suggestedFilename()).toMatch(/^labels-\d{4}-\d{2}-\d{2}\.pdf$/);
    const labelPdf = (await downloadBytes(labels)).toString('latin1');
    expect(labelPdf.slice(0, 5)).toBe('%PDF-');
    expect(labelPdf.match(/\(Keep refrigerated\) Tj/g)).toHaveLength(2);
    expect(labelPdf).toContain('(Lasagna al forno) Tj');
    const [csv] = await Promise.all([
      chefPage.waitForEvent('download'),
      chefPage.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(csv.suggestedFilename()).toMatch(/^shopping-list-.*\.csv$/);
    const lines = (await downloadBytes(csv))
      .toString('utf8')
      .replace(/^\ufeff/, '')
      .split('\r\n');
    expect(lines[0]).toBe('Ingredient,Quantity,Unit,Of which accepted,For,Notes');
    expect(lines).toContain('Fresh pasta sheets,1.25,kg,0.5,Lasagna al forno,');
    expect(errors).toEqual([]);
  }, 180_000);

  it('the order detail shows the guest’s name and phone to the owning chef; another chef reads nothing', async () => {
    await chefPage.goto(`${base}/chef/incoming-orders/accept?lang=en-CA`);
    const ref = `#${mayaOrder.slice(0, 8).toUpperCase()}`;
    const row = chefPage.getByTestId('order-row').filter({ hasText: `Order ${ref}` });
    await row.waitFor({ timeout: 30_000 });
    expect(await row.getByTestId('order-dishes').innerText()).toBe('2 × Lasagna al forno');
    await row.getByRole('button', { name: 'View order' }).click();
    const modal = chefPage.getByRole('dialog', { name: `Order ${ref}` });
    await modal.getByTestId('order-guest').getByText('Maya Okafor').waitFor();
    await modal.getByRole('link', { name: '+1 416 555 0101' }).waitFor();

    const own = await api.call<{ order: { guest: { contact: unknown } } }>(
      ORDER_GUEST,
      { id: mayaOrder },
      rosa.chef.token,
    );
    expect(own.data?.order.guest.contact).toEqual({ firstName: 'Maya', phone: '416 555 0101' });
    const other = await api.call(ORDER_GUEST, { id: mayaOrder }, otherChef.chef.token);
    expect(other.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(JSON.stringify(other)).not.toContain('Maya');
    const prep = await api.call(PREP, { id: rosa.occurrenceId }, otherChef.chef.token);
    expect(prep.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('screenshots the changed chef screens at 375 and 1280 px in en-CA and fr-CA', async () => {
    const dir = process.env.HEARTH_SHOTS_DIR;
    if (!dir) return;
    mkdirSync(dir, { recursive: true });
    const screens: Array<[string, string, (p: Page) => Promise<unknown>]> = [
      [
        'dashboard',
        '/chef/dashboard',
        (p) => p.getByTestId('sales-glance').getByRole('img').first().waitFor(),
      ],
      [
        'prep-sheet',
        `/chef/manage/schedule/${rosa.occurrenceId}`,
        (p) => p.getByTestId('shopping-list').waitFor(),
      ],
      [
        'shopping-list',
        '/chef/manage/schedule/shopping',
        (p) => p.getByTestId('shopping-list').waitFor(),
      ],
      ['schedule', '/chef/manage/schedule', (p) => p.getByRole('table').waitFor()],
      [
        'order-detail',
        '/chef/incoming-orders/accept',
        async (p) => {
          await p
            .getByRole('button', { name: /View order|Voir la commande/ })
            .first()
            .click();
          await p.getByTestId('order-guest').waitFor();
        },
      ],
    ];
    // The print stylesheet: only the sheet, on white, without the site's chrome or controls.
    await chefPage.setViewportSize({ width: 800, height: 1000 });
    await chefPage.goto(`${base}/chef/manage/schedule/${rosa.occurrenceId}?lang=en-CA`);
    await chefPage.getByTestId('shopping-list').waitFor();
    await chefPage.emulateMedia({ media: 'print' });
    await chefPage.screenshot({ path: `${dir}/chef-prep-sheet-print-en-CA.png`, fullPage: true });
    expect(await chefPage.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
    expect(await chefPage.getByTestId('site-header').isVisible()).toBe(false);
    await chefPage.emulateMedia({ media: 'screen' });
    for (const locale of ['en-CA', 'fr-CA'])
      for (const width of [375, 1280]) {
        await chefPage.setViewportSize({ width, height: 900 });
        for (const [name, path, ready] of screens) {
          await chefPage.goto(`${base}${path}?lang=${locale}`);
          await ready(chefPage);
          await chefPage.waitForTimeout(300);
          await chefPage.screenshot({
            path: `${dir}/chef-${name}-${locale}-${width}.png`,
            fullPage: true,
          });
        }
      }
  }, 240_000);
});
