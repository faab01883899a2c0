import 'reflect-metadata';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { FavouriteMessages as M } from '@hearth/contracts';
import { InProcessEventBus } from '@hearth/events';
import type { RunningSubgraph } from '@hearth/nest-common';
import { gql } from '../../../test/support/db.js';
import type { TestIssuer } from '../../../test/support/tokens.js';
import {
  publishChefInGoodStanding,
  rootField,
  startRestaurants,
  withOwnBanner,
  type User,
} from './support/subgraph.js';

const ESTABLISH = `mutation($input: RestaurantInput!) { establishRestaurant(input: $input) {
  ... on Restaurant { id } } }`;
const SET = `mutation($id: ID!, $on: Boolean!) { setFavourite(restaurantId: $id, isFavourite: $on) {
  __typename ... on Restaurant { id isFavourite }
  ... on ValidationError { errors { field message } } } }`;
const MINE = `query($cursor: String) { myFavourites(limit: 2, cursor: $cursor) {
  items { id name isFavourite } nextCursor } }`;
const LIST = `{ restaurants(limit: 48) { items { id isFavourite } } }`;

type Page = {
  items: Array<{ id: string; name: string; isFavourite: boolean }>;
  nextCursor: string | null;
};

const form = (name: string) => ({
  name,
  description: 'Dumplings folded by hand in North York',
  addressLine1: '5 Yonge St',
  province: 'ON',
  city: 'Toronto',
  country: 'Canada',
  postalCode: 'M2N 5N8',
  latitude: 43.77,
  longitude: -79.41,
  offersDelivery: false,
  offersPickup: true,
  cuisines: ['Chinese'],
  instructions: ['Call on arrival'],
  timeZone: 'America/Toronto',
});

/** The card's favourite toggle and /user/favorites, on a real PostgreSQL. */
describe('restaurants: favourites', () => {
  let db: string;
  let svc: RunningSubgraph;
  let url: string;
  let issuer: TestIssuer;
  let guest: User;
  let otherGuest: User;
  const publicIds: string[] = [];
  let hiddenId: string;
  const bus = new InProcessEventBus();

  const data = <T>(q: string, vars: Record<string, unknown>, token?: string) =>
    rootField<T>(url, q, vars, token);
  const restaurant = async (name: string, isPublic: boolean) => {
    const chef = await issuer.token({ role: 'CHEF' });
    const input = withOwnBanner(url, chef.token, form(name));
    const { id } = await data<{ id: string }>(ESTABLISH, { input }, chef.token);
    if (isPublic) await publishChefInGoodStanding(bus, db, chef.id);
    return id;
  };

  beforeAll(async () => {
    ({ db, svc, url, issuer } = await startRestaurants('hearth_test_restaurants_favs', bus));
    guest = await issuer.token({ role: 'GUEST' });
    otherGuest = await issuer.token({ role: 'GUEST' });
    for (const name of ['Dumpling House', 'Noodle Bar', 'Bao Corner'])
      publicIds.push(await restaurant(name, true));
    hiddenId = await restaurant('Not Yet Open', false);
  }, 60_000);
  afterAll(async () => {
    await svc?.close();
    await bus.stop();
  });

  it('toggles a favourite (idempotently) and shows it only to that guest', async () => {
    const [a, b] = publicIds as [string, string];
    expect(await data(SET, { id: a, on: true }, guest.token)).toEqual({
      __typename: 'Restaurant',
      id: a,
      isFavourite: true,
    });
    await data(SET, { id: a, on: true }, guest.token);
    await data(SET, { id: b, on: true }, guest.token);
    const flags = async (token?: string) =>
      Object.fromEntries(
        (
          await data<{ items: Array<{ id: string; isFavourite: boolean }> }>(LIST, {}, token)
        ).items.map((r) => [r.id, r.isFavourite]),
      );
    expect(await flags(guest.token)).toEqual({ [a]: true, [b]: true, [publicIds[2]!]: false });
    expect(Object.values(await flags(otherGuest.token))).toEqual([false, false, false]);
    expect(Object.values(await flags())).toEqual([false, false, false]);

    expect(await data(SET, { id: a, on: false }, guest.token)).toMatchObject({
      isFavourite: false,
    });
    await data(SET, { id: a, on: false }, guest.token);
    expect((await flags(guest.token))[a]).toBe(false);
  });

  it('refuses to add a restaurant that is not public, and lets only guests toggle', async () => {
    const refused = await data<{ errors: unknown }>(SET, { id: hiddenId, on: true }, guest.token);
    expect(refused).toEqual({
      __typename: 'ValidationError',
      errors: [{ field: 'restaurantId', message: M.restaurantUnavailable }],
    });
    const chef = await issuer.token({ role: 'CHEF' });
    for (const [token, code] of [
      [chef.token, 'FORBIDDEN'],
      [undefined, 'UNAUTHENTICATED'],
    ] as const) {
      const res = await gql(url, SET, { id: publicIds[0], on: true }, token);
      expect(res.errors?.[0]?.extensions?.code).toBe(code);
    }
  });

  it('lists /user/favorites newest first, in keyset pages', async () => {
    for (const id of publicIds) await data(SET, { id, on: false }, otherGuest.token);
    for (const id of publicIds) {
      await data(SET, { id, on: true }, otherGuest.token);
      await new Promise((r) => setTimeout(r, 5)); // distinct favourite times (ms precision)
    }
    const first = await data<Page>(MINE, {}, otherGuest.token);
    expect(first.items.map((r) => r.name)).toEqual(['Bao Corner', 'Noodle Bar']);
    expect(first.items.every((r) => r.isFavourite)).toBe(true);
    const second = await data<Page>(MINE, { cursor: first.nextCursor }, otherGuest.token);
    expect(second.items.map((r) => r.name)).toEqual(['Dumpling House']);
    expect(second.nextCursor).toBeNull();
  });
});
