/**
 * Shared set-up of the restaurants tests that run the subgraph in this process: a fresh database
 * per test file and Jest worker, a token issuer, the subgraph on a free port, and the fixtures the
 * files keep needing (a valid restaurant and dish form, establishing a restaurant, adding a dish,
 * reading the outbox). Each file still names its own database, so files never share one.
 *
 * Fixtures are valid under the form rules of `libs/contracts` (money in integer cents, times in
 * seconds, Toronto addresses). Images are accepted only from our own store, in the uploader's
 * folder: `storeImage` builds such addresses, `withOwnBanner` fills a form's banner with one.
 */
import { randomUUID } from 'node:crypto';
import { expect } from '@jest/globals';
import { createEnvelope, EventTypes, Topics, type InProcessEventBus } from '@hearth/events';
import { startSubgraph, type RunningSubgraph } from '@hearth/nest-common';
import { restaurantsSubgraph } from '../../src/subgraph.js';
import { eventually, freshDatabase, gql, query } from '../../../../test/support/db.js';
import { createTestIssuer, type TestIssuer } from '../../../../test/support/tokens.js';

/** A signed-in test user: its id and access token (JWT). */
export type User = { id: string; token: string };

/** The restaurants subgraph of one test file. */
export interface RestaurantsUnderTest {
  /** Connection string of the file's own fresh database. */
  db: string;
  svc: RunningSubgraph;
  /** The subgraph's GraphQL endpoint. */
  url: string;
  /** Issues the tokens the subgraph accepts. */
  issuer: TestIssuer;
}

/**
 * Starts the restaurants subgraph on a fresh database `${database}_${JEST_WORKER_ID}`, port 0,
 * silent logs, publishing to and consuming from `bus`. Close `svc` (then stop `bus`) after all.
 */
export async function startRestaurants(
  database: string,
  bus: InProcessEventBus,
): Promise<RestaurantsUnderTest> {
  const db = await freshDatabase(`${database}_${process.env.JEST_WORKER_ID ?? '1'}`);
  const issuer = await createTestIssuer();
  const svc = await startSubgraph(
    { ...restaurantsSubgraph(), tokenKeys: issuer.keys },
    { config: { databaseUrl: db, port: 0, logLevel: 'silent' }, bus },
  );
  return { db, svc, url: `${svc.url}/graphql`, issuer };
}

/**
 * The single root field of `document`'s answer; the answer must have no GraphQL errors (the
 * test fails there otherwise).
 */
export async function rootField<T>(
  url: string,
  document: string,
  variables: Record<string, unknown>,
  token?: string,
): Promise<T> {
  const res = await gql<Record<string, T>>(url, document, variables, token);
  expect(res.errors).toBeUndefined();
  return Object.values(res.data!)[0]!;
}

/** The user id (`sub`) of an access token the test issuer signed. */
export function userIdOf(token: string): string {
  const payload = Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8');
  return (JSON.parse(payload) as { sub: string }).sub;
}

/**
 * An address the restaurants subgraph at `url` (its base or its `/graphql`) hands out for an
 * upload in `folder` (e.g. `restaurants/<chefId>`, `dishes/<restaurantId>`): the local store
 * serves this subgraph's `/media/` when `MEDIA_PUBLIC_URL` is not set, as in these tests. The
 * file itself is never written (nothing here reads it).
 */
export function storeImage(url: string, folder: string): string {
  return `${url.replace(/\/graphql$/, '')}/media/${folder}/${randomUUID()}.jpg`;
}

/**
 * `input` with its banner (`imageUrl`), when the form has none, an upload of the chef holding
 * `token` to the store of the subgraph at `url` (`restaurants/<chefId>/…`). A given `imageUrl`
 * (also null) is kept.
 */
export function withOwnBanner<T extends Record<string, unknown>>(
  url: string,
  token: string | undefined,
  input: T,
): T {
  if ('imageUrl' in input || !token) return input;
  return { ...input, imageUrl: storeImage(url, `restaurants/${userIdOf(token)}`) };
}

/**
 * A valid restaurant form: a pickup-only Toronto kitchen; `over` replaces fields. It has no
 * banner: `establishRestaurant` adds the chef's own (`withOwnBanner`).
 */
export const restaurantForm = (over: Record<string, unknown> = {}) => ({
  name: 'Nonna Rosa',
  description: 'Sunday lasagna from a Toronto kitchen',
  addressLine1: '12 Queen St W',
  province: 'ON',
  city: 'Toronto',
  country: 'Canada',
  postalCode: 'M5H 2N2',
  offersDelivery: false,
  offersPickup: true,
  cuisines: ['Italian'],
  instructions: ['Ring the bell'],
  ...over,
});

const ESTABLISH = `mutation($input: RestaurantInput!) { establishRestaurant(input: $input) {
  __typename ... on Restaurant { id } ... on ValidationError { errors { field message } } } }`;

/**
 * Establishes the restaurant of the chef holding `token` from `restaurantForm(over)`; returns its
 * id. Throws with the whole answer unless it is a `Restaurant`.
 */
export async function establishRestaurant(
  url: string,
  token: string,
  over: Record<string, unknown> = {},
): Promise<string> {
  const res = await gql<{ establishRestaurant: { __typename: string; id: string } }>(
    url,
    ESTABLISH,
    { input: withOwnBanner(url, token, restaurantForm(over)) },
    token,
  );
  const restaurant = res.data?.establishRestaurant;
  if (restaurant?.__typename !== 'Restaurant')
    throw new Error(`establishRestaurant: ${JSON.stringify(res)}`);
  return restaurant.id;
}

/**
 * A valid dish form, Italian, $12.00; `over` replaces fields. It has no image: images must be
 * uploads for the dish's restaurant (`storeImage(url, 'dishes/<restaurantId>')`).
 */
export const dishForm = (over: Record<string, unknown> = {}) => ({
  imageUrls: [] as string[],
  name: 'Sunday Lasagna',
  description: 'A dish that is cooked at home with care.',
  priceCents: 1200,
  allergyWarnings: ['none'],
  preparationInstructions: 'Slow cooked for hours',
  preparationTimeSeconds: 900,
  handlingInstructions: 'Keep warm until served',
  cuisine: 'Italian',
  shelfLife: '2 days',
  portionSize: '1 bowl',
  // Published on add: the allergens must be declared (docs/rules/allergens.md).
  containsNoAllergens: true,
  ...over,
});

const ADD_DISH = `mutation($rid: ID!, $input: DishInput!) { addDish(restaurantId: $rid, input: $input) {
  __typename ... on Dish { id } ... on ValidationError { errors { field message } } } }`;

/**
 * Adds `dishForm({ name })`, with one image uploaded for `restaurantId`, to that restaurant as the
 * chef holding `token`; returns the dish id.
 * Throws with the whole answer unless it is a `Dish`.
 */
export async function addDish(
  url: string,
  token: string,
  restaurantId: string,
  name: string,
): Promise<string> {
  const res = await gql<{ addDish: { __typename: string; id: string } }>(
    url,
    ADD_DISH,
    {
      rid: restaurantId,
      input: dishForm({ name, imageUrls: [storeImage(url, `dishes/${restaurantId}`)] }),
    },
    token,
  );
  const dish = res.data?.addDish;
  if (dish?.__typename !== 'Dish') throw new Error(`addDish: ${JSON.stringify(res)}`);
  return dish.id;
}

/** An outbox row as the tests read it. */
export interface OutboxRow {
  eventType: string;
  topic: string;
  envelope: { payload: Record<string, unknown> };
}

/** The restaurants outbox rows of `aggregateId`, oldest first. */
export function outboxOf(db: string, aggregateId: string): Promise<OutboxRow[]> {
  return query<OutboxRow>(
    db,
    `SELECT "eventType", topic, envelope FROM restaurants.outbox WHERE "aggregateId" = $1
     ORDER BY position`,
    [aggregateId],
  );
}

/**
 * Publishes on the users topic what the users service would for a chef who is approved and has
 * bank details (`ChefApproved`, then `BankDetailsAdded`), so that the chef's restaurant becomes
 * public unless hidden (docs/rules/catalogue.md#visibility); resolves once the restaurants inbox
 * recorded the second event.
 */
export async function publishChefInGoodStanding(
  bus: InProcessEventBus,
  db: string,
  chefId: string,
): Promise<void> {
  const events = [
    createEnvelope({
      type: EventTypes.ChefApproved,
      version: 1,
      aggregateId: chefId,
      payload: { userId: chefId, email: 'c@example.com', firstName: 'Li', approvedBy: chefId },
    }),
    createEnvelope({
      type: EventTypes.BankDetailsAdded,
      version: 1,
      aggregateId: chefId,
      payload: { userId: chefId },
    }),
  ];
  await bus.publish(Topics.users, events);
  await eventually(
    async () =>
      (await query(db, `SELECT 1 FROM restaurants.inbox WHERE "eventId" = $1`, [events[1]!.id]))
        .length > 0,
  );
}
