import 'reflect-metadata';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { RestaurantVisibilityMessages as V } from '@hearth/contracts';
import {
  createEnvelope,
  EventTypes,
  InProcessEventBus,
  Topics,
  type EventEnvelope,
} from '@hearth/events';
import type { RunningSubgraph } from '@hearth/nest-common';
import { StandingConsumers } from '../src/standing/chef-standing.service.js';
import { eventually, query } from '../../../test/support/db.js';
import type { TestIssuer } from '../../../test/support/tokens.js';
import { rootField, startRestaurants, withOwnBanner, type User } from './support/subgraph.js';

const FIELDS = `id slug name isHidden isPublic visibilityBlockers`;
const ESTABLISH = `mutation($input: RestaurantInput!) { establishRestaurant(input: $input) {
  __typename ... on Restaurant { ${FIELDS} } } }`;
const HIDE = `mutation($id: ID!, $input: RestaurantInput!, $hidden: Boolean) {
  updateRestaurant(restaurantId: $id, input: $input, isHidden: $hidden) {
    __typename ... on Restaurant { ${FIELDS} } } }`;
const LIST = `{ restaurants(limit: 48) { items { id isPublic visibilityBlockers } } }`;
const BY_SLUG = `query($slug: String!) { restaurantBySlug(slug: $slug) { ${FIELDS} } }`;
const BY_ID = `query($id: ID!) { restaurant(id: $id) { ${FIELDS} } }`;
const MINE = `{ myRestaurant { ${FIELDS} } }`;

interface Restaurant {
  id: string;
  slug: string;
  isHidden: boolean;
  isPublic: boolean;
  visibilityBlockers: string[];
}

const form = (name: string) => ({
  name,
  description: 'Sunday lasagna from a Toronto kitchen',
  addressLine1: '12 Queen St W',
  addressLine2: null,
  province: 'ON',
  city: 'Toronto',
  country: 'Canada',
  postalCode: 'M5H 2N2',
  latitude: 43.65,
  longitude: -79.38,
  offersDelivery: false,
  offersPickup: true,
  deliveryRadiusKm: null,
  baseDeliveryFeeCents: null,
  feePerKmCents: null,
  cuisines: ['Italian'],
  instructions: ['Side door pickup'],
  timeZone: 'America/Toronto',
});

/** Public only when the chef is Active, bank details are filled and not hidden. */
describe('restaurants: public visibility (chef_standing projection)', () => {
  let db: string;
  let svc: RunningSubgraph;
  let url: string;
  let issuer: TestIssuer;
  let admin: User;
  let otherChef: User;
  let guest: User;
  const bus = new InProcessEventBus();
  let n = 0;

  const gqlData = <T>(q: string, vars: Record<string, unknown>, token?: string) =>
    rootField<T>(url, q, vars, token);
  /** A fresh chef with an established restaurant. */
  const chefWithRestaurant = async () => {
    const chef = await issuer.token({ role: 'CHEF' });
    const r = await gqlData<Restaurant & { __typename: string }>(
      ESTABLISH,
      { input: withOwnBanner(url, chef.token, form(`Visible Kitchen ${++n}`)) },
      chef.token,
    );
    expect(r.__typename).toBe('Restaurant');
    return { chef, restaurant: r };
  };
  const approved = (userId: string, occurredAt?: Date) =>
    createEnvelope({
      type: EventTypes.ChefApproved,
      version: 1,
      aggregateId: userId,
      occurredAt,
      payload: { userId, email: `${userId}@example.com`, firstName: 'Ada', approvedBy: admin.id },
    });
  const rejected = (userId: string, occurredAt?: Date) =>
    createEnvelope({
      type: EventTypes.ChefRejected,
      version: 1,
      aggregateId: userId,
      occurredAt,
      payload: {
        userId,
        email: `${userId}@example.com`,
        firstName: 'Ada',
        reason: 'Missing certificate',
        rejectedBy: admin.id,
      },
    });
  const bankAdded = (userId: string) =>
    createEnvelope({
      type: EventTypes.BankDetailsAdded,
      version: 1,
      aggregateId: userId,
      payload: { userId },
    });
  /** Publishes `event` and waits until the restaurants inbox recorded it. */
  const deliver = async (event: EventEnvelope) => {
    await bus.publish(Topics.users, [event]);
    await eventually(
      async () =>
        (await query(db, `SELECT 1 FROM restaurants.inbox WHERE "eventId" = $1`, [event.id]))
          .length > 0,
    );
  };
  const listedIds = async (token?: string) =>
    (await gqlData<{ items: Array<{ id: string }> }>(LIST, {}, token)).items.map((r) => r.id);

  beforeAll(async () => {
    ({ db, svc, url, issuer } = await startRestaurants('hearth_test_restaurants_vis', bus));
    admin = await issuer.token({ role: 'ADMIN' });
    otherChef = await issuer.token({ role: 'CHEF' });
    guest = await issuer.token({ role: 'GUEST' });
  }, 60_000);
  afterAll(async () => {
    await svc?.close();
    await bus.stop();
  });

  it('a new restaurant is not hidden but not public: only its owner and admins can read it', async () => {
    const { chef, restaurant } = await chefWithRestaurant();
    expect(restaurant).toMatchObject({
      isHidden: false,
      isPublic: false,
      visibilityBlockers: [V.chefNotApproved, V.bankDetailsMissing],
    });
    expect(await listedIds()).not.toContain(restaurant.id);
    for (const viewer of [undefined, guest.token, otherChef.token]) {
      expect(await gqlData(BY_SLUG, { slug: restaurant.slug }, viewer)).toBeNull();
      expect(await gqlData(BY_ID, { id: restaurant.id }, viewer)).toBeNull();
    }
    for (const viewer of [chef.token, admin.token]) {
      expect(await gqlData(BY_SLUG, { slug: restaurant.slug }, viewer)).toMatchObject({
        id: restaurant.id,
        isPublic: false,
        visibilityBlockers: [V.chefNotApproved, V.bankDetailsMissing],
      });
      expect(await gqlData(BY_ID, { id: restaurant.id }, viewer)).toMatchObject({
        id: restaurant.id,
      });
    }
  });

  it.each([
    ['approval, then bank details', 'approved-first'],
    ['bank details, then approval', 'bank-first'],
  ])('public after %s (order does not matter)', async (_title, order) => {
    const { chef, restaurant } = await chefWithRestaurant();
    const events = [approved(chef.id), bankAdded(chef.id)];
    if (order === 'bank-first') events.reverse();
    await deliver(events[0]!);
    const half = await gqlData<Restaurant>(MINE, {}, chef.token);
    expect(half.isPublic).toBe(false);
    expect(half.visibilityBlockers).toEqual([
      order === 'bank-first' ? V.chefNotApproved : V.bankDetailsMissing,
    ]);
    expect(await listedIds()).not.toContain(restaurant.id);

    await deliver(events[1]!);
    expect(await gqlData<Restaurant>(MINE, {}, chef.token)).toMatchObject({
      isPublic: true,
      visibilityBlockers: [],
    });
    expect(await listedIds()).toContain(restaurant.id);
    const listed = (await gqlData<{ items: Restaurant[] }>(LIST, {}, undefined)).items.find(
      (r) => r.id === restaurant.id,
    );
    expect(listed).toMatchObject({ isPublic: true, visibilityBlockers: [] });
    for (const viewer of [undefined, guest.token, otherChef.token]) {
      expect(await gqlData(BY_SLUG, { slug: restaurant.slug.toUpperCase() }, viewer)).toMatchObject(
        { id: restaurant.id, isPublic: true },
      );
      expect(await gqlData(BY_ID, { id: restaurant.id }, viewer)).toMatchObject({
        id: restaurant.id,
      });
    }
  });

  it('hiding takes a public restaurant out of the list; unhiding brings it back', async () => {
    const { chef, restaurant } = await chefWithRestaurant();
    await deliver(bankAdded(chef.id));
    await deliver(approved(chef.id));
    expect(await listedIds()).toContain(restaurant.id);

    const hidden = await gqlData<Restaurant>(
      HIDE,
      {
        id: restaurant.id,
        input: withOwnBanner(url, chef.token, form(restaurant.slug)),
        hidden: true,
      },
      chef.token,
    );
    expect(hidden).toMatchObject({
      isHidden: true,
      isPublic: false,
      visibilityBlockers: [V.hidden],
    });
    expect(await listedIds()).not.toContain(restaurant.id);
    expect(await gqlData(BY_SLUG, { slug: restaurant.slug }, undefined)).toBeNull();

    await gqlData(
      HIDE,
      {
        id: restaurant.id,
        input: withOwnBanner(url, chef.token, form(restaurant.slug)),
        hidden: false,
      },
      chef.token,
    );
    expect(await listedIds()).toContain(restaurant.id);
  });

  it('a rejected chef is not public; a late older status event does not undo a newer one', async () => {
    const { chef, restaurant } = await chefWithRestaurant();
    await deliver(bankAdded(chef.id));
    await deliver(rejected(chef.id));
    expect(await gqlData<Restaurant>(MINE, {}, chef.token)).toMatchObject({
      isPublic: false,
      visibilityBlockers: [V.chefNotApproved],
    });

    const later = new Date(Date.now() + 60_000);
    await deliver(approved(chef.id, later));
    await deliver(rejected(chef.id, new Date(later.getTime() - 1_000)));
    expect(await listedIds()).toContain(restaurant.id);
    const [row] = await query<{ is_active: boolean; has_bank_details: boolean }>(
      db,
      `SELECT is_active, has_bank_details FROM restaurants.chef_standing WHERE user_id = $1`,
      [chef.id],
    );
    expect(row).toEqual({ is_active: true, has_bank_details: true });
  });

  it('a redelivered event is applied once (inbox), one row per consumer and event', async () => {
    const { chef } = await chefWithRestaurant();
    const event = approved(chef.id);
    await deliver(event);
    await bus.publish(Topics.users, [event]);
    await deliver(bankAdded(chef.id));
    const rows = await query<{ consumer: string }>(
      db,
      `SELECT consumer FROM restaurants.inbox WHERE "eventId" = $1`,
      [event.id],
    );
    expect(rows).toEqual([{ consumer: StandingConsumers.chefApproved }]);
  });

  it('blockers are shown to the owner and admins only; a restaurant that is not public is not even resolved for anyone else', async () => {
    const { chef, restaurant } = await chefWithRestaurant();
    await deliver(approved(chef.id));
    const ENTITIES = `query($r: [_Any!]!) { _entities(representations: $r) {
      ... on Restaurant { id isPublic visibilityBlockers } } }`;
    const reps = { r: [{ __typename: 'Restaurant', id: restaurant.id }] };
    const asOther = await gqlData<Restaurant[]>(ENTITIES, reps, otherChef.token);
    // The subgraph reached directly says nothing of a restaurant that is not public.
    expect(asOther[0]).toBeNull();
    const asOwner = await gqlData<Restaurant[]>(ENTITIES, reps, chef.token);
    expect(asOwner[0]).toEqual({
      id: restaurant.id,
      isPublic: false,
      visibilityBlockers: [V.bankDetailsMissing],
    });
    const asAdmin = await gqlData<Restaurant[]>(ENTITIES, reps, admin.token);
    expect(asAdmin[0]!.visibilityBlockers).toEqual([V.bankDetailsMissing]);
  });
});
