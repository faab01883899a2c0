/**
 * Promotions in Chromium on the REAL stack (six subgraphs on a fresh database, gateway on 32_000,
 * built frontends on 32_100–32_103; the local test-mode processor). Like its users:
 * 1. an admin creates a 15 % code with a $30 minimum (one order in all, one per guest, Hearth
 *    pays) in the Create Promotion panel and sees it listed;
 * 2. a guest sees it on the restaurant's explore card and page;
 * 3. in the cart the code is refused below the minimum with the reason, and applies above it;
 * 4. the checkout shows the discount; the processor declines the card: the order is rejected and
 *    its redemption given back — which is why the same guest can then use the code again (its
 *    only redemption), pay $35.54 (2 × $18.50 − 15 % + HST 13 %), have that held and charged, and the
 *    ledger pays the chef the discount Hearth funds.
 * With HEARTH_SHOTS_DIR set it saves the admin panel, the explore card, the restaurant page's
 * offers, the cart with the code refused and the checkout with it applied, at 375 and 1280 px.
 */
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Locator, Page } from 'playwright-core';
import { PromotionMessages } from '@hearth/contracts';
import { startBrowserStack, type BrowserStack } from './support/browser-stack.js';
import { GatewayClient, dishInput, type Account } from './support/chef-setup.js';
import { heading, logInInBrowser } from './support/chef-browser.js';
import { addToCart, publishChef, type PublishedChef } from './support/public-chef.js';
import { eventually, query } from '../support/db.js';

const BASE = 32_000;
const SHOTS = process.env['HEARTH_SHOTS_DIR'];

const MY_ORDERS = `query MyOrders { myOrders { items { id status discountCents totalCents
  payment { status amountCents capturedCents } } } }`;
const ACCEPT = `mutation Accept($id: ID!) { acceptOrder(orderId: $id) { __typename } }`;

type MyOrder = {
  id: string;
  status: string;
  discountCents: number;
  totalCents: number;
  payment: { status: string; amountCents: number; capturedCents: number } | null;
};

describe('promotions: an admin’s code from the card to the charge (real stack, Chromium)', () => {
  let e2e: BrowserStack;
  let base: string;
  let api: GatewayClient;
  let admin: Account;
  let guest: Account;
  let rosa: PublishedChef;
  let adminPage: Page;
  let page: Page;

  const myOrders = async () =>
    (await api.call<{ myOrders: { items: MyOrder[] } }>(MY_ORDERS, {}, guest.token)).data!.myOrders
      .items;
  const redemptions = async () =>
    (
      await query<{ n: number }>(
        e2e.databaseUrl,
        `SELECT redemption_count AS n FROM orders.promotions WHERE code = 'WELCOME15'`,
      )
    )[0]?.n;
  /**
   * Both widths of the current page, when screenshots are asked for, and of `part` alone (the
   * changed part, readable where the whole page is tall).
   */
  const shots = async (p: Page, name: string, part?: Locator) => {
    if (!SHOTS) return;
    mkdirSync(SHOTS, { recursive: true });
    for (const width of [375, 1280]) {
      await p.setViewportSize({ width, height: 900 });
      await p.waitForTimeout(250);
      await p.screenshot({ path: `${SHOTS}/promotions-${name}-${width}.png`, fullPage: true });
      if (part) await part.screenshot({ path: `${SHOTS}/promotions-${name}-${width}-part.png` });
      // Nothing wider than the phone: a box or a line running off the screen is a defect.
      if (width === 375)
        expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          375,
        );
    }
  };
  /** From the cart (with the code applied there): checkout for pickup with a test card. */
  const checkout = async (card: '4242' | '4000 0000 0000 0002') => {
    await page.getByRole('button', { name: 'Checkout', exact: true }).click();
    await heading(page, 'Checkout', 1);
    await page.getByRole('radio', { name: 'Pickup' }).check();
    await page.getByTestId('checkout-discount').getByText('−$5.55').waitFor({ timeout: 15_000 });
    // $31.45 + HST 13 % ($4.09) on the discounted food, a Toronto pickup (docs/rules/tax.md).
    await page.getByTestId('checkout-tax').getByText('$4.09').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('checkout-total').innerText()).toBe('$35.54');
    await page.getByRole('button', { name: new RegExp(`^Use test card ${card}`) }).click();
    await page.getByRole('button', { name: 'Place order' }).click();
  };
  /** On the cart: types the code and applies it. */
  const applyCode = async (code: string) => {
    await page.getByLabel('Promotion code').fill(code);
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
  };

  beforeAll(async () => {
    e2e = await startBrowserStack('promotions', BASE);
    ({ base } = e2e);
    api = new GatewayClient(e2e.stack.gatewayUrl);
    admin = await api.createAdmin(e2e.databaseUrl);
    rosa = await publishChef(api, admin, {
      firstName: 'Rosa',
      restaurantName: 'Rosa’s Kitchen',
      dish: dishInput('Lasagna al forno', 1850),
      session: { orderLimit: { min: 1, max: 10 }, offersDelivery: false, offersPickup: true },
    });
    guest = await api.signUp('GUEST', 'Gina', 'Guest');
    ({ page: adminPage } = await e2e.newPage());
    await adminPage.goto(`${base}/?lang=en-CA`);
    await logInInBrowser(adminPage, admin.email, admin.password);
    ({ page } = await e2e.newPage());
    await page.goto(`${base}/?lang=en-CA`);
    await logInInBrowser(page, guest.email, guest.password);
  }, 300_000);

  afterAll(async () => {
    await e2e?.stop();
  }, 60_000);

  it('an admin creates a 15 % code with a $30 minimum and sees it listed', async () => {
    await adminPage.goto(`${base}/admin?lang=en-CA`);
    await adminPage
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('button', { name: 'Create Promotion' })
      .click();
    const form = adminPage.getByRole('form', { name: 'Create promotion' });
    await form.getByLabel('Rosa’s Kitchen').waitFor({ timeout: 15_000 });
    // A bad value is told and nothing is created.
    await form.getByLabel('Name (admins only)').fill('Welcome 15');
    await form.getByLabel('Code guests type').fill('welcome15');
    await form.getByLabel('Percent off').fill('150');
    await form.getByRole('button', { name: 'Create promotion' }).click();
    await form.getByText(PromotionMessages.percentRange).waitFor();
    await form.getByLabel('Percent off').fill('15');
    await form.getByLabel('Minimum subtotal ($, optional)').fill('30');
    await form.getByLabel('Total limit (orders, optional)').fill('1');
    await form.getByRole('button', { name: 'Create promotion' }).click();
    await adminPage.getByText('Promotion “Welcome 15” created').waitFor({ timeout: 15_000 });
    const row = adminPage.getByRole('row', { name: /Welcome 15/ });
    await row.getByText('WELCOME15').waitFor();
    await row.getByText('15% off orders of $30.00 or more').waitFor();
    await row.getByText('Used 0 of 1 · 1 per guest').waitFor();
    await row.getByText('Running').waitFor();
    await shots(
      adminPage,
      'admin-panel',
      adminPage.locator('section[aria-labelledby="promotions-title"]'),
    );
  }, 60_000);

  it('a guest sees it on the restaurant’s card and page', async () => {
    await page.goto(`${base}/user/explore?lang=en-CA`);
    const card = page.getByTestId('restaurant-card').filter({ hasText: 'Rosa’s Kitchen' });
    await card.getByText('15% off with WELCOME15').waitFor({ timeout: 15_000 });
    await shots(page, 'explore-card');
    await page.goto(`${base}/restaurant/${rosa.restaurant.slug}?lang=en-CA`);
    await page
      .getByTestId('restaurant-offers')
      .getByText(/^15% off orders of \$30\.00 or more · Code WELCOME15 · Until /)
      .waitFor({ timeout: 15_000 });
    await shots(page, 'restaurant-page', page.getByTestId('restaurant-offers'));
    // The home page's carousel (loaded once scrolled into view) shows the same discount text.
    await page.goto(`${base}/?lang=en-CA`);
    await page.getByRole('heading', { name: 'Kitchens cooking near you' }).scrollIntoViewIfNeeded();
    await page
      .getByTestId('restaurant-card')
      .filter({ hasText: 'Rosa’s Kitchen' })
      .getByText('15% off with WELCOME15')
      .waitFor({ timeout: 15_000 });
  }, 60_000);

  it('the cart refuses the code below the minimum with the reason, and applies it above', async () => {
    expect(await addToCart(api, guest, rosa, 1)).toBe(1);
    await page.goto(`${base}/user/cart?lang=en-CA`);
    await heading(page, 'Cart', 1);
    await applyCode('welcome15');
    await page
      .getByTestId('promo-code-refusal')
      .getByText('This code needs a subtotal of at least $30.00')
      .waitFor({ timeout: 15_000 });
    await shots(page, 'cart-refused', page.getByTestId('promo-code'));
    expect(await addToCart(api, guest, rosa, 1)).toBe(2);
    await page.reload();
    await applyCode('WELCOME15');
    await page
      .getByTestId('promo-code-applied')
      .getByText('Code WELCOME15 applied (−$5.55)')
      .waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('cart-group-subtotal').innerText()).toBe('$31.45');
  }, 60_000);

  it('a declined card rejects the order and gives the redemption back', async () => {
    await checkout('4000 0000 0000 0002');
    await page.getByText('Your card was declined.').first().waitFor({ timeout: 30_000 });
    await eventually(async () => (await myOrders())[0]?.status === 'REJECTED', 30_000);
    expect((await myOrders())[0]).toMatchObject({ discountCents: 555, totalCents: 3554 });
    // The code's only redemption is free again.
    expect(await redemptions()).toBe(0);
  }, 90_000);

  it('the same guest uses it again: $35.54 is held and charged, and the ledger records who funds it', async () => {
    await page.goto(`${base}/user/cart?lang=en-CA`); // the rejected order's lines came back
    await applyCode('welcome15');
    await page.getByTestId('promo-code-applied').waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Checkout', exact: true }).click();
    await heading(page, 'Checkout', 1);
    await page.getByRole('radio', { name: 'Pickup' }).check();
    await page.getByTestId('checkout-discount').getByText('−$5.55').waitFor({ timeout: 15_000 });
    await shots(page, 'checkout-code', page.getByTestId('promo-code'));
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByTestId('checkout-tax').getByText('$4.09').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('checkout-total').innerText()).toBe('$35.54');
    await page.getByRole('button', { name: /^Use test card 4242/ }).click();
    await page.getByRole('button', { name: 'Place order' }).click();
    const confirmed = page.getByRole('dialog', { name: 'Order confirmed' });
    await confirmed.getByTestId('confirmed-order-total').getByText('$35.54').waitFor({
      timeout: 30_000,
    });
    await confirmed.getByTestId('order-discount').getByText('−$5.55').waitFor();
    expect(await redemptions()).toBe(1);
    const [order] = await myOrders();
    expect(order).toMatchObject({
      status: 'PENDING',
      totalCents: 3554,
      payment: { status: 'AUTHORIZED', amountCents: 3554 },
    });

    expect((await api.call(ACCEPT, { id: order!.id }, rosa.chef.token)).data).toEqual({
      acceptOrder: { __typename: 'Order' },
    });
    expect((await myOrders())[0]!.payment).toMatchObject({
      status: 'CAPTURED',
      capturedCents: 3554,
    });
    const ledger = await query<{ kind: string; cents: number }>(
      e2e.databaseUrl,
      `SELECT kind, amount_cents AS cents FROM orders.ledger_entries WHERE order_id = $1
        ORDER BY id`,
      [order!.id],
    );
    // Hearth funds the discount: the chef is paid it, and the commission is as without it; the
    // HST is Hearth's to remit (the chef has no GST/HST number), not the chef's.
    expect(ledger.slice(0, 4)).toEqual([
      { kind: 'GROSS', cents: 3554 },
      { kind: 'TAX_COLLECTED', cents: -409 },
      { kind: 'PROMOTION_FUNDING', cents: 555 },
      { kind: 'COMMISSION', cents: -370 },
    ]);

    // The code is used up now: the admin sees it, and the guest is told.
    await adminPage.reload();
    await adminPage
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('button', { name: 'Create Promotion' })
      .click();
    await adminPage
      .getByRole('row', { name: /Welcome 15/ })
      .getByText('Used 1 of 1 · 1 per guest')
      .waitFor({ timeout: 15_000 });
    expect(e2e.errors).toEqual([]);
  }, 120_000);
});
