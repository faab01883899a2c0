/**
 * Waitlists in the browser against the REAL stack (issue "Public site, waitlists and newsletter",
 * item 3): the six subgraphs and the gateway on their own ports (base 30000) with a fresh
 * database, the built frontends on 30100–30103, Debian Chromium through playwright-core.
 * Beta chef, founder chef and guest waitlists; invalid fields send nothing; a duplicate e-mail
 * is refused and stored once (checked as an admin); 'Zip code' in en-US; axe on the open modals.
 * Notify me, the waitlist for a sold-out dish (docs/rules/notify-me.md): a guest waits for it on
 * the restaurant page, the chef sees the demand and its Add portions, a cancelled order frees the
 * portions and the guest is told once, the notification leading to the restaurant page.
 * Screenshots (1280 and 375 px) go to $HEARTH_SCREENSHOT_DIR, default <tmp>/hearth-waitlists.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { AxeBuilder } from '@axe-core/playwright';
import { WaitlistMessages } from '@hearth/contracts';
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, type Locator, type Page } from 'playwright-core';
import { eventually, gql, query } from '../support/db.js';
import { startBrowserStack, type BrowserStack } from './support/browser-stack.js';
import { logInInBrowser } from './support/chef-browser.js';
import { GatewayClient, dishInput } from './support/chef-setup.js';
import { addToCart, publishChef } from './support/public-chef.js';
import { HOME_HEADING } from './smoke.e2e.js';

// Every test here signs up from one address: lift the per-client limit for this stack only.
process.env['PUBLIC_SIGNUP_RATE_LIMIT_PER_MINUTE'] = '1000';

const BASE = 30_000;
/** The shell's address (the stack's, set by `beforeAll`). */
let BASE_URL: string;
const SHOTS = process.env['HEARTH_SCREENSHOT_DIR'] ?? join(tmpdir(), 'hearth-waitlists');
const LOG_IN = `mutation LogIn($input: LogInInput!) { logIn(input: $input) { __typename ... on AuthSession { accessToken } } }`;
const stamp = `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;

interface Person {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string;
  postalCode: string;
}
const person = (name: string, extra: Partial<Person> = {}): Person => ({
  firstName: name,
  lastName: 'Tester',
  email: `${name.toLowerCase()}-${stamp}@example.com`,
  postalCode: 'M5V 2T6',
  ...extra,
});

describe('waitlists (real backend, Chromium)', () => {
  let e2e: BrowserStack;
  let context: BrowserContext;
  let adminToken: string;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    // Database hearth_test_e2e_waitlists, gateway on 30000, frontends on 30100–30103.
    e2e = await startBrowserStack('waitlists', BASE);
    BASE_URL = e2e.base;
    const { databaseUrl } = e2e;
    const { createAdmin } = await import('@hearth/users-service/cli/create-admin');
    const admin = await createAdmin({
      databaseUrl,
      email: `admin-${stamp}@example.com`,
      password: 'adminpass1',
    });
    const login = await gql<{ logIn: { accessToken: string } }>(e2e.stack.gatewayUrl, LOG_IN, {
      input: { email: admin.email, password: 'adminpass1' },
    });
    adminToken = login.data!.logIn.accessToken;
    // Pages are opened by `open` (it records the errors with their path), so no first page here.
    context = await e2e.browser.newContext({
      viewport: { width: 1280, height: 900 },
      locale: 'en-CA',
    });
  }, 300_000);

  afterAll(async () => {
    await context?.close();
    await e2e?.stop();
  }, 30_000);

  /** A fresh page that records uncaught errors and every waitlist mutation it sends. */
  async function open(path: string, ctx: BrowserContext = context) {
    const page = await ctx.newPage();
    const sent: string[] = [];
    page.on('pageerror', (e) => pageErrors.push(`${path}: ${e.message}`));
    page.on('request', (request) => {
      const body = request.postData() ?? '';
      if (request.url().includes('/graphql') && /Waitlist\(/.test(body)) sent.push(body);
    });
    await page.goto(BASE_URL + path);
    return { page, sent };
  }

  async function openChefModal(page: Page, programme: 'BETA' | 'FOUNDER'): Promise<Locator> {
    const button = programme === 'BETA' ? 'Join the Beta chef waitlist' : 'Apply as a Founder chef';
    await page.getByRole('button', { name: button }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('First name').waitFor();
    return dialog;
  }

  async function fill(dialog: Locator, p: Person) {
    await dialog.getByLabel('First name').fill(p.firstName);
    await dialog.getByLabel('Last name').fill(p.lastName);
    await dialog.getByLabel('Email', { exact: true }).fill(p.email);
    if (p.phone) await dialog.getByLabel(/^Phone/).fill(p.phone);
    await dialog.getByLabel(/^(Postal|Zip) code$/).fill(p.postalCode);
  }

  /**
   * Waits until every finite CSS animation has finished (the thank-you view's check mark, sparks
   * and text), however slow the machine: for a screenshot of the final state.
   */
  async function animationsDone(page: Page) {
    await page.waitForFunction(() =>
      document
        .getAnimations()
        .every(
          (a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity,
        ),
    );
  }

  /** Screenshot of the viewport (an open modal), or of the whole page with `fullPage`. */
  async function shot(page: Page, name: string, fullPage = false) {
    await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage });
  }

  async function adminCount(list: 'chefWaitlist' | 'guestWaitlist', email: string, extra = '') {
    const res = await gql<Record<string, { totalCount: number; items: Array<{ email: string }> }>>(
      e2e.stack.gatewayUrl,
      `query($search: String) { ${list}(search: $search${extra}) { totalCount items { email } } }`,
      { search: email },
      adminToken,
    );
    expect(res.errors).toBeUndefined();
    return res.data![list]!;
  }

  it('beta chef waitlist accepts valid data and shows its thank-you view', async () => {
    const { page, sent } = await open('/chef/waitlist');
    await page.getByRole('heading', { level: 1, name: 'Become a Hearth chef' }).waitFor();
    await shot(page, 'chef-page-1280', true);
    const dialog = await openChefModal(page, 'BETA');
    await shot(page, 'chef-beta-modal-1280');
    const ada = person('Ada', { phone: '416 555 0199' });
    await fill(dialog, ada);
    await dialog.getByRole('button', { name: 'Join the waitlist' }).click();
    await dialog.getByRole('heading', { name: 'Thank you, Ada!' }).waitFor();
    await animationsDone(page);
    await shot(page, 'chef-beta-thank-you-1280');
    expect(sent).toHaveLength(1);
    expect(JSON.parse(sent[0]!).variables.input).toMatchObject({
      phone: '416 555 0199',
      chefType: 'BETA',
    });
    const list = await adminCount('chefWaitlist', ada.email, ', chefType: BETA');
    expect(list.items.map((i) => i.email)).toEqual([ada.email]);
    await page.close();
  }, 45_000);

  it('founder chef waitlist accepts valid data and shows its thank-you view', async () => {
    const { page, sent } = await open('/chef/waitlist');
    const dialog = await openChefModal(page, 'FOUNDER');
    await shot(page, 'chef-founder-modal-1280');
    await fill(dialog, person('Grace'));
    await dialog.getByRole('button', { name: 'Send my application' }).click();
    await dialog.getByText(/Your Founder chef application is in/).waitFor();
    expect(sent).toHaveLength(1);
    expect(JSON.parse(sent[0]!).variables.input).toMatchObject({
      chefType: 'FOUNDER',
      phone: null,
    });
    await page.close();
  }, 45_000);

  it('guest waitlist accepts valid data; Back to Home Page lands on /', async () => {
    const { page, sent } = await open('/user/waitlist');
    const dialog = page.getByRole('dialog', { name: WaitlistMessages.guestWaitlistTitle });
    await dialog.getByLabel('First name').waitFor();
    await shot(page, 'guest-modal-1280');
    await fill(dialog, person('Lea'));
    await dialog.getByRole('button', { name: WaitlistMessages.guestWaitlistCta }).click();
    await dialog.getByRole('heading', { name: WaitlistMessages.guestThankYou }).waitFor();
    await animationsDone(page);
    await shot(page, 'guest-thank-you-1280');
    expect(sent).toHaveLength(1);
    await dialog.getByRole('button', { name: WaitlistMessages.backToHome }).click();
    // The URL changes before React renders the home page: wait for the page, then check where.
    await page.getByRole('heading', { level: 1, name: HOME_HEADING }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await page.close();
  }, 45_000);

  it('shows each invalid field’s message and sends nothing (chef and guest)', async () => {
    const chef = await open('/chef/waitlist');
    let dialog = await openChefModal(chef.page, 'BETA');
    await dialog.getByRole('button', { name: 'Join the waitlist' }).click();
    for (const message of [
      WaitlistMessages.firstNameRequired,
      WaitlistMessages.lastNameRequired,
      WaitlistMessages.emailRequired,
      WaitlistMessages.postalCodeRequired,
    ]) {
      await dialog.getByText(message).waitFor();
    }
    expect(
      await dialog.getByLabel('First name').evaluate((el) => el === document.activeElement),
    ).toBe(true);
    await shot(chef.page, 'chef-beta-errors-1280');
    await fill(dialog, person('Bad', { email: 'bad@', phone: '416 555 0199 416 555 0199' }));
    await dialog.getByRole('button', { name: 'Join the waitlist' }).click();
    await dialog.getByText(WaitlistMessages.emailInvalid).waitFor();
    await dialog.getByText(WaitlistMessages.phoneTooLong).waitFor();
    await dialog.getByLabel(/^Phone/).fill('call me maybe');
    await dialog.getByRole('button', { name: 'Join the waitlist' }).click();
    await dialog.getByText(WaitlistMessages.phoneInvalid).waitFor();
    expect(chef.sent).toEqual([]);
    await chef.page.close();

    const guest = await open('/user/waitlist');
    dialog = guest.page.getByRole('dialog');
    await dialog.getByRole('button', { name: WaitlistMessages.guestWaitlistCta }).click();
    await dialog.getByText(WaitlistMessages.postalCodeRequired).waitFor();
    await dialog.getByText(WaitlistMessages.firstNameRequired).waitFor();
    await shot(guest.page, 'guest-errors-1280');
    expect(guest.sent).toEqual([]);
    await guest.page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await shot(guest.page, 'guest-page-1280', true);
    // The header's Join the Waitlist opens the modal again on the same page.
    await guest.page.getByRole('link', { name: 'Join the Waitlist' }).click();
    await guest.page.getByRole('dialog').getByLabel('First name').waitFor();
    await guest.page.close();
  }, 45_000);

  it('refuses the same e-mail twice with its message and keeps ONE row (as an admin)', async () => {
    const twice = person('Twice');
    for (const round of [1, 2]) {
      const { page, sent } = await open('/user/waitlist');
      const dialog = page.getByRole('dialog');
      await fill(dialog, {
        ...twice,
        email: round === 1 ? twice.email : twice.email.toUpperCase(),
      });
      await dialog.getByRole('button', { name: WaitlistMessages.guestWaitlistCta }).click();
      if (round === 1) {
        await dialog.getByRole('heading', { name: WaitlistMessages.guestThankYou }).waitFor();
      } else {
        await dialog.getByText(WaitlistMessages.alreadyOnGuestWaitlist).waitFor();
        const email = dialog.getByLabel('Email', { exact: true });
        expect(await email.getAttribute('aria-invalid')).toBe('true');
        await shot(page, 'guest-duplicate-1280');
      }
      expect(sent).toHaveLength(1);
      await page.close();
    }
    const guests = await adminCount('guestWaitlist', twice.email);
    expect(guests.totalCount).toBe(1);

    const chefTwice = person('ChefTwice');
    for (const round of [1, 2]) {
      const { page } = await open('/chef/waitlist');
      const dialog = await openChefModal(page, 'BETA');
      await fill(dialog, chefTwice);
      await dialog.getByRole('button', { name: 'Join the waitlist' }).click();
      await (
        round === 1
          ? dialog.getByRole('heading', { name: 'Thank you, ChefTwice!' })
          : dialog.getByText(WaitlistMessages.alreadyOnChefWaitlist)
      ).waitFor();
      await page.close();
    }
    const chefs = await adminCount('chefWaitlist', chefTwice.email);
    expect(chefs.totalCount).toBe(1);
  }, 60_000);

  it('says Zip code in en-US, Postal code in en-CA, Code postal in fr-CA', async () => {
    const us = await open('/user/waitlist?lang=en-US');
    const dialog = us.page.getByRole('dialog');
    await dialog.getByLabel('Zip code', { exact: true }).waitFor();
    expect(await dialog.getByLabel('Postal code', { exact: true }).count()).toBe(0);
    await dialog.getByRole('button', { name: WaitlistMessages.guestWaitlistCta }).click();
    await dialog.getByText(WaitlistMessages.zipCodeRequired).waitFor();
    await us.page.close();

    const ca = await open('/chef/waitlist?lang=en-CA');
    const chefDialog = await openChefModal(ca.page, 'FOUNDER');
    await chefDialog.getByLabel('Postal code', { exact: true }).waitFor();
    expect(await chefDialog.getByLabel('Zip code', { exact: true }).count()).toBe(0);
    await ca.page.close();

    const fr = await open('/chef/waitlist?lang=fr-CA');
    await fr.page.getByRole('heading', { level: 1, name: 'Devenez chef Hearth' }).waitFor();
    await shot(fr.page, 'chef-page-fr-CA-1280', true);
    const founder = fr.page.getByRole('button', { name: 'Postuler comme chef fondateur' });
    await founder.click();
    await fr.page.getByRole('dialog').getByLabel('Code postal', { exact: true }).waitFor();
    await fr.page.getByRole('button', { name: 'Envoyer ma candidature' }).click();
    await fr.page.getByText('Le prénom est obligatoire!').waitFor();
    await shot(fr.page, 'chef-founder-errors-fr-CA-1280');
    await fr.page.close();
  }, 45_000);

  it('opens /chef/waitlist from Become a cook when logged out (narrow screen)', async () => {
    const narrow = await e2e.browser.newContext({
      viewport: { width: 375, height: 812 },
      locale: 'en-CA',
      // The thank-you animation is skipped: its final state shows at once.
      reducedMotion: 'reduce',
    });
    try {
      const { page } = await open('/', narrow);
      await page.getByTestId('mobile-menu-button').click();
      await page.getByRole('link', { name: 'Become a cook' }).click();
      await page.getByRole('heading', { level: 1, name: 'Become a Hearth chef' }).waitFor();
      expect(page.url()).toBe(`${BASE_URL}/chef/waitlist`);
      await shot(page, 'chef-page-375', true);
      let dialog = await openChefModal(page, 'FOUNDER');
      await shot(page, 'chef-founder-modal-375');
      await dialog.getByRole('button', { name: 'Send my application' }).click();
      await dialog.getByText(WaitlistMessages.firstNameRequired).waitFor();
      await shot(page, 'chef-founder-errors-375');
      await fill(dialog, person('Narrow'));
      await dialog.getByRole('button', { name: 'Send my application' }).click();
      await dialog.getByRole('heading', { name: 'Thank you, Narrow!' }).waitFor();
      await shot(page, 'chef-founder-thank-you-375');

      await page.goto(`${BASE_URL}/user/waitlist`);
      dialog = page.getByRole('dialog');
      await dialog.getByLabel('First name').waitFor();
      await shot(page, 'guest-modal-375');
      await dialog.getByRole('button', { name: WaitlistMessages.guestWaitlistCta }).click();
      await dialog.getByText(WaitlistMessages.firstNameRequired).waitFor();
      await shot(page, 'guest-errors-375');
      await fill(dialog, person('Small'));
      await dialog.getByRole('button', { name: WaitlistMessages.guestWaitlistCta }).click();
      await dialog.getByRole('heading', { name: WaitlistMessages.guestThankYou }).waitFor();
      await shot(page, 'guest-thank-you-375');
      await page.getByRole('button', { name: 'Close' }).click();
      await dialog.waitFor({ state: 'detached' });
      await shot(page, 'guest-page-375', true);
    } finally {
      await narrow.close();
    }
  }, 60_000);

  it('axe finds no serious or critical violations with the modals open', async () => {
    const seriousViolations = async (page: Page) =>
      (await new AxeBuilder({ page }).analyze()).violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);

    const chef = await open('/chef/waitlist');
    await chef.page.getByRole('heading', { level: 1 }).waitFor();
    expect(await seriousViolations(chef.page)).toEqual([]);
    for (const programme of ['BETA', 'FOUNDER'] as const) {
      const dialog = await openChefModal(chef.page, programme);
      await dialog.getByRole('button', { name: /Join the waitlist|Send my application/ }).click();
      await dialog.getByText(WaitlistMessages.firstNameRequired).waitFor();
      expect(await seriousViolations(chef.page)).toEqual([]);
      await chef.page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    }
    await chef.page.close();

    const guest = await open('/user/waitlist');
    const dialog = guest.page.getByRole('dialog');
    await dialog.getByLabel('First name').waitFor();
    expect(await seriousViolations(guest.page)).toEqual([]);
    await dialog.getByRole('button', { name: WaitlistMessages.guestWaitlistCta }).click();
    await dialog.getByText(WaitlistMessages.firstNameRequired).waitFor();
    expect(await seriousViolations(guest.page)).toEqual([]);
    await guest.page.close();
  }, 60_000);

  it('Notify me: a guest waits for a sold-out dish, the chef sees the demand, a cancel tells the guest once', async () => {
    const api = new GatewayClient(e2e.stack.gatewayUrl);
    const admin = await api.createAdmin(e2e.databaseUrl);
    const samira = await publishChef(api, admin, {
      firstName: 'Samira',
      restaurantName: 'Beit Sitti',
      dish: dishInput('Kibbeh', 1400),
      session: { offersPickup: true },
    });
    const slug = samira.restaurant.slug;
    // A buyer takes all 8 portions.
    const buyer = await api.signUp('GUEST', 'Bea', 'Buyer');
    expect(await addToCart(api, buyer, samira, 8)).toBe(8);
    const order = await api.expect<{ id: string }>(
      'Order',
      `mutation PlaceOrder($input: PlaceOrderInput!) { placeOrder(input: $input) {
        __typename ... on Order { id } ... on ValidationError { errors { message } } } }`,
      {
        input: {
          occurrenceId: samira.occurrenceId,
          fulfilment: 'PICKUP',
          instructions: 'At six',
          idempotencyKey: randomUUID(),
          paymentMethodId: 'pm_card_visa',
        },
      },
      buyer.token,
    );
    const remaining = async () =>
      (
        await api.call<{
          cookingSessions: Array<{ occurrences: Array<{ dishes: Array<{ remaining: number }> }> }>;
        }>(
          `query($id: ID!) { cookingSessions(restaurantId: $id) { occurrences { dishes { remaining } } } }`,
          { id: samira.restaurant.id },
        )
      ).data?.cookingSessions[0]?.occurrences[0]?.dishes[0]?.remaining;
    await eventually(async () => (await remaining()) === 0, 30_000);

    // The waiting guest presses Notify me under the sold-out card.
    const wafa = await api.signUp('GUEST', 'Wafa', 'Waiting');
    const guestCtx = await e2e.browser.newContext({
      viewport: { width: 1280, height: 900 },
      locale: 'en-CA',
    });
    const { page } = await open('/?lang=en-CA', guestCtx);
    await logInInBrowser(page, wafa.email, wafa.password);
    await page.goto(`${BASE_URL}/restaurant/${slug}?lang=en-CA`);
    await page.getByRole('button', { name: 'Notify me about Kibbeh' }).click({ timeout: 30_000 });
    const told = page
      .getByRole('status')
      .filter({ hasText: 'We’ll tell you when portions free up.' });
    await told.waitFor({ timeout: 15_000 });
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await shot(page, `notify-me-guest-en-CA-${width}`);
    }
    await page.goto(`${BASE_URL}/restaurant/${slug}?lang=fr-CA`);
    await page
      .getByRole('status')
      .filter({ hasText: 'Nous vous avertirons quand des portions se libéreront.' })
      .waitFor({ timeout: 15_000 });
    await page
      .getByRole('button', { name: /Kibbeh/ })
      .first()
      .click();
    await page.getByTestId('dish-modal').getByTestId('notify-me').waitFor();
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await shot(page, `notify-me-guest-modal-fr-CA-${width}`);
    }
    await page.keyboard.press('Escape');

    // The chef sees the demand on the schedule; Add portions opens the session's form.
    const chefCtx = await e2e.browser.newContext({
      viewport: { width: 1280, height: 900 },
      locale: 'en-CA',
    });
    const chef = await open('/?lang=en-CA', chefCtx);
    await logInInBrowser(chef.page, samira.chef.email, samira.chef.password);
    await chef.page.goto(`${BASE_URL}/chef/manage/schedule?lang=en-CA`);
    const demand = chef.page.getByTestId('waiting-guests');
    await demand
      .getByText(/^1 guest waiting for Kibbeh on \w+day, \w+ \d+$/)
      .waitFor({ timeout: 30_000 });
    for (const width of [375, 1280]) {
      await chef.page.setViewportSize({ width, height: 900 });
      await shot(chef.page, `notify-me-chef-en-CA-${width}`);
    }
    await chef.page.goto(`${BASE_URL}/chef/manage/schedule?lang=fr-CA`);
    await demand.getByText(/^1 client attend Kibbeh pour le /).waitFor({ timeout: 30_000 });
    await shot(chef.page, 'notify-me-chef-fr-CA-1280');
    await chef.page.setViewportSize({ width: 375, height: 900 });
    await shot(chef.page, 'notify-me-chef-fr-CA-375');
    await chef.page.goto(`${BASE_URL}/chef/manage/schedule?lang=en-CA`);
    await demand.getByRole('button', { name: 'Add portions' }).click({ timeout: 30_000 });
    await chef.page
      .getByRole('dialog', { name: 'Update cooking session' })
      .waitFor({ timeout: 30_000 });
    await chefCtx.close();

    // The buyer cancels: the portions are back and the waiting guest is told, once.
    await api.expect(
      'Order',
      `mutation($id: ID!) { cancelOrder(orderId: $id) { __typename ... on Order { id } } }`,
      { id: order.id },
      buyer.token,
    );
    const notices = () =>
      query<{ title: string; link: string }>(
        e2e.databaseUrl,
        `SELECT title, link FROM notifications.notifications WHERE user_id = $1 AND kind = 'DISH_AVAILABLE'`,
        [wafa.id],
      );
    await eventually(async () => (await notices()).length > 0, 30_000);
    await page.goto(`${BASE_URL}/?lang=en-CA`);
    await page.getByTestId('notification-bell').click();
    const link = page
      .getByTestId('notifications-panel')
      .getByRole('link', { name: 'Kibbeh is available again' });
    await link.click({ timeout: 15_000 });
    await page.waitForURL(`**/restaurant/${slug}**`);
    await page
      .getByRole('button', { name: /Kibbeh/ })
      .first()
      .waitFor();
    expect(await page.getByTestId('notify-me').count()).toBe(0);
    expect(await notices()).toEqual([
      { title: 'Kibbeh is available again', link: `/restaurant/${slug}` },
    ]);
    await guestCtx.close();
  }, 300_000);

  it('shows no uncaught page errors', () => {
    expect(pageErrors).toEqual([]);
  });
});
