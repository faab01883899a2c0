import 'reflect-metadata';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { ReviewMessages as M } from '@hearth/contracts';
import { createEnvelope, EventTypes, InProcessEventBus, Topics } from '@hearth/events';
import type { RunningSubgraph } from '@hearth/nest-common';
import { eventually, gql, query } from '../../../test/support/db.js';
import type { TestIssuer } from '../../../test/support/tokens.js';
import {
  publishChefInGoodStanding,
  rootField,
  startRestaurants,
  withOwnBanner,
  type User,
} from './support/subgraph.js';

const ESTABLISH = `mutation($input: RestaurantInput!) { establishRestaurant(input: $input) {
  ... on Restaurant { id slug } } }`;
const RESULT = `__typename ... on Review { id restaurantId orderId stars description }
  ... on ValidationError { errors { field message } } ... on ServerError { message }`;
const CREATE = `mutation($input: CreateReviewInput!) { createReview(input: $input) { ${RESULT} } }`;
const CHANGE = `mutation($id: ID!, $input: ChangeReviewInput!) {
  changeReview(reviewId: $id, input: $input) { ${RESULT} } }`;
const CARD = `query($id: ID!) { restaurant(id: $id) { id rating reviewCount } }`;
const MINE = `{ myReviews(limit: 10) { items { orderId stars description restaurant { id name } } nextCursor } }`;
const FOR_ORDER = `query($o: ID!) { myReviewForOrder(orderId: $o) { id stars } }`;

type Result = {
  __typename: string;
  id?: string;
  stars?: number;
  description?: string;
  errors?: Array<{ field: string; message: string }>;
};

const form = (name: string) => ({
  name,
  description: 'Jollof rice and suya from a Scarborough kitchen',
  addressLine1: '1 Main St',
  province: 'ON',
  city: 'Toronto',
  country: 'Canada',
  postalCode: 'M1P 2L7',
  latitude: 43.76,
  longitude: -79.26,
  offersDelivery: false,
  offersPickup: true,
  cuisines: ['West African'],
  instructions: ['Ring the bell'],
  timeZone: 'America/Toronto',
});

/**
 * Reviews (create or change, stars required) and the rating, on a real PostgreSQL through the
 * subgraph's HTTP API (docs/rules/catalogue.md#reviews).
 */
describe('restaurants: reviews and the restaurant rating', () => {
  let db: string;
  let svc: RunningSubgraph;
  let url: string;
  let issuer: TestIssuer;
  let guest: User;
  let otherGuest: User;
  let chef: User;
  let restaurantId: string;
  const bus = new InProcessEventBus();

  const data = <T>(q: string, vars: Record<string, unknown>, token?: string) =>
    rootField<T>(url, q, vars, token);
  const card = () =>
    data<{ rating: number | null; reviewCount: number }>(CARD, { id: restaurantId });
  /** `orders` reports `orderId` of `who` completed; waits until the projection has it. */
  const complete = async (orderId: string, who: User) => {
    const payload = {
      orderId,
      guestId: who.id,
      restaurantId,
      chefId: chef.id,
      occurrenceId: randomUUID(),
    };
    const event = createEnvelope({
      type: EventTypes.OrderCompleted,
      version: 1,
      aggregateId: orderId,
      payload,
    });
    await bus.publish(Topics.orders, [event]);
    await eventually(
      async () =>
        (await query(db, `SELECT 1 FROM restaurants.inbox WHERE "eventId" = $1`, [event.id]))
          .length > 0,
    );
  };
  /** Creates a review as `who` for a completed order of theirs (a new one unless given). */
  const create = async (input: Record<string, unknown>, who: User = guest) => {
    const orderId = (input.orderId as string | undefined) ?? randomUUID();
    if (!input.orderId) await complete(orderId, who);
    return data<Result>(CREATE, { input: { restaurantId, orderId, ...input } }, who.token);
  };

  beforeAll(async () => {
    ({ db, svc, url, issuer } = await startRestaurants('hearth_test_restaurants_reviews', bus));
    guest = await issuer.token({ role: 'GUEST' });
    otherGuest = await issuer.token({ role: 'GUEST' });
    chef = await issuer.token({ role: 'CHEF' });
    restaurantId = (
      await data<{ id: string }>(
        ESTABLISH,
        { input: withOwnBanner(url, chef.token, form('Suya Spot')) },
        chef.token,
      )
    ).id;
    await publishChefInGoodStanding(bus, db, chef.id);
    await eventually(async () => (await card()) !== null);
  }, 60_000);
  afterAll(async () => {
    await svc?.close();
    await bus.stop();
  });

  it('refuses a review without stars with its message, and writes nothing', async () => {
    for (const stars of [null, 0]) {
      const r = await create({ stars, description: 'Lovely' });
      expect(r.__typename).toBe('ValidationError');
      expect(r.errors).toEqual([{ field: 'stars', message: M.starsRequired }]);
    }
    for (const stars of [6, -1]) {
      const r = await create({ stars });
      expect(r.errors).toEqual([{ field: 'stars', message: M.starsOutOfRange }]);
    }
    expect(M.starsRequired).toBe('Review stars are required');
    expect(await card()).toEqual({ id: restaurantId, rating: null, reviewCount: 0 });
    expect(await query(db, `SELECT 1 FROM restaurants.reviews`)).toHaveLength(0);
  });

  it('averages the stars to one decimal and counts the reviews', async () => {
    const first = await create({ stars: 4, description: '  Great suya  ' });
    expect(first).toMatchObject({ __typename: 'Review', stars: 4, description: 'Great suya' });
    expect(await card()).toMatchObject({ rating: 4, reviewCount: 1 });
    await create({ stars: 5 }, otherGuest);
    expect(await card()).toMatchObject({ rating: 4.5, reviewCount: 2 });
    await create({ stars: 4 });
    expect(await card()).toMatchObject({ rating: 4.3, reviewCount: 3 });
  });

  it('accepts one review per completed order of the caller', async () => {
    const orderId = randomUUID();
    const before = await card();
    const early = await create({ orderId, stars: 5 });
    expect(early.errors).toEqual([{ field: 'orderId', message: M.orderNotCompleted }]);
    await complete(orderId, guest);
    const notTheirs = await create({ orderId, stars: 1 }, otherGuest);
    expect(notTheirs.errors).toEqual([{ field: 'orderId', message: M.orderNotCompleted }]);
    expect((await create({ orderId, stars: 5 })).__typename).toBe('Review');
    const again = await create({ orderId, stars: 1 });
    expect(again.errors).toEqual([{ field: 'orderId', message: M.alreadyReviewed }]);
    expect((await card()).reviewCount).toBe(before.reviewCount + 1);
  });

  it('changes only the caller’s own review, and the rating follows', async () => {
    const orderId = randomUUID();
    await complete(orderId, otherGuest);
    const review = await create({ orderId, stars: 5, description: 'Perfect' }, otherGuest);
    const before = await card();
    const input = { stars: 1, description: 'Cold this time' };
    const changed = await data<Result>(CHANGE, { id: review.id, input }, otherGuest.token);
    expect(changed).toMatchObject({
      __typename: 'Review',
      stars: 1,
      description: 'Cold this time',
    });
    const after = await card();
    expect(after.reviewCount).toBe(before.reviewCount);
    expect(after.rating!).toBeLessThan(before.rating!);
    expect(M.updated).toBe('Your review has been updated');

    const refused = await data<Result>(
      CHANGE,
      { id: review.id, input: { stars: 0 } },
      otherGuest.token,
    );
    expect(refused.errors).toEqual([{ field: 'stars', message: M.starsRequired }]);
    for (const [who, code] of [
      [guest.token, 'FORBIDDEN'],
      [chef.token, 'FORBIDDEN'],
      [undefined, 'UNAUTHENTICATED'],
    ] as const) {
      const res = await gql(url, CHANGE, { id: review.id, input: { stars: 5 } }, who);
      expect(res.errors?.[0]?.extensions?.code).toBe(code);
    }
    expect(await card()).toEqual(after);
    const forOrder = await data<{ id: string; stars: number }>(
      FOR_ORDER,
      { o: orderId },
      otherGuest.token,
    );
    expect(forOrder).toEqual({ id: review.id, stars: 1 });
    expect(await data(FOR_ORDER, { o: orderId }, guest.token)).toBeNull();
  });

  it('lists the caller’s reviews only, newest first, with the restaurant', async () => {
    const page = await data<{
      items: Array<{
        stars: number;
        description: string;
        restaurant: { id: string; name: string };
      }>;
    }>(MINE, {}, guest.token);
    expect(page.items.map((r) => r.stars)).toEqual([5, 4, 4]);
    expect(page.items[2]).toMatchObject({
      description: 'Great suya',
      restaurant: { id: restaurantId, name: 'Suya Spot' },
    });
    const res = await gql(url, MINE, {}, chef.token);
    expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('rates a period for the chef (sales at a glance): the reviews written in [from, to); null for anyone else', async () => {
    const PERIOD = `query($id: ID!, $from: DateTime!, $to: DateTime!) { restaurant(id: $id) {
      ratingBetween(from: $from, to: $to) { rating reviewCount } } }`;
    const hour = 3_600_000;
    const now = Date.now();
    await query(
      db,
      `UPDATE restaurants.reviews SET created_at = now() - interval '30 days'
      WHERE id = (SELECT id FROM restaurants.reviews WHERE stars = 5 LIMIT 1)`,
    );
    const recent = {
      id: restaurantId,
      from: new Date(now - 7 * 24 * hour),
      to: new Date(now + hour),
    };
    const of = async (token: string | undefined, vars = recent) =>
      (
        await data<{ ratingBetween: { rating: number | null; reviewCount: number } | null }>(
          PERIOD,
          vars,
          token,
        )
      ).ratingBetween;
    /** The same figures straight from the table. */
    const expected = async (from: Date, to: Date) => {
      const [row] = await query<{ rating: number | null; reviewCount: number }>(
        db,
        `SELECT round(avg(stars), 1)::float8 AS rating, count(*)::int AS "reviewCount"
           FROM restaurants.reviews WHERE restaurant_id = $1 AND created_at >= $2 AND created_at < $3`,
        [restaurantId, from, to],
      );
      return row;
    };
    const all = await expected(new Date(0), recent.to);
    const lastWeek = await expected(recent.from, recent.to);
    expect(lastWeek!.reviewCount).toBe(all!.reviewCount - 1);
    expect(await of(chef.token)).toEqual(lastWeek);
    expect(await of(chef.token, { ...recent, from: new Date(now - 40 * 24 * hour) })).toEqual(all);
    expect(
      await of(chef.token, { ...recent, to: new Date(now - 60 * 24 * hour), from: new Date(0) }),
    ).toEqual({ rating: null, reviewCount: 0 });
    expect(await of(guest.token)).toBeNull();
    expect(await of(undefined)).toBeNull();
  });
});
