/**
 * Live order notifications in Chromium on the REAL stack (six subgraphs on a fresh database,
 * gateway on 22400, built shell and chef apps on 22500–22503; build them first). Two browser
 * contexts stay open the whole time, never reloaded:
 * - the chef on /chef/incoming-orders/pending (no orders yet: no red dot);
 * - the guest on the home page (bell in its seen variant).
 * A guest places an order through the gateway (the same PlaceOrder the checkout sends); the stock
 * saga makes it PENDING. Without a reload the chef sees the red dot on 'Incoming Orders' and
 * 'Pending', the order in the list and the 'New order …' notification in the bell; accepts it in
 * the order detail modal; the dot goes away and the guest's bell turns to its unseen variant with
 * 'Your order was accepted'.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { startBrowserStack, type BrowserStack } from './support/browser-stack.js';
import { GatewayClient, dishInput, type Account } from './support/chef-setup.js';
import { logInInBrowser, notificationTitles } from './support/chef-browser.js';
import { addToCart, publishChef, type PublishedChef } from './support/public-chef.js';

const BASE = 22_400;

const PLACE_ORDER = `mutation PlaceOrder($input: PlaceOrderInput!) { placeOrder(input: $input) {
  __typename ... on Order { id status } ... on ValidationError { errors { message } } } }`;
const ORDER = `query GetOrder($id: ID!) { order(id: $id) { id status } }`;

describe('chef incoming orders and live notifications (real stack, Chromium, two contexts)', () => {
  let e2e: BrowserStack;
  let base: string;
  let api: GatewayClient;
  let chefPage: Page;
  let guestPage: Page;
  let rosa: PublishedChef;
  let guest: Account;
  let errors: string[] = [];

  beforeAll(async () => {
    e2e = await startBrowserStack('chef_orders', BASE);
    ({ base, errors } = e2e);
    api = new GatewayClient(e2e.stack.gatewayUrl);
    const admin = await api.createAdmin(e2e.databaseUrl);
    rosa = await publishChef(api, admin, {
      firstName: 'Rosa',
      restaurantName: 'Rosa’s Kitchen',
      dish: dishInput('Lasagna al forno', 1850),
      session: { offersPickup: true },
    });
    guest = await api.signUp('GUEST', 'Gina', 'Guest');
    ({ page: chefPage } = await e2e.newPage());
    ({ page: guestPage } = await e2e.newPage());
  }, 300_000);

  afterAll(async () => {
    await e2e?.stop();
  }, 60_000);

  it('the chef sees the red dot and the notification without reload, accepts, and the guest is told live', async () => {
    // Both sides open their pages before the order exists; each opens its live stream (SSE).
    const streamOpened = (p: Page) =>
      p.waitForResponse((r) => r.url().includes('/live/stream?ticket=') && r.status() === 200, {
        timeout: 60_000,
      });
    // Each wait starts just before its own page loads (the guest's 30 s must not be spent on the
    // chef's sign-in under a loaded machine).
    const chefStream = streamOpened(chefPage);
    await chefPage.goto(`${base}/?lang=en-CA`);
    await logInInBrowser(chefPage, rosa.chef.email, rosa.chef.password);
    await chefPage.goto(`${base}/chef/incoming-orders/pending?lang=en-CA`);
    await chefPage.getByText('No orders are waiting for your answer.').waitFor({ timeout: 30_000 });
    const menu = chefPage.getByRole('navigation', { name: 'Chef dashboard' });
    await menu.getByRole('link', { name: 'Pending' }).waitFor();
    expect(await menu.getByTestId('pending-dot').count()).toBe(0);

    const guestStream = streamOpened(guestPage);
    await guestPage.goto(`${base}/?lang=en-CA`);
    await logInInBrowser(guestPage, guest.email, guest.password);
    const guestBell = guestPage.getByTestId('notification-bell');
    expect((await chefStream).headers()['content-type']).toMatch(/^text\/event-stream/);
    expect((await guestStream).headers()['content-type']).toMatch(/^text\/event-stream/);
    // Sign-up and approval left notifications: opening the panel marks them seen on both sides,
    // so the bells start in their seen variant.
    for (const p of [chefPage, guestPage]) {
      await p.getByTestId('notification-bell').waitFor();
      await notificationTitles(p);
      await p
        .locator('[data-testid="notification-bell"][data-state="seen"]')
        .waitFor({ timeout: 20_000 });
    }

    // The guest orders through the API (the checkout's own PlaceOrder).
    expect(await addToCart(api, guest, rosa, 2)).toBe(2);
    const placed = await api.expect<{ id: string; status: string }>(
      'Order',
      PLACE_ORDER,
      {
        input: {
          occurrenceId: rosa.occurrenceId,
          fulfilment: 'PICKUP',
          instructions: 'I will come at 17:30',
          idempotencyKey: randomUUID(),
          paymentMethodId: 'pm_card_visa',
        },
      },
      guest.token,
    );
    const ref = `#${placed.id.slice(0, 8).toUpperCase()}`;

    // Chef, no reload: red dot on Incoming Orders and Pending, the order in the list, the bell.
    await menu.getByTestId('pending-dot').nth(1).waitFor({ timeout: 30_000 });
    expect(await menu.getByTestId('pending-dot').count()).toBe(2);
    const row = chefPage.getByTestId('order-row').filter({ hasText: `Order ${ref}` });
    await row.waitFor({ timeout: 30_000 });
    await chefPage
      .locator('[data-testid="notification-bell"][data-state="unseen"]')
      .waitFor({ timeout: 30_000 });
    expect(await notificationTitles(chefPage)).toContain('New order');

    // Accept in the order detail modal.
    await row.getByRole('button', { name: 'View order' }).click();
    const modal = chefPage.getByRole('dialog', { name: `Order ${ref}` });
    await modal.getByTestId('order-reference').getByText(ref, { exact: true }).waitFor();
    await modal.getByText('I will come at 17:30').waitFor();
    await modal.getByRole('button', { name: 'Accept order' }).click();
    await chefPage.getByText('The order was accepted').waitFor({ timeout: 15_000 });
    await chefPage.getByText('No orders are waiting for your answer.').waitFor({ timeout: 15_000 });
    await menu.getByTestId('pending-dot').first().waitFor({ state: 'detached', timeout: 15_000 });
    const accepted = await api.call<{ order: { status: string } }>(
      ORDER,
      { id: placed.id },
      rosa.chef.token,
    );
    expect(accepted.data?.order.status).toBe('ACCEPTED');

    // Guest, no reload: the bell switches to its unseen variant with the news.
    await guestPage
      .locator('[data-testid="notification-bell"][data-state="unseen"]')
      .waitFor({ timeout: 30_000 });
    expect(await guestBell.getAttribute('aria-label')).toBe('Notifications (unseen)');
    expect(await notificationTitles(guestPage)).toContain('Your order was accepted');
    expect(errors).toEqual([]);
  }, 240_000);
});
