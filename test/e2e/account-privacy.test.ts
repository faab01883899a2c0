/**
 * Your data, in Chromium on the REAL stack (six subgraphs on a fresh database, gateway on 19400,
 * built shell and remotes on 19500–19503; build them first): a guest with a delivery order the
 * chef accepted (paid, in the ledger), a phone, a favourite, a guest-waitlist sign-up and a
 * newsletter subscription
 * - downloads a copy of their data (one JSON file from every service that holds some);
 * - is refused with a wrong password, then while the order is in progress; once the chef completes
 *   it, deletes the account; every service
 *   erases its copies through UserDeleted: no table of any service (the outbox aside, whose rows
 *   are pruned) still holds their name, e-mail, phone or delivery address, while the order's
 *   total and its ledger entries stay; the old e-mail and the old refresh token no longer work.
 * - a guest saves a default delivery address (autocomplete) and the checkout starts from it;
 * - Settings → About shows the version, the terms and privacy links and the third-party licences
 *   generated at build time;
 * - another guest asks to change their e-mail from the settings page (the password confirms), and
 *   the page of the link (/confirm-email) confirms it; a used link is refused;
 * - the chef deletes their account from /chef/settings/account (the page says what stays): the
 *   e-mail is in no service's table, name and phone are gone, the restaurant is hidden from
 *   guests and loses its street address, the guest's order and its ledger entries stay.
 * With HEARTH_SHOTS_DIR set it saves the settings page's sections and the confirm page at 375 and
 * 1280 px.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createHash, randomUUID } from 'node:crypto';
import { eventually, query } from '../support/db.js';
import { startBrowserStack, type BrowserStack, downloadBytes } from './support/browser-stack.js';
import { logInInBrowser } from './support/chef-browser.js';
import { chooseDeliveryAddress } from './support/guest-browser.js';
import { GatewayClient, LOG_IN, REFRESH, type Account } from './support/chef-setup.js';
import { addToCart, publishChef, type PublishedChef } from './support/public-chef.js';

const BASE = 19_400; // below the ephemeral range (32768–60999)
const PLACE_ORDER = `mutation PlaceOrder($input: PlaceOrderInput!) { placeOrder(input: $input) {
  __typename ... on Order { id status totalCents } ... on ValidationError { errors { message } } } }`;
const ACCEPT = `mutation($id: ID!) { acceptOrder(orderId: $id) { __typename } }`;
const COMPLETE = `mutation($id: ID!) { completeOrder(orderId: $id) { __typename } }`;
const UPDATE_ACCOUNT = `mutation($input: AccountDetailsInput!) { updateAccount(input: $input) {
  __typename } }`;
const FAVOURITE = `mutation($id: ID!) { setFavourite(restaurantId: $id, isFavourite: true) { __typename } }`;
const JOIN_WAITLIST = `mutation($input: GuestWaitlistInput!) { joinGuestWaitlist(input: $input) { __typename } }`;
const SUBSCRIBE = `mutation($input: NewsletterInput!) { subscribeNewsletter(input: $input) { __typename } }`;

const SERVICES = ['users', 'orders', 'notifications', 'admin', 'restaurants', 'sessions'];
const PHONE = '4165550187';
const LINE1 = '100 Queen St W';
const POSTAL = 'M5H 2N2';
const LAST_NAME = 'Okonkwo-Tremblay';

/** `table: n` for every service table (outbox aside) whose rows mention `needle`. */
async function tablesMentioning(db: string, needle: string): Promise<string[]> {
  const tables = await query<{ schema: string; name: string }>(
    db,
    `SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
      WHERE table_schema = ANY($1) AND table_type = 'BASE TABLE' AND table_name <> 'outbox'`,
    [SERVICES],
  );
  const found: string[] = [];
  for (const { schema, name } of tables) {
    const [row] = await query<{ n: number }>(
      db,
      `SELECT count(*)::int AS n FROM "${schema}"."${name}" t WHERE t::text ILIKE $1`,
      [`%${needle}%`],
    );
    if (row!.n > 0) found.push(`${schema}.${name}: ${row!.n}`);
  }
  return found;
}

describe('your data: download a copy and delete the account', () => {
  let e2e: BrowserStack;
  let api: GatewayClient;
  let rosa: PublishedChef;
  let guest: Account;
  let orderId: string;
  let totalCents: number;

  beforeAll(async () => {
    e2e = await startBrowserStack('account_privacy', BASE);
    api = new GatewayClient(e2e.stack.gatewayUrl);
    const admin = await api.createAdmin(e2e.databaseUrl);
    rosa = await publishChef(api, admin, { firstName: 'Rosa' });
    guest = await api.signUp('GUEST', 'Amaka', LAST_NAME);
    await api.expect(
      'User',
      UPDATE_ACCOUNT,
      {
        input: { firstName: 'Amaka', lastName: LAST_NAME, phone: PHONE },
      },
      guest.token,
    );
    await addToCart(api, guest, rosa, 2);
    const order = await api.expect<{ id: string; totalCents: number }>(
      'Order',
      PLACE_ORDER,
      {
        input: {
          occurrenceId: rosa.occurrenceId,
          fulfilment: 'DELIVERY',
          deliveryAddress: {
            line1: LINE1,
            line2: 'Unit 1204',
            postalCode: POSTAL,
            latitude: 43.6525,
            longitude: -79.3835,
          },
          instructions: 'Buzz 1204, ask for Amaka',
          idempotencyKey: randomUUID(),
          paymentMethodId: 'pm_card_visa',
        },
      },
      guest.token,
    );
    orderId = order.id;
    totalCents = order.totalCents;
    await eventually(async () => {
      const [row] = await query<{ status: string }>(
        e2e.databaseUrl,
        'SELECT status FROM orders.orders WHERE id = $1',
        [orderId],
      );
      return row?.status === 'PENDING';
    }, 30_000);
    await api.expect('Order', ACCEPT, { id: orderId }, rosa.chef.token);
    await api.call(FAVOURITE, { id: rosa.restaurant.id }, guest.token);
    await api.call(JOIN_WAITLIST, {
      input: {
        firstName: 'Amaka',
        lastName: LAST_NAME,
        email: guest.email,
        phone: PHONE,
        postalCode: POSTAL,
      },
    });
    await api.call(SUBSCRIBE, { input: { email: guest.email, role: 'GUEST' } });
    // Every copy exists before the deletion (else the check after it proves nothing).
    await eventually(async () => {
      const rows = await query<{ n: number }>(
        e2e.databaseUrl,
        `SELECT (SELECT count(*) FROM orders.ledger_entries WHERE order_id = $1)::int
              + (SELECT count(*) FROM restaurants.favourites WHERE guest_user_id = $2)::int
              + (SELECT count(*) FROM admin.guest_accounts WHERE id = $2)::int
              + (SELECT count(*) FROM admin.guest_waitlist WHERE email = $3)::int
              + (SELECT count(*) FROM admin.newsletter_subscriptions WHERE email = $3)::int
              + (SELECT count(*) FROM notifications.user_contacts WHERE user_id = $2)::int AS n`,
        [orderId, guest.id, guest.email],
      );
      return rows[0]!.n >= 6;
    }, 30_000);
  }, 240_000);
  afterAll(async () => {
    await e2e?.stop();
  }, 60_000);

  it('downloads one JSON file with what every service holds about the guest', async () => {
    const { page } = await e2e.newPage();
    await page.goto(`${e2e.base}/?lang=en-CA`);
    await logInInBrowser(page, guest.email, guest.password);
    await page.goto(`${e2e.base}/user/settings/account-settings`);
    const section = page.getByRole('region', { name: 'Your data' });
    await section.getByRole('button', { name: 'Download my data' }).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      section.getByRole('button', { name: 'Download my data' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^hearth-my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const copy = JSON.parse(
      (await downloadBytes(download)).toString('utf8').replace(/^\uFEFF/, ''),
    );
    expect(copy.account.account).toMatchObject({
      email: guest.email,
      lastName: LAST_NAME,
      phone: PHONE,
    });
    expect(copy.orders.orders[0]).toMatchObject({
      id: orderId,
      address_line1: LINE1,
      total_cents: totalCents,
    });
    expect(copy.orders.orders[0].lines).toHaveLength(1);
    expect(copy.notifications.contact).toMatchObject({ email: guest.email });
    expect(copy.signUpsAndNewsletters.guestWaitlist[0]).toMatchObject({ phone: PHONE });
    expect(copy.signUpsAndNewsletters.newsletterSubscription).toMatchObject({ email: guest.email });
    expect(copy.reviewsAndFavourites.favourites[0]).toMatchObject({
      restaurant_id: rosa.restaurant.id,
    });

    const dir = process.env.HEARTH_SHOTS_DIR;
    if (dir) {
      for (const width of [1280, 375]) {
        await page.setViewportSize({ width, height: 900 });
        await section.scrollIntoViewIfNeeded();
        await section.screenshot({ path: `${dir}/account-your-data-${width}.png` });
      }
      await page.setViewportSize({ width: 1280, height: 900 });
    }

    // A wrong password is refused and changes nothing.
    await section.getByLabel('Password').fill('not-my-password');
    await section.getByRole('button', { name: 'Delete my account' }).click();
    await section.getByRole('button', { name: 'Yes, delete my account' }).click();
    await section.getByText('Your password is incorrect.').waitFor();
    if (dir) await section.screenshot({ path: `${dir}/account-delete-refused-1280.png` });

    // Not while an order is in progress: the accepted order keeps the account (nothing changes).
    await section.getByLabel('Password').fill(guest.password);
    await section.getByRole('button', { name: 'Delete my account' }).click();
    await section.getByRole('button', { name: 'Yes, delete my account' }).click();
    await section.getByText('You have orders in progress.', { exact: false }).waitFor();
    if (dir)
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await section.screenshot({ path: `${dir}/account-delete-open-orders-${width}.png` });
      }
    const [kept] = await query<{ email: string }>(
      e2e.databaseUrl,
      'SELECT email FROM users.users WHERE id = $1',
      [guest.id],
    );
    expect(kept!.email).toBe(guest.email);
    // Once the chef completes it, the account can go.
    await api.expect('Order', COMPLETE, { id: orderId }, rosa.chef.token);
    await eventually(async () => {
      const [row] = await query<{ closed: boolean }>(
        e2e.databaseUrl,
        'SELECT closed_at IS NOT NULL AS closed FROM users.open_orders WHERE order_id = $1',
        [orderId],
      );
      return row?.closed === true;
    }, 30_000);
    await section.getByLabel('Password').fill(guest.password);
    await section.getByRole('button', { name: 'Delete my account' }).click();
    await section.getByText('Press the button again to confirm.', { exact: false }).waitFor();
    if (dir) await section.screenshot({ path: `${dir}/account-delete-confirm-1280.png` });
    await section.getByRole('button', { name: 'Yes, delete my account' }).click();
    await page.getByText('Your account has been deleted.', { exact: false }).waitFor();
    await page.getByTestId('site-header').getByRole('button', { name: 'Log in' }).waitFor();
    if (dir) {
      for (const width of [1280, 375]) {
        await page.setViewportSize({ width, height: 700 });
        await page.screenshot({ path: `${dir}/account-deleted-${width}.png` });
      }
    }
    expect(e2e.errors).toEqual([]);
  }, 90_000);

  it('saves a default delivery address that the checkout starts from', async () => {
    const guest2 = await api.signUp('GUEST', 'Lea', 'Fontaine');
    const { page } = await e2e.newPage();
    await page.goto(`${e2e.base}/?lang=en-CA`);
    await logInInBrowser(page, guest2.email, guest2.password);
    await page.goto(`${e2e.base}/user/settings/account-settings`);
    const section = page.getByRole('region', { name: 'Default delivery address' });
    await section.getByRole('button', { name: 'Save address' }).waitFor();
    await section.getByRole('button', { name: 'Save address' }).click();
    await section.getByText('Address line 1 is required').waitFor(); // the checkout's rules
    await chooseDeliveryAddress(page, '200 Bay St', 'M5J');
    await section.getByRole('button', { name: 'Save address' }).click();
    await section.getByText('Your default delivery address has been saved.').waitFor();
    const dir = process.env.HEARTH_SHOTS_DIR;
    if (dir)
      for (const width of [1280, 375]) {
        await page.setViewportSize({ width, height: 900 });
        await section.screenshot({ path: `${dir}/account-default-address-${width}.png` });
      }
    await page.setViewportSize({ width: 1280, height: 900 });
    await addToCart(api, guest2, rosa, 2);
    await page.goto(`${e2e.base}/user/checkout`);
    await eventually(
      async () => (await page.getByLabel('Address line 1').inputValue()) === '200 Bay St',
      15_000,
    );
    expect(await page.getByLabel('Postal code').inputValue()).toMatch(/^M5J/);
    if (dir) await page.screenshot({ path: `${dir}/checkout-prefilled-1280.png` });
    expect(e2e.errors).toEqual([]);
  }, 60_000);

  it('shows the version, terms, privacy and the third-party licences on About', async () => {
    const reader = await api.signUp('GUEST', 'Noor', 'Haddad');
    const { page } = await e2e.newPage();
    await page.goto(`${e2e.base}/?lang=en-CA`);
    await logInInBrowser(page, reader.email, reader.password);
    await page.goto(`${e2e.base}/user/settings`);
    await page.getByRole('link', { name: 'About Hearth' }).click();
    await page.getByRole('heading', { name: 'About Hearth', level: 1 }).waitFor();
    const licences = page.getByRole('list', { name: 'Third-party licences' });
    await licences.getByText('react-dom', { exact: false }).first().waitFor();
    expect(await licences.getByRole('listitem').count()).toBeGreaterThan(100);
    await page.getByText(/^Hearth \d+\.\d+\.\d+$/).waitFor();
    expect(
      await page
        .locator('#main')
        .getByRole('link', { name: 'Privacy policy' })
        .getAttribute('href'),
    ).toBe('/privacy-policy');
    const dir = process.env.HEARTH_SHOTS_DIR;
    if (dir)
      for (const width of [1280, 375]) {
        await page.setViewportSize({ width, height: 900 });
        await page.screenshot({ path: `${dir}/about-${width}.png` });
      }
    expect(e2e.errors).toEqual([]);
  }, 60_000);

  it('changes the e-mail from the settings page and the link’s page', async () => {
    const other = await api.signUp('GUEST', 'Jonas', 'Lindqvist');
    const newEmail = `jonas-${randomUUID()}@example.com`;
    const { page } = await e2e.newPage();
    await page.goto(`${e2e.base}/?lang=en-CA`);
    await logInInBrowser(page, other.email, other.password);
    await page.goto(`${e2e.base}/user/settings/account-settings`);
    const section = page.getByRole('region', { name: 'Change e-mail' });
    await section.getByLabel('New e-mail').fill(other.email);
    await section.getByLabel('Password').fill(other.password);
    await section.getByRole('button', { name: 'Send confirmation link' }).click();
    await section.getByText('This is already your e-mail.').waitFor();
    await section.getByLabel('New e-mail').fill(newEmail);
    await section.getByLabel('Password').fill(other.password);
    await section.getByRole('button', { name: 'Send confirmation link' }).click();
    await section.getByText('We have sent a link to your new e-mail.', { exact: false }).waitFor();
    const dir = process.env.HEARTH_SHOTS_DIR;
    if (dir)
      for (const width of [1280, 375]) {
        await page.setViewportSize({ width, height: 900 });
        await section.screenshot({ path: `${dir}/account-change-email-${width}.png` });
      }
    // The e-mailed token is a secret only the mailbox sees (the SMTP path has its own stack
    // test): store a link of our own for the same request, as users does (its SHA-256).
    const token = randomUUID();
    await query(
      e2e.databaseUrl,
      `UPDATE users.email_change_tokens SET token_hash = $2 WHERE user_id = $1 AND used_at IS NULL`,
      [other.id, createHash('sha256').update(token).digest('hex')],
    );
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${e2e.base}/confirm-email?token=${token}`);
    await page.getByRole('button', { name: 'Confirm my new e-mail' }).click();
    await page.getByText('Your e-mail has been changed.', { exact: false }).waitFor();
    if (dir)
      for (const width of [1280, 375]) {
        await page.setViewportSize({ width, height: 700 });
        await page.screenshot({ path: `${dir}/confirm-email-done-${width}.png` });
      }
    expect((await api.logIn(newEmail, other.password)).id).toBe(other.id);
    await page.goto(`${e2e.base}/confirm-email?token=${token}`);
    await page.getByRole('button', { name: 'Confirm my new e-mail' }).click();
    await page.getByText('has expired or has already been used', { exact: false }).waitFor();
    if (dir) await page.screenshot({ path: `${dir}/confirm-email-used-375.png` });
    expect(e2e.errors).toEqual([]);
  }, 60_000);

  it('erases the name, e-mail, phone and address from every service; the totals and ledger stay', async () => {
    const needles = [guest.email, LAST_NAME, PHONE, LINE1, POSTAL, 'Buzz 1204'];
    let left: string[] = [];
    try {
      await eventually(async () => {
        left = (
          await Promise.all(
            needles.map(async (n) =>
              (await tablesMentioning(e2e.databaseUrl, n)).map((t) => `${n} in ${t}`),
            ),
          )
        ).flat();
        return left.length === 0;
      }, 30_000);
    } catch {
      throw new Error(`still there: ${left.join('; ')}`);
    }
    const [order] = await query<{ total_cents: number; guest_id: string }>(
      e2e.databaseUrl,
      'SELECT total_cents, guest_id FROM orders.orders WHERE id = $1',
      [orderId],
    );
    expect(order).toEqual({ total_cents: totalCents, guest_id: guest.id });
    const [ledger] = await query<{ n: number }>(
      e2e.databaseUrl,
      'SELECT count(*)::int AS n FROM orders.ledger_entries WHERE order_id = $1',
      [orderId],
    );
    expect(ledger!.n).toBeGreaterThan(0);
    const [user] = await query<{ first_name: string }>(
      e2e.databaseUrl,
      'SELECT first_name FROM users.users WHERE id = $1',
      [guest.id],
    );
    expect(user!.first_name).toBe('Former guest');
    // Signed out everywhere, and the old e-mail opens nothing.
    const refreshed = await api.call<{ refreshSession: { __typename: string } }>(REFRESH, {
      t: guest.refreshToken,
    });
    expect(refreshed.data?.refreshSession?.__typename).not.toBe('AuthSession');
    const logIn = await api.call<{ logIn: { __typename: string } }>(LOG_IN, {
      input: { email: guest.email, password: guest.password },
    });
    expect(logIn.data?.logIn.__typename).not.toBe('AuthSession');
  }, 60_000);

  it('a chef deletes their account from /chef/settings/account: personal data gone, the restaurant hidden, orders and ledger kept', async () => {
    const PAGE = `query($slug: String!) { restaurantBySlug(slug: $slug) { isPublic } }`;
    const visible = async () =>
      (
        await api.call<{ restaurantBySlug: { isPublic: boolean } | null }>(PAGE, {
          slug: rosa.restaurant.slug,
        })
      ).data?.restaurantBySlug?.isPublic === true;
    expect(await visible()).toBe(true);
    const { page } = await e2e.newPage();
    await page.goto(`${e2e.base}/?lang=en-CA`);
    await logInInBrowser(page, rosa.chef.email, rosa.chef.password);
    await page.goto(`${e2e.base}/chef/settings/account?lang=en-CA`);
    const form = page.getByRole('form', { name: 'Delete account' });
    await form.waitFor({ timeout: 30_000 });
    // The page says what goes and what stays.
    await form
      .getByText('your restaurant is hidden from guests for good', { exact: false })
      .waitFor();
    await form
      .getByText('Your past orders, payouts and ledger entries stay', { exact: false })
      .waitFor();
    await form.getByLabel('Password').fill(rosa.chef.password);
    await form.getByRole('button', { name: 'Delete my account' }).click();
    await form.getByText('Press the button again to confirm.', { exact: false }).waitFor();
    const dir = process.env.HEARTH_SHOTS_DIR;
    if (dir)
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await form.scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${dir}/chef-account-delete-${width}.png` });
      }
    await form.getByRole('button', { name: 'Yes, delete my account' }).click();
    // Signed out onto the home page, where a notice says what happened.
    await page.getByText('Your chef account has been deleted.', { exact: false }).waitFor();
    await page.getByTestId('site-header').getByRole('button', { name: 'Log in' }).waitFor();
    if (dir)
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 700 });
        await page.screenshot({ path: `${dir}/chef-account-deleted-${width}.png` });
      }

    // Every service forgot the e-mail; the account, profile, bank details and kitchen address are gone.
    let left: string[] = [];
    try {
      await eventually(async () => {
        left = await tablesMentioning(e2e.databaseUrl, rosa.chef.email);
        return left.length === 0;
      }, 30_000);
    } catch {
      throw new Error(`still there: ${left.join('; ')}`);
    }
    const [user] = await query<{ first_name: string; last_name: string; phone: string | null }>(
      e2e.databaseUrl,
      'SELECT first_name, last_name, phone FROM users.users WHERE id = $1',
      [rosa.chef.id],
    );
    expect(user).toEqual({ first_name: 'Former chef', last_name: '', phone: null });
    for (const table of ['users.chef_profiles', 'users.bank_details']) {
      expect(
        await query(e2e.databaseUrl, `SELECT 1 FROM ${table} WHERE user_id = $1`, [rosa.chef.id]),
      ).toEqual([]);
    }
    const [app] = await query<{ first_name: string }>(
      e2e.databaseUrl,
      'SELECT first_name FROM admin.chef_applications WHERE id = $1',
      [rosa.chef.id],
    );
    expect(app).toEqual({ first_name: 'Former chef' });
    await eventually(async () => {
      const [r] = await query<{ is_hidden: boolean; address_line1: string | null }>(
        e2e.databaseUrl,
        'SELECT is_hidden, address_line1 FROM restaurants.restaurants WHERE id = $1',
        [rosa.restaurant.id],
      );
      return r?.is_hidden === true && r.address_line1 === null;
    }, 30_000);
    // Hidden from guests; the guest's order and its ledger entries stay.
    await eventually(async () => !(await visible()), 30_000);
    const [order] = await query<{ total_cents: number }>(
      e2e.databaseUrl,
      'SELECT total_cents FROM orders.orders WHERE id = $1',
      [orderId],
    );
    expect(order).toEqual({ total_cents: totalCents });
    const [ledger] = await query<{ n: number }>(
      e2e.databaseUrl,
      'SELECT count(*)::int AS n FROM orders.ledger_entries WHERE order_id = $1',
      [orderId],
    );
    expect(ledger!.n).toBeGreaterThan(0);
    expect(e2e.errors).toEqual([]);
  }, 90_000);
});
