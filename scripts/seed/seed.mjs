/**
 * Loads the Toronto demo dataset THROUGH THE GATEWAY, so every rule, event and
 * projection applies as for real users: an admin, 12 chefs (profile, restaurant, 5 dishes each
 * with generated images uploaded through signed URLs, terms, approval, bank details, a menu and
 * weekly cooking sessions over the next 14 days with stock), 3 guests and their reviews of
 * completed orders (reviews.mjs).
 *
 * Idempotent: every step first looks at what exists (log in before signing up, the chef's status,
 * the restaurant's dishes by name, menus, sessions in the coming days) and only adds what is
 * missing, so running it twice changes nothing.
 */
import { DateTime } from 'luxon';
import pg from 'pg';
import { SeedApi, Q } from './api.mjs';
import { ADMIN, CHEFS, DEMO_PASSWORD, GUESTS, demoEmail } from './chefs.mjs';
import { DISHES } from './dishes.mjs';
import { avatarSvg, bannerSvg, dishSvg, toJpeg } from './images.mjs';
import { ensureReviews } from './reviews.mjs';

const ZONE = 'America/Toronto';
/** Days ahead the demo sessions cover. */
export const SEED_DAYS = 14;
/** Portions cooked per dish and occurrence, and the per-order limits of a session. */
const PORTIONS = { min: 1, max: 12 };
const ORDER_LIMIT = { min: 1, max: 10 };

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const slugFile = (s) =>
  s
    .normalize('NFD')
    .replace(/[^\w]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();

/**
 * Signs `email` in, or signs it up first. Returns `{ id, token, refreshToken, status }`.
 * @param {SeedApi} api
 */
async function account(api, role, key, firstName, lastName) {
  const email = demoEmail(role.toLowerCase(), key);
  const input = { email, password: DEMO_PASSWORD };
  const asAccount = (s) => ({
    id: s.user.id,
    token: s.accessToken,
    refreshToken: s.refreshToken,
    status: s.user.status,
    email,
  });
  const signedUp = await api.call(Q.signUp, { input: { ...input, firstName, lastName, role } });
  if (signedUp.data?.signUp?.__typename === 'AuthSession') return asAccount(signedUp.data.signUp);
  return asAccount(await api.expect('AuthSession', Q.logIn, { input }));
}

/** A fresh access token (the token carries the chef's status). */
async function refreshed(api, acc) {
  const s = await api.expect('AuthSession', Q.refresh, { t: acc.refreshToken });
  return { ...acc, token: s.accessToken, refreshToken: s.refreshToken, status: s.user.status };
}

/** The seeded admin: created in the users database once, then logged in through the gateway. */
async function ensureAdmin(api, databaseUrl) {
  const email = demoEmail('admin', ADMIN.key);
  const logIn = () =>
    api.call(Q.logIn, { input: { email, password: DEMO_PASSWORD } }).then((r) => r.data?.logIn);
  let session = await logIn();
  if (session?.__typename !== 'AuthSession') {
    const { createAdmin } = await import('@hearth/users-service/cli/create-admin');
    await createAdmin({
      databaseUrl,
      email,
      password: DEMO_PASSWORD,
      firstName: ADMIN.firstName,
      lastName: ADMIN.lastName,
    });
    session = await logIn();
    if (session?.__typename !== 'AuthSession') throw new Error('the demo admin cannot log in');
  }
  return { id: session.user.id, token: session.accessToken, email };
}

/** The first local date ≥ today + 2 falling on ISO `weekday` (1 = Monday … 7 = Sunday). */
function firstDate(weekday) {
  let d = DateTime.now().setZone(ZONE).startOf('day').plus({ days: 2 });
  while (d.weekday !== weekday) d = d.plus({ days: 1 });
  return d;
}

/** Creates a cooking session, retrying while `sessions` has not yet learnt the restaurant/dishes. */
async function createSession(api, token, input, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await api.call(Q.createCookingSession, { input }, token);
    if (res.data?.createCookingSession?.__typename === 'CookingSession') return;
    if (Date.now() > deadline) throw new Error(`createCookingSession: ${JSON.stringify(res)}`);
    await sleep(200);
  }
}

/**
 * Brings one demo chef to the end state (idempotent): ACTIVE, restaurant with its five dishes,
 * bank details, a menu and sessions in the coming 14 days. Returns `{ email, restaurant }`.
 */
async function ensureChef(api, admin, chef, log) {
  let acc = await account(api, 'CHEF', chef.key, chef.firstName, chef.lastName);
  const r = chef.restaurant;
  const me = () => api.data(Q.me, {}, acc.token).then((d) => d.me);
  let status = (await me()).status;

  if (status === 'INITIAL') {
    const avatar = await toJpeg(avatarSvg(chef.firstName, chef.lastName, chef.colour));
    const imageUrl = await api.uploadImage('Profile', `${chef.key}.jpg`, avatar, acc.token);
    await api.expect(
      'User',
      Q.updateChefProfile,
      {
        input: {
          general: {
            firstName: chef.firstName,
            lastName: chef.lastName,
            addressLine1: r.addressLine1,
            addressLine2: null,
            city: 'Toronto',
            province: 'ON',
            postalCode: r.postalCode,
            country: 'Canada',
            imageUrl,
            dateOfBirth: DateTime.now()
              .minus({ years: 30 + Math.round(chef.experienceYears / 2) })
              .toISODate(),
            description: chef.description,
          },
          credentials: {
            experienceYears: chef.experienceYears,
            phone: chef.phone,
            qualifications: chef.qualifications,
            certificateUrl: null,
          },
        },
      },
      acc.token,
    );
  }

  let kitchen = (await api.data(Q.myRestaurant, {}, acc.token)).myRestaurant;
  if (!kitchen) {
    const banner = await toJpeg(bannerSvg(r.name, r.cuisines, chef.colour));
    const imageUrl = await api.uploadImage(
      'Restaurant',
      `${chef.key}-banner.jpg`,
      banner,
      acc.token,
    );
    await api.expect(
      'Restaurant',
      Q.establishRestaurant,
      {
        input: {
          name: r.name,
          description: r.description,
          addressLine1: r.addressLine1,
          addressLine2: null,
          province: 'ON',
          city: 'Toronto',
          country: 'Canada',
          postalCode: r.postalCode,
          latitude: r.latitude,
          longitude: r.longitude,
          imageUrl,
          offersDelivery: r.offersDelivery,
          offersPickup: r.offersPickup,
          deliveryRadiusKm: r.deliveryRadiusKm ?? null,
          baseDeliveryFeeCents: r.baseDeliveryFeeCents ?? null,
          feePerKmCents: r.feePerKmCents ?? null,
          cuisines: r.cuisines,
          instructions: r.instructions,
          timeZone: ZONE,
        },
      },
      acc.token,
    );
    kitchen = (await api.data(Q.myRestaurant, {}, acc.token)).myRestaurant;
  }

  const have = new Set(kitchen.dishes.map((d) => d.name));
  for (const d of DISHES.filter((x) => x.chef === chef.key && !have.has(x.input.name))) {
    const bytes = await toJpeg(dishSvg(d.input.name, d.palette));
    const url = await api.uploadImage(
      'Dish',
      `${slugFile(d.input.name)}.jpg`,
      bytes,
      acc.token,
      kitchen.id,
    );
    await api.expect(
      'Dish',
      Q.addDish,
      { restaurantId: kitchen.id, input: { ...d.input, imageUrls: [url] } },
      acc.token,
    );
  }
  kitchen = (await api.data(Q.myRestaurant, {}, acc.token)).myRestaurant;

  if (status === 'INITIAL') {
    await api.expect('User', Q.acceptTerms, { a: true }, acc.token);
    acc = await refreshed(api, acc);
    status = acc.status;
  }
  if (status === 'PENDING') {
    // The admin's queue is fed by an event: retry until the application has arrived.
    const deadline = Date.now() + 30_000;
    for (;;) {
      const res = await api.call(Q.approveChef, { id: acc.id }, admin.token);
      if (res.data?.approveChef?.__typename === 'User') break;
      if (Date.now() > deadline) throw new Error(`approveChef: ${JSON.stringify(res)}`);
      await sleep(200);
    }
    acc = await refreshed(api, acc);
  }
  if (!(await me()).hasBankDetails) {
    await api.expect(
      'BankDetails',
      Q.addBankDetails,
      {
        input: {
          accountName: `${chef.firstName} ${chef.lastName}`,
          institutionNumber: '004',
          transitNumber: String(10000 + CHEFS.indexOf(chef) * 1111).slice(0, 5),
          accountType: 'CHECKING',
          accountNumber: `71${String(CHEFS.indexOf(chef)).padStart(2, '0')}4455667`,
        },
      },
      acc.token,
    );
  }

  const dishes = kitchen.dishes.filter((d) =>
    DISHES.some((x) => x.chef === chef.key && x.input.name === d.name),
  );
  if (kitchen.menus.length === 0) {
    await api.expect(
      'Menu',
      Q.saveMenu,
      {
        input: {
          action: 'CREATE',
          restaurantId: kitchen.id,
          name: 'Regular',
          dishIds: dishes.map((d) => d.id),
        },
      },
      acc.token,
    );
  }

  const sessions = (await api.data(Q.cookingSessions, { restaurantId: kitchen.id }, acc.token))
    .cookingSessions;
  if (sessions.length === 0) {
    const until = DateTime.now().setZone(ZONE).plus({ days: SEED_DAYS }).toISODate();
    for (const s of chef.sessions) {
      await createSession(api, acc.token, {
        restaurantId: kitchen.id,
        startDate: firstDate(s.weekday).toISODate(),
        until,
        startTime: s.startTime,
        endTime: s.endTime,
        schedule: 'WEEKLY',
        leadTimeHours: s.leadTimeHours,
        orderLimit: ORDER_LIMIT,
        offersDelivery: s.offersDelivery && r.offersDelivery,
        offersPickup: s.offersPickup && r.offersPickup,
        dishes: dishes.map((d) => ({
          dishId: d.id,
          minQuantity: PORTIONS.min,
          maxQuantity: PORTIONS.max,
          portionSize: d.portionSize,
        })),
      });
    }
  }
  log(`  chef ${chef.firstName} ${chef.lastName}: ${r.name} (/restaurant/${kitchen.slug})`);
  return {
    email: acc.email,
    name: `${chef.firstName} ${chef.lastName}`,
    restaurant: r.name,
    slug: kitchen.slug,
    session: { token: acc.token, restaurantId: kitchen.id },
  };
}

/**
 * Seeds the demo dataset through the gateway at `gatewayUrl` (its /graphql URL). `databaseUrl` is
 * the users database, used once to create the demo admin (admins cannot sign up). Returns the demo
 * accounts and the number of public restaurants.
 * @param {{ gatewayUrl: string, databaseUrl: string, log?: (line: string) => void }} options
 */
export async function seed({ gatewayUrl, databaseUrl, log = console.log }) {
  const api = new SeedApi(gatewayUrl);
  log('Seeding the Toronto demo data through the gateway …');
  const admin = await ensureAdmin(api, databaseUrl);
  const chefs = [];
  const chefSessions = new Map();
  for (const chef of CHEFS) {
    const { session, ...shown } = await ensureChef(api, admin, chef, log);
    chefs.push(shown);
    chefSessions.set(chef.key, session);
  }
  const guests = [];
  const guestSessions = new Map();
  for (const g of GUESTS) {
    const acc = await account(api, 'GUEST', g.key, g.firstName, g.lastName);
    // The phone the chefs they order from see (the account details; idempotent).
    await api.expect(
      'User',
      Q.updateAccount,
      {
        input: { firstName: g.firstName, lastName: g.lastName, phone: g.phone },
      },
      acc.token,
    );
    guests.push({
      email: acc.email,
      name: `${g.firstName} ${g.lastName}`,
      postalCode: g.postalCode,
    });
    guestSessions.set(g.key, { token: acc.token });
  }
  const reviews = await ensureReviews(api, guestSessions, chefSessions);
  if (reviews) log(`  ${reviews} reviews of completed demo orders`);
  let publicRestaurants = 0;
  let cursor = null;
  do {
    const page = (await api.data(Q.restaurants, { cursor })).restaurants;
    publicRestaurants += page.items.length;
    cursor = page.nextCursor;
  } while (cursor);
  return {
    admin: { email: admin.email },
    chefs,
    guests,
    password: DEMO_PASSWORD,
    publicRestaurants,
    reviewsWritten: reviews,
  };
}

/** The demo accounts as lines to print. */
export function describeAccounts(result) {
  return [
    `Demo accounts (password for all: ${result.password})`,
    `  admin   ${result.admin.email}`,
    ...result.chefs.map((c) => `  chef    ${c.email.padEnd(34)} ${c.restaurant}`),
    ...result.guests.map((g) => `  guest   ${g.email.padEnd(34)} ${g.name}, ${g.postalCode}`),
    `${result.publicRestaurants} public restaurants; ${result.reviewsWritten} reviews written now.`,
  ];
}

/**
 * `npm start` on an empty database (it seeds the demo data once): seeds only when the
 * users service has no account yet (table `users.users`, or `<schemaPrefix>users.users`), so a
 * database someone already uses is never touched. Returns the seed's result, or null when skipped.
 * @param {{ gatewayUrl: string, databaseUrl: string, schemaPrefix?: string,
 *   log?: (line: string) => void }} options
 */
export async function seedIfEmpty({
  gatewayUrl,
  databaseUrl,
  schemaPrefix = '',
  log = console.log,
}) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let empty;
  try {
    const { rows } = await client.query(
      `SELECT NOT EXISTS (SELECT 1 FROM "${schemaPrefix}users".users) AS empty`,
    );
    empty = rows[0].empty;
  } finally {
    await client.end();
  }
  if (!empty) return null;
  const result = await seed({ gatewayUrl, databaseUrl, log });
  log(`\n${describeAccounts(result).join('\n')}\n`);
  return result;
}
