/**
 * Post Newsletter in Chromium on the REAL stack (six subgraphs on a fresh database, gateway on
 * 32400, built shell and admin on 32500–32503; build them first) with a real SMTP server
 * (smtp-server on 127.0.0.1) catching the mail:
 * - the admin writes a newsletter and watches the Markdown preview follow as they type;
 * - sends a test to themselves (one '[Test]' e-mail to the admin's address);
 * - sends it to 60 newsletter subscribers and watches the progress bar reach 100 % at the
 *   configured rate, then sees it in the past list with its counts and recipients;
 * - a subscriber unsubscribes on the /unsubscribe page (one button), another with the e-mail's
 *   one-click address (RFC 8058 POST on the web origin, through the gateway to admin); neither is
 *   on the subscriber list afterwards.
 * With HEARTH_SHOTS_DIR set it also saves the compose screen with its preview, the progress and
 * the past list at 1280 and 375 px, and the unsubscribe page.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { eventually, query } from '../support/db.js';
import {
  startSmtpCapture,
  type SmtpCapture,
} from '../../services/notifications/test/smtp-capture.js';
import { startBrowserStack, type BrowserStack } from './support/browser-stack.js';
import { logInInBrowser } from './support/chef-browser.js';

const BASE = 32_400;
const SHELL = `http://localhost:${BASE + 100}`;
const SUBSCRIBERS = 60;
const RATE = 20;
const ADMIN = { email: 'news-admin@example.com', password: 'adminNews123' };
const BODY = `# Spring at Hearth

**Twelve new chefs** cook near you this month.

- Lasagna al forno
- Jollof rice

[See the menus](https://hearth.example.com/user/explore)`;

/** A header of a raw message, unfolded. */
const header = (raw: string, name: string) => {
  const head = raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  return new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1]?.trim() ?? null;
};

describe('Post Newsletter (real stack, Chromium, real SMTP)', () => {
  let e2e: BrowserStack;
  let smtp: SmtpCapture;
  let page: Page;
  const shots = process.env.HEARTH_SHOTS_DIR;

  const shot = async (name: string) => {
    if (!shots) return;
    await page.waitForTimeout(150);
    await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
  };
  const progress = () =>
    page
      .getByTestId('newsletter-row')
      .first()
      .getByRole('progressbar')
      .getAttribute('aria-valuenow')
      .then(Number);

  /** Writes a newsletter in the form and waits for the preview to show it. */
  async function write(subject: string) {
    const form = page.getByRole('form', { name: 'Write a newsletter' });
    await form.getByLabel('Subject').fill(subject);
    await form
      .getByLabel('Audience')
      .selectOption({ label: `Newsletter subscribers (${SUBSCRIBERS})` });
    const preview = page.getByTestId('newsletter-preview');
    await form.getByLabel('Newsletter (Markdown)').fill('# Spring');
    await preview.getByRole('heading', { level: 1, name: 'Spring' }).waitFor();
    await form.getByLabel('Newsletter (Markdown)').fill(BODY);
    await preview.getByRole('heading', { level: 1, name: 'Spring at Hearth' }).waitFor();
    return form;
  }

  /** Sends the form's newsletter and waits until the past list shows it done (100 %). */
  async function sendAndWatch(subject: string, shotName: string) {
    const form = page.getByRole('form', { name: 'Write a newsletter' });
    await form.getByRole('button', { name: 'Send newsletter…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send this newsletter?' });
    await dialog.getByText(`${SUBSCRIBERS} recipients`).waitFor();
    await dialog.getByRole('button', { name: 'Send now' }).click();
    await dialog.waitFor({ state: 'detached' });
    const row = page.getByTestId('newsletter-row').first();
    await row.getByRole('heading', { name: subject }).waitFor();
    // The form is ready for the next newsletter.
    expect(await form.getByLabel('Subject').inputValue()).toBe('');
    expect(await form.getByLabel('Audience').inputValue()).toBe('');
    // Mid-run: part done, the bar moving.
    const seen = new Set<number>();
    await eventually(async () => {
      const value = await progress();
      seen.add(value);
      return value > 0 && value < 100;
    }, 15_000);
    await shot(shotName);
    await eventually(async () => {
      seen.add(await progress());
      return (await row.getByTestId('newsletter-status').innerText()) === 'Sent';
    }, 30_000);
    expect(await progress()).toBe(100);
    expect(seen.size).toBeGreaterThan(2);
    return row;
  }

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    e2e = await startBrowserStack('post_newsletter', BASE, {
      SMTP_URL: smtp.url,
      NEWSLETTER_RATE_PER_SECOND: String(RATE),
      WEB_URL: SHELL,
    });
    const { createAdmin } = await import('@hearth/users-service/cli/create-admin');
    await createAdmin({
      databaseUrl: e2e.databaseUrl,
      ...ADMIN,
      firstName: 'Nora',
      lastName: 'News',
    });
    await query(
      e2e.databaseUrl,
      `INSERT INTO admin.newsletter_subscriptions (id, email, role)
       SELECT gen_random_uuid(), 'reader-' || lpad(i::text, 3, '0') || '@example.com', 'CHEF'
         FROM generate_series(1, $1) i`,
      [SUBSCRIBERS],
    );
    if (shots) mkdirSync(shots, { recursive: true });
    ({ page } = await e2e.newPage());
    await page.goto(`${SHELL}/?lang=en-CA`);
    await logInInBrowser(page, ADMIN.email, ADMIN.password);
  }, 120_000);

  afterAll(async () => {
    await e2e?.stop();
    await smtp?.close();
  }, 30_000);

  it('writes with a live preview, sends a test to the admin, sends and watches the progress', async () => {
    await page.goto(`${SHELL}/admin`);
    await page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('button', { name: 'Post Newsletter' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Post Newsletter' }).waitFor();
    await page.getByText('No newsletter sent yet.', { exact: false }).waitFor();
    const form = await write('Spring menus are here');
    const preview = page.getByTestId('newsletter-preview');
    expect(await preview.locator('strong').innerText()).toBe('Twelve new chefs');
    expect(await preview.getByRole('link', { name: 'See the menus' }).getAttribute('href')).toBe(
      'https://hearth.example.com/user/explore',
    );
    // Raw HTML shows as text, never as markup.
    await form
      .getByLabel('Newsletter (Markdown)')
      .fill(`${BODY}\n\n<img src=x onerror="window.__x=1">`);
    await preview.getByText(/<img src=x onerror=.window\.__x=1.>/).waitFor();
    expect(await preview.locator('img').count()).toBe(0);
    await form.getByLabel('Newsletter (Markdown)').fill(BODY);
    await shot('post-newsletter-compose-1280');

    await form.getByRole('button', { name: 'Send me a test' }).click();
    await form.getByRole('status').getByText(`Test sent to ${ADMIN.email}`).waitFor();
    const test = await eventually(async () =>
      smtp.messages.find((m) => m.subject.startsWith('[Test]')),
    );
    expect(test.to).toEqual([ADMIN.email]);
    expect(test.subject).toBe('[Test] Spring menus are here');
    expect(smtp.messages).toHaveLength(1);

    const started = Date.now();
    const row = await sendAndWatch('Spring menus are here', 'post-newsletter-progress-1280');
    // At most RATE a second: 60 e-mails take well over 2 s.
    expect(Date.now() - started).toBeGreaterThan(((SUBSCRIBERS - RATE) / RATE) * 1000);
    const sent = smtp.messages.filter((m) => m.subject === 'Spring menus are here');
    expect(sent).toHaveLength(SUBSCRIBERS);
    expect(new Set(sent.flatMap((m) => m.to)).size).toBe(SUBSCRIBERS);
    expect(await row.getByTestId('sent-count').innerText()).toBe(String(SUBSCRIBERS));
    await row.getByRole('button', { name: 'Show recipients' }).click();
    const recipients = row.getByTestId('newsletter-recipients');
    await recipients.getByText('reader-001@example.com').waitFor();
    const rows = recipients.getByRole('list', { name: 'Recipients' }).getByRole('listitem');
    expect(await rows.count()).toBe(20);
    expect(await rows.getByText('Sent', { exact: true }).count()).toBe(20);
    await shot('post-newsletter-past-1280');
  }, 90_000);

  it('lets a reader unsubscribe on the page (one button) or with the one-click POST', async () => {
    const mailTo = (email: string) =>
      smtp.messages.find((m) => m.to.includes(email) && !m.subject.startsWith('[Test]'))!;
    const tokenOf = (email: string) =>
      /token=([^>]+)>$/.exec(header(mailTo(email).raw, 'List-Unsubscribe')!)![1]!;
    expect(header(mailTo('reader-001@example.com').raw, 'List-Unsubscribe-Post')).toBe(
      'List-Unsubscribe=One-Click',
    );

    const { page: reader } = await e2e.newPage();
    await reader.goto(`${SHELL}/unsubscribe?token=${tokenOf('reader-001@example.com')}&lang=en-CA`);
    await reader.getByRole('heading', { name: 'Unsubscribe from Hearth newsletters' }).waitFor();
    if (shots) await reader.screenshot({ path: `${shots}/unsubscribe-en-CA-1280.png` });
    await reader.getByRole('button', { name: 'Unsubscribe' }).click();
    await reader.getByRole('heading', { name: 'You are unsubscribed' }).waitFor();
    await reader.getByText('reader-001@example.com will get no more Hearth newsletters.').waitFor();
    if (shots) await reader.screenshot({ path: `${shots}/unsubscribe-done-en-CA-1280.png` });
    await reader.setViewportSize({ width: 375, height: 800 });
    await reader.goto(`${SHELL}/unsubscribe?token=${tokenOf('reader-002@example.com')}&lang=fr-CA`);
    await reader.getByRole('button', { name: 'Se désabonner' }).waitFor();
    if (shots) await reader.screenshot({ path: `${shots}/unsubscribe-fr-CA-375.png` });
    await reader.goto(`${SHELL}/unsubscribe?token=not-a-token&lang=en-CA`);
    await reader.getByRole('button', { name: 'Unsubscribe' }).click();
    await reader.getByText('This unsubscribe link is not valid.', { exact: false }).waitFor();

    // What a mail provider does with List-Unsubscribe-Post: POST to the web origin.
    const oneClick = await fetch(
      `${SHELL}/newsletter/unsubscribe?token=${tokenOf('reader-003@example.com')}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      },
    );
    expect(oneClick.status).toBe(200);

    const left = await query<{ email: string }>(
      e2e.databaseUrl,
      `SELECT email FROM admin.newsletter_subscriptions WHERE email IN ($1, $2, $3) ORDER BY email`,
      ['reader-001@example.com', 'reader-002@example.com', 'reader-003@example.com'],
    );
    expect(left.map((r) => r.email)).toEqual(['reader-002@example.com']);
    expect(e2e.errors).toEqual([]);
  }, 60_000);

  it('at 375 px: the same screens fit the phone', async () => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`${SHELL}/admin`);
    await page.getByRole('button', { name: 'Admin menu' }).click();
    await page
      .getByRole('dialog', { name: 'Admin menu' })
      .getByRole('button', { name: 'Post Newsletter' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Post Newsletter' }).waitFor();
    // Two readers unsubscribed: the audience is smaller now.
    const form = page.getByRole('form', { name: 'Write a newsletter' });
    await form
      .getByLabel('Audience')
      .selectOption({ label: `Newsletter subscribers (${SUBSCRIBERS - 2})` });
    await form.getByLabel('Subject').fill('Summer cooking sessions');
    await form.getByLabel('Newsletter (Markdown)').fill(BODY);
    await page
      .getByTestId('newsletter-preview')
      .getByRole('heading', { name: 'Spring at Hearth' })
      .waitFor();
    await shot('post-newsletter-compose-375');
    const wide = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(wide).toBeLessThanOrEqual(375);

    await form.getByRole('button', { name: 'Send newsletter…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send this newsletter?' });
    await dialog.getByText(`${SUBSCRIBERS - 2} recipients`).waitFor();
    await dialog.getByRole('button', { name: 'Send now' }).click();
    const row = page.getByTestId('newsletter-row').first();
    await row.getByRole('heading', { name: 'Summer cooking sessions' }).waitFor();
    await eventually(async () => (await progress()) > 0 && (await progress()) < 100, 15_000);
    await shot('post-newsletter-progress-375');
    await eventually(
      async () => (await row.getByTestId('newsletter-status').innerText()) === 'Sent',
      30_000,
    );
    await shot('post-newsletter-past-375');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    const summer = smtp.messages.filter((m) => m.subject === 'Summer cooking sessions');
    expect(summer.flatMap((m) => m.to).sort()).not.toContain('reader-001@example.com');
    expect(summer).toHaveLength(SUBSCRIBERS - 2);
    expect(e2e.errors).toEqual([]);
  }, 60_000);
});
