/**
 * Money in Chromium on the REAL stack (six subgraphs on a fresh database, gateway on 23_400,
 * built frontends on 23_500–23_503; the local test-mode processor, as `npm start` runs it). A
 * public restaurant with one dish at $18.50; then, like its users:
 * 1. a guest pays with the processor's success test card: the order shows the total held; the
 *    chef accepts and the guest's order shows it charged; the guest makes it weekly (the same
 *    order every week from Rosa, placed by itself before each cutoff) and, on Weekly orders,
 *    skips next week, pauses and resumes it (fr-CA too);
 * 2. a guest pays with the declined test card: the checkout shows the processor's reason, the
 *    order is rejected, and the portions are back in stock;
 * 3. the guest cancels a pending order: the hold is released ('Not charged');
 * 4. an admin refunds part of the charged order in Pending Payments: the guest's order shows the
 *    refund with its reason;
 * 5. the chef completes the order; the admin runs payouts, the chef's payout appears in Pending
 *    Payments, is approved and marked paid; the chef's Earnings screen shows the balance the
 *    ledger says (zero once paid out) and the payout as paid;
 * 6. time passes for the weekly order (its next week's cutoff comes within the 24 h lead): the
 *    sweep (every 2 s here) places that week by itself — the guest's bell tells it, Weekly orders
 *    shows it placed with its order, which Order Tracking lists; then another guest buys the
 *    week after's last portions, and that week is missed and told, sold out (fr-CA too).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { startBrowserStack, type BrowserStack, downloadBytes } from './support/browser-stack.js';
import { GatewayClient, dishInput, type Account } from './support/chef-setup.js';
import { heading, logInInBrowser, notificationTitles } from './support/chef-browser.js';
import { addToCart, publishChef, type PublishedChef } from './support/public-chef.js';
import { eventually, query } from '../support/db.js';

const BASE = 23_400;
/**
 * The standing-order sweep every 2 s instead of 60 (the shared platform's SHARED_ENV has the same,
 * so this file still runs on it): a week that falls due is placed within seconds.
 */
const ENV = { HEARTH_STANDING_ORDER_SWEEP_SECONDS: '2' };

const MY_ORDERS = `query MyOrders { myOrders { items { id status payment { status } } } }`;
const ACCEPT = `mutation Accept($id: ID!) { acceptOrder(orderId: $id) { __typename } }`;
const COMPLETE = `mutation Complete($id: ID!) { completeOrder(orderId: $id) { __typename } }`;
const REMAINING = `query Sessions($id: ID!) { cookingSessions(restaurantId: $id, days: 30) {
  occurrences { id dishes { dishId remaining } } } }`;
const EARNINGS = `{ chefEarnings { grossCents balanceCents paidOutCents } }`;
const MY_STANDING = `{ myStandingOrders { nextWeek { occurrenceId startsAt } } }`;
const PLACE_ORDER = `mutation PlaceOrder($input: PlaceOrderInput!) { placeOrder(input: $input) {
  __typename ... on Order { id status } ... on ValidationError { errors { message } } } }`;

describe('payments: pay, decline, cancel, refund and pay out (real stack, Chromium)', () => {
  let e2e: BrowserStack;
  let base: string;
  let api: GatewayClient;
  let page: Page;
  let admin: Account;
  let guest: Account;
  let rosa: PublishedChef;
  let paidOrderId = '';

  /** The guest's newest orders (newest first). */
  const myOrders = async () =>
    (
      await api.call<{
        myOrders: { items: { id: string; status: string; payment: { status: string } | null }[] };
      }>(MY_ORDERS, {}, guest.token)
    ).data!.myOrders.items;
  const remaining = async () => {
    const res = await api.call<{
      cookingSessions: { occurrences: { id: string; dishes: { remaining: number }[] }[] }[];
    }>(REMAINING, { id: rosa.restaurant.id }, rosa.chef.token);
    return res
      .data!.cookingSessions.flatMap((s) => s.occurrences)
      .find((o) => o.id === rosa.occurrenceId)!.dishes[0]!.remaining;
  };
  /** From the cart: checkout for pickup, pay with the test card whose number starts `card`. */
  const checkout = async (card: '4242' | '4000 0000 0000 0002') => {
    await page.goto(`${base}/user/cart?lang=en-CA`);
    await page.locator('button:not([disabled])', { hasText: /^Checkout$/ }).click();
    await heading(page, 'Checkout', 1);
    await page.getByRole('radio', { name: 'Pickup' }).check();
    await page
      .getByText('Test mode: no real card is charged. Use one of the test cards below.')
      .waitFor();
    await page.getByRole('button', { name: new RegExp(`^Use test card ${card}`) }).click();
    await page.getByRole('button', { name: 'Place order' }).click();
  };
  /** Opens the detail of the guest's newest order on /user/orders/<tab>. */
  const openNewest = async (tab: 'pending' | 'upcoming-orders' | 'past') => {
    await page.goto(`${base}/user/orders/${tab}?lang=en-CA`);
    await heading(page, 'Orders', 1);
    await page
      .getByRole('listitem', { name: rosa.restaurant.name })
      .first()
      .getByRole('button', { name: 'View details' })
      .click()
      .catch(async (error: Error) => {
        await page.screenshot({ path: '/tmp/payments-journey-fail.png' });
        throw new Error(`${error.message}\nThe page showed:\n${await page.innerText('body')}`);
      });
    return page.getByRole('dialog', { name: 'Order details' });
  };

  /** The week the guest's standing order (their only one) places next. */
  const nextWeek = async () =>
    (
      await api.call<{ myStandingOrders: { nextWeek: { occurrenceId: string } | null }[] }>(
        MY_STANDING,
        {},
        guest.token,
      )
    ).data!.myStandingOrders[0]!.nextWeek;
  /**
   * Time passes until week `occurrenceId` is due: its order cutoff an hour away in orders' catalog
   * projection (what the sweep and the checkout read; sessions keep the real, later one), so it is
   * within the 24 h lead and the next sweep decides the week.
   */
  const cutoffWithinLead = async (occurrenceId: string) => {
    const rows = await query(
      e2e.databaseUrl,
      `UPDATE orders.cart_occurrences SET order_cutoff_at = now() + interval '1 hour'
        WHERE occurrence_id = $1 RETURNING occurrence_id`,
      [occurrenceId],
    );
    expect(rows).toHaveLength(1);
  };
  /**
   * Waits until the guest's bell turns to its unseen variant (no reload), opens it and returns the
   * text of the notification titled `title`; closing it leaves the bell seen.
   */
  const bellNews = async (title: string) => {
    const bell = page.getByTestId('notification-bell');
    await page
      .locator('[data-testid="notification-bell"][data-state="unseen"]')
      .waitFor({ timeout: 30_000 });
    await bell.click();
    const panel = page.getByTestId('notifications-panel');
    const item = panel.getByTestId('notification-item').filter({ hasText: title });
    await item.waitFor({ timeout: 15_000 });
    const text = await item.innerText();
    await bell.click();
    await panel.waitFor({ state: 'detached' });
    await page
      .locator('[data-testid="notification-bell"][data-state="seen"]')
      .waitFor({ timeout: 20_000 });
    return text;
  };

  beforeAll(async () => {
    e2e = await startBrowserStack('payments_journey', BASE, ENV);
    ({ base } = e2e);
    api = new GatewayClient(e2e.stack.gatewayUrl);
    admin = await api.createAdmin(e2e.databaseUrl);
    rosa = await publishChef(api, admin, {
      firstName: 'Rosa',
      restaurantName: 'Rosa’s Kitchen',
      dish: dishInput('Lasagna al forno', 1850),
      session: {
        orderLimit: { min: 1, max: 10 },
        offersDelivery: false,
        offersPickup: true,
        // Weekly for four weeks (in 3, 10, 17 and 24 days): a standing order follows the
        // session's next occurrence.
        schedule: 'WEEKLY',
        until: new Date(Date.now() + 25 * 86_400_000).toISOString().slice(0, 10),
      },
    });
    guest = await api.signUp('GUEST', 'Gina', 'Guest');
    ({ page } = await e2e.newPage());
    await page.goto(`${base}/?lang=en-CA`);
    await logInInBrowser(page, guest.email, guest.password);
  }, 300_000);

  afterAll(async () => {
    await e2e?.stop();
  }, 60_000);

  it('pays with the success card: held at checkout, charged when the chef accepts', async () => {
    expect(await addToCart(api, guest, rosa, 2)).toBe(2);
    await checkout('4242');
    const confirmed = page.getByRole('dialog', { name: 'Order confirmed' });
    // 2 × $18.50 + HST 13 % ($4.81): a Toronto pickup (docs/rules/tax.md).
    await confirmed.getByTestId('confirmed-order-total').getByText('$41.81').waitFor({
      timeout: 30_000,
    });
    await confirmed.getByRole('button', { name: 'Track your order' }).click();
    await heading(page, 'Orders', 1);
    const [order] = await myOrders();
    paidOrderId = order!.id;
    expect(order).toMatchObject({ status: 'PENDING', payment: { status: 'AUTHORIZED' } });
    let detail = await openNewest('pending');
    await detail
      .getByTestId('order-payment-status')
      .getByText('Card authorised, not charged yet')
      .waitFor();
    await detail.getByTestId('order-payment-held').getByText('$41.81').waitFor();

    expect((await api.call(ACCEPT, { id: paidOrderId }, rosa.chef.token)).data).toEqual({
      acceptOrder: { __typename: 'Order' },
    });
    detail = await openNewest('upcoming-orders');
    await detail
      .getByTestId('order-payment-status')
      .getByText('Charged')
      .waitFor({ timeout: 15_000 });
    await detail.getByTestId('order-payment-charged').getByText('$41.81').waitFor();
  }, 180_000);

  it('makes the accepted order weekly; on Weekly orders the guest skips next week, pauses and resumes', async () => {
    const detail = await openNewest('upcoming-orders');
    await detail.getByRole('button', { name: 'Make it weekly' }).click();
    const made = detail.getByTestId('weekly-order-made');
    await made.getByText('This order is weekly').waitFor({ timeout: 15_000 });
    await made.getByText(/^Next week’s order is placed by itself on /).waitFor();
    await made.getByRole('link', { name: 'Manage weekly orders' }).click();
    await heading(page, 'Weekly orders', 1);
    const card = page.getByRole('article', { name: rosa.restaurant.name });
    await card.getByTestId('weekly-order-status').getByText('Active').waitFor();
    await card.getByText('Lasagna al forno · $18.50').waitFor();
    await card.getByTestId('weekly-line-quantity').getByText('× 2').waitFor();
    const next = await card.getByTestId('weekly-next').innerText();
    expect(next).toMatch(/^Next: .+ — placed by itself on /);

    await card.getByRole('button', { name: 'Skip next week' }).click();
    await page.getByText('Next week skipped').waitFor();
    await card
      .getByTestId('weekly-weeks')
      .getByText(/— Skipped$/)
      .waitFor();
    // The week after the skipped one is next now.
    await eventually(
      async () => (await card.getByTestId('weekly-next').innerText()) !== next,
      15_000,
    );

    await card.getByRole('button', { name: 'Pause' }).click();
    await card.getByTestId('weekly-order-status').getByText('Paused').waitFor();
    await card.getByText('Paused: no week is placed until you resume.').waitFor();
    await card.getByRole('button', { name: 'Resume' }).click();
    await card.getByTestId('weekly-order-status').getByText('Active').waitFor();

    await page.goto(`${base}/user/weekly-orders?lang=fr-CA`);
    await heading(page, 'Commandes hebdomadaires', 1);
    await page
      .getByRole('article', { name: rosa.restaurant.name })
      .getByRole('button', { name: 'Sauter la semaine prochaine' })
      .waitFor();
    await page.goto(`${base}/user/weekly-orders?lang=en-CA`);
    await heading(page, 'Weekly orders', 1);
  }, 120_000);

  it('a declined card shows the processor’s reason and the portions go back in stock', async () => {
    const before = await remaining();
    expect(await addToCart(api, guest, rosa, 1)).toBe(1);
    await checkout('4000 0000 0000 0002');
    await page.getByText('Your card was declined.').first().waitFor({ timeout: 30_000 });
    await eventually(async () => (await myOrders())[0]!.status === 'REJECTED', 30_000);
    expect((await myOrders())[0]!.payment).toEqual({ status: 'FAILED' });
    await eventually(async () => (await remaining()) === before, 30_000);
  }, 120_000);

  it('cancelling a pending order releases the hold', async () => {
    await page.goto(`${base}/user/cart?lang=en-CA`); // the declined order's lines came back
    await checkout('4242');
    await page
      .getByRole('dialog', { name: 'Order confirmed' })
      .getByRole('button', { name: 'Track your order' })
      .click({ timeout: 30_000 });
    const detail = await openNewest('pending');
    await detail.getByRole('button', { name: 'Cancel order' }).click();
    await page
      .getByRole('dialog', { name: 'Do you want to cancel the order?' })
      .getByRole('button', { name: 'Yes' })
      .click();
    await page.getByText('Your order has been cancelled').waitFor();
    await eventually(async () => (await myOrders())[0]!.payment?.status === 'VOIDED', 30_000);
    const past = await openNewest('past');
    await past
      .getByTestId('order-payment-status')
      .getByText('Authorisation released, not charged')
      .waitFor();
  }, 120_000);

  it('an admin refunds part of the charged order; the guest sees the refund and its reason', async () => {
    const adminPage = (await e2e.newPage()).page;
    await adminPage.goto(`${base}/?lang=en-CA`);
    await logInInBrowser(adminPage, admin.email, admin.password);
    await adminPage.goto(`${base}/admin?lang=en-CA`);
    await adminPage
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('button', { name: 'Pending Payments' })
      .click();
    await adminPage.getByRole('heading', { level: 1, name: 'Pending Payments' }).waitFor();
    await adminPage.getByLabel('Order reference or id').fill(paidOrderId);
    await adminPage.getByRole('button', { name: 'Look up' }).click();
    const payment = adminPage.getByTestId('order-payment');
    await payment.getByText('Charged').first().waitFor({ timeout: 15_000 });
    await adminPage.getByLabel('Amount to refund ($)').fill('5.50');
    await adminPage.getByLabel('Reason (shown to the guest, optional)').fill('One tray was cold');
    await adminPage.getByRole('button', { name: 'Refund', exact: true }).click();
    await adminPage
      .getByRole('dialog', { name: 'Refund this order?' })
      .getByRole('button', { name: 'Yes, refund $5.50' })
      .click();
    await adminPage.getByText('$5.50 refunded').waitFor({ timeout: 15_000 });

    const detail = await openNewest('upcoming-orders');
    await detail.getByTestId('order-payment-status').getByText('Partly refunded').waitFor({
      timeout: 15_000,
    });
    await detail.getByTestId('order-payment-refunded').getByText('$5.50').waitFor();
    await detail
      .getByTestId('order-payment-refund')
      .getByText('One tray was cold', { exact: false })
      .waitFor();
    await adminPage.close();

    // The receipt (issue 24, item 7): from the order details, with the tax line, the refund and
    // what was paid after it; its PDF downloads and holds the order reference.
    await detail.getByRole('link', { name: 'Receipt' }).click();
    const receipt = page.getByTestId('receipt');
    await receipt.getByRole('heading', { level: 1, name: /^Receipt #/ }).waitFor();
    const totals = receipt.getByTestId('receipt-totals');
    await totals.getByRole('row', { name: 'HST 13 % (ON) $4.81' }).waitFor();
    await totals.getByRole('row', { name: 'Total $41.81' }).waitFor();
    await receipt.getByRole('row', { name: 'Paid after refunds $36.31' }).waitFor();
    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    const reference = paidOrderId.slice(0, 8).toUpperCase();
    expect(pdf.suggestedFilename()).toBe(`hearth-receipt-${reference}.pdf`);
    const bytes = await downloadBytes(pdf);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.toString('latin1')).toContain(`#${reference}`);
  }, 120_000);

  it('the completed order is paid out: Pending Payments lists it, it is approved and marked paid, and the chef’s earnings match', async () => {
    expect((await api.call(COMPLETE, { id: paidOrderId }, rosa.chef.token)).data).toEqual({
      completeOrder: { __typename: 'Order' },
    });
    const before = (
      await api.call<{ chefEarnings: { grossCents: number; balanceCents: number } }>(
        EARNINGS,
        {},
        rosa.chef.token,
      )
    ).data!.chefEarnings;
    // $41.81 charged ($37.00 + HST $4.81, Hearth's to remit: not the chef's) − $5.50 refunded
    // (of which HST 63 ¢ comes back from Hearth) − 10 % commission on the food net of the
    // refund's food share (370 − 49) − the processor's fee on $41.81.
    expect(before.grossCents).toBe(4181);
    expect(before.balanceCents).toBe(
      4181 - 481 - 550 + 63 - (370 - 49) - (Math.round(4181 * 0.029) + 30),
    );

    const adminPage = (await e2e.newPage()).page;
    await adminPage.goto(`${base}/?lang=en-CA`);
    await logInInBrowser(adminPage, admin.email, admin.password);
    await adminPage.goto(`${base}/admin?lang=en-CA`);
    await adminPage
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('button', { name: 'Pending Payments' })
      .click();
    await adminPage.getByRole('button', { name: 'Run payouts' }).click();
    await adminPage.getByText('1 payout created').waitFor({ timeout: 15_000 });
    const row = adminPage.getByRole('row', { name: /Rosa/ });
    await row.getByText(`$${(before.balanceCents / 100).toFixed(2)}`).waitFor();
    await row.getByRole('button', { name: /^Approve payout to Rosa/ }).click();
    await row.getByRole('button', { name: /^Mark payout to Rosa.* paid$/ }).click();
    await adminPage
      .getByRole('dialog', { name: /^Mark the payout to Rosa.* paid\?$/ })
      .getByRole('button', { name: 'Yes, send and mark paid' })
      .click();
    await adminPage.getByText(/sent and marked paid$/).waitFor({ timeout: 15_000 });
    await adminPage.close();

    const after = (
      await api.call<{ chefEarnings: { balanceCents: number; paidOutCents: number } }>(
        EARNINGS,
        {},
        rosa.chef.token,
      )
    ).data!.chefEarnings;
    expect(after).toEqual({ balanceCents: 0, paidOutCents: before.balanceCents, grossCents: 4181 });

    const chefPage = (await e2e.newPage()).page;
    await chefPage.goto(`${base}/?lang=en-CA`);
    await logInInBrowser(chefPage, rosa.chef.email, rosa.chef.password);
    await chefPage.goto(`${base}/chef/earnings?lang=en-CA`);
    await chefPage
      .getByText(`$${(before.balanceCents / 100).toFixed(2)}`)
      .first()
      .waitFor({
        timeout: 15_000,
      });
    await chefPage.getByText('Paid', { exact: true }).first().waitFor();
    await chefPage.close();
    expect(e2e.errors).toEqual([]);
  }, 180_000);

  it('the sweep places next week by itself and tells the guest; a sold-out week is missed and told', async () => {
    await page.goto(`${base}/user/weekly-orders?lang=en-CA`);
    await heading(page, 'Weekly orders', 1);
    // Everything told so far is seen: the bell's next unseen variant is the week's news.
    await notificationTitles(page);
    await page
      .locator('[data-testid="notification-bell"][data-state="seen"]')
      .waitFor({ timeout: 20_000 });

    // The week after the skipped one comes within the lead: placed by itself, the guest told.
    const placedWeek = (await nextWeek())!;
    await cutoffWithinLead(placedWeek.occurrenceId);
    const placedNews = await bellNews('Your weekly order is placed');
    const [order] = await myOrders();
    expect(order).toMatchObject({ status: 'PENDING', payment: { status: 'AUTHORIZED' } });
    const ref = `#${order!.id.slice(0, 8).toUpperCase()}`;
    expect(placedNews).toContain(`Your weekly order from ${rosa.restaurant.name} for `);
    expect(placedNews).toContain(`is placed (${ref}). The chef will confirm it.`);

    await page.goto(`${base}/user/weekly-orders?lang=en-CA`);
    const card = page.getByRole('article', { name: rosa.restaurant.name });
    const placed = card
      .getByTestId('weekly-weeks')
      .getByRole('listitem')
      .filter({ hasText: '— Placed' });
    await placed.getByRole('link', { name: `Order ${ref}` }).click();
    await heading(page, 'Orders', 1);
    const listed = page
      .getByRole('listitem', { name: rosa.restaurant.name })
      .filter({ has: page.getByTestId('order-reference').getByText(ref, { exact: true }) });
    await listed.getByTestId('order-status').getByText('Pending').waitFor({ timeout: 15_000 });

    // Another guest buys the last portions of the week after; when it falls due it is missed,
    // sold out, and the guest is told. The standing order stays on.
    const soldOut = (await nextWeek())!;
    expect(soldOut.occurrenceId).not.toBe(placedWeek.occurrenceId);
    const sam = await api.signUp('GUEST', 'Sam', 'Other');
    expect(await addToCart(api, sam, { ...rosa, occurrenceId: soldOut.occurrenceId }, 8)).toBe(8);
    await api.expect(
      'Order',
      PLACE_ORDER,
      {
        input: {
          occurrenceId: soldOut.occurrenceId,
          fulfilment: 'PICKUP',
          instructions: '',
          idempotencyKey: randomUUID(),
          paymentMethodId: 'pm_card_visa',
        },
      },
      sam.token,
    );
    // Orders' projection knows none is left (else the sessions' refusal would tell the same,
    // later) before the week falls due.
    await eventually(async () => {
      const [dish] = await query<{ remaining: number }>(
        e2e.databaseUrl,
        'SELECT remaining FROM orders.cart_occurrence_dishes WHERE occurrence_id = $1',
        [soldOut.occurrenceId],
      );
      return dish?.remaining === 0;
    }, 30_000);
    await cutoffWithinLead(soldOut.occurrenceId);
    const missedNews = await bellNews('Your weekly order was not placed this week');
    expect(missedNews).toContain(
      'was not placed: the chef has no portions left for it. It stays on for next week.',
    );
    expect((await myOrders())[0]!.id).toBe(order!.id); // no order for the missed week

    await page.goto(`${base}/user/weekly-orders?lang=en-CA`);
    const weeks = card.getByTestId('weekly-weeks');
    await weeks.getByText(/— Not placed: no portions were left$/).waitFor();
    await weeks.getByRole('link', { name: `Order ${ref}` }).waitFor();
    await card.getByTestId('weekly-order-status').getByText('Active').waitFor();
    await card.getByText('The chef has no later date for this session yet.').waitFor();
    // At a phone's width the weeks still fit the screen.
    await page.setViewportSize({ width: 375, height: 812 });
    await weeks.getByRole('link', { name: `Order ${ref}` }).waitFor();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    await page.goto(`${base}/user/weekly-orders?lang=fr-CA`);
    await heading(page, 'Commandes hebdomadaires', 1);
    const semaines = page
      .getByRole('article', { name: rosa.restaurant.name })
      .getByTestId('weekly-weeks');
    await semaines.getByText(/— Non passée : il ne restait plus de portions$/).waitFor();
    await semaines.getByRole('link', { name: `Commande ${ref}` }).waitFor();
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(e2e.errors).toEqual([]);
  }, 180_000);
});
