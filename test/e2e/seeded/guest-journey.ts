/**
 * The guest acceptance journey: the two-context browser journey on the SEED data, in Chromium on
 * the REAL stack (six subgraphs on a fresh database seeded like `npm start` does: the shared demo
 * stack of ./demo.ts and test/e2e/demo-seed.test.ts).
 *
 * The demo chef of Nonna Rosa’s Kitchen (a seed account) is on /chef/incoming-orders/pending and a
 * demo guest on explore, both signed in and never reloaded while the order moves:
 * 1. the guest explores, filters by the Italian cuisine, opens Nonna Rosa’s Kitchen with its Menu
 *    button, adds two dishes, sees 'You need to have at least 3 items in your cart to order' on
 *    /user/cart with Checkout disabled, steps one dish up, checks out for delivery to an address
 *    inside the 8 km radius and sees Order confirmed, then the order in Order Tracking;
 * 2. the chef, without reloading, sees the red dot on 'Incoming Orders' and 'Pending', the order
 *    and the 'New order' notification in the bell, and accepts it in the order detail modal;
 * 3. the guest, without reloading, sees the order turn Accepted and the bell's unseen variant with
 *    'Your order was accepted';
 * 4. the chef marks it completed from Incoming Orders → Accept;
 * 5. the guest finds it Completed in Past orders, opens 'Review Your Order', gives 1 star, and the
 *    restaurant's explore card goes from 'Rated 4.5 out of 5, 2 reviews' (the seed's two reviews)
 *    to 'Rated 3.3 out of 5, 3 reviews'.
 * Neither page loads a document between the sign-ins and the review (counted, not assumed): every
 * change above reaches them over the live stream or the apps' own route changes.
 *
 * One set-up step is not seed data: every seeded session takes orders of 1 to 10 portions, so no
 * seeded cart can show the minimum-quantity warning. The demo chef therefore schedules one more
 * session for tomorrow (delivery, orders of 3 to 10 portions) through the gateway before the
 * browsers open (chef-journey.test.ts drives the Cooking plans modal itself).
 */
import { beforeAll, describe, expect, it } from '@jest/globals';
import { DateTime } from 'luxon';
import type { Page } from 'playwright-core';
import type { SeedResult } from '../../../scripts/seed/seed.mjs';
import type { BrowserStack } from '../support/browser-stack.js';
import { waitUntilReviewable } from '../support/public-chef.js';
import type { SeededDemo } from './demo.js';
import {
  GatewayClient,
  MY_KITCHEN,
  cookingSessionInput,
  type Account,
} from '../support/chef-setup.js';
import { heading, logInInBrowser, notificationTitles } from '../support/chef-browser.js';
import {
  addDishFromModal,
  bellTurnsSeen,
  bellTurnsUnseen,
  cardRating,
  cartLine,
  chooseDeliveryAddress,
  documentLoads,
  explainingFailure,
  exploreCard,
  liveStreamOpened,
  recordGraphqlErrors,
} from '../support/guest-browser.js';

const RESTAURANT = 'Nonna Rosa’s Kitchen';
const LASAGNA = 'Lasagna al forno';
const TIRAMISU = 'Tiramisù della nonna';
const MIN_WARNING = 'You need to have at least 3 items in your cart to order';

const MY_ORDERS = `query MyOrders { myOrders(limit: 5) { items { id status totalCents deliveryFeeCents
  fulfilment } } }`;

interface Kitchen {
  myRestaurant: { id: string; dishes: Array<{ id: string; name: string; status: string }> };
}

/** The guest acceptance journey, on the stack `demo` holds once its `beforeAll` ran. */
export function describeGuestJourney(demo: SeededDemo): void {
  describe('guest acceptance: a guest orders from a seeded chef, both told live (Chromium, two contexts)', () => {
    let e2e: BrowserStack;
    let base: string;
    let api: GatewayClient;
    let seeded: SeedResult;
    let chefPage: Page;
    let guestPage: Page;
    let chef: Account;
    let guest: Account;
    const graphqlErrors: string[] = [];

    beforeAll(async () => {
      e2e = demo.e2e;
      base = e2e.base;
      const { gatewayUrl } = e2e.stack;
      seeded = demo.seeded;
      api = new GatewayClient(gatewayUrl);
      const demoChef = seeded.chefs.find((c) => c.restaurant === RESTAURANT);
      const demoGuest = seeded.guests[0];
      if (!demoChef || !demoGuest) throw new Error(`no demo accounts: ${JSON.stringify(seeded)}`);
      chef = await api.logIn(demoChef.email, seeded.password);
      guest = await api.logIn(demoGuest.email, seeded.password);

      // Not seed data (see the header): tomorrow's delivery session takes orders of 3–10 portions.
      const kitchen = await api.call<Kitchen>(MY_KITCHEN, {}, chef.token);
      const dishes = kitchen.data!.myRestaurant.dishes;
      const dishId = (name: string) => dishes.find((d) => d.name === name)!.id;
      const tomorrow = cookingSessionInput(kitchen.data!.myRestaurant.id, dishId(LASAGNA), {
        daysAhead: 1,
      });
      expect(tomorrow.startDate).toBe(
        DateTime.now().setZone('America/Toronto').plus({ days: 1 }).toISODate(),
      );
      await api.createSession(chef, {
        ...tomorrow,
        orderLimit: { min: 3, max: 10 },
        offersDelivery: true,
        offersPickup: false,
        dishes: [LASAGNA, TIRAMISU].map((name) => ({
          dishId: dishId(name),
          minQuantity: 1,
          maxQuantity: 8,
          portionSize: '1 portion',
        })),
      });

      chefPage = (await e2e.newPage()).page;
      guestPage = (await e2e.newPage()).page;
      for (const p of [chefPage, guestPage]) recordGraphqlErrors(p, graphqlErrors);
    }, 600_000);

    it(
      'explore → cart warning → delivery checkout → chef accepts live → guest told live → completed → review moves the rating',
      () =>
        explainingFailure(
          { chef: chefPage, guest: guestPage },
          async () => {
            // The chef opens Pending before any order exists; the bell's seed news are read first.
            const chefStream = liveStreamOpened(chefPage);
            await chefPage.goto(`${base}/?lang=en-CA`);
            await logInInBrowser(chefPage, chef.email, chef.password);
            await chefPage.goto(`${base}/chef/incoming-orders/pending?lang=en-CA`);
            await chefPage
              .getByText('No orders are waiting for your answer.')
              .waitFor({ timeout: 30_000 });
            const chefMenu = chefPage.getByRole('navigation', { name: 'Chef dashboard' });
            await chefMenu.getByRole('link', { name: 'Pending' }).waitFor();
            expect(await chefMenu.getByTestId('pending-dot').count()).toBe(0);
            await chefStream;
            await notificationTitles(chefPage);
            await bellTurnsSeen(chefPage);
            // From here on the chef's page is never reloaded (checked at the end).
            const chefLoads = documentLoads(chefPage);

            // 1. The guest signs in on the home page, then explores and filters by cuisine. (Signing
            // in on explore while its first query is in flight currently leaves explore on 'There
            // seems to be some issue at the moment.': the log-in's clearStore aborts that query.)
            await guestPage.goto(`${base}/?lang=en-CA`);
            await logInInBrowser(guestPage, guest.email, guest.password);
            const guestStream = liveStreamOpened(guestPage);
            await guestPage.goto(`${base}/user/explore?lang=en-CA`);
            await guestStream;
            await notificationTitles(guestPage);
            await bellTurnsSeen(guestPage);
            // From here until the final look at explore the guest's page is never reloaded.
            const guestLoads = documentLoads(guestPage);
            await heading(guestPage, 'Explore', 1);
            const card = exploreCard(guestPage, RESTAURANT);
            await card.waitFor({ timeout: 20_000 });
            expect(
              await guestPage
                .getByRole('list', { name: 'Restaurants' })
                .getByRole('article')
                .count(),
            ).toBeGreaterThanOrEqual(12);
            expect(await cardRating(card)).toBe('Rated 4.5 out of 5, 2 reviews');
            // The filter lives in the URL: the box shows checked once the app re-renders from it.
            await guestPage.getByRole('checkbox', { name: 'Italian' }).click();
            await guestPage.getByRole('checkbox', { name: 'Italian', checked: true }).waitFor();
            await exploreCard(guestPage, 'Priya’s Tiffin').waitFor({
              state: 'detached',
              timeout: 15_000,
            });
            await card.waitFor();
            expect(
              await guestPage
                .getByRole('list', { name: 'Restaurants' })
                .getByRole('article')
                .count(),
            ).toBe(1);

            // Opens the restaurant and adds two dishes for tomorrow (the first date with an open session).
            await card.getByRole('link', { name: `Menu of ${RESTAURANT}` }).click();
            await heading(guestPage, RESTAURANT, 1);
            await addDishFromModal(guestPage, LASAGNA, 1, 1);
            await addDishFromModal(guestPage, TIRAMISU, 1, 2);

            // The cart warns about the session's minimum; Checkout stays disabled until it is fixed.
            await guestPage.getByTestId('cart-button').click();
            await guestPage
              .getByRole('dialog', { name: 'Cart' })
              .getByRole('link', { name: 'Go to cart' })
              .click();
            await heading(guestPage, 'Cart', 1);
            const tiramisu = cartLine(guestPage, TIRAMISU);
            await tiramisu.getByText(MIN_WARNING).waitFor({ timeout: 15_000 });
            await cartLine(guestPage, LASAGNA).getByText(MIN_WARNING).waitFor();
            expect(await guestPage.getByRole('button', { name: 'Checkout' }).isDisabled()).toBe(
              true,
            );
            await tiramisu.getByRole('button', { name: /^Increase/ }).click();
            await tiramisu.getByText('$9.00 × 2 = $18.00').waitFor({ timeout: 15_000 });
            await guestPage
              .getByText(MIN_WARNING)
              .first()
              .waitFor({ state: 'detached', timeout: 15_000 });
            await guestPage.locator('button:not([disabled])', { hasText: /^Checkout$/ }).click();

            // Delivery to an address about 3 km away, inside the restaurant's 8 km radius.
            await heading(guestPage, 'Checkout', 1);
            expect(await guestPage.getByRole('radio', { name: 'Delivery' }).isChecked()).toBe(true);
            await chooseDeliveryAddress(guestPage, '290 Bremner Blvd', 'M5V');
            await guestPage
              .getByLabel('Delivery instructions')
              .fill('Concierge desk, ask for Maya');
            await guestPage.getByRole('button', { name: /^Use test card 4242/ }).click();
            await guestPage.getByRole('button', { name: 'Place order' }).click();
            const confirmed = guestPage.getByRole('dialog', { name: 'Order confirmed' });
            await confirmed.waitFor({ timeout: 30_000 });
            const orders = await api.call<{
              myOrders: {
                items: Array<{
                  id: string;
                  status: string;
                  totalCents: number;
                  deliveryFeeCents: number;
                }>;
              };
            }>(MY_ORDERS, {}, guest.token);
            const order = orders.data!.myOrders.items[0]!;
            expect(order.status).toBe('PENDING');
            // Σ price × qty ($22.00 + 2 × $9.00) + the fee: $4.99 + $0.60 per km within 8 km.
            expect(order.deliveryFeeCents).toBeGreaterThanOrEqual(499);
            expect(order.deliveryFeeCents).toBeLessThanOrEqual(499 + 60 * 8);
            // Toronto delivery: HST 13% on the food and the fee, rounded once (docs/rules/tax.md).
            const beforeTax = 4000 + order.deliveryFeeCents;
            expect(order.totalCents).toBe(beforeTax + Math.round((beforeTax * 13) / 100));
            const total = `$${(order.totalCents / 100).toFixed(2)}`;
            await confirmed.getByTestId('confirmed-order-total').getByText(total).waitFor();
            await confirmed.getByRole('button', { name: 'Track your order' }).click();
            await heading(guestPage, 'Orders', 1);
            const tracked = guestPage.getByRole('listitem', { name: RESTAURANT });
            await tracked
              .getByTestId('order-status')
              .getByText('Pending')
              .waitFor({ timeout: 15_000 });

            // 2. The chef, without reloading: red dot, the order, 'New order' in the bell; accepts.
            const ref = `#${order.id.slice(0, 8).toUpperCase()}`;
            await chefMenu.getByTestId('pending-dot').nth(1).waitFor({ timeout: 30_000 });
            expect(await chefMenu.getByTestId('pending-dot').count()).toBe(2);
            const row = chefPage.getByTestId('order-row').filter({ hasText: `Order ${ref}` });
            await row.waitFor({ timeout: 20_000 });
            await bellTurnsUnseen(chefPage);
            expect(await notificationTitles(chefPage)).toContain('New order');
            await row.getByRole('button', { name: 'View order' }).click();
            const chefModal = chefPage.getByRole('dialog', { name: `Order ${ref}` });
            await chefModal.getByText('Concierge desk, ask for Maya').waitFor();
            await chefModal.getByRole('button', { name: 'Accept order' }).click();
            await chefPage.getByText('The order was accepted').waitFor({ timeout: 15_000 });
            await chefMenu
              .getByTestId('pending-dot')
              .first()
              .waitFor({ state: 'detached', timeout: 15_000 });

            // 3. The guest, without reloading: the new status and the notification.
            await tracked
              .getByTestId('order-status')
              .getByText('Accepted')
              .waitFor({ timeout: 30_000 });
            await bellTurnsUnseen(guestPage);
            expect(await notificationTitles(guestPage)).toContain('Your order was accepted');

            // 4. The chef completes it from Incoming Orders → Accept.
            await chefMenu.getByRole('link', { name: 'Accept', exact: true }).click();
            await heading(chefPage, 'Accepted orders', 1);
            const acceptedRow = chefPage
              .getByTestId('order-row')
              .filter({ hasText: `Order ${ref}` });
            await acceptedRow.getByRole('button', { name: 'View order' }).click();
            await chefPage
              .getByRole('dialog', { name: `Order ${ref}` })
              .getByRole('button', { name: 'Mark as completed' })
              .click();
            await chefPage.getByText('The order was marked completed').waitFor({ timeout: 15_000 });
            // The review is refused until restaurants has the order's OrderCompleted (event bus).
            await waitUntilReviewable(e2e.databaseUrl, order.id);

            // 5. The guest reviews it from Past orders; the explore card's rating moves.
            await guestPage.getByRole('link', { name: 'Past orders' }).click();
            const past = guestPage
              .getByRole('listitem', { name: RESTAURANT })
              .filter({ has: guestPage.getByTestId('order-status').getByText('Completed') })
              .filter({ hasText: total });
            await past.waitFor({ timeout: 30_000 });
            await past.getByRole('button', { name: 'View details' }).click();
            await guestPage
              .getByRole('dialog', { name: 'Order details' })
              .getByRole('button', { name: 'Review Your Order' })
              .click();
            const review = guestPage.getByRole('dialog', { name: 'Review Your Order' });
            await review.getByRole('radio', { name: '1 star' }).click();
            await review.getByRole('button', { name: 'Submit review' }).click();
            await guestPage.getByText('Thank you for your review').waitFor({ timeout: 15_000 });
            await review.waitFor({ state: 'detached' });

            expect(guestLoads()).toBe(0);
            expect(chefLoads()).toBe(0);
            await guestPage.goto(`${base}/user/explore?lang=en-CA`);
            const after = exploreCard(guestPage, RESTAURANT);
            await after
              .getByRole('img', { name: 'Rated 3.3 out of 5, 3 reviews' })
              .waitFor({ timeout: 20_000 });
            expect(e2e.errors).toEqual([]);
          },
          graphqlErrors,
        ),
      300_000,
    );
  });
}
