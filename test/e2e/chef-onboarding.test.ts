/**
 * Chef onboarding wizard in Chromium on the REAL stack (docs/rules/screens.md#onboarding-wizard):
 * sign up as a chef → each of the five wizard steps, where a bad value is first submitted and its
 * contract message seen in the browser (nothing saved: the reload still resumes at the same step),
 * then the step is completed with real JPEG/PNG files → the 'being processed' screen. Reloading at
 * each step resumes after the furthest step saved. Also: the address autocomplete fills the city,
 * province, postal code and country, and a non-image is refused before uploading.
 *
 * Needs the built backend and frontends (shell + chef): `node scripts/build.mjs`.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Page } from 'playwright-core';
import { ChefProfileMessages, DishMessages, RestaurantMessages } from '@hearth/contracts';
import { UploadMessages } from '../../frontends/chef/src/components/form/upload-rules.js';
import { startBrowserStack, type BrowserStack } from './support/browser-stack.js';
import { GatewayClient } from './support/chef-setup.js';
import {
  acceptTermsOfUse,
  fillCredentials,
  fillDishForm,
  fillGeneralInformation,
  fillRestaurant,
  heading,
  settledValue,
  signUpInBrowser,
  writeImageFiles,
  type ChefPerson,
  type ImageFiles,
} from './support/chef-browser.js';

const BASE = 20_800;
/** The shell's address (the stack's, set by `beforeAll`). */
let base: string;

describe('chef onboarding wizard (real stack, Chromium)', () => {
  let e2e: BrowserStack;
  let page: Page;
  let images: ImageFiles;
  let workDir: string;
  const person: ChefPerson = {
    firstName: 'Marta',
    lastName: 'Rossi',
    email: `marta-${randomUUID()}@example.com`,
    password: 'Str0ng!Passw0rd',
  };

  /** Reloads and waits for the wizard to resume at `title` (the resume rule). */
  const reloadAt = async (title: string) => {
    await page.reload();
    await heading(page, title);
  };
  const message = (text: string) => page.getByText(text, { exact: true }).first().waitFor();

  beforeAll(async () => {
    // Database hearth_test_e2e_chef_onboarding, gateway on 20800, frontends on 20900–20903.
    e2e = await startBrowserStack('chef_onboarding', BASE);
    base = e2e.base;
    workDir = e2e.workDir;
    images = await writeImageFiles(join(workDir, 'images'));
    ({ page } = await e2e.newPage());
  }, 240_000);

  afterAll(async () => {
    await e2e?.stop();
  }, 60_000);

  it('signs up as a chef and opens the wizard at General Information', async () => {
    await page.goto(`${base}/`);
    await signUpInBrowser(page, person, 'Chef');
    await heading(page, 'General Information');
    await page.getByText('Founding Chef', { exact: true }).waitFor();
    const bar = page.getByRole('list', { name: 'Application steps' });
    expect(await bar.getByRole('listitem').allInnerTexts()).toEqual([
      expect.stringContaining('General Information'),
      expect.stringContaining('Credentials'),
      expect.stringContaining('Create the Restaurant'),
      expect.stringContaining('Create a Dish'),
      expect.stringContaining('Terms of use'),
    ]);
    await reloadAt('General Information');
  }, 60_000);

  it('General Information: autocomplete, refused file, bad values; then saves', async () => {
    const form = page.getByRole('form', { name: 'General Information' });
    await expect(form.getByLabel('Email', { exact: true }).isDisabled()).resolves.toBe(true);

    // Address autocomplete (offline postal-code dataset) fills the place fields.
    const line1 = form.getByLabel('Address line 1', { exact: true });
    await line1.pressSequentially('1 Front St W, M5J', { delay: 20 });
    const option = form.getByRole('option').first();
    await option.waitFor({ timeout: 15_000 });
    await option.click();
    await expect(line1.inputValue()).resolves.toBe('1 Front St W');
    await expect(form.getByLabel('City', { exact: true }).inputValue()).resolves.toBe('Toronto');
    await expect(form.getByLabel('Province', { exact: true }).inputValue()).resolves.toBe('ON');
    await expect(form.getByLabel('Postal code', { exact: true }).inputValue()).resolves.toMatch(
      /^M5J/,
    );

    // A non-image is refused before anything is uploaded.
    const notes = join(workDir, 'notes.txt');
    writeFileSync(notes, 'not an image');
    await form.getByLabel('Chef image', { exact: true }).setInputFiles(notes);
    await message(UploadMessages.notAnImage);

    // Bad values: each shows its contract message and nothing is saved.
    await form.getByLabel('First name', { exact: true }).fill('M');
    await form.getByLabel('Date of birth', { exact: true }).fill('2015-01-01');
    await form.getByLabel('Chef description', { exact: true }).fill('Too short');
    await form.getByRole('button', { name: 'Next Step' }).click();
    await message(ChefProfileMessages.firstNameTooShort);
    await message(ChefProfileMessages.underAge);
    await message(ChefProfileMessages.descriptionTooShort);
    await message(ChefProfileMessages.imageRequired);
    await reloadAt('General Information');

    await fillGeneralInformation(page, person, images.chef);
    await heading(page, 'Credentials');
    await reloadAt('Credentials');
  }, 90_000);

  it('Credentials: experience over 50 is refused; then saves with the certificate', async () => {
    const form = page.getByRole('form', { name: 'Credentials' });
    await expect(form.getByLabel('Prefix', { exact: true }).inputValue()).resolves.toBe('+1');
    await form.getByLabel('Experience (years)', { exact: true }).fill('51');
    await form.getByLabel('Qualifications (optional)', { exact: true }).fill('ab');
    await form.getByRole('button', { name: 'Next Step' }).click();
    await message(ChefProfileMessages.experienceRange);
    await message(ChefProfileMessages.phoneRequired);
    await message(ChefProfileMessages.qualificationsTooShort);
    await reloadAt('Credentials');

    await fillCredentials(page, images.certificate);
    await heading(page, 'Create the Restaurant');
    await reloadAt('Create the Restaurant');
  }, 90_000);

  it('Create the Restaurant: bad name and no delivery or pickup are refused; then saves', async () => {
    const form = page.getByRole('form', { name: 'Create the Restaurant' });
    await fillRestaurant(page, 'ab', images.kitchen);
    await message(RestaurantMessages.nameLength);
    await form.getByRole('group', { name: 'Do you deliver?' }).getByLabel('No').check();
    await form.getByRole('group', { name: 'Do you offer pickup?' }).getByLabel('No').check();
    await form.getByLabel('Restaurant name', { exact: true }).fill('Marta’s Cucina');
    await form.getByRole('button', { name: 'Next Step' }).click();
    await message(RestaurantMessages.deliveryOrPickupRequired);
    // Choosing delivery again starts from an empty radius and fee.
    await form.getByRole('group', { name: 'Do you deliver?' }).getByLabel('Yes').check();
    await expect(
      form.getByLabel('Delivery radius (km)', { exact: true }).inputValue(),
    ).resolves.toBe('');
    await form.getByLabel('Delivery radius (km)', { exact: true }).fill('8');
    await form.getByLabel('Fixed delivery fee ($)', { exact: true }).fill('5');
    await form.getByRole('button', { name: 'Next Step' }).click();
    await heading(page, 'Create your first Dish');
    await reloadAt('Create your first Dish');
  }, 90_000);

  it('Create your first Dish: a cost over $400 is refused; then saves', async () => {
    const form = page.getByRole('form', { name: 'Dish' });
    await fillDishForm(form, {
      name: 'Ravioli di ricotta',
      price: '400.01',
      image: images.dishes[1]!,
      ingredients: [{ name: 'Ricotta', quantity: '200', unit: 'g' }],
    });
    await form.getByRole('button', { name: 'Next Step' }).click();
    await message(DishMessages.costRange);
    await form.getByLabel('Cost ($)', { exact: true }).fill('16.75');
    await form.getByRole('button', { name: 'Next Step' }).click();
    await heading(page, 'Terms of use');
    await reloadAt('Terms of use');
    // The step bar is gone on the terms step; the Founding Chef header stays.
    await page.getByText('Founding Chef', { exact: true }).waitFor();
    expect(await page.getByRole('list', { name: 'Application steps' }).count()).toBe(0);
  }, 90_000);

  it('Terms of use: the checkbox is required; accepting shows the processing screen', async () => {
    const form = page.getByRole('form', { name: 'Terms of use' });
    await form.getByRole('button', { name: 'Next Step' }).click();
    await message(ChefProfileMessages.termsRequired);
    await reloadAt('Terms of use');

    // Previous goes back to the dish, pre-filled with the saved first dish.
    await page.getByRole('button', { name: 'Previous Step' }).click();
    await heading(page, 'Create your first Dish');
    const dishName = page
      .getByRole('form', { name: 'Dish' })
      .getByLabel('Dish name', { exact: true });
    expect(await settledValue(dishName, 'Ravioli di ricotta')).toBe('Ravioli di ricotta');
    await reloadAt('Terms of use');

    await acceptTermsOfUse(page);
    await heading(page, 'Your application is being processed', 1);
    await page.getByText('within 2 days', { exact: false }).waitFor();
    await page.reload();
    await heading(page, 'Your application is being processed', 1);
    expect(e2e.errors).toEqual([]);

    // What the wizard saved, read back through the gateway as the chef: the bad values changed
    // nothing, dollars became cents, and the hand-typed postal code got coordinates.
    const api = new GatewayClient(e2e.stack.gatewayUrl);
    const chef = await api.logIn(person.email, person.password);
    const saved = await api.call<{
      me: {
        status: string;
        chefProfile: { experienceYears: number; imageUrl: string; certificateUrl: string };
      };
      myRestaurant: {
        slug: string;
        name: string;
        deliveryRadiusKm: number;
        baseDeliveryFeeCents: number;
        feePerKmCents: number | null;
        imageUrl: string;
        address: { latitude: number | null; longitude: number | null };
        dishes: Array<{ name: string; priceCents: number; images: Array<{ url: string }> }>;
      };
    }>(
      `{ me { status chefProfile { experienceYears imageUrl certificateUrl } }
         myRestaurant { slug name deliveryRadiusKm baseDeliveryFeeCents feePerKmCents imageUrl
           address { latitude longitude } dishes { name priceCents images { url } } } }`,
      {},
      chef.token,
    );
    const { me, myRestaurant } = saved.data!;
    expect(me.status).toBe('PENDING');
    expect(me.chefProfile.experienceYears).toBe(7);
    expect(me.chefProfile.imageUrl).toMatch(/^http.*\/profiles\/.*\.jpg$/);
    expect(me.chefProfile.certificateUrl).toMatch(/^http.*\/certificates\/.*\.png$/);
    expect(myRestaurant).toMatchObject({
      slug: 'marta-s-cucina',
      deliveryRadiusKm: 8,
      baseDeliveryFeeCents: 500,
      feePerKmCents: null,
    });
    expect(myRestaurant.address.latitude).toEqual(expect.any(Number));
    expect(myRestaurant.dishes).toEqual([
      expect.objectContaining({ name: 'Ravioli di ricotta', priceCents: 1675 }),
    ]);
    expect(myRestaurant.dishes[0]!.images[0]!.url).toMatch(/\/dishes\/.*\.png$/);
  }, 90_000);
});
