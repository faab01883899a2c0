/**
 * Live mode's 'Add a card' in Chromium on the REAL stack (six subgraphs on a fresh database,
 * gateway on 18_000, built frontends on 18_100–18_103) with a live Stripe secret key whose API is
 * `StripeSetupStandIn` in front of stripe-mock. Stripe.js (js.stripe.com) is outside our walls: the
 * page gets the recorded-contract stand-in (`STRIPE_JS_STAND_IN`) in its place, and its calls to
 * api.stripe.com go to the same stand-in, so the card the browser confirms is the one orders reads
 * back from "Stripe". Like a guest:
 * 1. /user/settings/payment shows Stripe's card element, no test-mode notice;
 * 2. a card Stripe declines shows Stripe's message under the field, nothing is saved;
 * 3. a good card: 'Card saved', it is listed, and orders holds it for the guest's customer;
 * 4. a guest with no saved card chooses 'Add a new card' at checkout, types the card into the same
 *    form and places the order with it (Enter in the card field): the order reaches orders with
 *    that card and the instructions typed before.
 * With HEARTH_SHOTS_DIR set it saves screenshots of the form at 375 and 1280 px, on the payment
 * settings page and at checkout.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { startStripeMock, type StripeMock } from '../../tools/go-servers/servers.mjs';
import { STRIPE_JS_STAND_IN, StripeSetupStandIn } from '../support/stripe-setup-stand-in.js';
import { startBrowserStack, type BrowserStack } from './support/browser-stack.js';
import { eventually, query } from '../support/db.js';
import { heading, logInInBrowser } from './support/chef-browser.js';
import { chooseDeliveryAddress } from './support/guest-browser.js';
import { GatewayClient, type Account } from './support/chef-setup.js';
import { addToCart, publishChef, type PublishedChef } from './support/public-chef.js';

const BASE = 18_000;

describe("live mode: a guest adds a card with Stripe's card form (real stack, Chromium)", () => {
  let mock: StripeMock;
  let stripe: StripeSetupStandIn;
  let e2e: BrowserStack;
  let page: Page;
  let guest: Account;
  let api: GatewayClient;
  let rosa: PublishedChef;

  /** Serves Stripe.js and Stripe's API to the page from the stand-ins. */
  const routeStripe = async (p: Page) => {
    await p.route('https://js.stripe.com/**', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/javascript',
        body: STRIPE_JS_STAND_IN,
      }),
    );
    await p.route('https://api.stripe.com/**', async (route) => {
      const request = route.request();
      const url = new URL(request.url());
      const answer = await fetch(`${stripe.url}${url.pathname}${url.search}`, {
        method: request.method(),
        headers: { 'content-type': request.headers()['content-type'] ?? 'text/plain' },
        body: request.method() === 'GET' ? undefined : (request.postData() ?? ''),
      });
      await route.fulfill({
        status: answer.status,
        contentType: 'application/json',
        headers: { 'access-control-allow-origin': '*' },
        body: await answer.text(),
      });
    });
  };
  const openPaymentMethods = async (p: Page) => {
    await p.goto(`${e2e.base}/user/settings/payment?lang=en-CA`);
    await heading(p, 'Payment methods', 1);
    const form = p.getByRole('form', { name: 'Add a card' });
    await form.getByRole('button', { name: 'Save card' }).waitFor({ timeout: 20_000 });
    return form;
  };
  const typeCard = async (p: Page, number: string) => {
    await p.getByLabel('Card number', { exact: true }).fill(number);
    await p.getByLabel('Expiration date MM / YY').fill('12 / 31');
    await p.getByLabel('Security code (CVC)').fill('123');
  };

  beforeAll(async () => {
    mock = await startStripeMock();
    stripe = new StripeSetupStandIn(mock.url);
    await stripe.start();
    e2e = await startBrowserStack('live_card', BASE, {
      STRIPE_SECRET_KEY: 'sk_live_hearthlivecard',
      STRIPE_PUBLISHABLE_KEY: 'pk_live_hearthlivecard',
      STRIPE_API_BASE: stripe.url,
    });
    api = new GatewayClient(e2e.stack.gatewayUrl);
    guest = await api.signUp('GUEST', 'Lina', 'Live');
    rosa = await publishChef(api, await api.createAdmin(e2e.databaseUrl), { firstName: 'Rosa' });
    ({ page } = await e2e.newPage());
    await routeStripe(page);
    await page.goto(`${e2e.base}/?lang=en-CA`);
    await logInInBrowser(page, guest.email, guest.password);
  }, 300_000);

  afterAll(async () => {
    await e2e?.stop();
    await stripe?.stop();
    await mock?.stop();
  }, 60_000);

  it("saves a card through Stripe's card form: a declined card says why, a good one is saved and read back from Stripe", async () => {
    const form = await openPaymentMethods(page);
    expect(await form.getByRole('note', { name: 'Test mode' }).count()).toBe(0);
    await form.getByRole('group', { name: 'Card details' }).waitFor();
    // The browser asked Stripe.js for the key the server gave with the card setup.
    const setups = [...stripe.setupIntents.values()];
    expect(setups).toHaveLength(1);
    expect(setups[0]).toMatchObject({ status: 'requires_payment_method' });

    // Keyboard: Enter in the card form submits it.
    await typeCard(page, '4000 0000 0000 0002');
    await page.getByLabel('Security code (CVC)').press('Enter');
    await form.getByRole('alert').getByText('Your card was declined.').waitFor();
    expect(await page.getByTestId('saved-card').count()).toBe(0);

    const shots = process.env.HEARTH_SHOTS_DIR;
    if (shots) {
      mkdirSync(shots, { recursive: true });
      await page.screenshot({ path: `${shots}/live-card-declined-1280.png`, fullPage: true });
    }

    await typeCard(page, '4242 4242 4242 4242');
    await form.getByRole('button', { name: 'Save card' }).click();
    await page.getByText('Card saved').waitFor();
    await page
      .getByRole('list', { name: 'Saved cards' })
      .getByText('Visa •••• 4242, expires 12/31')
      .waitFor();
    // Orders read the setup back from Stripe with its secret key before saving the card.
    const seti = [...stripe.setupIntents.entries()].find(([, s]) => s.status === 'succeeded')!;
    expect(
      stripe.sent.some((r) => r.method === 'GET' && r.path === `/v1/setup_intents/${seti[0]}`),
    ).toBe(true);
    const cards = await api.call<{ paymentMethods: { last4: string }[] }>(
      `{ paymentMethods { last4 } }`,
      {},
      guest.token,
    );
    expect(cards.data!.paymentMethods).toEqual([{ last4: '4242' }]);
    // A fresh setup for the next card.
    await form.getByRole('button', { name: 'Save card' }).waitFor();
    expect(stripe.setupIntents.size).toBe(2);
    expect(e2e.errors).toEqual([]);
  });

  it('screenshots the live card form at 375 and 1280 px', async () => {
    const dir = process.env.HEARTH_SHOTS_DIR;
    if (!dir) return;
    mkdirSync(dir, { recursive: true });
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      const form = await openPaymentMethods(page);
      await page.screenshot({ path: `${dir}/live-card-${width}.png`, fullPage: true });
      await page.getByLabel('Card number', { exact: true }).fill('4242 4242 4242 4241');
      await form.getByRole('alert').waitFor();
      await page.screenshot({ path: `${dir}/live-card-invalid-${width}.png`, fullPage: true });
    }
  });

  it('lets a guest with no saved card add one at checkout and place the order with it', async () => {
    const nora = await api.signUp('GUEST', 'Nora', 'Live');
    expect(await addToCart(api, nora, rosa, 1)).toBe(1);
    const { page: checkout } = await e2e.newPage();
    await routeStripe(checkout);
    await checkout.goto(`${e2e.base}/?lang=en-CA`);
    await logInInBrowser(checkout, nora.email, nora.password);
    await checkout.goto(`${e2e.base}/user/checkout?occurrence=${rosa.occurrenceId}&lang=en-CA`);
    await heading(checkout, 'Checkout', 1);
    await checkout.getByLabel('Delivery instructions').fill('Side door, please');
    // No saved card: nothing is chosen until the guest adds one.
    const addNew = checkout.getByRole('radio', { name: 'Add a new card' });
    await addNew.waitFor();
    expect(await addNew.isChecked()).toBe(false);
    await addNew.check();
    const form = checkout.getByRole('group', { name: 'Add a card' });
    await form.getByRole('button', { name: 'Save card' }).waitFor({ timeout: 20_000 });
    // The card form sits inside the checkout form (no form of its own).
    expect(await checkout.locator('form form').count()).toBe(0);

    const dir = process.env.HEARTH_SHOTS_DIR;
    if (dir) {
      mkdirSync(dir, { recursive: true });
      for (const width of [375, 1280]) {
        await checkout.setViewportSize({ width, height: 900 });
        // The viewport around the card form (a full-page shot would show the sticky header
        // where the page was scrolled to).
        await checkout.getByRole('group', { name: 'Payment' }).scrollIntoViewIfNeeded();
        await checkout.screenshot({ path: `${dir}/checkout-live-card-${width}.png` });
      }
    }

    // Keyboard: Enter in the card field places the order. The checkout's own rules come first:
    // without an address nothing is sent, the card is not saved.
    await typeCard(checkout, '4242 4242 4242 4242');
    await checkout.getByLabel('Security code (CVC)').press('Enter');
    await checkout.getByText('Address line 1 is required').waitFor();
    expect([...stripe.setupIntents.values()].filter((s) => s.status === 'succeeded')).toHaveLength(
      1, // Lina's card of the first test
    );
    await chooseDeliveryAddress(checkout, '200 Bay St', 'M5J');
    await checkout.getByLabel('Security code (CVC)').press('Enter');
    await checkout.getByRole('dialog', { name: 'Order confirmed' }).waitFor({ timeout: 30_000 });

    const cards = await api.call<{ paymentMethods: { id: string; last4: string }[] }>(
      `{ paymentMethods { id last4 } }`,
      {},
      nora.token,
    );
    expect(cards.data!.paymentMethods).toEqual([{ id: expect.any(String), last4: '4242' }]);
    const saved = cards.data!.paymentMethods[0]!.id;
    const orders = await eventually(async () => {
      const rows = await query<{
        payment_method_id: string;
        instructions: string;
        address_line1: string;
      }>(
        e2e.databaseUrl,
        `SELECT payment_method_id, instructions, address_line1
           FROM orders.orders WHERE guest_id = $1`,
        [nora.id],
      );
      return rows.length > 0 ? rows : null;
    }, 20_000);
    expect(orders).toEqual([
      {
        payment_method_id: saved,
        instructions: 'Side door, please',
        address_line1: expect.stringContaining('200 Bay St'),
      },
    ]);
    expect(e2e.errors).toEqual([]);
  }, 60_000);
});
