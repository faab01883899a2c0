/**
 * Payouts in Chromium on the REAL stack (six subgraphs on a fresh database, gateway on 23200,
 * built shell, chef and admin apps on 23300–23303; build them first). Two chefs with bank details
 * have completed orders (placed, charged, accepted and completed through the gateway). The admin
 * runs payouts on Pending Payments, holds one, approves and marks the other paid (after the
 * confirmation), and looks an order up in the refund panel; the paid chef sees the payout on
 * Earnings. Both screens are photographed at 1280 and 375 px and nothing but a table's own
 * scroller may be wider than the phone.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdirSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { eventually } from '../support/db.js';
import { startBrowserStack, type BrowserStack } from './support/browser-stack.js';
import { GatewayClient, dishInput, type Account } from './support/chef-setup.js';
import { logInInBrowser } from './support/chef-browser.js';
import { addToCart, publishChef, type PublishedChef } from './support/public-chef.js';

const BASE = 23_200;
const SHOTS = process.env['HEARTH_SHOTS_DIR'] ?? 'test-results/payouts';

const PLACE_ORDER = `mutation PlaceOrder($input: PlaceOrderInput!) { placeOrder(input: $input) {
  __typename ... on Order { id status } ... on ValidationError { errors { message } } } }`;
const ORDER = `query GetOrder($id: ID!) { order(id: $id) { id status } }`;
const ACCEPT = `mutation Accept($id: ID!) { acceptOrder(orderId: $id) { __typename } }`;
const COMPLETE = `mutation Complete($id: ID!) { completeOrder(orderId: $id) { __typename } }`;

/** A photo of the whole page once the toasts have gone, from the top (the header is sticky). */
async function shoot(page: Page, name: string, toasts: string[] = []) {
  for (const text of toasts)
    await page.getByText(text, { exact: true }).waitFor({ state: 'detached', timeout: 15_000 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** Nothing in the page is wider than the viewport (a table's own scroller excepted). */
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

describe('payouts: admin Pending Payments and the chef’s Earnings (real stack, Chromium)', () => {
  let e2e: BrowserStack;
  let base: string;
  let api: GatewayClient;
  let admin: Account;
  let rosa: PublishedChef;
  let marco: PublishedChef;
  let firstOrder = '';
  let errors: string[] = [];

  /** A guest orders `quantity` portions of `chef`'s dish; the chef accepts and completes it. */
  const completedOrder = async (chef: PublishedChef, quantity: number) => {
    const guest = await api.signUp('GUEST', 'Gina', 'Guest');
    expect(await addToCart(api, guest, chef, quantity)).toBe(quantity);
    const placed = await api.expect<{ id: string }>(
      'Order',
      PLACE_ORDER,
      {
        input: {
          occurrenceId: chef.occurrenceId,
          fulfilment: 'PICKUP',
          idempotencyKey: randomUUID(),
          paymentMethodId: 'pm_card_visa',
        },
      },
      guest.token,
    );
    await eventually(async () => {
      const res = await api.call<{ order: { status: string } }>(
        ORDER,
        { id: placed.id },
        guest.token,
      );
      return res.data?.order.status === 'PENDING';
    }, 30_000);
    await api.expect('Order', ACCEPT, { id: placed.id }, chef.chef.token);
    await api.expect('Order', COMPLETE, { id: placed.id }, chef.chef.token);
    return placed.id;
  };

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    e2e = await startBrowserStack('payouts', BASE);
    ({ base, errors } = e2e);
    api = new GatewayClient(e2e.stack.gatewayUrl);
    admin = await api.createAdmin(e2e.databaseUrl);
    rosa = await publishChef(api, admin, {
      firstName: 'Rosa',
      restaurantName: 'Rosa’s Kitchen',
      dish: dishInput('Lasagna al forno', 1850),
      session: { offersPickup: true },
    });
    marco = await publishChef(api, admin, {
      firstName: 'Marco',
      restaurantName: 'Marco’s Grill',
      dish: dishInput('Arrosticini', 2400),
      session: { offersPickup: true },
    });
    firstOrder = await completedOrder(rosa, 2);
    await completedOrder(rosa, 3);
    await completedOrder(marco, 1);
  }, 400_000);

  afterAll(async () => {
    await e2e?.stop();
  }, 60_000);

  it('the admin runs payouts, holds one, approves and marks the other paid, and finds an order to refund', async () => {
    const { page } = await e2e.newPage();
    await page.goto(`${base}/?lang=en-CA`);
    await logInInBrowser(page, admin.email, admin.password);
    await page.goto(`${base}/admin?lang=en-CA`);
    const nav = page.getByRole('navigation', { name: 'Admin' });
    await nav.getByRole('button', { name: 'Pending Payments' }).click();
    await page.getByRole('heading', { level: 1, name: 'Pending Payments' }).waitFor();
    await page.getByText('No payouts yet.', { exact: false }).waitFor({ timeout: 15_000 });

    await page.getByRole('button', { name: 'Run payouts' }).click();
    await page.getByText('2 payouts created').waitFor({ timeout: 15_000 });
    const table = page.getByRole('table');
    await eventually(async () => (await table.getByRole('row').count()) === 3, 15_000);
    const rosaRow = table.getByRole('row').filter({ hasText: 'Rosa Bianchi' });
    const marcoRow = table.getByRole('row').filter({ hasText: 'Marco Bianchi' });
    // $41.81 + $62.72 charged ($37.00 + $55.50 of food + HST 13 %, which is Hearth's to remit),
    // less 10 % of the food ($9.25) and the card fees on what was charged ($1.51 + $2.12).
    await rosaRow.getByText('$79.62').waitFor();
    expect(await rosaRow.innerText()).toMatch(/•••• 7890[\s\S]*Pending/);
    await shoot(page, 'pending-payments-1280', ['2 payouts created']);

    await marcoRow.getByRole('button', { name: 'Hold payout to Marco Bianchi' }).click();
    await page.getByText('Payout to Marco Bianchi held').waitFor();
    await rosaRow.getByRole('button', { name: 'Approve payout to Rosa Bianchi' }).click();
    await page.getByText('Payout to Rosa Bianchi approved').waitFor();
    for (const toast of ['Payout to Marco Bianchi held', 'Payout to Rosa Bianchi approved'])
      await page.getByText(toast).waitFor({ state: 'detached', timeout: 15_000 });
    await rosaRow.getByRole('button', { name: 'Mark payout to Rosa Bianchi paid' }).click();
    const dialog = page.getByRole('dialog', { name: 'Mark the payout to Rosa Bianchi paid?' });
    await dialog.getByText('This sends $79.62').waitFor();
    await page.screenshot({ path: `${SHOTS}/pending-payments-mark-paid-1280.png` });
    await dialog.getByRole('button', { name: 'Yes, send and mark paid' }).click();
    await page.getByText('Payout to Rosa Bianchi sent and marked paid').waitFor();
    await rosaRow.getByText('Paid', { exact: true }).waitFor();
    expect(await marcoRow.innerText()).toContain('Held');

    // The refund panel finds the order and shows what is left to refund.
    await page.getByLabel('Order reference or id').fill(firstOrder);
    await page.getByRole('button', { name: 'Look up' }).click();
    const found = page.getByTestId('order-payment');
    await found.getByText('Left to refund').waitFor({ timeout: 15_000 });
    // $37.00 of food + HST 13 % ($4.81).
    expect(await found.innerText()).toMatch(/Charged\s*\$41\.81/);
    await shoot(page, 'pending-payments-refund-1280', [
      'Payout to Marco Bianchi held',
      'Payout to Rosa Bianchi approved',
      'Payout to Rosa Bianchi sent and marked paid',
    ]);

    await page.setViewportSize({ width: 375, height: 812 });
    await page.getByRole('button', { name: 'Admin menu' }).click();
    await page
      .getByRole('dialog', { name: 'Admin menu' })
      .getByRole('button', { name: 'Pending Payments' })
      .click();
    // Phones: a card per payout instead of the table.
    const cards = page.getByRole('list', { name: 'Payouts' });
    await cards.getByText('Rosa Bianchi').waitFor();
    await cards
      .getByRole('listitem', { name: 'Payout to Marco Bianchi' })
      .getByRole('button', { name: 'Approve payout to Marco Bianchi' })
      .waitFor();
    await shoot(page, 'pending-payments-375');
    expect(await pageWidth(page)).toBeLessThanOrEqual(375);
    expect(errors).toEqual([]);
  }, 120_000);

  it('the paid chef sees their money and the payout on Earnings, at 1280 and 375 px', async () => {
    const { page } = await e2e.newPage();
    await page.goto(`${base}/?lang=en-CA`);
    await logInInBrowser(page, rosa.chef.email, rosa.chef.password);
    await page.goto(`${base}/chef/earnings?lang=en-CA`);
    await page.getByRole('heading', { level: 1, name: 'Earnings' }).waitFor({ timeout: 30_000 });
    const money = page.getByRole('region', { name: 'Your money' });
    await money.getByText('Balance to be paid out').waitFor({ timeout: 15_000 });
    // Sales include the HST ($4.81 + $7.22), shown apart as Hearth's to remit.
    expect(await money.innerText()).toMatch(/Sales to guests\s*\$104\.53/);
    expect(await money.innerText()).toMatch(/Sales tax Hearth remits\s*−\$12\.03/);
    expect(await money.innerText()).toMatch(/In payouts\s*−\$79\.62/);
    expect(await money.innerText()).toMatch(/Balance to be paid out\s*\$0\.00/);
    const row = page.getByTestId('payout-row');
    await row.getByText('Paid', { exact: true }).waitFor();
    expect(await row.innerText()).toContain('$79.62');
    await shoot(page, 'chef-earnings-1280');

    await page.setViewportSize({ width: 375, height: 812 });
    await row.getByText('2 orders').click();
    await shoot(page, 'chef-earnings-375');
    expect(await pageWidth(page)).toBeLessThanOrEqual(375);
    expect(errors).toEqual([]);
  }, 60_000);
});
