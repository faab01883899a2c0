import 'reflect-metadata';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { dishFit, ExploreMessages as M, type Diet } from '@hearth/contracts';
import { distanceKm } from '@hearth/geo';
import {
  createEnvelope,
  EventTypes,
  InProcessEventBus,
  Topics,
  type EventEnvelope,
} from '@hearth/events';
import type { RunningSubgraph } from '@hearth/nest-common';
import { EXPLORE_ON_COOKING_SESSION_SCHEDULED as RESCHEDULED } from '../src/integration-events/handlers/on-cooking-session-scheduled.handler.js';
import { ON_OCCURRENCE_DISHES_WITHDRAWN as DISHES_WITHDRAWN } from '../src/integration-events/handlers/on-occurrence-dishes-withdrawn.handler.js';
import { EXPLORE_ON_CHEF_APPLICATION_SUBMITTED as CHEF_APPLICATION_SUBMITTED } from '../src/integration-events/handlers/on-chef-application-submitted.handler.js';
import { EXPLORE_ON_USER_DELETED } from '../src/integration-events/handlers/on-user-deleted.handler.js';
import { eventually, gql, query } from '../../../test/support/db.js';
import type { TestIssuer } from '../../../test/support/tokens.js';
import {
  publishChefInGoodStanding,
  rootField,
  startRestaurants,
  withOwnBanner,
} from './support/subgraph.js';

const ESTABLISH = `mutation($input: RestaurantInput!) { establishRestaurant(input: $input) {
  ... on Restaurant { id } } }`;
const EXPLORE = `query($filter: ExploreFilterInput, $sort: ExploreSort, $postalCode: String,
  $limit: Int, $cursor: String) {
  exploreRestaurants(filter: $filter, sort: $sort, postalCode: $postalCode, limit: $limit,
    cursor: $cursor) { items { name rating } nextCursor } }`;

const EXPLORE_NEAR = `query($filter: ExploreFilterInput, $sort: ExploreSort, $postalCode: String,
  $limit: Int, $cursor: String) {
  exploreRestaurants(filter: $filter, sort: $sort, postalCode: $postalCode, limit: $limit,
    cursor: $cursor) { items { name distanceKm deliversHere } nextCursor } }`;
/** The point of postal code M5H 2N2 in the offline dataset (its FSA's centroid). */
const M5H = { latitude: 43.649, longitude: -79.3784 };
/** km from M5H 2N2 to `at`, rounded to 0.1 as explore returns it. */
const kmFromM5H = (at: [number, number]) =>
  Math.round(distanceKm(M5H, { latitude: at[0], longitude: at[1] }) * 10) / 10;

type Near = {
  items: Array<{ name: string; distanceKm: number | null; deliversHere: boolean | null }>;
  nextCursor: string | null;
};
type Page = { items: Array<{ name: string; rating: number | null }>; nextCursor: string | null };
interface Kitchen {
  name: string;
  description: string;
  cuisines: string[];
  delivery: boolean;
  pickup: boolean;
  at: [number, number];
  /** Delivery radius in km (default 10 when delivering). */
  radiusKm?: number;
}

const KITCHENS: Kitchen[] = [
  {
    name: 'Tandoor Table',
    description: 'Clay-oven breads and curries from Parkdale',
    cuisines: ['Indian'],
    delivery: true,
    pickup: true,
    at: [43.651, -79.383],
  },
  {
    name: "Nonna's Kitchen",
    description: 'Hand-rolled pasta every Sunday in North York',
    cuisines: ['Italian'],
    delivery: false,
    pickup: true,
    at: [43.77, -79.41],
  },
  {
    name: 'Jerk Shack',
    description: 'Smoky jerk chicken and festival from Scarborough',
    cuisines: ['Caribbean', 'Jamaican'],
    delivery: true,
    pickup: false,
    at: [43.76, -79.23],
  },
];

const form = (k: Kitchen) => ({
  name: k.name,
  description: k.description,
  addressLine1: '1 Main St',
  province: 'ON',
  city: 'Toronto',
  country: 'Canada',
  postalCode: 'M5H 2N2',
  latitude: k.at[0],
  longitude: k.at[1],
  offersDelivery: k.delivery,
  offersPickup: k.pickup,
  deliveryRadiusKm: k.delivery ? (k.radiusKm ?? 10) : null,
  baseDeliveryFeeCents: k.delivery ? 500 : null,
  feePerKmCents: null,
  cuisines: k.cuisines,
  instructions: ['Ring the bell'],
  timeZone: 'America/Toronto',
});

/** Explore: filters, sorts, keyset pages on a real PostgreSQL (docs/rules/catalogue.md#explore). */
describe('restaurants: explore', () => {
  let db: string;
  let svc: RunningSubgraph;
  let url: string;
  let issuer: TestIssuer;
  const ids: Record<string, string> = {};
  const bus = new InProcessEventBus();
  const tomorrow = new Date(Date.now() + 36 * 3600_000).toLocaleDateString('en-CA', {
    timeZone: 'America/Toronto',
  });

  const data = <T>(q: string, vars: Record<string, unknown>, token?: string) =>
    rootField<T>(url, q, vars, token);
  const names = async (vars: Record<string, unknown>) =>
    (await data<Page>(EXPLORE, vars)).items.map((r) => r.name);
  /**
   * Publishes `events` and waits until each has its inbox row (the last one's of `consumer`, if
   * given). Events of different aggregates are handled concurrently, so the last one being done
   * says nothing about the others.
   */
  const deliver = async (topic: string, events: EventEnvelope[], consumer?: string) => {
    await bus.publish(topic, events);
    const handled = async (event: EventEnvelope, by: string | null) =>
      (
        await query(
          db,
          `SELECT 1 FROM restaurants.inbox WHERE "eventId" = $1 AND ($2::text IS NULL OR consumer = $2)`,
          [event.id, by],
        )
      ).length > 0;
    await eventually(async () => {
      for (const [i, event] of events.entries())
        if (!(await handled(event, i === events.length - 1 ? (consumer ?? null) : null)))
          return false;
      return true;
    }, 10_000);
  };
  const restaurant = async (k: Kitchen, isPublic = true) => {
    const chef = await issuer.token({ role: 'CHEF' });
    const input = withOwnBanner(url, chef.token, form(k));
    const { id } = await data<{ id: string }>(ESTABLISH, { input }, chef.token);
    if (isPublic) await publishChefInGoodStanding(bus, db, chef.id);
    return id;
  };
  /** A dish; `allergens` null: undeclared (as dishes made before declarations). */
  const dish = (
    restaurantId: string,
    categories: string[],
    status = 'ACTIVE',
    allergens: string[] | null = null,
  ) =>
    query(
      db,
      `INSERT INTO restaurants.dishes (id, restaurant_id, name, description, price_cents,
         preparation_time_seconds, allergy_warnings, cuisine, handling_instructions,
         preparation_instructions, shelf_life, portion_size, categories, status, allergens,
         allergens_declared_at)
       VALUES ($1, $2, 'House plate', 'A generous house plate', 1500, 1200, '{none}', 'Any',
         'Keep refrigerated', 'Rice, beans, greens', '2 days', '1 plate', $3, $4,
         COALESCE($5::text[], '{}'), CASE WHEN $5::text[] IS NULL THEN NULL ELSE now() END)`,
      [randomUUID(), restaurantId, categories, status, allergens],
    );
  const occurrence = (
    restaurantId: string,
    o: { cutoffInHours: number; remaining: number; delivery: boolean; pickup: boolean },
    occurrenceId = randomUUID(),
    occurredAt?: Date,
    sessionId = randomUUID(),
  ) =>
    createEnvelope({
      type: EventTypes.OccurrenceStockChanged,
      version: 1,
      aggregateId: occurrenceId,
      occurredAt,
      payload: {
        occurrenceId,
        sessionId,
        restaurantId,
        startsAt: new Date(`${tomorrow}T18:00:00-05:00`).toISOString(),
        orderCutoffAt: new Date(Date.now() + o.cutoffInHours * 3600_000).toISOString(),
        orderLimitMin: 1,
        orderLimitMax: 20,
        offersDelivery: o.delivery,
        offersPickup: o.pickup,
        dishes: [
          {
            dishId: randomUUID(),
            minQuantity: 1,
            maxQuantity: 10,
            portionSize: '1 plate',
            remaining: o.remaining,
          },
        ],
      },
    });

  beforeAll(async () => {
    ({ db, svc, url, issuer } = await startRestaurants('hearth_test_restaurants_explore', bus));
    for (const k of KITCHENS) ids[k.name] = await restaurant(k);
    ids.hidden = await restaurant({ ...KITCHENS[0]!, name: 'Secret Tandoor' }, false);
    await dish(ids['Tandoor Table']!, ['VEGAN', 'GLUTEN_FREE']);
    await dish(ids["Nonna's Kitchen"]!, ['VEG']);
    await dish(ids["Nonna's Kitchen"]!, ['HALAL'], 'INACTIVE');
    await dish(ids['Jerk Shack']!, ['HALAL', 'DAIRY_FREE']);
    await dish(ids.hidden, ['VEGAN', 'GLUTEN_FREE']);
    await query(
      db,
      `INSERT INTO restaurants.restaurant_ratings (restaurant_id, review_count, stars_total)
       VALUES ($1, 2, 9), ($2, 5, 24)`,
      [ids['Tandoor Table'], ids['Jerk Shack']],
    );
  }, 60_000);
  afterAll(async () => {
    await svc?.close();
    await bus.stop();
  });

  it('shows public restaurants only, best rated first (unrated last), in keyset pages', async () => {
    const all = await data<Page>(EXPLORE, {});
    expect(all.items).toEqual([
      { name: 'Jerk Shack', rating: 4.8 },
      { name: 'Tandoor Table', rating: 4.5 },
      { name: "Nonna's Kitchen", rating: null },
    ]);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: Page = await data<Page>(EXPLORE, { limit: 1, cursor });
      seen.push(...page.items.map((r) => r.name));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(all.items.map((r) => r.name));
  });

  it('filters by cuisine, dish category, delivery or pickup and free text', async () => {
    expect(await names({ filter: { cuisines: ['Indian'] } })).toEqual(['Tandoor Table']);
    expect(await names({ filter: { cuisines: ['Italian', 'Jamaican'] } })).toEqual([
      'Jerk Shack',
      "Nonna's Kitchen",
    ]);
    expect(await names({ filter: { categories: ['VEGAN', 'GLUTEN_FREE'] } })).toEqual([
      'Tandoor Table',
    ]);
    expect(await names({ filter: { categories: ['HALAL'] } })).toEqual(['Jerk Shack']);
    expect(await names({ filter: { categories: ['HALAL', 'VEGAN'] } })).toEqual([]);
    expect(await names({ filter: { fulfilment: 'DELIVERY' } })).toEqual([
      'Jerk Shack',
      'Tandoor Table',
    ]);
    expect(await names({ filter: { fulfilment: 'PICKUP' } })).toEqual([
      'Tandoor Table',
      "Nonna's Kitchen",
    ]);
    expect(await names({ filter: { text: 'tand' } })).toEqual(['Tandoor Table']);
    expect(await names({ filter: { text: 'PASTA nonna' } })).toEqual(["Nonna's Kitchen"]);
    expect(await names({ filter: { text: 'sushi' } })).toEqual([]);
    expect(await names({ filter: { text: 'scarborough', fulfilment: 'PICKUP' } })).toEqual([]);
  });

  it('filters by a local date with an orderable occurrence (stock left, before the cutoff)', async () => {
    const tandoorOccurrence = randomUUID();
    const first = occurrence(
      ids['Tandoor Table']!,
      { cutoffInHours: 12, remaining: 4, delivery: true, pickup: false },
      tandoorOccurrence,
    );
    await deliver(Topics.sessions, [
      first,
      occurrence(ids["Nonna's Kitchen"]!, {
        cutoffInHours: 12,
        remaining: 0,
        delivery: false,
        pickup: true,
      }),
      occurrence(ids['Jerk Shack']!, {
        cutoffInHours: -1,
        remaining: 9,
        delivery: true,
        pickup: false,
      }),
    ]);
    expect(await names({ filter: { date: tomorrow } })).toEqual(['Tandoor Table']);
    expect(await names({ filter: { date: tomorrow, fulfilment: 'DELIVERY' } })).toEqual([
      'Tandoor Table',
    ]);
    expect(await names({ filter: { date: tomorrow, fulfilment: 'PICKUP' } })).toEqual([]);
    expect(await names({ filter: { date: '2020-01-01' } })).toEqual([]);

    const payload = first.payload as { dishes: Array<{ dishId: string }> };
    const soldOut = occurrence(
      ids['Tandoor Table']!,
      { cutoffInHours: 12, remaining: 0, delivery: true, pickup: false },
      tandoorOccurrence,
    );
    (soldOut.payload as typeof payload).dishes[0]!.dishId = payload.dishes[0]!.dishId;
    await deliver(Topics.sessions, [soldOut]);
    expect(await names({ filter: { date: tomorrow } })).toEqual([]);
    // A late, older event does not bring the portions back.
    const stale = occurrence(
      ids['Tandoor Table']!,
      { cutoffInHours: 12, remaining: 4, delivery: true, pickup: false },
      tandoorOccurrence,
      new Date(Date.now() - 60_000),
    );
    (stale.payload as typeof payload).dishes[0]!.dishId = payload.dishes[0]!.dishId;
    await deliver(Topics.sessions, [stale]);
    expect(await names({ filter: { date: tomorrow } })).toEqual([]);
  });

  it('drops the occurrences a rescheduled session no longer has', async () => {
    const nonna = ids["Nonna's Kitchen"]!;
    const sessionId = randomUUID();
    const pickup = { cutoffInHours: 12, remaining: 5, delivery: false, pickup: true };
    const rescheduled = (occurredAt: Date) =>
      createEnvelope({
        type: EventTypes.CookingSessionScheduled,
        version: 1,
        aggregateId: sessionId,
        occurredAt,
        payload: { sessionId, restaurantId: nonna, dishIds: [], lastOccurrenceEndsAt: null },
      });
    const dayPickup = () => names({ filter: { date: tomorrow, fulfilment: 'PICKUP' } });
    await deliver(Topics.sessions, [
      occurrence(nonna, pickup, randomUUID(), new Date(Date.now() - 5_000), sessionId),
    ]);
    expect(await dayPickup()).toEqual(["Nonna's Kitchen"]);
    // Rescheduled without that occurrence: sessions does not announce it again.
    await deliver(Topics.sessions, [rescheduled(new Date(Date.now() - 2_000))], RESCHEDULED);
    expect(await dayPickup()).toEqual([]);
    // An occurrence announced after a reschedule stays, even when delivered before it.
    const now = Date.now();
    await deliver(
      Topics.sessions,
      [
        occurrence(nonna, pickup, randomUUID(), new Date(now), sessionId),
        rescheduled(new Date(now - 1_000)),
      ],
      RESCHEDULED,
    );
    expect(await dayPickup()).toEqual(["Nonna's Kitchen"]);
  });

  it('stops listing a date whose only dish a session edit withdrew; adding it back lists it again', async () => {
    const jerk = ids['Jerk Shack']!;
    const sessionId = randomUUID();
    const occurrenceId = randomUUID();
    const delivery = { cutoffInHours: 12, remaining: 6, delivery: true, pickup: false };
    const dayDelivery = async () =>
      (await names({ filter: { date: tomorrow, fulfilment: 'DELIVERY' } })).includes('Jerk Shack');
    const announced = occurrence(
      jerk,
      delivery,
      occurrenceId,
      new Date(Date.now() - 5_000),
      sessionId,
    );
    const dishId = (announced.payload as { dishes: Array<{ dishId: string }> }).dishes[0]!.dishId;
    const withSameDish = (occurredAt: Date) => {
      const e = occurrence(jerk, delivery, occurrenceId, occurredAt, sessionId);
      (e.payload as { dishes: Array<{ dishId: string }> }).dishes[0]!.dishId = dishId;
      return e;
    };
    await deliver(Topics.sessions, [announced]);
    expect(await dayDelivery()).toBe(true);

    const withdrawnAt = new Date(Date.now() - 2_000);
    await deliver(
      Topics.sessions,
      [
        createEnvelope({
          type: EventTypes.OccurrenceDishesWithdrawn,
          version: 1,
          aggregateId: occurrenceId,
          occurredAt: withdrawnAt,
          payload: { occurrenceId, sessionId, restaurantId: jerk, dishIds: [dishId] },
        }),
      ],
      DISHES_WITHDRAWN,
    );
    expect(await dayDelivery()).toBe(false);
    // A stock event from before the edit, delivered late, does not bring the dish back…
    await deliver(Topics.sessions, [withSameDish(new Date(withdrawnAt.getTime() - 1_000))]);
    expect(await dayDelivery()).toBe(false);
    // …one from after it (the chef added the dish again) does.
    await deliver(Topics.sessions, [withSameDish(new Date())]);
    expect(await dayDelivery()).toBe(true);
  });

  it('sorts by distance from a postal code, nearest first, in keyset pages', async () => {
    // Pickup within 25 km reaches Nonna's (13.7 km); Jerk Shack (17 km) delivers only 10 km.
    const near = { sort: 'DISTANCE', postalCode: 'm5h2n2', filter: { pickupWithinKm: 25 } };
    const first = await data<Near>(EXPLORE_NEAR, { ...near, limit: 1 });
    expect(first.items).toEqual([
      { name: 'Tandoor Table', distanceKm: kmFromM5H(KITCHENS[0]!.at), deliversHere: true },
    ]);
    const rest = await data<Near>(EXPLORE_NEAR, { ...near, limit: 1, cursor: first.nextCursor });
    expect(rest).toEqual({
      items: [
        { name: "Nonna's Kitchen", distanceKm: kmFromM5H(KITCHENS[1]!.at), deliversHere: false },
      ],
      nextCursor: null,
    });
    expect(rest.items[0]!.distanceKm).toBeGreaterThan(13);
  });

  it('explains a bad postal code, date, text or cursor', async () => {
    const message = async (vars: Record<string, unknown>) =>
      (await gql(url, EXPLORE, vars)).errors?.[0]?.message;
    expect(await message({ sort: 'DISTANCE' })).toBe(M.postalCodeRequired);
    expect(await message({ sort: 'DISTANCE', postalCode: 'QQQ' })).toBe(M.postalCodeUnknown);
    expect(await message({ filter: { date: '2026-02-30' } })).toBe(M.dateInvalid);
    expect(await message({ filter: { text: 'x'.repeat(101) } })).toBe(M.textTooLong);
    expect(await message({ cursor: 'nonsense' })).toBe('Invalid cursor');
    expect(await message({ postalCode: 'M5H 2N2', filter: { pickupWithinKm: 0.5 } })).toBe(
      M.pickupDistanceInvalid,
    );
    expect(await message({ postalCode: 'QQQ' })).toBe(M.postalCodeUnknown);
  });

  it('with a postal code lists only who delivers there or offers pickup near enough', async () => {
    // 17.9 km from M5H 2N2, delivering 25 km: reaches it (Jerk Shack, 17 km, delivers 10 km: no).
    ids.pho = await restaurant({
      name: 'Phở Nhà Thanh',
      description: 'Beef noodle soup simmered overnight',
      cuisines: ['Vietnamese'],
      delivery: true,
      pickup: true,
      at: [43.8, -79.3],
      radiusKm: 25,
    });
    const near = async (vars: Record<string, unknown>) =>
      (await data<Near>(EXPLORE_NEAR, { postalCode: 'M5H 2N2', ...vars })).items;
    expect(await near({ sort: 'DISTANCE' })).toEqual([
      { name: 'Tandoor Table', distanceKm: kmFromM5H(KITCHENS[0]!.at), deliversHere: true },
      { name: 'Phở Nhà Thanh', distanceKm: kmFromM5H([43.8, -79.3]), deliversHere: true },
    ]);
    // Pickup only: within the default 10 km, then within 25 km.
    expect(await near({ sort: 'DISTANCE', filter: { fulfilment: 'PICKUP' } })).toEqual([
      expect.objectContaining({ name: 'Tandoor Table' }),
    ]);
    expect(
      (await near({ sort: 'DISTANCE', filter: { fulfilment: 'PICKUP', pickupWithinKm: 25 } })).map(
        (r) => r.name,
      ),
    ).toEqual(['Tandoor Table', "Nonna's Kitchen", 'Phở Nhà Thanh']);
    expect(
      (await near({ filter: { fulfilment: 'DELIVERY' }, sort: 'DISTANCE' })).map((r) => r.name),
    ).toEqual(['Tandoor Table', 'Phở Nhà Thanh']);
    // From Malvern (M1B) Jerk Shack's 10 km reaches, Tandoor's does not.
    const malvern = (await data<Near>(EXPLORE_NEAR, { postalCode: 'M1B', sort: 'DISTANCE' })).items;
    expect(malvern.map((r) => r.name)).toEqual(['Jerk Shack', 'Phở Nhà Thanh']);
  });

  it('with a postal code and a date lists who can feed the guest there that day', async () => {
    // Tomorrow: Nonna's has pickup, Jerk Shack delivery (earlier tests); Phở only pickup.
    await deliver(Topics.sessions, [
      occurrence(ids.pho!, { cutoffInHours: 12, remaining: 3, delivery: false, pickup: true }),
    ]);
    const day = async (filter: Record<string, unknown>) =>
      (
        await data<Near>(EXPLORE_NEAR, {
          postalCode: 'M5H 2N2',
          sort: 'DISTANCE',
          filter: { date: tomorrow, ...filter },
        })
      ).items.map((r) => r.name);
    // Phở reaches M5H 2N2 only by delivery, and tomorrow it offers only pickup.
    expect(await day({})).toEqual([]);
    expect(await day({ pickupWithinKm: 25 })).toEqual(["Nonna's Kitchen", 'Phở Nhà Thanh']);
    expect(await day({ pickupWithinKm: 25, fulfilment: 'DELIVERY' })).toEqual([]);
    expect(await names({ filter: { date: tomorrow }, postalCode: 'M1B' })).toEqual([
      'Jerk Shack',
      'Phở Nhà Thanh',
    ]);
  });

  it('finds restaurants by name, cuisine or dish despite accents and typos', async () => {
    await query(
      db,
      `INSERT INTO restaurants.dishes (id, restaurant_id, name, description, price_cents,
         preparation_time_seconds, allergy_warnings, cuisine, handling_instructions,
         preparation_instructions, shelf_life, portion_size, categories, status)
       VALUES ($1, $2, 'Lasagna al forno', 'Layers of ragù and béchamel', 1850, 1200, '{none}',
         'Italian', 'Keep refrigerated', 'Pasta, beef, milk', '2 days', '1 tray', '{}', 'ACTIVE')`,
      [randomUUID(), ids["Nonna's Kitchen"]],
    );
    expect(await names({ filter: { text: 'pho' } })).toEqual(['Phở Nhà Thanh']);
    expect(await names({ filter: { text: 'PHO NHA' } })).toEqual(['Phở Nhà Thanh']);
    expect(await names({ filter: { text: 'lasagne' } })).toEqual(["Nonna's Kitchen"]);
    expect(await names({ filter: { text: 'tandori' } })).toEqual(['Tandoor Table']);
    expect(await names({ filter: { text: 'vietnamese' } })).toEqual(['Phở Nhà Thanh']);
    expect(await names({ filter: { text: 'jamaica' } })).toEqual(['Jerk Shack']);
    expect(await names({ filter: { text: 'sushi' } })).toEqual([]);
    // Combined with where the guest is: Nonna's pickup is 13.7 km away.
    expect(await names({ filter: { text: 'lasagne' }, postalCode: 'M5H 2N2' })).toEqual([]);
  });

  it("finds a restaurant by its chef's name (from the application), forgotten when deleted", async () => {
    const [{ owner }] = (await query(
      db,
      `SELECT owner_user_id AS owner FROM restaurants.restaurants WHERE id = $1`,
      [ids['Jerk Shack']],
    )) as [{ owner: string }];
    const submitted = createEnvelope({
      type: EventTypes.ChefApplicationSubmitted,
      version: 1,
      aggregateId: owner,
      payload: {
        userId: owner,
        email: 'andre@example.com',
        firstName: 'André',
        lastName: 'Thompson',
        submittedAt: new Date().toISOString(),
      },
    });
    await deliver(Topics.users, [submitted], CHEF_APPLICATION_SUBMITTED);
    expect(await names({ filter: { text: 'andre thomson' } })).toEqual(['Jerk Shack']);
    const deleted = createEnvelope({
      type: EventTypes.UserDeleted,
      version: 1,
      aggregateId: owner,
      payload: { userId: owner, email: 'andre@example.com', role: 'Chef' },
    });
    await deliver(Topics.users, [deleted], EXPLORE_ON_USER_DELETED);
    expect(
      await query(db, `SELECT 1 FROM restaurants.explore_chef_names WHERE user_id = $1`, [owner]),
    ).toEqual([]);
  });

  it('with a dietary profile lists only the restaurants with an active dish that fits it (dishFit)', async () => {
    // Each kitchen's dishes: [categories, status, allergens contained (null: undeclared)].
    const kitchens: Record<string, Array<[string[], string, string[] | null]>> = {
      'Sesame House': [[['VEGAN'], 'ACTIVE', ['SESAME']]],
      'Undeclared Deli': [[['VEGAN'], 'ACTIVE', null]],
      'Dairy Farm': [
        [['VEG'], 'ACTIVE', ['MILK']],
        [['VEGAN'], 'INACTIVE', []],
      ],
      'Plain Plate': [[['VEGAN', 'HALAL'], 'ACTIVE', []]],
    };
    for (const [name, dishes] of Object.entries(kitchens)) {
      const id = await restaurant({ ...KITCHENS[0]!, name, cuisines: ['Levantine'] });
      for (const [categories, status, allergens] of dishes)
        await dish(id, categories, status, allergens);
    }
    const fitting = async (avoidAllergens: string[], diets: Diet[]) =>
      (await names({ filter: { cuisines: ['Levantine'], avoidAllergens, diets } })).sort();

    // The switch ("Show every chef") sends no profile: every kitchen.
    expect(await fitting([], [])).toEqual(Object.keys(kitchens).sort());
    // Its only dish contains sesame; an undeclared dish is not known to be safe.
    expect(await fitting(['SESAME'], [])).toEqual(['Dairy Farm', 'Plain Plate']);
    // An inactive vegan dish does not count; undeclared is fine when no allergen is avoided.
    expect(await fitting([], ['VEGAN'])).toEqual([
      'Plain Plate',
      'Sesame House',
      'Undeclared Deli',
    ]);
    expect(await fitting(['SESAME'], ['VEGAN'])).toEqual(['Plain Plate']);
    expect(await fitting(['MILK'], ['VEGETARIAN'])).toEqual(['Plain Plate', 'Sesame House']);
    expect(await fitting([], ['VEGAN', 'HALAL'])).toEqual(['Plain Plate']);

    // The SQL is dishFit's rule: the same answer for every profile of these allergens and diets.
    for (const avoid of [[], ['SESAME'], ['MILK'], ['MILK', 'SESAME']])
      for (const diets of [[], ['VEGAN'], ['VEGETARIAN'], ['HALAL'], ['GLUTEN_FREE']] as Diet[][]) {
        const expected = Object.entries(kitchens)
          .filter(([, dishes]) =>
            dishes.some(
              ([categories, status, allergens]) =>
                status === 'ACTIVE' &&
                dishFit(
                  { categories, allergens: allergens ?? [], allergensDeclared: allergens !== null },
                  { avoidAllergens: avoid, diets },
                ).fits,
            ),
          )
          .map(([name]) => name)
          .sort();
        expect({ avoid, diets, names: await fitting(avoid, diets) }).toEqual({
          avoid,
          diets,
          names: expected,
        });
      }
  });
});
