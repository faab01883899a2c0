/**
 * Public site in Chromium against the REAL stack (issue "Public site, waitlists and newsletter"):
 * home blocks and header variants at 1280 and 375 px, no horizontal scroll at 320 px, footer pages,
 * FAQ cards by mouse and keyboard, the newsletter modal (valid, invalid with no request, twice),
 * the fr-CA switch across navigation and reload, and axe on / and /faqs. Own ports (29000…) and
 * its own fresh database.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { AxeBuilder } from '@axe-core/playwright';
import { type Page } from 'playwright-core';
import { gql } from '../support/db.js';
import { startBrowserStack, type BrowserStack } from './support/browser-stack.js';

const BASE = 29_000;
/** The shell's address (the stack's, set by `beforeAll`). */
let URL_BASE: string;

const INFO_PAGES = [
  ['How it works', '/how-it-works'],
  ['Help centre', '/help-centre'],
  ['FAQs', '/faqs'],
  ['COVID-19 safety', '/covid19-safety'],
  ['Privacy policy', '/privacy-policy'],
  ['Terms and conditions', '/terms-and-conditions'],
  ['Contact us', '/contact-us'],
] as const;

describe('public site (real backend, Chromium)', () => {
  let e2e: BrowserStack;

  /** A new page at `width` px in en-CA (Chromium's own language would pick en-US). */
  async function open(width: number, path = '/'): Promise<Page> {
    const { page } = await e2e.newPage({ viewport: { width, height: 900 }, locale: 'en-CA' });
    await page.goto(URL_BASE + path);
    await page.getByTestId('site-footer').waitFor();
    return page;
  }
  /** Scrolls to the carousel section and waits for it to settle (cards, empty or error). */
  async function carouselState(page: Page): Promise<string> {
    const kitchens = page.getByTestId('kitchens');
    await kitchens.scrollIntoViewIfNeeded();
    const settled = kitchens.locator(
      '[data-testid="carousel-empty"], [data-testid="restaurant-carousel"], [data-testid="carousel-error"]',
    );
    await settled.first().waitFor({ timeout: 15_000 });
    return (await settled.first().getAttribute('data-testid')) ?? '';
  }
  async function homeBlocks(page: Page) {
    for (const name of [
      'Want to save money on eating out and restaurant delivery?',
      'Choose a Kitchen',
      'Pick your dishes',
      'Collect and enjoy!',
      'Join our waitlist today!',
      'Kitchens cooking near you',
    ]) {
      expect(await page.getByRole('heading', { name, exact: true }).isVisible()).toBe(true);
    }
    expect(await page.locator('h1').innerText()).toContain('Home-cooked meals');
    const banner = page.getByTestId('waitlist-banner');
    expect(await banner.getByRole('link').getAttribute('href')).toBe('/user/waitlist');
    expect(await carouselState(page)).toBe('carousel-empty'); // fresh database: no restaurants
    expect(await page.getByText('No kitchens to show yet').isVisible()).toBe(true);
  }
  const overflow = (page: Page) =>
    page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

  beforeAll(async () => {
    process.env['PUBLIC_SIGNUP_RATE_LIMIT_PER_MINUTE'] = '1000';
    // Database hearth_test_e2e_public, gateway on 29000, frontends on 29100–29103.
    e2e = await startBrowserStack('public', BASE);
    URL_BASE = e2e.base;
  }, 300_000);

  afterAll(async () => {
    await e2e?.stop();
  }, 30_000);

  it('home at 1280 px: wide header (Home, Become a Chef, Join the Waitlist) and every block', async () => {
    const page = await open(1280);
    const header = page.getByTestId('site-header');
    const link = (name: string) => header.getByRole('link', { name, exact: true });
    expect(await link('Home').getAttribute('href')).toBe('/');
    expect(await link('Become a Chef').getAttribute('href')).toBe('/chef/waitlist');
    expect(await link('Join the Waitlist').getAttribute('href')).toBe('/user/waitlist');
    expect(await header.getByRole('button', { name: 'Open menu' }).count()).toBe(0);
    await homeBlocks(page);
    const footer = page.getByTestId('site-footer');
    expect(await footer.innerText()).toContain('Toronto, Canada');
    expect(await footer.innerText()).toContain('© 2022 Hearth');
    for (const name of ['Instagram', 'Facebook', 'X', 'LinkedIn']) {
      expect(await footer.getByRole('link', { name: `Hearth on ${name}` }).count()).toBe(1);
    }
    expect(await footer.getByRole('link', { name: 'support@hearth.ca' }).getAttribute('href')).toBe(
      'mailto:support@hearth.ca',
    );
    expect(await footer.getByRole('link', { name: /^\+1 416-/ }).count()).toBe(1);
  }, 30_000);

  it('home at 375 px: a menu with Become a cook and Join Waitlist, every block', async () => {
    const page = await open(375);
    const header = page.getByTestId('site-header');
    expect(await header.getByRole('link', { name: 'Become a Chef', exact: true }).count()).toBe(0);
    await header.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    const cook = menu.getByRole('link', { name: 'Become a cook', exact: true });
    const join = menu.getByRole('link', { name: 'Join Waitlist', exact: true });
    expect(await cook.getAttribute('href')).toBe('/chef/waitlist');
    expect(await join.getAttribute('href')).toBe('/user/waitlist');
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    await homeBlocks(page);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
  }, 30_000);

  it('has no horizontal scroll at 320 px on / and the footer pages', async () => {
    const page = await open(320);
    await carouselState(page);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    for (const [, path] of INFO_PAGES) {
      await page.goto(URL_BASE + path);
      await page.getByTestId('info-page').waitFor();
      expect({ path, overflow: await overflow(page) }).toEqual({ path, overflow: 0 });
    }
  }, 45_000);

  it('footer links reach each information page', async () => {
    const page = await open(1280);
    for (const [name, path] of INFO_PAGES) {
      await page.getByTestId('site-footer').getByRole('link', { name, exact: true }).click();
      // The URL changes before React renders the new page: wait for THIS page's heading.
      const heading = page.getByRole('heading', { level: 1, name, exact: true });
      await heading.waitFor({ timeout: 15_000 });
      expect(page.url()).toBe(URL_BASE + path);
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(name);
      const paragraphs = await page.getByTestId('info-page').locator('p').count();
      expect(paragraphs).toBeGreaterThanOrEqual(2);
    }
    const contact = page.getByTestId('contact-card');
    expect(await contact.getByRole('link', { name: 'support@hearth.ca' }).count()).toBe(1);
    expect(await contact.getByRole('link', { name: 'Hearth on LinkedIn' }).count()).toBe(1);
  }, 45_000);

  it('FAQ cards expand and collapse by mouse and keyboard', async () => {
    const page = await open(1280, '/faqs');
    const question = 'Why do I have to order in advance?';
    const first = page.getByRole('button', { name: question });
    /** The first card's button in the given state, waited for (the re-render follows the key). */
    const firstIs = (expanded: boolean) =>
      page.getByRole('button', { name: question, expanded }).waitFor();
    const answer = page.getByText(/Ordering ahead lets them buy fresh ingredients/);
    expect(await first.getAttribute('aria-expanded')).toBe('false');
    expect(await answer.isVisible()).toBe(false);
    await first.click();
    await firstIs(true);
    await answer.waitFor({ state: 'visible' });
    await first.click();
    await firstIs(false);
    await answer.waitFor({ state: 'hidden' });

    await first.focus();
    await page.keyboard.press('Enter');
    await firstIs(true);
    await page.keyboard.press('Space');
    await firstIs(false);
    await page.keyboard.press('Tab');
    const second = page.getByRole('button', { name: 'Can I choose between delivery and pickup?' });
    expect(await second.evaluate((el) => el === document.activeElement)).toBe(true);
    // Visible focus: the focused card draws an outline.
    expect(await second.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none');
    await page.keyboard.press('Space');
    await page
      .getByRole('button', { name: 'Can I choose between delivery and pickup?', expanded: true })
      .waitFor();
  }, 30_000);

  describe('newsletter', () => {
    const email = `news-${Date.now()}@example.com`;
    let page: Page;
    const sent: string[] = [];

    async function openModal() {
      await page.getByTestId('newsletter-button').click();
      const dialog = page.getByRole('dialog', { name: 'Subscribe to our newsletter' });
      await dialog.getByLabel('Email').waitFor();
      return dialog;
    }

    beforeAll(async () => {
      page = await open(1280);
      page.on('request', (request) => {
        const body = request.postData() ?? '';
        if (request.method() === 'POST' && body.includes('SubscribeNewsletter')) sent.push(body);
      });
    });

    it('an invalid e-mail shows the contract message and sends nothing', async () => {
      const dialog = await openModal();
      await dialog.getByLabel('Email').fill('not-an-email');
      await dialog.getByRole('button', { name: 'Subscribe', exact: true }).click();
      await dialog.getByText('The input is not valid E-mail!').waitFor();
      // No fixed pause for a request that should never come: the next test's sends are counted
      // from here, so a late one from this invalid e-mail fails it.
      expect(sent).toEqual([]);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    }, 30_000);

    it('a valid e-mail shows the thank-you view', async () => {
      const dialog = await openModal();
      await dialog.getByLabel('Email').fill(email);
      await dialog.getByRole('button', { name: 'Subscribe', exact: true }).click();
      await dialog.getByTestId('newsletter-thank-you').waitFor({ timeout: 15_000 });
      expect(await dialog.getByText('Thank you for subscribing!').isVisible()).toBe(true);
      // Only this e-mail was ever sent (the invalid one of the test above sent nothing).
      expect(sent).toHaveLength(1);
      expect(sent[0]).toContain(email);
      await dialog.getByRole('button', { name: 'Done' }).click();
      await dialog.waitFor({ state: 'detached' });
    }, 30_000);

    it('the same e-mail twice gets the friendly message and is stored once', async () => {
      const dialog = await openModal();
      await dialog.getByLabel('Email').fill(email.toUpperCase());
      await dialog.getByRole('button', { name: 'Subscribe', exact: true }).click();
      await dialog.getByText('You are already subscribed to our newsletter.').waitFor({
        timeout: 15_000,
      });
      expect(sent).toHaveLength(2);

      const { createAdmin } = await import('@hearth/users-service/cli/create-admin');
      const admin = await createAdmin({
        databaseUrl: e2e.databaseUrl,
        email: `admin-${Date.now()}@example.com`,
        password: 'adminpass1',
      });
      const login = await gql<{ logIn: { accessToken: string } }>(
        e2e.stack.gatewayUrl,
        `mutation($input: LogInInput!) { logIn(input: $input) { ... on AuthSession { accessToken } } }`,
        { input: { email: admin.email, password: 'adminpass1' } },
      );
      const token = login.data!.logIn.accessToken;
      const list = await gql<{ newsletterSubscriptions: { totalCount: number } }>(
        e2e.stack.gatewayUrl,
        `query($search: String) { newsletterSubscriptions(search: $search) { totalCount items { email role } } }`,
        { search: email },
        token,
      );
      expect(list.errors).toBeUndefined();
      expect(list.data!.newsletterSubscriptions.totalCount).toBe(1);
    }, 30_000);
  });

  it('switching to fr-CA translates the page and survives navigation and reload', async () => {
    const page = await open(1280);
    const switcher = page.getByTestId('site-footer').getByRole('combobox', { name: 'Language' });
    await switcher.selectOption('fr-CA');
    await page
      .getByRole('heading', {
        level: 1,
        name: 'Des plats faits maison par les chefs de votre quartier',
      })
      .waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr-CA');
    const header = page.getByTestId('site-header');
    expect(await header.getByRole('link', { name: 'Devenir chef', exact: true }).count()).toBe(1);

    await page.getByTestId('site-footer').getByRole('link', { name: 'FAQ', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'FAQ' }).waitFor();
    await page.getByRole('button', { name: 'Pourquoi dois-je commander à l’avance?' }).waitFor();
    expect(page.url()).toBe(`${URL_BASE}/faqs`);

    await page.reload();
    await page.getByRole('button', { name: 'Pourquoi dois-je commander à l’avance?' }).waitFor();
    expect(
      await page.getByTestId('site-footer').getByRole('combobox', { name: 'Langue' }).inputValue(),
    ).toBe('fr-CA');

    // Keyboard only: focus the native select and step back up to English (Canada).
    const langue = page.getByTestId('site-footer').getByTestId('locale-switcher');
    await langue.focus();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    expect(await langue.inputValue()).toBe('en-CA');
    await page.getByRole('heading', { level: 1, name: 'FAQs' }).waitFor();
  }, 45_000);

  for (const path of ['/', '/faqs']) {
    it(`axe finds no serious or critical violations on ${path}`, async () => {
      const page = await open(1280, path);
      if (path === '/') await carouselState(page);
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      expect(serious).toEqual([]);
    }, 30_000);
  }

  it('shows no uncaught page errors', () => {
    expect(e2e.errors).toEqual([]);
  });
});
