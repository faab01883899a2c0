/**
 * Messaging and help reports in Chromium on the REAL stack (six subgraphs on a fresh database,
 * gateway on 19000, built shell and remotes on 19100–19103; build them first). Two browser
 * contexts, a guest and a chef:
 * - the guest asks a question from the restaurant page; the chef, on the home page, sees the
 *   header's message badge rise without reloading, opens the conversation (the badge falls),
 *   sees the guest's next message arrive live and answers; the guest's badge rises and falls;
 * - the chef opens a guest's order in Incoming Orders and writes through 'Message the guest';
 * - the guest reports a problem with an order at /user/settings/help-report; the admin opens it
 *   in Help Reports, reads the order's conversation, is told to write something when the answer
 *   is blank, and answers; the guest sees 'Answered';
 * - the guest and the chef set their notification preferences (kind × channel) in their account
 *   settings; order updates in the app stay on; the choice survives a reload.
 * With HEARTH_SHOTS_DIR set it saves the conversation, the header badge and the help-report
 * screens (the admin's answer form also with its error), the chef's order detail and both
 * notification-preference tables at 375 and 1280 px.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { eventually } from '../support/db.js';
import { startBrowserStack, type BrowserStack } from './support/browser-stack.js';
import { GatewayClient, dishInput, type Account } from './support/chef-setup.js';
import { logInInBrowser, writeImageFiles, type ImageFiles } from './support/chef-browser.js';
import { addToCart, publishChef, type PublishedChef } from './support/public-chef.js';

const BASE = 19_000; // below the ephemeral range (32768–60999): no clash with client sockets

const PLACE_ORDER = `mutation PlaceOrder($input: PlaceOrderInput!) { placeOrder(input: $input) {
  __typename ... on Order { id status } ... on ValidationError { errors { message } } } }`;

/** True once `img` has loaded an image (a broken or private address never does). */
function loaded(img: Locator): Promise<boolean> {
  return img.evaluate((el) => {
    const image = el as HTMLImageElement;
    if (image.loading === 'lazy') image.loading = 'eager';
    return image.complete && image.naturalWidth > 0;
  });
}

describe('messaging and help reports (real stack, Chromium, two contexts)', () => {
  let e2e: BrowserStack;
  let base: string;
  let api: GatewayClient;
  let admin: Account;
  let chefPage: Page;
  let guestPage: Page;
  let rosa: PublishedChef;
  let guest: Account;
  let errors: string[] = [];
  let images: ImageFiles;
  const shots = process.env.HEARTH_SHOTS_DIR;
  /** Saves `page` at 375 and 1280 px wide (when HEARTH_SHOTS_DIR is set), then back to 1280. */
  const shoot = async (page: Page, name: string) => {
    if (!shots) return;
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.waitForTimeout(150);
      await page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: true });
    }
  };
  const badge = (p: Page) => p.getByTestId('messages-badge');

  beforeAll(async () => {
    // Notifications accepts attached images only from our store: the restaurants subgraph's (the
    // stack's default MEDIA_PUBLIC_URL).
    e2e = await startBrowserStack('messaging', BASE);
    images = await writeImageFiles(join(tmpdir(), `hearth-messaging-images-${BASE}`));
    ({ base, errors } = e2e);
    api = new GatewayClient(e2e.stack.gatewayUrl);
    admin = await api.createAdmin(e2e.databaseUrl);
    rosa = await publishChef(api, admin, {
      firstName: 'Rosa',
      restaurantName: 'Rosa’s Kitchen',
      dish: dishInput('Lasagna al forno', 1850),
      session: { offersPickup: true },
    });
    guest = await api.signUp('GUEST', 'Gina', 'Guest');
    ({ page: chefPage } = await e2e.newPage());
    ({ page: guestPage } = await e2e.newPage());
  }, 300_000);

  afterAll(async () => {
    await e2e?.stop();
  }, 60_000);

  it('a guest asks from the restaurant page, the chef answers without reloading, badges rise and fall', async () => {
    const streamOpened = (p: Page) =>
      p.waitForResponse((r) => r.url().includes('/live/stream?ticket=') && r.status() === 200, {
        timeout: 60_000,
      });
    const chefStream = streamOpened(chefPage);
    await chefPage.goto(`${base}/?lang=en-CA`);
    await logInInBrowser(chefPage, rosa.chef.email, rosa.chef.password);
    await chefStream;
    await chefPage.getByTestId('messages-button').waitFor();
    expect(await badge(chefPage).count()).toBe(0);

    await guestPage.goto(`${base}/?lang=en-CA`);
    await logInInBrowser(guestPage, guest.email, guest.password);
    await guestPage.goto(`${base}/restaurant/${rosa.restaurant.slug}?lang=en-CA`);
    await guestPage.getByTestId('ask-chef').click();
    const form = guestPage.getByRole('form', { name: 'Ask the chef a question' });
    await form.getByRole('button', { name: 'Send question' }).click();
    await form.getByText('Write a message first.').waitFor();
    await form
      .getByLabel('Your question to the chef')
      .fill('Is the lasagna nut-free? <b>See</b> https://example.com');
    await form.getByRole('button', { name: 'Send question' }).click();
    await guestPage.waitForURL(/\/messages\/[0-9a-f-]{36}/, { timeout: 20_000 });
    const guestThread = guestPage.getByTestId('message-thread');
    // Typed markup and links stay inert text.
    await guestThread
      .getByText('Is the lasagna nut-free? <b>See</b> https://example.com')
      .waitFor();
    expect(await guestThread.locator('b, a').count()).toBe(0);

    // The chef, no reload: the badge rises to 1.
    await badge(chefPage).filter({ hasText: '1' }).waitFor({ timeout: 30_000 });
    await shoot(chefPage, 'messages-header-badge');
    await chefPage.getByTestId('messages-button').click();
    const row = chefPage.getByTestId('conversation-row').filter({ hasText: 'Gina' });
    await row.getByTestId('conversation-unread').waitFor({ timeout: 20_000 });
    await row.click();
    const chefThread = chefPage.getByTestId('message-thread');
    await chefThread.getByText('Is the lasagna nut-free?', { exact: false }).waitFor();
    await badge(chefPage).waitFor({ state: 'detached', timeout: 20_000 });

    // The guest writes again while the chef has the conversation open: it arrives live.
    await guestPage
      .getByRole('textbox', { name: 'Message', exact: true })
      .fill('And can you make it vegetarian?');
    await guestPage.getByRole('button', { name: 'Send', exact: true }).click();
    await chefThread.getByText('And can you make it vegetarian?').waitFor({ timeout: 30_000 });

    // The guest goes home; the chef answers; the guest's badge rises, then falls on reading.
    await guestPage.goto(`${base}/?lang=en-CA`);
    await guestPage.getByTestId('messages-button').waitFor();
    await chefPage
      .getByRole('textbox', { name: 'Message', exact: true })
      .fill('Yes to both: no nuts, and a vegetarian one on request.');
    await chefPage.getByRole('button', { name: 'Send', exact: true }).click();
    await chefThread.getByText('Yes to both', { exact: false }).waitFor();
    await badge(guestPage).filter({ hasText: '1' }).waitFor({ timeout: 30_000 });
    await guestPage.getByTestId('messages-button').click();
    await guestPage.getByTestId('conversation-row').filter({ hasText: 'Rosa’s Kitchen' }).click();
    await guestPage
      .getByTestId('message-thread')
      .getByText('Yes to both', { exact: false })
      .waitFor();
    await badge(guestPage).waitFor({ state: 'detached', timeout: 20_000 });
    await shoot(guestPage, 'messages-conversation');
    expect(errors).toEqual([]);
  }, 180_000);

  it('a guest reports a problem with an order and the admin answers it', async () => {
    expect(await addToCart(api, guest, rosa, 1)).toBe(1);
    const placed = await api.expect<{ id: string }>(
      'Order',
      PLACE_ORDER,
      {
        input: {
          occurrenceId: rosa.occurrenceId,
          fulfilment: 'PICKUP',
          instructions: null,
          idempotencyKey: randomUUID(),
          paymentMethodId: 'pm_card_visa',
        },
      },
      guest.token,
    );
    // The chef writes about the order (its conversation), so the admin has something to read.
    // Notifications learns of the order from OrderPlaced, a moment after placing: wait for it.
    const conversationId = await eventually(async () => {
      const opened = await api.call<{ openOrderConversation: { id: string } }>(
        `mutation($o: ID!) { openOrderConversation(orderId: $o) { id } }`,
        { o: placed.id },
        rosa.chef.token,
      );
      return opened.data?.openOrderConversation.id ?? '';
    }, 30_000);
    // The chef, in the browser: the order's detail → Message the guest → that conversation.
    // The order is listed under Pending once the stock saga and the payment made it PENDING.
    await eventually(async () => {
      const o = await api.call<{ order: { status: string } }>(
        `query($id: ID!) { order(id: $id) { status } }`,
        { id: placed.id },
        guest.token,
      );
      return o.data?.order.status === 'PENDING';
    }, 30_000);
    const ref = `#${placed.id.slice(0, 8).toUpperCase()}`;
    await chefPage.goto(`${base}/chef/incoming-orders/pending?lang=en-CA`);
    const orderRow = chefPage.getByTestId('order-row').filter({ hasText: `Order ${ref}` });
    await orderRow.waitFor({ timeout: 30_000 });
    await orderRow.getByRole('button', { name: 'View order' }).click();
    const modal = chefPage.getByRole('dialog', { name: `Order ${ref}` });
    await modal.getByRole('button', { name: 'Message the guest' }).waitFor();
    await shoot(chefPage, 'chef-order-detail-message-guest');
    await modal.getByRole('button', { name: 'Message the guest' }).click();
    await chefPage.waitForURL(`**/messages/${conversationId}`, { timeout: 20_000 });
    await chefPage
      .getByRole('textbox', { name: 'Message', exact: true })
      .fill('Your lasagna is ready for pickup.');
    // With a photo: uploaded to our store, shown as a thumbnail that opens larger.
    await chefPage.getByLabel('Add a photo').setInputFiles(images.dishes[0]!);
    await chefPage.getByRole('button', { name: 'Remove image' }).waitFor({ timeout: 20_000 });
    await chefPage.getByRole('button', { name: 'Send', exact: true }).click();
    const sentBubble = chefPage
      .getByTestId('message')
      .filter({ hasText: 'Your lasagna is ready for pickup.' });
    await sentBubble.getByTestId('attachment-thumb').waitFor({ timeout: 20_000 });
    // The image is a private object: the page shows it through the short-lived signed address
    // notifications gives the conversation's parties; its stored address alone reads nothing.
    const thumb = sentBubble.getByTestId('attachment-thumb').locator('img');
    await eventually(() => loaded(thumb), 20_000);
    const signedSrc = new URL((await thumb.getAttribute('src'))!);
    expect(signedSrc.searchParams.get('sig')).toMatch(/^[0-9a-f]{64}$/);
    expect((await fetch(`${signedSrc.origin}${signedSrc.pathname}`)).status).toBe(404);
    await shoot(chefPage, 'messages-with-image');
    await sentBubble.getByTestId('attachment-thumb').click();
    await chefPage.getByTestId('attachment-large').waitFor();
    await shoot(chefPage, 'messages-image-large');
    await chefPage.keyboard.press('Escape');
    // A photo alone is a message too: with an image the text is an optional caption.
    await chefPage.getByLabel('Add a photo').setInputFiles(images.dishes[1]!);
    await chefPage.getByRole('button', { name: 'Remove image' }).waitFor({ timeout: 20_000 });
    await chefPage.getByRole('button', { name: 'Send', exact: true }).click();
    await chefPage.getByTestId('attachment-thumb').nth(1).waitFor({ timeout: 20_000 });
    expect(await chefPage.getByText('Write a message first.').count()).toBe(0);
    await shoot(chefPage, 'messages-photo-only');
    // Nobody else reads it: an admin only once the order is reported.
    expect(
      await api.errorCode(
        `query($id: ID!) { conversation(id: $id) { id } }`,
        { id: conversationId },
        admin.token,
      ),
    ).toBe('NOT_FOUND');

    await guestPage.goto(`${base}/user/settings/help-report?lang=en-CA`);
    const form = guestPage.getByRole('form', { name: 'Report a problem' });
    await form.waitFor({ timeout: 30_000 });
    await form.getByRole('button', { name: 'Send report' }).click();
    await form.getByText('Choose a reason.').waitFor();
    await form.getByLabel('Reason').selectOption('MISSING_ITEMS');
    await form.getByLabel('Description').fill('The garlic bread was missing from my bag.');
    await form.getByLabel('Add a photo (optional)').setInputFiles(images.kitchen);
    await form.getByRole('button', { name: 'Remove image' }).waitFor({ timeout: 20_000 });
    await shoot(guestPage, 'help-report-form');
    await form.getByRole('button', { name: 'Send report' }).click();
    const mine = guestPage.getByTestId('help-report');
    await mine
      .getByTestId('help-report-status')
      .filter({ hasText: 'Open' })
      .waitFor({ timeout: 20_000 });
    await mine.getByTestId('attachment-thumb').waitFor();

    const { page: adminPage } = await e2e.newPage();
    await adminPage.goto(`${base}/?lang=en-CA`);
    await logInInBrowser(adminPage, admin.email, admin.password);
    await adminPage.goto(`${base}/admin?lang=en-CA`);
    await adminPage
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('button', { name: 'Help Reports' })
      .click();
    const card = adminPage
      .getByTestId('help-report-list')
      .locator('li')
      .filter({ hasText: 'garlic bread' });
    await card.waitFor({ timeout: 20_000 });
    await shoot(adminPage, 'admin-help-reports');
    await card.getByRole('button', { name: 'Open report' }).click();
    const detail = adminPage.getByTestId('help-report-detail');
    await detail
      .getByTestId('report-conversation')
      .getByText('Your lasagna is ready for pickup.')
      .waitFor({ timeout: 20_000 });
    // The admin sees the guest's photo and the chef's two images in the order's conversation.
    expect(await detail.getByTestId('attachment-thumb').count()).toBe(3);
    for (const img of await detail.getByTestId('attachment-thumb').locator('img').all())
      await eventually(() => loaded(img), 20_000);
    // A blank answer is refused with its message under the field, and nothing is sent.
    const answerBox = detail.getByRole('textbox', { name: 'Answer the guest' });
    await answerBox.fill('   ');
    await detail.getByRole('button', { name: 'Send answer' }).click();
    await detail.getByText('Write an answer first.').waitFor();
    expect(await answerBox.getAttribute('aria-invalid')).toBe('true');
    await shoot(adminPage, 'admin-help-report-answer-error');
    expect(await detail.getByTestId('report-answer').count()).toBe(0);
    await answerBox.fill('Sorry! We refunded the garlic bread.');
    await shoot(adminPage, 'admin-help-report-detail');
    await detail.getByRole('button', { name: 'Send answer' }).click();
    await detail
      .getByTestId('report-answer')
      .getByText('We refunded the garlic bread.', { exact: false })
      .waitFor({ timeout: 20_000 });

    // The guest, no reload: the report turns Answered with the answer.
    await mine
      .getByTestId('help-report-status')
      .filter({ hasText: 'Answered' })
      .waitFor({ timeout: 30_000 });
    await mine
      .getByTestId('help-report-answer')
      .getByText('Sorry! We refunded the garlic bread.')
      .waitFor();
    await shoot(guestPage, 'help-report-answered');
    expect(errors).toEqual([]);
  }, 120_000);

  it('the guest and the chef choose their notifications per kind and channel; order updates in the app stay on', async () => {
    await guestPage.goto(`${base}/user/settings/account-settings?lang=en-CA`);
    const prefs = guestPage.getByRole('form', { name: 'Notification preferences' });
    await prefs.waitFor({ timeout: 30_000 });
    const box = (name: string) => prefs.getByRole('checkbox', { name, exact: true });
    // Defaults: everything on; order updates in the app cannot be turned off.
    expect(await box('Order updates — In the app').isChecked()).toBe(true);
    expect(await box('Order updates — In the app').isDisabled()).toBe(true);
    await prefs.getByText('Always on').waitFor();
    await prefs
      .getByText('Order updates always show in the app: they tell you what happens to an order.')
      .waitFor();
    expect(await box('Messages — By e-mail').isChecked()).toBe(true);
    await box('Messages — By e-mail').uncheck();
    await box('Help reports — In the app').uncheck();
    await prefs.getByRole('button', { name: 'Save preferences' }).click();
    await prefs.getByText('Your notification preferences have been saved.').waitFor();
    await shoot(guestPage, 'guest-notification-preferences');
    await guestPage.reload();
    await prefs.waitFor({ timeout: 30_000 });
    expect(await box('Messages — By e-mail').isChecked()).toBe(false);
    expect(await box('Help reports — In the app').isChecked()).toBe(false);
    expect(await box('Messages — In the app').isChecked()).toBe(true);

    // The chef's account page: order updates are in the app only, messages both ways.
    await chefPage.goto(`${base}/chef/settings/account?lang=en-CA`);
    const chefPrefs = chefPage.getByRole('form', { name: 'Notification preferences' });
    await chefPrefs.waitFor({ timeout: 30_000 });
    await chefPrefs.getByText('Not e-mailed').waitFor();
    expect(await chefPrefs.getByRole('row').count()).toBe(3); // the header and two kinds
    await chefPrefs.getByRole('checkbox', { name: 'Messages — In the app', exact: true }).uncheck();
    await chefPrefs.getByRole('button', { name: 'Save preferences' }).click();
    await chefPrefs.getByText('Your notification preferences have been saved.').waitFor();
    await shoot(chefPage, 'chef-notification-preferences');
    await chefPage.goto(`${base}/chef/settings/account?lang=fr-CA`);
    await chefPage.getByRole('form', { name: 'Préférences de notification' }).waitFor();
    await shoot(chefPage, 'chef-notification-preferences-fr');
    expect(errors).toEqual([]);
  }, 90_000);
});
