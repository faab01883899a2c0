/**
 * One order reference everywhere, in Chromium on the REAL stack (six subgraphs on a fresh
 * database, gateway on 31200, built frontends on 31300–31303; build them first; the e-mails go to
 * an SMTP capture on 127.0.0.1). A guest checks out for pickup in the browser:
 * 1. 'Order confirmed' shows the order reference (#XXXXXXXX: # and the id's first 8 hex digits,
 *    upper-cased), not the raw id, and so does the guest's order in Order Tracking;
 * 2. the chef's Incoming Orders show the same reference on the row and the order's details;
 *    the chef accepts it;
 * 3. the 'Your order was accepted' e-mail to the guest carries it;
 * 4. an admin types it as a person would (lower case, no #) in Pending Payments' order refunds and
 *    finds the order.
 * With HEARTH_SHOTS_DIR set it saves the confirmation and the chef's row at 375 and 1280 px.
 */
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Locator, Page } from 'playwright-core';
import {
  startSmtpCapture,
  type SmtpCapture,
} from '../../services/notifications/test/smtp-capture.js';
import { eventually } from '../support/db.js';
import { startBrowserStack, type BrowserStack } from './support/browser-stack.js';
import { GatewayClient, dishInput, type Account } from './support/chef-setup.js';
import { heading, logInInBrowser } from './support/chef-browser.js';
import { addToCart, publishChef, type PublishedChef } from './support/public-chef.js';

const BASE = 31_200;

const MY_ORDERS = `query MyOrders { myOrders { items { id reference } } }`;

describe('one order reference for the guest, the chef, the e-mail and the admin (real stack, Chromium)', () => {
  let e2e: BrowserStack;
  let smtp: SmtpCapture;
  let base: string;
  let api: GatewayClient;
  let admin: Account;
  let guest: Account;
  let rosa: PublishedChef;
  let errors: string[] = [];
  const shots = process.env.HEARTH_SHOTS_DIR;

  /** Saves `target` at 375 and 1280 px wide as `<name>-375.png` / `<name>-1280.png`. */
  const shoot = async (page: Page, target: Locator, name: string) => {
    if (!shots) return;
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await target.waitFor();
      await target.screenshot({ path: `${shots}/${name}-${width}.png` });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  };

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    e2e = await startBrowserStack('order_reference', BASE, { SMTP_URL: smtp.url });
    ({ base, errors } = e2e);
    api = new GatewayClient(e2e.stack.gatewayUrl);
    admin = await api.createAdmin(e2e.databaseUrl);
    rosa = await publishChef(api, admin, {
      firstName: 'Rosa',
      restaurantName: 'Rosa’s Kitchen',
      dish: dishInput('Lasagna al forno', 1850),
      session: { offersPickup: true },
    });
    guest = await api.signUp('GUEST', 'Gina', 'Guest');
    if (shots) mkdirSync(shots, { recursive: true });
  }, 300_000);

  afterAll(async () => {
    await e2e?.stop();
    await smtp?.close();
  }, 60_000);

  it('shows the guest, the chef, the e-mail and the admin the same #XXXXXXXX', async () => {
    // 1. The guest checks out; Order confirmed names the order by its reference.
    const { page } = await e2e.newPage();
    await page.goto(`${base}/?lang=en-CA`);
    await logInInBrowser(page, guest.email, guest.password);
    expect(await addToCart(api, guest, rosa, 2)).toBe(2);
    await page.goto(`${base}/user/cart?lang=en-CA`);
    await page.getByRole('button', { name: 'Checkout' }).click();
    await heading(page, 'Checkout', 1);
    await page.getByRole('button', { name: /^Use test card 4242/ }).click();
    await page.getByRole('button', { name: 'Place order' }).click();
    const confirmed = page.getByRole('dialog', { name: 'Order confirmed' });
    const shown = confirmed.getByTestId('confirmed-order-reference');
    await shown.waitFor({ timeout: 30_000 });
    const ref = (await shown.innerText()).trim();
    expect(ref).toMatch(/^#[0-9A-F]{8}$/);
    const mine = await api.call<{ myOrders: { items: Array<{ id: string; reference: string }> } }>(
      MY_ORDERS,
      {},
      guest.token,
    );
    const [order] = mine.data!.myOrders.items;
    expect(order!.reference).toBe(ref);
    expect(ref).toBe(`#${order!.id.slice(0, 8).toUpperCase()}`);
    expect(await confirmed.innerText()).not.toContain(order!.id);
    await shoot(page, confirmed, 'order-confirmed');
    await confirmed.getByRole('button', { name: 'Track your order' }).click();
    await heading(page, 'Orders', 1);
    const tracked = page.getByRole('listitem', { name: rosa.restaurant.name });
    await tracked.getByTestId('order-reference').getByText(ref, { exact: true }).waitFor();
    await shoot(page, tracked, 'guest-order-card');

    // 2. The chef's Incoming Orders: the row and the order's details say the same; accept it.
    const { page: chefPage } = await e2e.newPage();
    await chefPage.goto(`${base}/?lang=en-CA`);
    await logInInBrowser(chefPage, rosa.chef.email, rosa.chef.password);
    await chefPage.goto(`${base}/chef/incoming-orders/pending?lang=en-CA`);
    const row = chefPage.getByTestId('order-row').filter({ hasText: `Order ${ref}` });
    await row.waitFor({ timeout: 30_000 });
    await shoot(chefPage, row, 'chef-order-row');
    await row.getByRole('button', { name: 'View order' }).click();
    const details = chefPage.getByRole('dialog', { name: `Order ${ref}` });
    await details.getByTestId('order-reference').getByText(ref, { exact: true }).waitFor();
    await details.getByRole('button', { name: 'Accept order' }).click();
    await chefPage.getByText('The order was accepted').waitFor({ timeout: 15_000 });

    // 3. The e-mail telling the guest carries the reference (quoted-printable breaks undone).
    const mail = await eventually(
      async () =>
        smtp.messages.find(
          (m) => m.to.includes(guest.email) && m.subject === 'Your order was accepted',
        ),
      30_000,
    );
    expect(mail.raw.replace(/=\r?\n/g, '')).toContain(`The chef accepted your order ${ref}.`);

    // 4. The admin finds the order by typing the reference as a person says it.
    const { page: adminPage } = await e2e.newPage();
    await adminPage.goto(`${base}/?lang=en-CA`);
    await logInInBrowser(adminPage, admin.email, admin.password);
    await adminPage.goto(`${base}/admin?lang=en-CA`);
    await adminPage
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('button', { name: 'Pending Payments' })
      .click();
    const lookup = adminPage.getByRole('form', { name: 'Look up an order' });
    // Half a reference is refused in the browser, with what to type instead.
    await lookup.getByLabel('Order reference or id').fill('#3281');
    await lookup.getByRole('button', { name: 'Look up' }).click();
    await lookup
      .getByText('Enter the order reference (like #D6E593A0) or the full order id')
      .waitFor();
    await shoot(adminPage, adminPage.getByTestId('order-refund'), 'admin-order-lookup-refused');
    await lookup.getByLabel('Order reference or id').fill(ref.slice(1).toLowerCase());
    await lookup.getByRole('button', { name: 'Look up' }).click();
    const found = adminPage.getByTestId('order-payment');
    await found.getByText(`Order ${ref} · ${rosa.restaurant.name}`).waitFor({ timeout: 15_000 });
    await shoot(adminPage, adminPage.getByTestId('order-refund'), 'admin-order-found');
    expect(errors).toEqual([]);
  }, 240_000);
});
