/**
 * Admin chef verification against the REAL stack (the Unverified Chef and All Chefs panels): the
 * six subgraphs on a fresh database, the gateway and the built frontends on ports
 * 20000/20100–20103. Two chefs onboard through the gateway (updateChefProfile, establishRestaurant,
 * acceptTerms), one of them on the founder chef waitlist, a third only signs up. An admin, in
 * Debian Chromium, sees each application's profile, credentials and restaurant, approves one and
 * rejects the other with a reason; All Chefs shows the statuses and the founder flag; each chef
 * finds the decision in their notifications (gateway). Only admins may read the lists or decide
 * (gateway: chef, guest and visitor refused).
 *
 * Screenshots land in test-results/admin-verification/.
 */
import { AxeBuilder } from '@axe-core/playwright';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdirSync } from 'node:fs';
import { type Page } from 'playwright-core';
import { eventually } from '../support/db.js';
import { startBrowserStack, type BrowserStack } from './support/browser-stack.js';
import {
  ACCEPT_TERMS,
  APPROVE_CHEF,
  GatewayClient,
  REJECT_CHEF,
  UPDATE_CHEF_PROFILE,
  chefCredentials,
  chefGeneral,
  type Account,
} from './support/chef-setup.js';
import { logInInBrowser } from './support/chef-browser.js';

const BASE = 20_000;
const SHOTS = 'test-results/admin-verification';
const CERTIFICATE_UPLOAD = `mutation($f: String!) { createCertificateUpload(fileName: $f) {
  __typename ... on SignedUpload { presignedUrl image headers { name value } } } }`;
const REASON = 'Your food safety certificate has expired';
/** A 1×1 transparent PNG: the fixtures' chef and restaurant images (never uploaded), served by the test. */
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

const QUEUE = `{ unverifiedChefs { id firstName status user { chefProfile { phone } restaurant { name } } } }`;
const CHEFS = `{ chefs(pageSize: 100) { items { id status isFounder } totalCount } }`;
const NOTIFICATIONS = `{ notifications(limit: 10) { items { kind title body } } }`;
/** axe violations inside `selector`, as `rule: targets` lines (none expected). */
async function axeViolations(page: Page, selector: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).include(selector).analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`);
}

const REGISTER_CHEF = `mutation($input: ChefWaitlistInput!) { registerChefWaitlist(input: $input) { __typename } }`;

describe('admin chef verification (real backend, Chromium)', () => {
  let e2e: BrowserStack;
  let api: GatewayClient;
  let admin: Account;
  let ada: Account;
  let bruno: Account;
  let cleo: Account;
  let guest: Account;
  let page: Page;
  /** Ada's certificate as stored: a private object of our store (read through a signed GET). */
  let certificate: string;
  let base: string;

  beforeAll(async () => {
    // Database hearth_test_e2e_admin_verification, gateway on 20000, frontends on 20100–20103.
    e2e = await startBrowserStack('admin_verification', BASE);
    base = e2e.base;
    api = new GatewayClient(e2e.stack.gatewayUrl);
    admin = await api.createAdmin(e2e.databaseUrl);
    guest = await api.signUp('GUEST', 'Gus', 'Guest');
    ada = await api.signUp('CHEF', 'Ada', 'Bianchi');
    bruno = await api.signUp('CHEF', 'Bruno', 'Bianchi');
    cleo = await api.signUp('CHEF', 'Cleo', 'Bianchi');
    // Bruno joined the founder programme earlier, typing his e-mail differently.
    const founder = await api.call<{ registerChefWaitlist: { __typename: string } }>(
      REGISTER_CHEF,
      {
        input: {
          email: ` ${bruno.email.toUpperCase()} `,
          firstName: 'Bruno',
          lastName: 'Bianchi',
          phone: null,
          postalCode: 'M5J 2X6',
          chefType: 'FOUNDER',
        },
      },
    );
    expect(founder.data?.registerChefWaitlist.__typename).toBe('ChefWaitlistRegistration');
    // Ada uploads her certificate like the wizard does (signed PUT to our store) …
    const upload = await api.expect<{
      presignedUrl: string;
      image: string;
      headers: Array<{ name: string; value: string }>;
    }>('SignedUpload', CERTIFICATE_UPLOAD, { f: 'food-safety.png' }, ada.token);
    const stored = await fetch(upload.presignedUrl, {
      method: 'PUT',
      headers: Object.fromEntries(upload.headers.map((h) => [h.name, h.value])),
      body: new Uint8Array(PIXEL),
    });
    expect(stored.status).toBe(200);
    certificate = upload.image;
    // … and goes through the wizard's saves one by one, with it.
    await api.expect(
      'User',
      UPDATE_CHEF_PROFILE,
      {
        input: {
          general: chefGeneral('Ada', await api.storeImage(ada, `profiles/${ada.id}`)),
          credentials: chefCredentials(certificate),
        },
      },
      ada.token,
    );
    await api.establishRestaurant(ada, 'Ada’s Trattoria');
    await api.expect('User', ACCEPT_TERMS, { a: true }, ada.token);
    ada = await api.refresh(ada);
    bruno = (await api.onboardChef(bruno, 'Bruno', 'Bruno’s Bakery')).chef;
    // Both applications reach the admin's queue (events through the outbox and the bus).
    await eventually(async () => {
      const res = await api.call<{ unverifiedChefs: Array<{ id: string }> }>(
        QUEUE,
        {},
        admin.token,
      );
      return res.data?.unverifiedChefs.length === 2;
    }, 30_000);

    mkdirSync(SHOTS, { recursive: true });
    const opened = await e2e.newPage();
    await opened.context.route(/\/media\/(profiles|restaurants)\//, (route) =>
      route.fulfill({ status: 200, contentType: 'image/png', body: PIXEL }),
    );
    page = opened.page;
  }, 240_000);

  afterAll(async () => {
    await e2e?.stop();
  }, 60_000);

  it('only admins read the queue and the chef list or decide (gateway); User.restaurant is for the chef and admins', async () => {
    for (const doc of [QUEUE, CHEFS]) {
      for (const who of [ada, guest])
        expect(await api.errorCode(doc, {}, who.token)).toBe('FORBIDDEN');
      expect(await api.errorCode(doc)).toBe('UNAUTHENTICATED');
    }
    for (const [doc, vars] of [
      [APPROVE_CHEF, { id: bruno.id }],
      [REJECT_CHEF, { id: ada.id, reason: 'No' }],
    ] as const) {
      for (const who of [bruno, ada, guest]) {
        expect(await api.errorCode(doc, vars, who.token)).toBe('FORBIDDEN');
      }
      expect(await api.errorCode(doc, vars)).toBe('UNAUTHENTICATED');
    }
    // User.restaurant straight from the restaurants subgraph: the chef and admins only.
    const restaurants = new GatewayClient(`${e2e.stack.serviceUrls['restaurants']}/graphql`);
    const ENTITY = `query($r: [_Any!]!) { _entities(representations: $r) {
      ... on User { id restaurant { name } } } }`;
    const rep = { r: [{ __typename: 'User', id: ada.id }] };
    const restaurantAs = async (who?: Account) =>
      (
        await restaurants.call<{ _entities: Array<{ restaurant: unknown }> }>(
          ENTITY,
          rep,
          who?.token,
        )
      ).data?._entities[0]?.restaurant;
    for (const who of [bruno, guest]) expect(await restaurantAs(who)).toBeNull();
    expect(await restaurantAs(ada)).toEqual({ name: 'Ada’s Trattoria' });
    expect(await restaurantAs(admin)).toEqual({ name: 'Ada’s Trattoria' });
    expect(await restaurants.errorCode(ENTITY, rep)).toBe('UNAUTHENTICATED');
    // Nothing changed: both are still waiting.
    const queue = await api.call<{ unverifiedChefs: Array<{ id: string; status: string }> }>(
      QUEUE,
      {},
      admin.token,
    );
    expect(queue.data!.unverifiedChefs.map((c) => c.status)).toEqual(['PENDING', 'PENDING']);
  }, 60_000);

  it('the admin logs in and sees each application with profile, credentials and restaurant', async () => {
    await page.goto(`${base}/`);
    await logInInBrowser(page, admin.email, admin.password);
    await page.goto(`${base}/admin`);
    await page.getByRole('heading', { level: 1, name: 'Unverified Chef' }).waitFor({
      timeout: 15_000,
    });
    const card = page.getByRole('article', { name: 'Ada Bianchi' });
    await card.waitFor({ timeout: 15_000 });
    await expect(page.getByTestId('chef-application').count()).resolves.toBe(2);
    const profile = card.getByRole('region', { name: 'Profile of Ada Bianchi' });
    await expect(profile.textContent()).resolves.toContain(ada.email);
    await expect(profile.textContent()).resolves.toContain('416 555 0100');
    await expect(profile.textContent()).resolves.toContain('Toronto, ON');
    await expect(profile.textContent()).resolves.toMatch(/\(age 3[45]\)/);
    await expect(profile.textContent()).resolves.toContain(
      'Home-style Italian cooking for the whole neighbourhood.',
    );
    const credentials = card.getByRole('region', { name: 'Credentials of Ada Bianchi' });
    await expect(credentials.textContent()).resolves.toContain('7 years');
    await expect(credentials.textContent()).resolves.toContain('Red Seal');
    // The certificate is private: the link is a short-lived signed address of it, which reads
    // the image, while the stored address alone reads nothing.
    const href = await credentials
      .getByRole('link', { name: 'View certificate' })
      .getAttribute('href');
    expect(href).toMatch(
      new RegExp(`^${certificate.replace(/[.?]/g, '\\$&')}\\?expires=\\d+&sig=[0-9a-f]{64}$`),
    );
    const viewed = await fetch(href!);
    expect(viewed.status).toBe(200);
    expect(Buffer.from(await viewed.arrayBuffer()).equals(PIXEL)).toBe(true);
    expect((await fetch(certificate)).status).toBe(404);
    const restaurant = card.getByRole('region', { name: 'Restaurant of Ada Bianchi' });
    await expect(restaurant.textContent()).resolves.toContain('Ada’s Trattoria');
    await expect(restaurant.textContent()).resolves.toContain('Italian');
    await expect(restaurant.textContent()).resolves.toContain('Delivery and Pickup');
    await expect(
      restaurant.getByRole('img', { name: 'Banner of Ada’s Trattoria' }).isVisible(),
    ).resolves.toBe(true);
    const brunoCard = page.getByRole('article', { name: 'Bruno Bianchi' });
    await expect(brunoCard.getByText('Founder chef').isVisible()).resolves.toBe(true);
    await expect(card.getByText('Founder chef').count()).resolves.toBe(0);
    await page.screenshot({ path: `${SHOTS}/unverified-chef-1280.png`, fullPage: true });
    expect(await axeViolations(page, '[data-testid="admin-dashboard"]')).toEqual([]);
    // On a phone the three sections stack and nothing scrolls sideways.
    await page.setViewportSize({ width: 375, height: 812 });
    try {
      // The layout switches to the phone menu on the next render; then nothing may overflow.
      await page.getByRole('button', { name: 'Admin menu' }).waitFor();
      await page.waitForFunction(
        () => document.documentElement.scrollWidth <= window.innerWidth,
        undefined,
        { timeout: 15_000 },
      );
      await page.screenshot({ path: `${SHOTS}/unverified-chef-375.png`, fullPage: true });
    } finally {
      await page.setViewportSize({ width: 1280, height: 900 });
    }
  }, 60_000);

  it('approves Ada after confirming: a toast, and her application leaves the queue', async () => {
    await page.getByRole('button', { name: 'Approve Ada Bianchi' }).click();
    const dialog = page.getByRole('dialog', { name: 'Approve Ada Bianchi?' });
    await dialog.getByRole('button', { name: 'Yes, approve' }).click();
    await page.getByText('Ada Bianchi is approved').waitFor({ timeout: 15_000 });
    await page.getByRole('article', { name: 'Ada Bianchi' }).waitFor({ state: 'detached' });
    await expect(page.getByTestId('chef-application').count()).resolves.toBe(1);
  }, 30_000);

  it('rejects Bruno only with a reason, by keyboard; then the queue is empty', async () => {
    const reject = page.getByRole('button', { name: 'Reject Bruno Bianchi' });
    await reject.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Reject Bruno Bianchi?' });
    const reason = dialog.getByLabel('Reason for the rejection');
    await reason.waitFor();
    await dialog.getByRole('button', { name: 'Yes, reject' }).click();
    await dialog.getByText('Please give a reason for the rejection').waitFor();
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
    // Still pending on the server: the empty reason sent nothing.
    const queue = await api.call<{ unverifiedChefs: Array<{ id: string }> }>(
      QUEUE,
      {},
      admin.token,
    );
    expect(queue.data!.unverifiedChefs.map((c) => c.id)).toEqual([bruno.id]);
    await reason.fill(REASON);
    await reason.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.getByText("Bruno Bianchi's application was rejected.").waitFor({ timeout: 15_000 });
    await page.getByText('No chef applications waiting').waitFor({ timeout: 15_000 });
    expect(e2e.errors).toEqual([]);
  }, 30_000);

  it('All Chefs shows every chef with their status and the founder flag', async () => {
    // The admin service follows the decisions through events; the list shows what it knows.
    await eventually(async () => {
      const res = await api.call<{ chefs: { items: Array<{ status: string }> } }>(
        CHEFS,
        {},
        admin.token,
      );
      return (
        res.data?.chefs.items
          .map((c) => c.status)
          .sort()
          .join() === 'ACTIVE,INITIAL,REJECTED'
      );
    }, 30_000);
    await page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('button', { name: 'All Chefs' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'All Chefs' }).waitFor();
    const table = page.getByTestId('admin-list').getByRole('table');
    await page.getByText('Showing 1–3 of 3').waitFor({ timeout: 15_000 });
    const rows = await table.evaluate((t) =>
      Array.from(t.querySelectorAll('tbody tr')).map((tr) =>
        Array.from(tr.querySelectorAll('td')).map((td) => td.textContent ?? ''),
      ),
    );
    const byName = Object.fromEntries(rows.map((r) => [r[0], [r[2], r[3], r[4]]]));
    expect(byName).toEqual({
      Ada: [ada.email, 'Active', '—'],
      Bruno: [bruno.email, 'Rejected', 'Founder'],
      Cleo: [cleo.email, 'Initial', '—'],
    });
    await page.screenshot({ path: `${SHOTS}/all-chefs-1280.png`, fullPage: true });
    expect(await axeViolations(page, '[data-testid="admin-dashboard"]')).toEqual([]);
  }, 60_000);

  it('each chef finds the decision in their notifications (gateway, as the chef)', async () => {
    type Notes = { notifications: { items: Array<{ title: string; body: string }> } };
    const approved = await eventually(async () => {
      const res = await api.call<Notes>(NOTIFICATIONS, {}, ada.token);
      return res.data?.notifications.items.find((n) => n.title === 'Your application is approved');
    }, 30_000);
    expect(approved.body).toContain('Ada');
    const rejected = await eventually(async () => {
      const res = await api.call<Notes>(NOTIFICATIONS, {}, bruno.token);
      return res.data?.notifications.items.find(
        (n) => n.title === 'Your application was not approved',
      );
    }, 30_000);
    expect(rejected.body).toContain(REASON);
    // Ada's own account: ACTIVE, and she reads her restaurant through User.restaurant.
    const me = await api.call<{ me: { status: string; restaurant: { name: string } | null } }>(
      `{ me { status restaurant { name } } }`,
      {},
      ada.token,
    );
    expect(me.data?.me).toEqual({ status: 'ACTIVE', restaurant: { name: 'Ada’s Trattoria' } });
  }, 45_000);
});
