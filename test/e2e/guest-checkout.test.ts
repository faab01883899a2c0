/**
 * Guest cart, checkout and orders in Chromium on the REAL stack (six subgraphs on a fresh
 * database, gateway on 22000, built frontends on 22100–22103; build the shell and guest apps
 * first). A public restaurant is set up through the gateway: delivery within 8 km ($5.00 + $0.50
 * per km) and pickup, one dish at $18.50 cooking in 3 days in a session whose orders hold 3 to 10
 * portions. Then, like a user, a guest:
 * 1. adds 1 portion from the restaurant page's dish modal (the header bag counts it),
 * 2. sees the minimum-quantity warning on /user/cart with Checkout disabled, steps it to 3,
 * 3. checks out for pickup with a 10 % tip for the chef (a negative amount refused first; the tip
 *    after the tax, untaxed) and sees Order confirmed, then the order Pending in Order Tracking,
 * 4. adds 3 more (through the API: the same AddToCart) and checks out for delivery with an
 *    address chosen from the suggestions: Order confirmed shows the distance-based fee,
 * 5. cancels the pickup order from /user/orders/pending ('Do you want to cancel the order?', Yes)
 *    and finds it Cancelled among past orders,
 * 6. sees the chef accept the delivery order without reloading (live stream or its fallback
 *    poll), and once the chef completed it reviews it ('Review stars are required' first), then
 *    changes the review ('Your review has been updated') and finds it on /user/reviews; then adds
 *    a 15 % tip to the completed order (a charge of its own) and the chef's earnings show it.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { startBrowserStack, type BrowserStack } from './support/browser-stack.js';
import { GatewayClient, dishInput, type Account } from './support/chef-setup.js';
import { heading, logInInBrowser } from './support/chef-browser.js';
import {
  addToCart,
  publishChef,
  waitUntilReviewable,
  type PublishedChef,
} from './support/public-chef.js';

const BASE = 22_000;

const CART = `query GetCarts { cart { itemCount } }`;
const MY_ORDERS = `query MyOrders($status: [OrderStatus!]) { myOrders(status: $status) {
  items { id status fulfilment } } }`;
const ACCEPT = `mutation Accept($id: ID!) { acceptOrder(orderId: $id) { __typename } }`;
const COMPLETE = `mutation Complete($id: ID!) { completeOrder(orderId: $id) { __typename } }`;
const TIPS = `query Tips($id: ID!) { order(id: $id) { tipCents } chefEarnings { tipsCents } }`;

describe('guest cart, checkout and orders (real stack, Chromium)', () => {
  let e2e: BrowserStack;
  let base: string;
  let api: GatewayClient;
  let page: Page;
  let guest: Account;
  let rosa: PublishedChef;
  let errors: string[] = [];

  beforeAll(async () => {
    e2e = await startBrowserStack('guest_checkout', BASE);
    ({ base, errors } = e2e);
    api = new GatewayClient(e2e.stack.gatewayUrl);
    const admin = await api.createAdmin(e2e.databaseUrl);
    rosa = await publishChef(api, admin, {
      firstName: 'Rosa',
      restaurantName: 'Rosa’s Kitchen',
      // The coordinates the wizard's address autocomplete gives (delivery distances need them).
      restaurant: { latitude: 43.6435, longitude: -79.3791 },
      dish: Object.assign(dishInput('Lasagna al forno', 1850), {
        allergens: ['WHEAT_TRITICALE', 'MILK'],
        mayContainAllergens: ['EGGS'],
      }),
      session: { orderLimit: { min: 3, max: 10 }, offersDelivery: true, offersPickup: true },
    });
    guest = await api.signUp('GUEST', 'Gina', 'Guest');
    ({ page } = await e2e.newPage());
  }, 300_000);

  afterAll(async () => {
    await e2e?.stop();
  }, 60_000);

  /**
   * With HEARTH_SHOTS_DIR: the checkout around the tip picker at 375 and 1280 px, in en-CA
   * and fr-CA (the footer's switcher changes it in place, so the form keeps what was chosen),
   * then back to en-CA at 1280 px.
   */
  const tipShots = async (name: string) => {
    const shots = process.env.HEARTH_SHOTS_DIR;
    if (!shots) return;
    for (const locale of ['en-CA', 'fr-CA']) {
      await page.getByTestId('locale-switcher').last().selectOption(locale);
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.getByTestId('tip-picker').scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${shots}/${name}-${locale}-${width}.png` });
      }
    }
    await page.getByTestId('locale-switcher').last().selectOption('en-CA');
    await page.setViewportSize({ width: 1280, height: 900 });
  };

  it('adds a dish from the restaurant page, fixes the minimum-quantity warning and checks out for pickup', async () => {
    await page.goto(`${base}/?lang=en-CA`);
    await logInInBrowser(page, guest.email, guest.password);
    await page.goto(`${base}/restaurant/${rosa.restaurant.slug}?lang=en-CA`);
    await heading(page, rosa.restaurant.name, 1);
    const dishButton = page.getByRole('button', { name: /Lasagna al forno/ });
    await dishButton.waitFor({ timeout: 20_000 });
    // Its priority allergens in words on the card, in the modal and on the cart line.
    await dishButton.getByText('Contains: Milk, Wheat and triticale').waitFor();
    await dishButton.click();
    const modal = page.getByRole('dialog', { name: 'Lasagna al forno' });
    await modal.getByTestId('dish-allergens').getByText('May contain: Eggs').waitFor();
    await modal.getByRole('button', { name: 'Add to Cart · $18.50' }).click();
    await page.getByRole('link', { name: 'Cart, 1 item' }).waitFor({ timeout: 15_000 });

    // The header dropdown lists the line with its price × quantity.
    await page.getByTestId('cart-button').click();
    const dropdown = page.getByRole('dialog', { name: 'Cart' });
    await dropdown.getByText('$18.50 × 1').waitFor();
    await dropdown.getByRole('link', { name: 'Go to cart' }).click();

    await heading(page, 'Cart', 1);
    const line = page.getByRole('listitem', { name: 'Lasagna al forno' });
    await line
      .getByTestId('cart-line-allergens')
      .getByText('Contains: Milk, Wheat and triticale · May contain: Eggs')
      .waitFor({ timeout: 15_000 });
    if (process.env.HEARTH_SHOTS_DIR) {
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.screenshot({
          path: `${process.env.HEARTH_SHOTS_DIR}/guest-cart-en-CA-${width}.png`,
        });
      }
    }
    await line
      .getByText('You need to have at least 3 items in your cart to order')
      .waitFor({ timeout: 15_000 });
    expect(await page.getByRole('button', { name: 'Checkout' }).isDisabled()).toBe(true);
    const increase = line.getByRole('button', { name: /^Increase/ });
    await increase.click();
    await line.getByText('$18.50 × 2 = $37.00').waitFor();
    await increase.click();
    await line.getByText('$18.50 × 3 = $55.50').waitFor();
    await line
      .getByText('You need to have at least 3 items in your cart to order')
      .waitFor({ state: 'detached' });
    const checkout = page.getByRole('button', { name: 'Checkout' });
    await page.locator('button:not([disabled])', { hasText: /^Checkout$/ }).waitFor();
    // The server agrees: the cart holds 3 portions.
    const cart = await api.call<{ cart: { itemCount: number } }>(CART, {}, guest.token);
    expect(cart.data?.cart.itemCount).toBe(3);
    await checkout.click();

    await heading(page, 'Checkout', 1);
    // No live keys (the local test processor): the checkout says so (docs/rules/payments.md).
    await page.getByRole('status').filter({ hasText: 'Test mode — no real money moves' }).waitFor();
    expect(await page.getByRole('radio', { name: 'Pickup' }).isChecked()).toBe(true);
    // A Toronto pickup: HST 13 % of $55.50 is $7.215, rounded half-up once per order.
    await page.getByText('HST 13%').waitFor();
    await page.getByTestId('checkout-tax').getByText('$7.22').waitFor();
    await page.getByTestId('checkout-total').getByText('$62.72').waitFor();
    await page.getByLabel('Pickup instructions').fill('I will come at 17:30');
    // Test mode: the processor's success card, picked from the test-card list.
    await page.getByRole('button', { name: /^Use test card 4242/ }).click();
    // A tip for the chef (docs/rules/payments.md#tips): a negative amount is refused with its
    // message and nothing is placed; 10 % of the food ($5.55) comes after the tax, untaxed.
    const tip = page.getByTestId('tip-picker');
    await tip.getByRole('radio', { name: 'Other amount' }).check();
    await tip.getByLabel('Tip amount').fill('-5');
    await page.getByRole('button', { name: 'Place order' }).click();
    await tip.getByText('Enter a tip between $0.50 and $200.00, or choose No tip').waitFor();
    await tipShots('guest-checkout-tip-error');
    await tip.getByRole('radio', { name: '10% · $5.55' }).check();
    await page.getByTestId('checkout-tip').getByText('$5.55').waitFor();
    await page.getByTestId('checkout-tax').getByText('$7.22').waitFor();
    await page.getByTestId('checkout-total').getByText('$68.27').waitFor();
    await tipShots('guest-checkout-tip');
    await page.getByRole('button', { name: 'Place order' }).click();
    const confirmed = page.getByRole('dialog', { name: 'Order confirmed' });
    // The stock saga crosses the event bus before the order is confirmed.
    await confirmed.getByTestId('confirmed-order-total').getByText('$68.27').waitFor({
      timeout: 30_000,
    });
    await confirmed.getByTestId('order-tax').getByText('$7.22').waitFor();
    await confirmed.getByTestId('order-tip').getByText('$5.55').waitFor();
    await confirmed.getByRole('button', { name: 'Track your order' }).click();
    await heading(page, 'Orders', 1);
    const tracked = page.getByRole('listitem', { name: rosa.restaurant.name });
    await tracked.getByTestId('order-status').getByText('Pending').waitFor();
    await page.getByRole('link', { name: 'Cart, 0 items' }).waitFor();
    expect(errors).toEqual([]);
  }, 180_000);

  it('checks out for delivery to an address chosen from the suggestions, with the fee by distance', async () => {
    expect(await addToCart(api, guest, rosa, 3)).toBe(3);
    await page.goto(`${base}/user/cart?lang=en-CA`);
    await page
      .getByRole('listitem', { name: 'Lasagna al forno' })
      .getByText('$18.50 × 3 = $55.50')
      .waitFor();
    await page.getByRole('button', { name: 'Checkout' }).click();
    await heading(page, 'Checkout', 1);
    await page.getByRole('radio', { name: 'Delivery' }).check();
    await page
      .getByTestId('checkout-fee')
      .getByText('Delivery fee: $5.00 + $0.50 per km, within 8 km')
      .waitFor();
    await page.getByLabel('Address line 1').fill('290 Bremner Blvd');
    await page.getByLabel(/postal code/i).fill('M5V');
    const suggestion = page
      .getByRole('list', { name: 'Address suggestions' })
      .getByRole('button', { name: /^M5V/ })
      .first();
    await suggestion.waitFor({ timeout: 15_000 });
    await suggestion.click();
    await page.getByLabel('Delivery instructions').fill('Buzz 1203');
    await page.getByRole('button', { name: /^Use test card 4242/ }).click();
    await page.getByRole('button', { name: 'Place order' }).click();
    const confirmed = page.getByRole('dialog', { name: 'Order confirmed' });
    await confirmed.waitFor({ timeout: 30_000 }).catch(async (error: Error) => {
      // Say what the guest saw instead (a refusal's message) rather than only a timeout.
      throw new Error(`${error.message}\nThe page showed:\n${await page.innerText('main')}`);
    });
    const total = await confirmed.getByTestId('confirmed-order-total').innerText();
    const totalCents = Math.round(Number(total.replace('$', '')) * 100);
    // Σ price × qty + fee, the fee at least the $5.00 base and within the 8 km radius, + HST 13 %
    // on both (a Toronto address).
    const tax = await confirmed.getByTestId('order-tax').innerText();
    const taxCents = Math.round(Number(tax.replace('$', '')) * 100);
    const feeCents = totalCents - taxCents - 5550;
    expect(feeCents).toBeGreaterThanOrEqual(500);
    expect(feeCents).toBeLessThanOrEqual(500 + 50 * 8);
    expect(taxCents).toBe(Math.floor(((5550 + feeCents) * 13 + 50) / 100));
    await confirmed.getByRole('button', { name: 'Track your order' }).click();
    await heading(page, 'Orders', 1);
    await page.getByRole('listitem', { name: rosa.restaurant.name }).nth(1).waitFor();
    expect(errors).toEqual([]);
  }, 120_000);

  it('cancels a pending order after the confirmation and finds it among past orders', async () => {
    await page.goto(`${base}/user/orders/pending?lang=en-CA`);
    await heading(page, 'Orders', 1);
    const cards = page.getByRole('listitem', { name: rosa.restaurant.name });
    await cards.nth(1).waitFor();
    // Newest first: the second card is the pickup order.
    await cards.nth(1).getByRole('button', { name: 'View details' }).click();
    const detail = page.getByRole('dialog', { name: 'Order details' });
    await detail.getByText('I will come at 17:30').waitFor();
    await detail.getByRole('button', { name: 'Cancel order' }).click();
    const confirm = page.getByRole('dialog', { name: 'Do you want to cancel the order?' });
    await confirm.getByRole('button', { name: 'Go Back' }).click();
    await detail.getByRole('button', { name: 'Cancel order' }).click();
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await page.getByText('Your order has been cancelled').waitFor();
    await cards.nth(1).waitFor({ state: 'detached' });

    await page.getByRole('link', { name: 'Past orders' }).click();
    await page
      .getByRole('listitem', { name: rosa.restaurant.name })
      .getByTestId('order-status')
      .getByText('Cancelled')
      .waitFor();
    expect(errors).toEqual([]);
  }, 120_000);

  it('sees the chef accept without reloading, then reviews the completed order and changes the review', async () => {
    const orders = await api.call<{ myOrders: { items: { id: string; fulfilment: string }[] } }>(
      MY_ORDERS,
      { status: ['PENDING'] },
      guest.token,
    );
    const delivery = orders.data?.myOrders.items.find((o) => o.fulfilment === 'DELIVERY');
    if (!delivery) throw new Error(`no pending delivery order: ${JSON.stringify(orders)}`);
    await page.goto(`${base}/user/orders?lang=en-CA`);
    const card = page.getByRole('listitem', { name: rosa.restaurant.name });
    await card.getByTestId('order-status').getByText('Pending').waitFor();
    expect((await api.call(ACCEPT, { id: delivery.id }, rosa.chef.token)).data).toEqual({
      acceptOrder: { __typename: 'Order' },
    });
    // No reload: the live stream (or its fallback poll) brings the new status.
    await card.getByTestId('order-status').getByText('Accepted').waitFor({ timeout: 30_000 });
    expect((await api.call(COMPLETE, { id: delivery.id }, rosa.chef.token)).data).toEqual({
      completeOrder: { __typename: 'Order' },
    });
    // The review is refused until restaurants has the order's OrderCompleted (event bus).
    await waitUntilReviewable(e2e.databaseUrl, delivery.id);

    await page.getByRole('link', { name: 'Past orders' }).click();
    const completed = page
      .getByRole('listitem', { name: rosa.restaurant.name })
      .filter({ has: page.getByText('Completed', { exact: true }) });
    await completed.getByRole('button', { name: 'Review Your Order' }).click();
    let modal = page.getByRole('dialog', { name: 'Review Your Order' });
    await modal.getByRole('button', { name: 'Submit review' }).click();
    await modal.getByText('Review stars are required').waitFor();
    await modal.getByRole('radio', { name: '4 stars' }).click();
    await modal.getByLabel('Tell us about your order (optional)').fill('Generous and still warm.');
    await modal.getByRole('button', { name: 'Submit review' }).click();
    await page.getByText('Thank you for your review').waitFor({ timeout: 15_000 });
    await modal.waitFor({ state: 'detached' });

    // One review per order: opening it again changes it.
    await completed.getByRole('button', { name: 'Review Your Order' }).click();
    modal = page.getByRole('dialog', { name: 'Review Your Order' });
    await modal.getByRole('button', { name: 'Update review' }).click();
    await page.getByText('Your review has been updated').waitFor({ timeout: 15_000 });
    await page.goto(`${base}/user/reviews?lang=en-CA`);
    await heading(page, 'Reviews', 1);
    const review = page.getByTestId('review-item');
    await review.getByText('Generous and still warm.').waitFor();
    expect(await review.count()).toBe(1);

    // A tip after completion: a charge of its own on a test card, all of it the chef's.
    const shots = process.env.HEARTH_SHOTS_DIR;
    /** The newest past order (the completed delivery one) opened, in the page's locale. */
    const openCompleted = async (locale: string, viewDetails: string) => {
      await page.goto(`${base}/user/orders/past?lang=${locale}`);
      await page
        .getByRole('listitem', { name: rosa.restaurant.name })
        .first()
        .getByRole('button', { name: viewDetails })
        .click();
      return page.getByRole('dialog');
    };
    /** With HEARTH_SHOTS_DIR: the Add a tip form at 375 and 1280 px. */
    const addTipShots = async (dialog: ReturnType<Page['getByRole']>, locale: string) => {
      if (!shots) return;
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await dialog.getByTestId('add-tip-form').scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${shots}/guest-add-tip-${locale}-${width}.png` });
      }
      await page.setViewportSize({ width: 1280, height: 900 });
    };
    if (shots) {
      const dialog = await openCompleted('fr-CA', 'Voir les détails');
      await dialog.getByRole('button', { name: 'Ajouter un pourboire' }).click();
      await dialog.getByRole('button', { name: /^Utiliser la carte de test 4242/ }).click();
      await addTipShots(dialog, 'fr-CA');
    }
    const detail = await openCompleted('en-CA', 'View details');
    await detail.getByRole('button', { name: 'Add a tip' }).click();
    const form = detail.getByRole('form', { name: 'Add a tip' });
    expect(await form.getByRole('radio', { name: '15% · $8.33' }).isChecked()).toBe(true);
    await form.getByRole('button', { name: /^Use test card 4242/ }).click();
    await addTipShots(detail, 'en-CA');
    await form.getByRole('button', { name: 'Add a $8.33 tip' }).click();
    await page.getByText('Thank you! Your tip goes to the chef in full.').waitFor({
      timeout: 15_000,
    });
    await detail.getByTestId('order-tip').getByText('$8.33').waitFor();
    await form.waitFor({ state: 'detached' });
    const tips = await api.call<{
      order: { tipCents: number };
      chefEarnings: { tipsCents: number };
    }>(TIPS, { id: delivery.id }, rosa.chef.token);
    // The cancelled pickup order's tip was released with its hold: only this one is earned.
    expect(tips.data).toEqual({ order: { tipCents: 833 }, chefEarnings: { tipsCents: 833 } });
    if (shots) {
      // The chef's Earnings with the tips line (en-CA and fr-CA, 375 and 1280 px).
      const chefPage = (await e2e.newPage()).page;
      await chefPage.goto(`${base}/?lang=en-CA`);
      await logInInBrowser(chefPage, rosa.chef.email, rosa.chef.password);
      for (const locale of ['en-CA', 'fr-CA'])
        for (const width of [375, 1280]) {
          await chefPage.setViewportSize({ width, height: 900 });
          await chefPage.goto(`${base}/chef/earnings?lang=${locale}`);
          await chefPage
            .getByTestId('earnings-tips')
            .getByText(/8[.,]33/)
            .waitFor();
          await chefPage.screenshot({ path: `${shots}/chef-earnings-tips-${locale}-${width}.png` });
        }
      await chefPage.close();
    }
    expect(errors).toEqual([]);
  }, 150_000);

  it('a dietary profile that avoids milk hides the dish until Show every dish, marks it, and asks once before adding it', async () => {
    await page.goto(`${base}/user/settings/account-settings?lang=en-CA`);
    const form = page.getByRole('form', { name: 'Dietary profile' });
    await form.getByRole('checkbox', { name: 'Milk' }).check();
    await form.getByRole('checkbox', { name: 'Halal' }).check();
    await form.getByRole('button', { name: 'Save dietary profile' }).click();
    await page.getByText('Your dietary profile has been saved').waitFor({ timeout: 15_000 });

    await page.goto(`${base}/restaurant/${rosa.restaurant.slug}?lang=en-CA`);
    await heading(page, rosa.restaurant.name, 1);
    const filter = page.getByTestId('dietary-filter');
    await filter.getByText('(1 hidden by your dietary profile)').waitFor({ timeout: 20_000 });
    expect(await page.getByRole('button', { name: /Lasagna al forno/ }).count()).toBe(0);
    await filter.getByRole('checkbox').check();
    const dishButton = page.getByRole('button', { name: /Lasagna al forno/ });
    await dishButton.getByText('Contains milk, which you avoid').waitFor();
    await dishButton.click();
    const modal = page.getByRole('dialog', { name: 'Lasagna al forno' });
    await modal.getByRole('button', { name: /^Add to Cart/ }).click();
    const ask = modal.getByTestId('dish-avoid-confirm');
    await ask.getByText(/Contains milk, which you avoid\. Add it to your cart anyway\?/).waitFor();
    const shots = process.env.HEARTH_SHOTS_DIR;
    if (shots) {
      for (const locale of ['en-CA', 'fr-CA']) {
        for (const width of [1280, 375]) {
          await page.setViewportSize({ width, height: 900 });
          await page.goto(`${base}/restaurant/${rosa.restaurant.slug}?lang=${locale}`);
          const toggle = page.getByTestId('dietary-filter');
          await toggle.waitFor({ timeout: 20_000 });
          await toggle.getByRole('checkbox').check();
          const card = page.getByRole('button', { name: /Lasagna al forno/ });
          await card.scrollIntoViewIfNeeded();
          await page.screenshot({ path: `${shots}/guest-dish-card-${locale}-${width}.png` });
          await card.click();
          const dialog = page.getByRole('dialog', { name: 'Lasagna al forno' });
          await dialog.getByRole('button', { name: /Add to Cart|Ajouter au panier/ }).click();
          await dialog.getByTestId('dish-avoid-confirm').scrollIntoViewIfNeeded();
          await page.screenshot({ path: `${shots}/guest-dish-modal-${locale}-${width}.png` });
          await page.goto(`${base}/user/settings/account-settings?lang=${locale}`);
          const profile = page.getByRole('form', { name: /Dietary profile|Profil alimentaire/ });
          await profile.scrollIntoViewIfNeeded();
          await page.screenshot({ path: `${shots}/guest-dietary-profile-${locale}-${width}.png` });
        }
      }
      await page.setViewportSize({ width: 1280, height: 900 });
    }
    expect(errors).toEqual([]);
  }, 180_000);
});
