/**
 * Waitlists in the browser against the REAL stack (issue "Public site, waitlists and newsletter",
 * item 3): the six subgraphs and the gateway on their own ports (base 30000) with a fresh
 * database, the built frontends on 30100–30103, Debian Chromium through playwright-core.
 * Beta chef, founder chef and guest waitlists; invalid fields send nothing; a duplicate e-mail
 * is refused and stored once (checked as an admin); 'Zip code' in en-US; axe on the open modals.
 * Screenshots (1280 and 375 px) go to $HEARTH_SCREENSHOT_DIR, default <tmp>/hearth-waitlists.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { AxeBuilder } from '@axe-core/playwright';
import { WaitlistMessages } from '@hearth/contracts';
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, type Locator, type Page } from 'playwright-core';
import { gql } from '../support/db.js';
import { startBrowserStack, type BrowserStack } from './support/browser-stack.js';
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

  it('shows no uncaught page errors', () => {
    expect(pageErrors).toEqual([]);
  });
});
