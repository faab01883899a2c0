import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DateTime } from 'luxon';
import {
  RestaurantAvailabilityMessages,
  RestaurantMessages as M,
  applyDeliveryOptionChange,
} from '@hearth/contracts';
import {
  EventTypes,
  InProcessEventBus,
  Topics,
  createEnvelope,
  type ChefApprovedPayload,
} from '@hearth/events';
import { startSubgraph, type RunningSubgraph } from '@hearth/nest-common';
import { sessionsSubgraph } from '../../sessions/src/subgraph.js';
import { RestaurantSetupMessages } from '../src/restaurant-setup/restaurant-setup.service.js';
import { firstFreeSlug, slugBase } from '../src/restaurant-setup/slug.js';
import { eventually, gql, query } from '../../../test/support/db.js';
import type { TestIssuer } from '../../../test/support/tokens.js';
import {
  outboxOf as outboxOfIn,
  startRestaurants,
  storeImage,
  withOwnBanner,
  type User,
} from './support/subgraph.js';

const FIELDS = `id slug name description cuisines imageUrl city province country offersDelivery
  offersPickup deliveryRadiusKm baseDeliveryFeeCents feePerKmCents instructions timeZone isHidden
  address { addressLine1 addressLine2 province city country postalCode latitude longitude }`;
const RESULT = `__typename ... on Restaurant { ${FIELDS} }
  ... on ValidationError { errors { field message } } ... on ServerError { message }`;
const ESTABLISH = `mutation($input: RestaurantInput!) { establishRestaurant(input: $input) { ${RESULT} } }`;
const UPDATE = `mutation($id: ID!, $input: RestaurantInput!, $hidden: Boolean) {
  updateRestaurant(restaurantId: $id, input: $input, isHidden: $hidden) { ${RESULT} } }`;
const MINE = `{ myRestaurant { ${FIELDS} } }`;

interface Restaurant {
  __typename: string;
  id: string;
  slug: string;
  name: string;
  isHidden: boolean;
  offersDelivery: boolean;
  deliveryRadiusKm: number | null;
  baseDeliveryFeeCents: number | null;
  feePerKmCents: number | null;
  address: Record<string, unknown> | null;
  errors?: Array<{ field: string; message: string }>;
}

const form = (over: Record<string, unknown> = {}) => ({
  name: 'Nonna Rosa',
  description: 'Sunday lasagna from a Toronto kitchen',
  addressLine1: '12 Queen St W',
  addressLine2: null,
  province: 'ON',
  city: 'Toronto',
  country: 'Canada',
  postalCode: 'M5H 2N2',
  latitude: 43.65,
  longitude: -79.38,
  offersDelivery: true,
  offersPickup: true,
  deliveryRadiusKm: 12.5,
  baseDeliveryFeeCents: 499,
  feePerKmCents: 50,
  cuisines: ['Italian', 'Comfort'],
  instructions: ['Ring the bell', 'Side door pickup'],
  timeZone: 'America/Toronto',
  ...over,
});

describe('restaurants subgraph: establish and update a restaurant under the form rules', () => {
  let db: string;
  let svc: RunningSubgraph;
  let sessions: RunningSubgraph;
  let url: string;
  let issuer: TestIssuer;
  let chef: User;
  const bus = new InProcessEventBus({
    retry: { maxAttempts: 2, initialBackoffMs: 10, maxBackoffMs: 10 },
  });

  const establish = async (input: Record<string, unknown>, token?: string) => {
    const res = await gql<{ establishRestaurant: Restaurant }>(
      url,
      ESTABLISH,
      { input: withOwnBanner(url, token, input) },
      token,
    );
    return { res, r: res.data?.establishRestaurant };
  };
  const update = async (
    id: string,
    input: Record<string, unknown>,
    token?: string,
    hidden?: boolean,
  ) => {
    const res = await gql<{ updateRestaurant: Restaurant }>(
      url,
      UPDATE,
      { id, input: withOwnBanner(url, token, input), hidden },
      token,
    );
    return { res, r: res.data?.updateRestaurant };
  };
  const count = async (sql: string, params: unknown[] = []) =>
    Number((await query<{ c: string }>(db, sql, params))[0]!.c);
  const restaurantCount = () => count(`SELECT count(*) c FROM restaurants.restaurants`);
  const outboxOf = (id: string) => outboxOfIn(db, id);

  beforeAll(async () => {
    ({ db, svc, url, issuer } = await startRestaurants('hearth_test_restaurants_kitchen', bus));
    sessions = await startSubgraph(
      { ...sessionsSubgraph(), tokenKeys: issuer.keys },
      { config: { databaseUrl: db, port: 0, logLevel: 'silent' }, bus },
    );
    chef = await issuer.token({ role: 'CHEF' });
  }, 60_000);
  afterAll(async () => {
    await sessions?.close();
    await svc?.close();
    await bus.stop();
  });

  it('applyDeliveryOptionChange resets radius and fees, keeps the rest', () => {
    const before = form();
    const after = applyDeliveryOptionChange(before, false);
    expect(after).toEqual({
      ...before,
      offersDelivery: false,
      deliveryRadiusKm: null,
      baseDeliveryFeeCents: null,
      feePerKmCents: null,
    });
    expect(before.deliveryRadiusKm).toBe(12.5);
    expect(applyDeliveryOptionChange(before, true)).toMatchObject({
      offersDelivery: true,
      deliveryRadiusKm: null,
      baseDeliveryFeeCents: null,
      feePerKmCents: null,
    });
  });

  it('slugs: lower-case dashes without accents, suffixed on a clash', () => {
    expect(slugBase("  Chez Zoé's Kitchen!! ")).toBe('chez-zoe-s-kitchen');
    expect(slugBase('***')).toBe('restaurant');
    expect(firstFreeSlug('a', new Set(['a', 'a-2']))).toBe('a-3');
    expect(firstFreeSlug('a', new Set(['a-2']))).toBe('a');
  });

  describe('restaurant form rules: the message, and nothing written', () => {
    const long = (n: number) => 'x'.repeat(n);
    const cases: Array<[string, Record<string, unknown>, string, string]> = [
      ['name missing', { name: null }, 'name', M.nameRequired],
      ['name too short', { name: 'ab' }, 'name', M.nameLength],
      ['name too long', { name: long(101) }, 'name', M.nameLength],
      ['description missing', { description: null }, 'description', M.descriptionRequired],
      ['description empty', { description: '  ' }, 'description', M.descriptionRequired],
      ['description too short', { description: 'ab' }, 'description', M.descriptionTooShort],
      ['address line 1 missing', { addressLine1: '' }, 'addressLine1', M.addressLine1Required],
      ['province missing', { province: null }, 'province', M.provinceRequired],
      ['city missing', { city: ' ' }, 'city', M.cityRequired],
      ['country missing', { country: null }, 'country', M.countryRequired],
      ['postal missing', { postalCode: '' }, 'postalCode', M.postalCodeRequired],
      ['latitude out of range', { latitude: 91 }, 'latitude', M.latitudeInvalid],
      ['image missing', { imageUrl: null }, 'imageUrl', M.imageRequired],
      ['image not a URL', { imageUrl: 'banner.jpg' }, 'imageUrl', M.imageInvalid],
      [
        'neither delivery nor pickup',
        { offersDelivery: false, offersPickup: false },
        'offersDelivery',
        M.deliveryOrPickupRequired,
      ],
      [
        'delivery unanswered',
        { offersDelivery: null },
        'offersDelivery',
        M.deliveryOrPickupRequired,
      ],
      ['pickup unanswered', { offersPickup: null }, 'offersPickup', M.deliveryOrPickupRequired],
      [
        'radius missing when delivering',
        { deliveryRadiusKm: null },
        'deliveryRadiusKm',
        M.deliveryRadiusRequired,
      ],
      [
        'radius over 100 km',
        { deliveryRadiusKm: 100.5 },
        'deliveryRadiusKm',
        M.deliveryRadiusRange,
      ],
      ['radius negative', { deliveryRadiusKm: -1 }, 'deliveryRadiusKm', M.deliveryRadiusRange],
      [
        'fixed fee missing when delivering',
        { baseDeliveryFeeCents: null },
        'baseDeliveryFeeCents',
        M.baseDeliveryFeeRequired,
      ],
      [
        'fixed fee under $0.10',
        { baseDeliveryFeeCents: 9 },
        'baseDeliveryFeeCents',
        M.deliveryFeeRange,
      ],
      [
        'fixed fee over $400',
        { baseDeliveryFeeCents: 40_001 },
        'baseDeliveryFeeCents',
        M.deliveryFeeRange,
      ],
      ['fee per km under $0.10', { feePerKmCents: 5 }, 'feePerKmCents', M.deliveryFeeRange],
      ['fee per km over $400', { feePerKmCents: 40_001 }, 'feePerKmCents', M.deliveryFeeRange],
      ['cuisines missing', { cuisines: null }, 'cuisines', M.cuisinesRequired],
      ['no cuisines', { cuisines: [] }, 'cuisines', M.cuisinesRequired],
      [
        '51 cuisines',
        { cuisines: Array.from({ length: 51 }, (_, i) => `c${i}`) },
        'cuisines',
        M.cuisinesTooMany,
      ],
      ['cuisine over 20 characters', { cuisines: [long(21)] }, 'cuisines.0', M.cuisineTooLong],
      ['instructions missing', { instructions: null }, 'instructions', M.instructionsRequired],
      ['no instructions', { instructions: [] }, 'instructions', M.instructionsRequired],
      [
        'instruction under 5 characters',
        { instructions: ['ok', 'Side door pickup'] },
        'instructions.0',
        M.instructionLength,
      ],
      [
        'instruction over 20 characters',
        { instructions: [long(21)] },
        'instructions.0',
        M.instructionLength,
      ],
      [
        '101 instructions',
        { instructions: Array.from({ length: 101 }, (_, i) => `step ${i}`) },
        'instructions',
        M.instructionsTooMany,
      ],
      ['unknown time zone', { timeZone: 'Mars/Olympus' }, 'timeZone', M.timeZoneInvalid],
    ];
    it.each(cases)('%s', async (_name, over, field, message) => {
      const { res, r } = await establish(form(over), chef.token);
      expect(res.errors).toBeUndefined();
      expect(r!.__typename).toBe('ValidationError');
      expect(r!.errors).toContainEqual({ field, message });
      expect(await restaurantCount()).toBe(0);
      expect(await count(`SELECT count(*) c FROM restaurants.outbox`)).toBe(0);
    });

    it('the form bounds are accepted at their edges; the time zone defaults to America/Toronto', async () => {
      const { restaurantSchema } = await import('@hearth/contracts');
      const edge = restaurantSchema.safeParse(
        form({
          imageUrl: storeImage(url, `restaurants/${chef.id}`),
          name: 'abc',
          deliveryRadiusKm: 0,
          baseDeliveryFeeCents: 10,
          feePerKmCents: 40_000,
          cuisines: [long(20)],
          instructions: ['abcde', long(20)],
          timeZone: null,
        }),
      );
      expect(edge.success).toBe(true);
      expect(edge.data!.timeZone).toBe('America/Toronto');
    });
  });

  describe('who may call', () => {
    it('a visitor is UNAUTHENTICATED and a guest FORBIDDEN; nothing written', async () => {
      const guest = await issuer.token({ role: 'GUEST' });
      const anon = await establish(form());
      expect(anon.res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      const asGuest = await establish(form(), guest.token);
      expect(asGuest.res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      const mine = await gql(url, MINE, {}, guest.token);
      expect(mine.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect(await restaurantCount()).toBe(0);
    });
  });

  describe('establish, update, one per chef', () => {
    let restaurant: Restaurant;

    it('the owner is the caller, never an input: an owner in the input is rejected', async () => {
      const { res } = await establish({ ...form(), ownerUserId: randomUUID() }, chef.token);
      expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(await restaurantCount()).toBe(0);
    });

    it('myRestaurant is null before establishing', async () => {
      const res = await gql<{ myRestaurant: Restaurant | null }>(url, MINE, {}, chef.token);
      expect(res.errors).toBeUndefined();
      expect(res.data!.myRestaurant).toBeNull();
    });

    it('the banner only from our store, in the chef’s own folder: others refused with the message, nothing written', async () => {
      const other = await issuer.token({ role: 'CHEF' });
      const own = storeImage(url, `restaurants/${chef.id}`);
      for (const imageUrl of [
        'https://cdn.example.com/banner.jpg',
        storeImage(url, `restaurants/${other.id}`),
        storeImage(url, `profiles/${chef.id}`),
        `${own}?v=2`,
      ]) {
        const { r } = await establish(form({ imageUrl }), chef.token);
        expect(r).toEqual({
          __typename: 'ValidationError',
          errors: [{ field: 'imageUrl', message: M.imageNotOurs }],
        });
      }
      expect(await restaurantCount()).toBe(0);
      expect(await count(`SELECT count(*) c FROM restaurants.outbox`)).toBe(0);
    });

    it('establish: the row (not hidden, owned by the caller) and exactly one RestaurantEstablished', async () => {
      const banner = storeImage(url, `restaurants/${chef.id}`);
      const { res, r } = await establish(
        form({ name: '  Nonna Rosa  ', imageUrl: banner }),
        chef.token,
      );
      expect(res.errors).toBeUndefined();
      expect(r).toMatchObject({
        __typename: 'Restaurant',
        slug: 'nonna-rosa',
        name: 'Nonna Rosa',
        isHidden: false,
        offersDelivery: true,
        deliveryRadiusKm: 12.5,
        baseDeliveryFeeCents: 499,
        feePerKmCents: 50,
        timeZone: 'America/Toronto',
        address: { addressLine1: '12 Queen St W', postalCode: 'M5H 2N2', latitude: 43.65 },
      });
      restaurant = r!;
      const [row] = await query(db, `SELECT * FROM restaurants.restaurants WHERE id = $1`, [r!.id]);
      expect(row).toMatchObject({
        owner_user_id: chef.id,
        is_hidden: false,
        base_delivery_fee_cents: 499,
        instructions: ['Ring the bell', 'Side door pickup'],
        image_url: banner,
      });
      const events = await outboxOf(r!.id);
      expect(events).toHaveLength(1);
      expect(events[0]).toMatchObject({
        eventType: 'RestaurantEstablished',
        topic: Topics.restaurants,
      });
      expect(events[0]!.envelope.payload).toEqual({
        restaurantId: r!.id,
        ownerUserId: chef.id,
        slug: 'nonna-rosa',
        name: 'Nonna Rosa',
        timeZone: 'America/Toronto',
        offersDelivery: true,
        offersPickup: true,
        // Delivery terms, for orders' checkout pricing (ADR 0006).
        latitude: 43.65,
        longitude: -79.38,
        deliveryRadiusKm: 12.5,
        baseDeliveryFeeCents: 499,
        feePerKmCents: 50,
        // Cuisines, for promotions limited to cuisines (orders).
        cuisines: ['Italian', 'Comfort'],
        // The postal code: orders taxes a pickup in its province (docs/rules/tax.md).
        postalCode: 'M5H 2N2',
        // Visibility facts (sessions and orders apply the visibility rule to their copy).
        isChefActive: false,
        hasBankDetails: false,
        isHidden: false,
      });
    });

    it('myRestaurant returns it with id and slug; not in the public list (chef not approved yet)', async () => {
      const res = await gql<{ myRestaurant: Restaurant }>(url, MINE, {}, chef.token);
      expect(res.data!.myRestaurant).toMatchObject({ id: restaurant.id, slug: 'nonna-rosa' });
      const pub = await gql<{ restaurants: { items: Array<{ id: string }> } }>(
        url,
        `{ restaurants { items { id } } }`,
      );
      expect(pub.data!.restaurants.items.map((i) => i.id)).not.toContain(restaurant.id);
    });

    it('a second establish by the same chef is refused; nothing written', async () => {
      const { r } = await establish(form({ name: 'Second Place' }), chef.token);
      expect(r).toMatchObject({
        __typename: 'ValidationError',
        errors: [{ field: '_', message: RestaurantSetupMessages.alreadyEstablished }],
      });
      expect(await restaurantCount()).toBe(1);
      expect(await count(`SELECT count(*) c FROM restaurants.outbox`)).toBe(1);
    });

    it('slugs stay unique: another chef with the same name gets a suffix', async () => {
      const other = await issuer.token({ role: 'CHEF' });
      const third = await issuer.token({ role: 'CHEF' });
      const a = await establish(form({ name: 'Nonna ROSA!' }), other.token);
      const b = await establish(form({ name: 'nonna rosa' }), third.token);
      expect(a.r!.slug).toBe('nonna-rosa-2');
      expect(b.r!.slug).toBe('nonna-rosa-3');
      // each owner reads their own full address
      const seen = await gql<{ myRestaurant: Restaurant }>(url, MINE, {}, other.token);
      expect(seen.data!.myRestaurant.address).not.toBeNull();
    });

    it('update by the owner: new state, same slug, pickup-only clears radius and fees, new event', async () => {
      const { res, r } = await update(
        restaurant.id,
        form({
          name: 'Nonna Rosa Trattoria',
          offersDelivery: false,
          deliveryRadiusKm: 20,
          baseDeliveryFeeCents: 700,
        }),
        chef.token,
      );
      expect(res.errors).toBeUndefined();
      expect(r).toMatchObject({
        __typename: 'Restaurant',
        id: restaurant.id,
        slug: 'nonna-rosa',
        name: 'Nonna Rosa Trattoria',
        offersDelivery: false,
        deliveryRadiusKm: null,
        baseDeliveryFeeCents: null,
        feePerKmCents: null,
        isHidden: false,
      });
      const events = await outboxOf(restaurant.id);
      expect(events).toHaveLength(2);
      expect(events[1]!.envelope.payload).toMatchObject({
        name: 'Nonna Rosa Trattoria',
        offersDelivery: false,
        offersPickup: true,
        ownerUserId: chef.id,
      });
    });

    it('update: isHidden changes only when given', async () => {
      const shown = await update(restaurant.id, form(), chef.token, false);
      expect(shown.r!.isHidden).toBe(false);
      const kept = await update(restaurant.id, form(), chef.token);
      expect(kept.r!.isHidden).toBe(false);
      const hidden = await update(restaurant.id, form(), chef.token, true);
      expect(hidden.r!.isHidden).toBe(true);
    });

    it('update: an invalid form is refused with its message, nothing changed', async () => {
      const events = (await outboxOf(restaurant.id)).length;
      const { r } = await update(restaurant.id, form({ name: 'x' }), chef.token);
      expect(r!.errors).toContainEqual({ field: 'name', message: M.nameLength });
      expect((await outboxOf(restaurant.id)).length).toBe(events);
    });

    it('update: a banner not the chef’s own upload to our store is refused, nothing changed', async () => {
      const before = await query(db, `SELECT * FROM restaurants.restaurants WHERE id = $1`, [
        restaurant.id,
      ]);
      const events = (await outboxOf(restaurant.id)).length;
      const other = await issuer.token({ role: 'CHEF' });
      for (const imageUrl of [
        'https://evil.example/media/restaurants/banner.jpg',
        storeImage(url, `restaurants/${other.id}`),
      ]) {
        const { r } = await update(restaurant.id, form({ name: 'Renamed', imageUrl }), chef.token);
        expect(r!.errors).toEqual([{ field: 'imageUrl', message: M.imageNotOurs }]);
      }
      expect(
        await query(db, `SELECT * FROM restaurants.restaurants WHERE id = $1`, [restaurant.id]),
      ).toEqual(before);
      expect((await outboxOf(restaurant.id)).length).toBe(events);
    });

    it('another chef or a guest → FORBIDDEN, a visitor → UNAUTHENTICATED; nothing changed', async () => {
      const before = await query(db, `SELECT * FROM restaurants.restaurants WHERE id = $1`, [
        restaurant.id,
      ]);
      const events = (await outboxOf(restaurant.id)).length;
      const otherChef = await issuer.token({ role: 'CHEF' });
      const guest = await issuer.token({ role: 'GUEST' });
      const hacked = form({ name: 'Hacked' });
      expect(
        (await update(restaurant.id, hacked, otherChef.token)).res.errors?.[0]?.extensions?.code,
      ).toBe('FORBIDDEN');
      expect(
        (await update(restaurant.id, hacked, guest.token)).res.errors?.[0]?.extensions?.code,
      ).toBe('FORBIDDEN');
      expect((await update(restaurant.id, hacked)).res.errors?.[0]?.extensions?.code).toBe(
        'UNAUTHENTICATED',
      );
      expect(
        (await update(randomUUID(), hacked, chef.token)).res.errors?.[0]?.extensions?.code,
      ).toBe('FORBIDDEN');
      expect((await update('nope', hacked, chef.token)).res.errors?.[0]?.extensions?.code).toBe(
        'FORBIDDEN',
      );
      expect(
        await query(db, `SELECT * FROM restaurants.restaurants WHERE id = $1`, [restaurant.id]),
      ).toEqual(before);
      expect((await outboxOf(restaurant.id)).length).toBe(events);
    });

    it('the full address is the owner’s only (null to the public)', async () => {
      // Public only once the chef is Active with bank details (chef_standing, visibility.test.ts).
      await query(
        db,
        `INSERT INTO restaurants.chef_standing (user_id, is_active, has_bank_details)
         VALUES ($1, true, true) ON CONFLICT (user_id) DO UPDATE SET is_active = true, has_bank_details = true`,
        [chef.id],
      );
      await update(restaurant.id, form(), chef.token, false);
      const pub = await gql<{ restaurants: { items: Array<{ id: string; address: unknown }> } }>(
        url,
        `{ restaurants { items { id city address { addressLine1 } } } }`,
      );
      const listed = pub.data!.restaurants.items.find((i) => i.id === restaurant.id);
      expect(listed).toMatchObject({ city: 'Toronto', address: null });
      await update(restaurant.id, form(), chef.token, true);
    });
  });

  describe('end to end with the sessions subgraph (RestaurantEstablished consumed)', () => {
    it('after establishRestaurant the chef can create a cooking session for it', async () => {
      const newChef = await issuer.token({ role: 'CHEF' });
      // Sessions accept only ACTIVE dishes of the restaurant (restaurant_dishes, fed by DishChanged).
      const dishId = randomUUID();
      const sessionsUrl = `${sessions.url}/graphql`;
      const day = (d: number) =>
        DateTime.now().setZone('America/Toronto').plus({ days: d }).toISODate()!;
      const create = (restaurantId: string, token: string) =>
        gql<{
          createCookingSession: { __typename: string; restaurantId?: string; timeZone?: string };
        }>(
          sessionsUrl,
          `mutation($input: CookingSessionInput!) { createCookingSession(input: $input) {
             __typename ... on CookingSession { restaurantId timeZone }
             ... on ValidationError { errors { field message } } } }`,
          {
            input: {
              restaurantId,
              startDate: day(2),
              startTime: '18:00',
              endTime: '20:00',
              schedule: 'ONCE',
              leadTimeHours: 10,
              offersDelivery: false,
              offersPickup: true,
              dishes: [{ dishId, minQuantity: 1, maxQuantity: 5, portionSize: '500 g' }],
            },
          },
          token,
        );
      const { r } = await establish(form({ name: 'Session Kitchen' }), newChef.token);
      expect(r!.__typename).toBe('Restaurant');
      await eventually(
        async () =>
          (
            await query(db, `SELECT 1 FROM sessions.restaurant_owners WHERE restaurant_id = $1`, [
              r!.id,
            ])
          ).length === 1,
        10_000,
      );
      await bus.publish(Topics.restaurants, [
        createEnvelope({
          type: EventTypes.DishChanged,
          version: 1,
          aggregateId: dishId,
          payload: {
            dishId,
            restaurantId: r!.id,
            name: 'Lasagna',
            priceCents: 1500,
            portionSize: '500 g',
            status: 'ACTIVE',
            imageUrl: null,
          },
        }),
      ]);
      await eventually(
        async () =>
          (await query(db, `SELECT 1 FROM sessions.restaurant_dishes WHERE dish_id = $1`, [dishId]))
            .length === 1,
        10_000,
      );
      // Not approved yet: sessions (told by RestaurantEstablished's facts) refuses to schedule.
      const early = await create(r!.id, newChef.token);
      expect(early.data!.createCookingSession).toEqual({
        __typename: 'ValidationError',
        errors: [{ field: 'restaurantId', message: RestaurantAvailabilityMessages.chefNotActive }],
      });
      // Approved: restaurants announces the restaurant again with the chef Active.
      await bus.publish(Topics.users, [
        createEnvelope<ChefApprovedPayload>({
          type: EventTypes.ChefApproved,
          version: 1,
          aggregateId: newChef.id,
          payload: {
            userId: newChef.id,
            email: `${newChef.id}@example.com`,
            firstName: 'Rosa',
            approvedBy: randomUUID(),
          },
        }),
      ]);
      await eventually(
        async () =>
          (
            await query(
              db,
              `SELECT 1 FROM sessions.restaurant_owners WHERE restaurant_id = $1 AND is_chef_active`,
              [r!.id],
            )
          ).length === 1,
        10_000,
      );
      const ok = await create(r!.id, newChef.token);
      expect(ok.errors).toBeUndefined();
      expect(ok.data!.createCookingSession).toMatchObject({
        __typename: 'CookingSession',
        restaurantId: r!.id,
        timeZone: 'America/Toronto',
      });
      // someone else's restaurant stays FORBIDDEN
      const stranger = await issuer.token({ role: 'CHEF' });
      const refused = await create(r!.id, stranger.token);
      expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }, 30_000);
  });
});
