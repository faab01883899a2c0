/**
 * Browser steps of the guest side for Playwright tests on the real stack: the explore
 * card's rating, the restaurant page's dish modal, the cart lines, the checkout's delivery address
 * and the header bell. Every step waits for what a user would see next (a dialog, a line's text,
 * the header bag's count), never for a URL change alone or a fixed delay.
 */
import type { Locator, Page } from 'playwright-core';

/** A restaurant card (an `article` named by the restaurant) in the explore results list. */
export function exploreCard(page: Page, restaurantName: string): Locator {
  return page
    .getByRole('list', { name: 'Restaurants' })
    .getByRole('article', { name: restaurantName });
}

/**
 * The sentence a screen reader hears for a card's star rating, e.g. 'Rated 4.5 out of 5, 2
 * reviews' or 'No reviews yet' (the ui StarRating's label: one decimal, then the review count).
 */
export async function cardRating(card: Locator): Promise<string> {
  const rating = card.getByTestId('star-rating');
  await rating.waitFor({ timeout: 15_000 });
  return (await rating.getAttribute('aria-label')) ?? '';
}

/**
 * On the restaurant page: opens `dishName`'s detail modal, steps the quantity up to `quantity`
 * (the stepper starts at 1) and presses Add to Cart; waits until the header bag counts
 * `cartItemsAfter` portions (the server's answer, not only the optimistic one: the modal closes).
 */
export async function addDishFromModal(
  page: Page,
  dishName: string,
  quantity: number,
  cartItemsAfter: number,
) {
  const card = page.getByRole('button', { name: new RegExp(escapeRegExp(dishName)) });
  await card.waitFor({ timeout: 20_000 });
  await card.click();
  const modal = page.getByRole('dialog', { name: dishName });
  await modal.waitFor();
  for (let n = 1; n < quantity; n += 1) {
    await modal.getByRole('button', { name: 'Increase Quantity' }).click();
  }
  await modal.getByRole('button', { name: /^Add to Cart/ }).click();
  const items = cartItemsAfter === 1 ? '1 item' : `${cartItemsAfter} items`;
  await page.getByRole('link', { name: `Cart, ${items}` }).waitFor({ timeout: 15_000 });
  await modal.waitFor({ state: 'detached', timeout: 15_000 });
}

/** A line of /user/cart (a list item named by its dish). */
export function cartLine(page: Page, dishName: string): Locator {
  return page.getByRole('listitem', { name: dishName });
}

/**
 * On /user/checkout with Delivery chosen: types the street and a postal code prefix and picks the
 * first suggestion starting with it (the suggestion carries the coordinates the fee is priced on).
 */
export async function chooseDeliveryAddress(page: Page, line1: string, postalPrefix: string) {
  await page.getByLabel('Address line 1').fill(line1);
  await page.getByLabel(/postal code/i).fill(postalPrefix);
  const suggestion = page
    .getByRole('list', { name: 'Address suggestions' })
    .getByRole('button', { name: new RegExp(`^${escapeRegExp(postalPrefix)}`) })
    .first();
  await suggestion.waitFor({ timeout: 15_000 });
  await suggestion.click();
  await suggestion.waitFor({ state: 'detached' });
}

/** Waits until the header bell shows its unseen variant (something new arrived). */
export async function bellTurnsUnseen(page: Page, timeout = 30_000) {
  await page.locator('[data-testid="notification-bell"][data-state="unseen"]').waitFor({ timeout });
}

/** Waits until the header bell shows its seen variant. */
export async function bellTurnsSeen(page: Page, timeout = 20_000) {
  await page.locator('[data-testid="notification-bell"][data-state="seen"]').waitFor({ timeout });
}

/** Waits for the live stream (SSE through the gateway) a signed-in page opens. */
export function liveStreamOpened(page: Page) {
  return page.waitForResponse(
    (r) => r.url().includes('/live/stream?ticket=') && r.status() === 200,
    { timeout: 30_000 },
  );
}

/**
 * Counts the documents `page` loads from now on (a reload, a typed URL, a full navigation); the
 * app's own route changes do not count. Read it to prove a screen updated without a reload.
 */
export function documentLoads(page: Page): () => number {
  let loads = 0;
  page.on('domcontentloaded', () => {
    loads += 1;
  });
  return () => loads;
}

/**
 * Records into `seen` (returned) every GraphQL answer `page` receives that carries `errors`
 * (operation name, the errors' codes and messages), console errors and failed requests, for
 * {@link explainingFailure} to report.
 */
export function recordGraphqlErrors(page: Page, seen: string[] = []): string[] {
  page.on('response', (response) => {
    if (!response.url().includes('/graphql') || response.request().method() !== 'POST') return;
    void response
      .json()
      .then((body: { errors?: Array<{ message: string; extensions?: { code?: string } }> }) => {
        if (!body.errors?.length) return;
        const operation = (response.request().postDataJSON() as { operationName?: string } | null)
          ?.operationName;
        const errors = body.errors.map((e) => `${e.extensions?.code ?? ''} ${e.message}`.trim());
        seen.push(`${operation ?? 'anonymous'}: ${errors.join('; ')}`);
      })
      .catch(() => {});
  });
  page.on('console', (message) => {
    if (message.type() === 'error') seen.push(`console: ${message.text().slice(0, 400)}`);
  });
  page.on('requestfailed', (request) => {
    seen.push(`request failed: ${request.url()} ${request.failure()?.errorText ?? ''}`);
  });
  return seen;
}

/**
 * Runs `steps`; when one fails, rethrows with what each page showed at that moment (its URL and
 * the start of its visible text) and the GraphQL errors recorded so far, so a timeout in a long journey says which screen it stopped on.
 */
export async function explainingFailure(
  pages: Record<string, Page>,
  steps: () => Promise<void>,
  graphqlErrors: readonly string[] = [],
) {
  try {
    await steps();
  } catch (err) {
    const seen: string[] = [];
    for (const [name, page] of Object.entries(pages)) {
      const text = await page
        .locator('body')
        .innerText({ timeout: 2_000 })
        .catch(() => '(no text)');
      seen.push(`${name} at ${page.url()}:\n${text.replace(/\s+\n/g, '\n').slice(0, 1_200)}`);
    }
    if (graphqlErrors.length)
      seen.push(`GraphQL errors, console errors, failed requests:\n${graphqlErrors.join('\n')}`);
    throw new Error(`${(err as Error).message}\n\n${seen.join('\n\n')}`, { cause: err });
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
