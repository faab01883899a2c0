/**
 * Admin lists against the REAL stack (issue "Public site, waitlists and newsletter", item 6):
 * the six subgraphs on their own fresh database, the gateway and the built frontends on ports
 * 28000/28100–28103, 1,000 guest-waitlist sign-ups seeded through the public gateway mutation,
 * and Debian Chromium driving /admin as an admin made with `createAdmin`.
 *
 * Screenshots land in test-results/admin-lists/ (1280 px tables, 375 px phone).
 */
import { AxeBuilder } from '@axe-core/playwright';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdirSync } from 'node:fs';
import { type Page } from 'playwright-core';
import { gql } from '../support/db.js';
import { startBrowserStack, type BrowserStack, downloadBytes } from './support/browser-stack.js';
import { logInInBrowser } from './support/chef-browser.js';

const BASE = 28_000;
const SHOTS = 'test-results/admin-lists';
const GUESTS = 1000;
const ADMIN = { email: `lists-admin-${Date.now()}@example.com`, password: 'adminLists123' };

const pad = (n: number) => String(n).padStart(4, '0');
/** Guest i: e-mails deliberately not in sign-up order, so sorting by e-mail visibly reorders. */
const guest = (i: number) => ({
  firstName: `Guest${pad(i)}`,
  lastName: ['Tremblay', 'Roy', 'Gagnon', 'Côté', 'Bouchard'][i % 5]!,
  email: `${['maple', 'birch', 'cedar', 'aspen'][i % 4]}.${pad(i)}@lists.example.com`,
  phone: i % 3 === 0 ? null : `416 555 ${pad(i)}`,
  postalCode: `M${i % 10}V ${i % 9}A${i % 7}`,
});

/** Runs `task` over `items`, `concurrency` at a time. */
async function inBatches<T>(items: T[], concurrency: number, task: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) await task(items[next++]!);
    }),
  );
}

/** Sends a public sign-up mutation and fails loudly unless it returns `typename`. */
async function signUp(url: string, mutation: string, input: object, typename: string) {
  const res = await gql<Record<string, { __typename: string }>>(url, mutation, { input });
  const result = res.data && Object.values(res.data)[0];
  if (result?.__typename !== typename) {
    throw new Error(`sign-up failed: ${JSON.stringify(res)}`);
  }
}

const JOIN_GUEST = `mutation($input: GuestWaitlistInput!) { joinGuestWaitlist(input: $input) { __typename } }`;
const REGISTER_CHEF = `mutation($input: ChefWaitlistInput!) { registerChefWaitlist(input: $input) { __typename } }`;
const SUBSCRIBE = `mutation($input: NewsletterInput!) { subscribeNewsletter(input: $input) { __typename } }`;

/** The admin list's body rows: cell texts, plus the machine-readable sign-up time. */
async function tableRows(page: Page): Promise<Array<{ cells: string[]; signedUp: string }>> {
  const table = page.getByTestId('admin-list').getByRole('table');
  await table.waitFor();
  await page.waitForFunction(
    () => !document.querySelector('[data-testid="admin-list"] table[aria-busy]'),
  );
  return table.evaluate((t) =>
    Array.from(t.querySelectorAll('tbody tr')).map((tr) => ({
      cells: Array.from(tr.querySelectorAll('td')).map((td) => td.textContent ?? ''),
      signedUp: tr.querySelector('time')?.getAttribute('datetime') ?? '',
    })),
  );
}

async function waitForSummary(page: Page, text: string) {
  await page
    .getByTestId('range-summary')
    .filter({ hasText: new RegExp(`^${text}$`) })
    .waitFor({ timeout: 15_000 });
}

async function openEntry(page: Page, name: string) {
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('button', { name }).click();
  await page.getByRole('heading', { level: 1, name }).waitFor();
}

/** Minimal RFC 4180 parser (quoted cells, doubled quotes, CRLF or LF line ends). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  const endRow = () => {
    endCell();
    rows.push(row);
    row = [];
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (quoted) {
      cell += c;
    } else if (c === ',') {
      endCell();
    } else if (c === '\r' || c === '\n') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      endRow();
    } else {
      cell += c;
    }
  }
  if (cell || row.length) endRow();
  return rows;
}

describe('admin lists (real backend, Chromium)', () => {
  let e2e: BrowserStack;
  let page: Page;
  let base: string;

  beforeAll(async () => {
    // Database hearth_test_e2e_admin_lists, gateway on 28000, frontends on 28100–28103.
    // Seeding 1,000 public sign-ups from one address must not hit the per-client limit.
    e2e = await startBrowserStack('admin_lists', BASE, {
      PUBLIC_SIGNUP_RATE_LIMIT_PER_MINUTE: '5000',
    });
    base = e2e.base;
    const { databaseUrl } = e2e;
    const { createAdmin } = await import('@hearth/users-service/cli/create-admin');
    await createAdmin({ databaseUrl, ...ADMIN, firstName: 'Ada', lastName: 'Lists' });

    const url = e2e.stack.gatewayUrl;
    const guests = Array.from({ length: GUESTS }, (_, i) => guest(i + 1));
    // 8 at a time, then the last one alone: it must be the newest row (the table's first).
    await inBatches(guests.slice(0, -1), 8, (g) =>
      signUp(url, JOIN_GUEST, g, 'GuestWaitlistEntry'),
    );
    await signUp(url, JOIN_GUEST, guests[guests.length - 1]!, 'GuestWaitlistEntry');
    const chefs = [
      { firstName: 'Bea', lastName: 'Beta', chefType: 'BETA' },
      { firstName: 'Ben', lastName: 'Beta', chefType: 'BETA' },
      { firstName: 'Bo', lastName: 'Beta', chefType: 'BETA' },
      { firstName: 'Fay', lastName: 'Founder', chefType: 'FOUNDER' },
      { firstName: 'Finn', lastName: 'Founder', chefType: 'FOUNDER' },
    ];
    for (const [i, c] of chefs.entries()) {
      await signUp(
        url,
        REGISTER_CHEF,
        { ...c, email: `chef${i}@lists.example.com`, phone: null, postalCode: 'H2X 1Y4' },
        'ChefWaitlistRegistration',
      );
    }
    await signUp(
      url,
      SUBSCRIBE,
      { email: 'news1@lists.example.com', role: 'CHEF' },
      'NewsletterSubscription',
    );
    await signUp(
      url,
      SUBSCRIBE,
      { email: 'news2@lists.example.com', role: 'GUEST' },
      'NewsletterSubscription',
    );

    mkdirSync(SHOTS, { recursive: true });
    ({ page } = await e2e.newPage({ acceptDownloads: true }));
  }, 240_000);

  afterAll(async () => {
    await e2e?.stop();
  }, 30_000);

  it('logs in as the admin with the Log in modal and opens /admin', async () => {
    await page.goto(`${base}/`);
    await logInInBrowser(page, ADMIN.email, ADMIN.password);
    await page.goto(`${base}/admin`);
    await page.getByTestId('admin-dashboard').waitFor({ timeout: 15_000 });
  }, 30_000);

  it('Guest Waitlist says 1,000 and shows sign-up times in the admin’s zone', async () => {
    await openEntry(page, 'Guest Waitlist');
    await waitForSummary(page, 'Showing 1–25 of 1,000');
    const rows = await tableRows(page);
    expect(rows).toHaveLength(25);
    // Newest first, so the last seeded guest leads.
    expect(rows[0]!.cells[2]).toBe(guest(GUESTS).email);
    expect(rows[0]!.cells[5]).toMatch(
      /^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[ap]\.m\.\sE[SD]T$/,
    );
    await page.screenshot({ path: `${SHOTS}/guest-waitlist-1280.png`, fullPage: true });
  }, 30_000);

  it('pages with Next to the last page without repeating a row', async () => {
    const seen = new Set<string>();
    for (let p = 1; p <= GUESTS / 25; p++) {
      if (p > 1) {
        await page
          .getByRole('navigation', { name: 'Pagination' })
          .getByRole('button', { name: 'Next' })
          .click();
        await waitForSummary(
          page,
          `Showing ${((p - 1) * 25 + 1).toLocaleString('en-CA')}–${(p * 25).toLocaleString('en-CA')} of 1,000`,
        );
      }
      for (const row of await tableRows(page)) {
        expect(seen.has(row.cells[2]!)).toBe(false);
        seen.add(row.cells[2]!);
      }
    }
    expect(seen.size).toBe(GUESTS);
    expect(
      await page
        .getByRole('navigation', { name: 'Pagination' })
        .getByRole('button', { name: 'Next' })
        .isDisabled(),
    ).toBe(true);
    expect(await page.getByRole('button', { name: 'Page 40' }).getAttribute('aria-current')).toBe(
      'page',
    );
  }, 120_000);

  it('sorts by e-mail on the server', async () => {
    const emailHeader = page.getByRole('columnheader', { name: /^Email/ });
    await emailHeader.getByRole('button').click();
    await waitForSummary(page, 'Showing 1–25 of 1,000');
    await page.waitForFunction(
      () =>
        document.querySelector('[data-testid="column-email"]')?.getAttribute('aria-sort') ===
        'ascending',
    );
    const emails = (await tableRows(page)).map((r) => r.cells[2]!);
    const all = Array.from({ length: GUESTS }, (_, i) => guest(i + 1).email).sort();
    expect(emails).toEqual(all.slice(0, 25));
  }, 30_000);

  it('finds exactly one row for a seeded e-mail, and the CSV holds the same rows', async () => {
    const target = guest(421);
    await page.getByLabel('Search by e-mail or name').fill(target.email);
    await waitForSummary(page, 'Showing 1–1 of 1');
    const rows = await tableRows(page);
    expect(rows.map((r) => r.cells.slice(0, 5))).toEqual([
      [target.firstName, target.lastName, target.email, target.phone ?? '—', target.postalCode],
    ]);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    const today = await page.evaluate(() => {
      const d = new Date();
      const p = (n: number) => String(n).padStart(2, '0');
      return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`;
    });
    expect(download.suggestedFilename()).toBe(`guest-waitlist-${today}.csv`);
    const csv = parseCsv((await downloadBytes(download)).toString('utf8').replace(/^\uFEFF/, ''));
    const headers = await page
      .getByTestId('admin-list')
      .locator('thead th')
      .evaluateAll((ths) => ths.map((th) => (th.textContent ?? '').replace(/[↕↑↓]/g, '')));
    expect(csv[0]).toEqual(headers);
    // Same rows as the table: text cells as shown (an empty phone is '—' on screen), the
    // sign-up time as the instant behind the formatted date.
    expect(csv.slice(1)).toEqual(
      rows.map((r) => [
        ...r.cells.slice(0, 5).map((c) => (c === '—' ? '' : c)),
        new Date(r.signedUp).toISOString(),
      ]),
    );
    await page.getByLabel('Search by e-mail or name').fill('');
    await waitForSummary(page, 'Showing 1–25 of 1,000');
  }, 30_000);

  it('Founder Chefs shows only founders, Chef Waitlist only beta chefs', async () => {
    await openEntry(page, 'Founder Chefs');
    await waitForSummary(page, 'Showing 1–2 of 2');
    const founders = await tableRows(page);
    expect(founders.map((r) => [r.cells[0], r.cells[5]])).toEqual([
      ['Finn', 'Founder'],
      ['Fay', 'Founder'],
    ]);
    await page.screenshot({ path: `${SHOTS}/founder-chefs-1280.png`, fullPage: true });
    await openEntry(page, 'Chef Waitlist');
    await waitForSummary(page, 'Showing 1–3 of 3');
    expect((await tableRows(page)).every((r) => r.cells[5] === 'Beta')).toBe(true);
    await openEntry(page, 'Newsletter Subscribers');
    await waitForSummary(page, 'Showing 1–2 of 2');
    expect((await tableRows(page)).map((r) => r.cells.slice(0, 2))).toEqual([
      ['news2@lists.example.com', 'Guest'],
      ['news1@lists.example.com', 'Chef'],
    ]);
    await page.screenshot({ path: `${SHOTS}/newsletter-1280.png`, fullPage: true });
  }, 30_000);

  it('axe finds no violations in a list panel (table, pager, search, CSV button)', async () => {
    await openEntry(page, 'Guest Waitlist');
    await waitForSummary(page, 'Showing 1–25 of 1,000');
    await tableRows(page);
    const { violations } = await new AxeBuilder({ page })
      .include('[data-testid="admin-dashboard"]')
      .analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
  }, 30_000);

  it('works at 375 px (menu in a drawer, table scrolls sideways)', async () => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.getByRole('button', { name: 'Admin menu' }).click();
    await page
      .getByRole('dialog', { name: 'Admin menu' })
      .getByRole('button', { name: 'Guest Waitlist' })
      .click();
    await waitForSummary(page, 'Showing 1–25 of 1,000');
    await tableRows(page);
    await page.screenshot({ path: `${SHOTS}/guest-waitlist-375.png`, fullPage: false });
    await page.getByRole('navigation', { name: 'Pagination' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/guest-waitlist-375-pager.png` });
    // Nothing but the table's own scroller is wider than the phone.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(overflow).toBeLessThanOrEqual(375);
    await page.setViewportSize({ width: 1280, height: 900 });
  }, 30_000);

  it('Partner Keys: a new key’s secret shows once with Copy, works at the gateway, then rotates and revokes (375 and 1280 px)', async () => {
    const shots = process.env.HEARTH_SHOTS_DIR;
    if (shots) mkdirSync(shots, { recursive: true });
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base });
    await openEntry(page, 'Partner Keys');
    const panel = page.getByTestId('partner-keys-panel');
    await panel.getByText('No partner keys yet. Create one for each partner app.').waitFor();
    const form = panel.getByRole('form', { name: 'Create a partner key' });
    // The rules' messages under the fields, nothing created.
    await form.getByLabel('Requests per minute').fill('0');
    await form.getByRole('button', { name: 'Create key' }).click();
    await form.getByText('Enter a name for the key.').waitFor();
    await form.getByText('Enter a limit from 1 to 10,000 requests per minute.').waitFor();
    await form.getByLabel('Partner and use').fill('Acme Deliveries — production');
    await form.getByLabel('Requests per minute').fill('120');
    await form.getByRole('button', { name: 'Create key' }).click();

    let dialog = page.getByRole('dialog', { name: 'Key for Acme Deliveries — production' });
    await dialog.waitFor();
    const secret = await dialog.getByLabel('The partner key').inputValue();
    expect(secret).toMatch(/^hpk_[0-9a-f]{12}_[A-Za-z0-9_-]{43}$/);
    if (shots) await page.screenshot({ path: `${shots}/partner-keys-secret-1280.png` });
    await dialog.getByRole('button', { name: 'Copy key' }).click();
    await page.getByText('Key copied.').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    // The secret is nowhere on the page any more; the row shows the key id only.
    expect(await page.content()).not.toContain(secret.slice(17));
    const row = panel.getByRole('row', { name: /Acme Deliveries/ });
    await expect(row.textContent()).resolves.toContain(`hpk_${secret.slice(4, 16)}_…`);
    await expect(row.textContent()).resolves.toContain('120 / min');
    await expect(row.textContent()).resolves.toContain('Trusted documents only');

    // The key works at the gateway for a trusted document.
    const ask = (key: string) =>
      fetch(e2e.stack.gatewayUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': key },
        body: JSON.stringify({
          documentId: '45b31d8b7fb57aa9b4af2ff85d0f189ebcb0739ff5f82ad3dacea6a6c4c5cad3',
        }),
      });
    expect((await ask(secret)).status).toBe(200);
    // Usage reaches the panel (the gateway reports every 5 s; the panel refetches on opening).
    const deadline = Date.now() + 15_000;
    for (;;) {
      await openEntry(page, 'Unverified Chef');
      await openEntry(page, 'Partner Keys');
      await row.waitFor();
      if ((await row.textContent())?.includes('1 served · 0 refused')) break;
      if (Date.now() > deadline) throw new Error(`usage not shown: ${await row.textContent()}`);
      await page.waitForTimeout(1_000);
    }
    const { violations } = await new AxeBuilder({ page })
      .include('[data-testid="partner-keys-panel"]')
      .analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
    if (shots) await page.screenshot({ path: `${shots}/partner-keys-1280.png`, fullPage: true });

    // New secret, by keyboard: the old secret is replaced.
    await row.getByRole('button', { name: 'New secret for Acme Deliveries — production' }).focus();
    await page.keyboard.press('Enter');
    await page
      .getByRole('dialog', { name: 'New secret' })
      .getByRole('button', { name: 'Make a new secret' })
      .click();
    dialog = page.getByRole('dialog', { name: 'Key for Acme Deliveries — production' });
    const rotated = await dialog.getByLabel('The partner key').inputValue();
    expect(rotated).not.toBe(secret);
    expect(rotated.slice(0, 17)).toBe(secret.slice(0, 17));
    await dialog.getByRole('button', { name: 'Done' }).click();

    // 375 px: cards, nothing wider than the phone.
    await page.setViewportSize({ width: 375, height: 812 });
    const card = panel.getByRole('listitem', { name: 'Acme Deliveries — production' });
    await card.waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    if (shots) await page.screenshot({ path: `${shots}/partner-keys-375.png`, fullPage: true });
    await card.getByRole('button', { name: 'Revoke Acme Deliveries — production' }).click();
    if (shots) await page.screenshot({ path: `${shots}/partner-keys-revoke-375.png` });
    await page
      .getByRole('dialog', { name: 'Revoke key' })
      .getByRole('button', { name: 'Revoke key' })
      .click();
    await card.getByText('Revoked').waitFor();
    await card.getByText('No actions').waitFor();
    await page.setViewportSize({ width: 1280, height: 900 });
  }, 60_000);

  it('shows no uncaught page errors', () => {
    expect(e2e.errors).toEqual([]);
  });
});
