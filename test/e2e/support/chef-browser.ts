/**
 * Browser steps of the chef side for Playwright tests on the real stack: real image
 * files, the shell's sign-up and log-in modals, each onboarding wizard step, the
 * admin's Unverified Chef decision and the header bell. Every step waits for what a user would
 * see next (a heading, a preview image, a dialog closing), never for a URL change alone.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';

/** Paths of real image files (JPEG and PNG, made with sharp) for the upload steps. */
export interface ImageFiles {
  chef: string;
  certificate: string;
  kitchen: string;
  dishes: string[];
}

/** Writes small real JPEG/PNG images into `dir` (solid colours, 640×480 and 320×240 px). */
export async function writeImageFiles(dir: string): Promise<ImageFiles> {
  mkdirSync(dir, { recursive: true });
  const make = async (name: string, r: number, g: number, b: number) => {
    const base = sharp({
      create: { width: 640, height: 480, channels: 3, background: { r, g, b } },
    });
    const bytes = name.endsWith('.png')
      ? await base.png().toBuffer()
      : await base.jpeg().toBuffer();
    const path = join(dir, name);
    writeFileSync(path, bytes);
    return path;
  };
  return {
    chef: await make('chef.jpg', 200, 120, 80),
    certificate: await make('certificate.png', 240, 240, 230),
    kitchen: await make('kitchen.jpg', 180, 60, 40),
    dishes: [
      await make('lasagna.jpg', 190, 70, 30),
      await make('ravioli.png', 230, 200, 120),
      await make('tiramisu.jpg', 120, 80, 50),
    ],
  };
}

/** The chef filling the wizard: names, e-mail, password. */
export interface ChefPerson {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/** A level-`level` heading named exactly `name`, visible. */
export async function heading(page: Page, name: string, level = 2, timeout = 15_000) {
  await page.getByRole('heading', { level, name, exact: true }).waitFor({ timeout });
}

/**
 * The value of `input` once it is `expected` (a form filled from a query may render before the
 * data arrives), or its last value after `timeoutMs`: `expect(await settledValue(…)).toBe(…)`
 * then shows what the user saw instead.
 */
export async function settledValue(input: Locator, expected: string, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  let value = await input.inputValue();
  while (value !== expected && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 100));
    value = await input.inputValue();
  }
  return value;
}

/** Signs up through the shell's Sign up modal (role Chef or Guest); waits for it to close. */
export async function signUpInBrowser(page: Page, person: ChefPerson, role: 'Chef' | 'Guest') {
  await page.getByTestId('site-header').getByRole('button', { name: 'Sign up' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create your Hearth account' });
  await dialog.getByLabel('First name').fill(person.firstName);
  await dialog.getByLabel('Last name').fill(person.lastName);
  await dialog.getByLabel('Email').fill(person.email);
  await dialog.getByLabel('Password').fill(person.password);
  await dialog.getByRole('radio', { name: role }).check();
  await dialog.getByRole('button', { name: 'Sign up' }).click();
  await dialog.waitFor({ state: 'detached', timeout: 15_000 });
}

/** Logs in through the shell's Log in modal; waits for it to close. */
export async function logInInBrowser(page: Page, email: string, password: string) {
  await page.getByTestId('site-header').getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in to Hearth' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await dialog.waitFor({ state: 'detached', timeout: 15_000 });
}

/** Chooses `file` in the labelled picker and waits for its uploaded preview. */
export async function uploadImage(scope: Locator, label: string, file: string) {
  await scope.getByLabel(label, { exact: true }).setInputFiles(file);
  const name = file.split('/').pop()!;
  try {
    await scope.getByRole('img', { name: `${label}: ${name}` }).waitFor({ timeout: 15_000 });
  } catch (err) {
    // Say what the user sees instead (e.g. 'There has been an issue while uploading image').
    const alerts = await scope.getByRole('alert').allInnerTexts();
    throw new Error(`${label}: no preview of ${name}; alerts: ${JSON.stringify(alerts)}`, {
      cause: err,
    });
  }
}

const field = (scope: Locator, label: string) => scope.getByLabel(label, { exact: true });

/** Wizard step 0, General Information: every field, the chef image; Next Step. */
export async function fillGeneralInformation(page: Page, person: ChefPerson, image: string) {
  const form = page.getByRole('form', { name: 'General Information' });
  await field(form, 'First name').fill(person.firstName);
  await field(form, 'Last name').fill(person.lastName);
  await field(form, 'Date of birth').fill('1988-04-12');
  await field(form, 'Address line 1').fill('1 Front St W');
  await field(form, 'Address line 1').press('Escape');
  await field(form, 'City').fill('Toronto');
  await field(form, 'Province').fill('ON');
  await field(form, 'Postal code').fill('M5J 2X6');
  await field(form, 'Country').fill('Canada');
  await uploadImage(form, 'Chef image', image);
  await field(form, 'Chef description').fill('Home-style Italian cooking from my nonna’s recipes.');
  await form.getByRole('button', { name: 'Next Step' }).click();
}

/** Wizard step 1, Credentials: experience, phone, qualifications, certificate; Next Step. */
export async function fillCredentials(page: Page, certificate: string) {
  const form = page.getByRole('form', { name: 'Credentials' });
  await field(form, 'Experience (years)').fill('7');
  await field(form, 'Phone').fill('416 555 0100');
  await field(form, 'Qualifications (optional)').fill('Red Seal');
  await uploadImage(form, 'Food safety certificate', certificate);
  await form.getByRole('button', { name: 'Next Step' }).click();
}

/** Adds `tag` to the labelled tag input (typed, then Enter). */
async function addTag(scope: Locator, label: string, tag: string) {
  await field(scope, label).fill(tag);
  await field(scope, label).press('Enter');
  await scope.getByRole('button', { name: `Remove ${tag}` }).waitFor();
}

/** Wizard step 2, Create the Restaurant: address, banner, delivery and pickup, tags; Next Step. */
export async function fillRestaurant(page: Page, name: string, banner: string) {
  const form = page.getByRole('form', { name: 'Create the Restaurant' });
  await field(form, 'Restaurant name').fill(name);
  await field(form, 'Description').fill('Lasagna, ravioli and tiramisu made at home every week.');
  await field(form, 'Restaurant address line 1').fill('1 Front St W');
  await field(form, 'Restaurant address line 1').press('Escape');
  await field(form, 'City').fill('Toronto');
  await field(form, 'Province').fill('ON');
  await field(form, 'Postal code').fill('M5J 2X6');
  await field(form, 'Country').fill('Canada');
  await uploadImage(form, 'Restaurant banner image', banner);
  await form.getByRole('group', { name: 'Do you deliver?' }).getByLabel('Yes').check();
  await field(form, 'Delivery radius (km)').fill('8');
  await field(form, 'Fixed delivery fee ($)').fill('5');
  await field(form, 'Fee per km ($, optional)').fill('0.5');
  await form.getByRole('group', { name: 'Do you offer pickup?' }).getByLabel('Yes').check();
  await addTag(form, 'Cuisine', 'Italian');
  await addTag(form, 'Pickup and delivery instructions', 'Ring the bell');
  await form.getByRole('button', { name: 'Next Step' }).click();
}

/** A dish for the dish form: name, price in dollars (as typed), ingredients. */
export interface DishInBrowser {
  name: string;
  price: string;
  image: string;
  ingredients: Array<{ name: string; quantity: string; unit: string }>;
}

/** Fills the Dish form in `form`, with its ingredients through the ingredient editor. */
export async function fillDishForm(form: Locator, dish: DishInBrowser) {
  await uploadImage(form, 'Main image', dish.image);
  await field(form, 'Dish name').fill(dish.name);
  await field(form, 'Dish description').fill(`${dish.name}, made fresh on the day of the session.`);
  await field(form, 'Cost ($)').fill(dish.price);
  await field(form, 'Cuisine').selectOption('Italian');
  await addTag(form, 'Allergy warning', 'Contains gluten');
  // Canada's priority allergens, declared (a dish cannot be published without a declaration).
  for (const allergen of ['Milk', 'Wheat and triticale', 'Gluten'])
    await form.getByRole('checkbox', { name: `Contains ${allergen}`, exact: true }).check();
  await field(form, 'Preparation instruction (main ingredients)').fill(
    'Bake at 180 °C for 25 min.',
  );
  await field(form, 'Handle instruction').fill('Keep refrigerated until reheating.');
  await field(form, 'Preparation minutes').fill('25');
  await field(form, 'Preparation seconds').fill('0');
  await field(form, 'Shelf life').fill('3 days');
  await field(form, 'Portion size').fill('1 tray (450 g)');
  for (const ingredient of dish.ingredients) {
    await form.getByRole('button', { name: 'Add ingredient' }).click();
    const editor = form.getByRole('group', { name: 'Add this ingredient' });
    await field(editor, 'Ingredient name').fill(ingredient.name);
    await field(editor, 'Quantity').fill(ingredient.quantity);
    await field(editor, 'Unit').fill(ingredient.unit);
    await editor.getByRole('button', { name: 'Add this ingredient' }).click();
    await form.getByRole('list', { name: 'Ingredients' }).getByText(ingredient.name).waitFor();
  }
}

/**
 * Clicks `submit` in `dialog` and waits for the dialog to close; if it stays open, fails with the
 * alerts it shows (field errors, the form banner) so the reason is in the report.
 */
export async function submitDialog(dialog: Locator, submit: Locator, timeoutMs = 30_000) {
  await submit.click();
  try {
    await dialog.waitFor({ state: 'detached', timeout: timeoutMs });
  } catch (err) {
    const alerts = await dialog
      .locator('[role="alert"], [aria-invalid="true"]')
      .evaluateAll((els) =>
        els.map((e) => e.textContent || `${e.getAttribute('name') ?? e.id} is invalid`),
      )
      .catch(() => []);
    throw new Error(`the dialog stayed open; it shows: ${JSON.stringify(alerts)}`, { cause: err });
  }
}

/** Wizard step 3, Create your first Dish; Next Step. */
export async function fillFirstDish(page: Page, dish: DishInBrowser) {
  const form = page.getByRole('form', { name: 'Dish' });
  await fillDishForm(form, dish);
  await form.getByRole('button', { name: 'Next Step' }).click();
}

/** Wizard step 4, Terms of use: accept and submit. */
export async function acceptTermsOfUse(page: Page) {
  const form = page.getByRole('form', { name: 'Terms of use' });
  await form.getByLabel('I have read and accept the terms of use').check();
  await form.getByRole('button', { name: 'Next Step' }).click();
}

/**
 * As a signed-in admin: opens /admin → Unverified Chef, waits (reloading, since the queue is a
 * projection fed by events) for `fullName`'s application and approves it in the confirm dialog.
 * Each look waits for the panel to settle (the application, or the empty queue) rather than for
 * a fixed time, so a slow page load is never mistaken for a missing application.
 */
export async function approveInAdminPanel(page: Page, baseUrl: string, fullName: string) {
  const deadline = Date.now() + 60_000;
  const approve = page.getByRole('button', { name: `Approve ${fullName}` });
  for (;;) {
    await page.goto(`${baseUrl}/admin`);
    await page.getByTestId('admin-dashboard').waitFor({ timeout: 15_000 });
    await page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('button', { name: 'Unverified Chef' })
      .click();
    await heading(page, 'Unverified Chef', 1);
    await approve.or(page.getByText('No chef applications waiting')).waitFor({ timeout: 15_000 });
    if (await approve.isVisible()) break;
    if (Date.now() > deadline) {
      throw new Error(`no application of ${fullName} in Unverified Chef within 60 s`);
    }
  }
  await approve.click();
  const dialog = page.getByRole('dialog', { name: `Approve ${fullName}?` });
  await dialog.getByRole('button', { name: 'Yes, approve' }).click();
  await dialog.waitFor({ state: 'detached', timeout: 15_000 });
  await approve.waitFor({ state: 'detached' });
}

/** Opens the header bell's panel and returns the notification titles it lists; closes it. */
export async function notificationTitles(page: Page): Promise<string[]> {
  await page.getByTestId('notification-bell').click();
  const panel = page.getByTestId('notifications-panel');
  await panel.getByTestId('notification-item').first().waitFor({ timeout: 15_000 });
  const titles = await panel.getByTestId('notification-item').locator('strong').allInnerTexts();
  await page.getByTestId('notification-bell').click();
  await panel.waitFor({ state: 'detached' });
  return titles;
}
