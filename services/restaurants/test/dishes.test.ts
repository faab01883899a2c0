import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DishMessages as D, IngredientMessages as I, dishSchema } from '@hearth/contracts';
import { InProcessEventBus, Topics } from '@hearth/events';
import type { RunningSubgraph } from '@hearth/nest-common';
import { gql, query } from '../../../test/support/db.js';
import type { TestIssuer } from '../../../test/support/tokens.js';
import {
  establishRestaurant,
  outboxOf as outboxOfIn,
  startRestaurants,
  storeImage,
  type User,
  publishChefInGoodStanding,
} from './support/subgraph.js';

const DISH = `id restaurantId name description priceCents preparationTimeSeconds spiceLevel
  allergyWarnings cuisine handlingInstructions preparationInstructions shelfLife portionSize
  images { url thumbnailUrl } categories ingredients { name quantity unit notes } status isDeletable
  allergens mayContainAllergens allergensDeclared`;
const RESULT = `__typename ... on Dish { ${DISH} }
  ... on ValidationError { errors { field message } } ... on ServerError { message }`;
const ADD = `mutation($rid: ID!, $input: DishInput!) { addDish(restaurantId: $rid, input: $input) { ${RESULT} } }`;
const UPDATE = `mutation($id: ID!, $input: DishInput!) { updateDish(dishId: $id, input: $input) { ${RESULT} } }`;
const STATUS = `mutation($id: ID!, $s: DishStatus!) { setDishStatus(dishId: $id, status: $s) { ${RESULT} } }`;
const DELETE = `mutation($id: ID!) { deleteDish(dishId: $id) { __typename ... on DeletedDish { id }
  ... on ValidationError { errors { field message } } } }`;
const MY_DISHES = `query($all: Boolean) { myRestaurant { dishes(includeArchived: $all) { id status } } }`;
const ENTITY_DISHES = `query($r: [_Any!]!) { _entities(representations: $r) {
  ... on Restaurant { dishes(includeArchived: true) { id status } } } }`;

type Result = {
  __typename: string;
  id: string;
  status: string;
  errors?: Array<{ field: string; message: string }>;
} & Record<string, unknown>;

/** The main and a side image: uploads to the store for the chef's restaurant (set in beforeAll). */
let images: string[] = [];

/** A valid dish form (`dishSchema`); `over` replaces fields. Cost in cents. */
const form = (over: Record<string, unknown> = {}) => ({
  imageUrls: images,
  name: 'Sunday Lasagna',
  description: 'Seven layers of fresh pasta, ragù and béchamel.',
  priceCents: 1850,
  allergyWarnings: ['gluten', 'dairy'],
  preparationInstructions: 'Pasta, beef ragù, béchamel, parmesan',
  preparationTimeSeconds: 45 * 60 + 30,
  handlingInstructions: 'Keep refrigerated; reheat at 180 °C for 20 minutes',
  cuisine: 'italian',
  shelfLife: '3 days',
  portionSize: '1 generous square',
  categories: ['HALAL'],
  spiceLevel: 1,
  ingredients: [{ name: 'Flour', quantity: 2.5, unit: 'cups', notes: 'type 00' }],
  allergens: ['MILK', 'WHEAT_TRITICALE', 'GLUTEN'],
  mayContainAllergens: ['EGGS'],
  ...over,
});

describe('restaurants subgraph: dishes and ingredients (add, update, the dish form rules)', () => {
  let db: string;
  let svc: RunningSubgraph;
  let url: string;
  let issuer: TestIssuer;
  let chef: User;
  let otherChef: User;
  let restaurantId: string;
  let otherRestaurantId: string;
  let baseOutbox: number;
  const bus = new InProcessEventBus({
    retry: { maxAttempts: 2, initialBackoffMs: 10, maxBackoffMs: 10 },
  });

  const call = async (q: string, variables: Record<string, unknown>, token?: string) => {
    const res = await gql<Record<string, Result>>(url, q, variables, token);
    return { res, r: res.data ? Object.values(res.data)[0] : undefined };
  };
  const add = (input: Record<string, unknown>, token = chef.token, rid = restaurantId) =>
    call(ADD, { rid, input }, token);
  const count = async (sql: string) => Number((await query<{ c: string }>(db, sql))[0]!.c);
  const dishCount = () => count(`SELECT count(*) c FROM restaurants.dishes`);
  const outboxCount = () => count(`SELECT count(*) c FROM restaurants.outbox`);
  const outboxOf = (id: string) => outboxOfIn(db, id);

  beforeAll(async () => {
    ({ db, svc, url, issuer } = await startRestaurants('hearth_test_restaurants_dishes', bus));
    chef = await issuer.token({ role: 'CHEF' });
    otherChef = await issuer.token({ role: 'CHEF' });
    const cuisines = ['Italian', 'Comfort'];
    restaurantId = await establishRestaurant(url, chef.token, { name: 'Nonna Rosa', cuisines });
    otherRestaurantId = await establishRestaurant(url, otherChef.token, {
      name: 'Other Kitchen',
      cuisines,
    });
    images = [1, 2].map(() => storeImage(url, `dishes/${restaurantId}`));
    // Public restaurants: guests see their ACTIVE dishes (a restaurant that is not public shows
    // nothing to anyone but its owner and admins).
    await publishChefInGoodStanding(bus, db, chef.id);
    baseOutbox = await outboxCount();
  }, 60_000);
  afterAll(async () => {
    await svc?.close();
    await bus.stop();
  });

  describe('dish form and ingredient rules: the message, and nothing written', () => {
    const long = (n: number) => 'x'.repeat(n);
    const ingredient = (over: Record<string, unknown>) => ({
      ingredients: [{ name: 'Flour', quantity: 1, unit: 'cup', ...over }],
    });
    const cases: Array<[string, Record<string, unknown>, string, string]> = [
      ['main image missing', { imageUrls: [] }, 'imageUrls', D.mainImageRequired],
      ['images missing', { imageUrls: null }, 'imageUrls', D.mainImageRequired],
      ['image not a URL', { imageUrls: ['lasagna.jpg'] }, 'imageUrls.0', D.imageInvalid],
      [
        '11 images',
        { imageUrls: Array(11).fill('https://x.io/a.jpg') },
        'imageUrls',
        D.imagesTooMany,
      ],
      ['name missing', { name: null }, 'name', D.nameRequired],
      ['name too short', { name: 'ab' }, 'name', D.nameLength],
      ['name too long', { name: long(101) }, 'name', D.nameLength],
      ['description missing', { description: ' ' }, 'description', D.descriptionRequired],
      ['description too short', { description: 'too short' }, 'description', D.descriptionLength],
      ['description too long', { description: long(3001) }, 'description', D.descriptionLength],
      ['cost missing', { priceCents: null }, 'priceCents', D.costRequired],
      ['cost under $0.10', { priceCents: 9 }, 'priceCents', D.costRange],
      ['cost over $400', { priceCents: 40_001 }, 'priceCents', D.costRange],
      [
        'allergy warning missing',
        { allergyWarnings: null },
        'allergyWarnings',
        D.allergyWarningsRequired,
      ],
      ['no allergy warning', { allergyWarnings: [] }, 'allergyWarnings', D.allergyWarningsRequired],
      [
        'allergy entry of 3',
        { allergyWarnings: ['nut'] },
        'allergyWarnings.0',
        D.allergyWarningLength,
      ],
      [
        'allergy entry of 101',
        { allergyWarnings: [long(101)] },
        'allergyWarnings.0',
        D.allergyWarningLength,
      ],
      [
        'preparation instruction missing',
        { preparationInstructions: null },
        'preparationInstructions',
        D.preparationInstructionsRequired,
      ],
      [
        'preparation instruction of 9',
        { preparationInstructions: long(9) },
        'preparationInstructions',
        D.preparationInstructionsLength,
      ],
      [
        'preparation instruction of 301',
        { preparationInstructions: long(301) },
        'preparationInstructions',
        D.preparationInstructionsLength,
      ],
      [
        'preparation time missing',
        { preparationTimeSeconds: null },
        'preparationTimeSeconds',
        D.preparationTimeRequired,
      ],
      [
        'preparation time 0',
        { preparationTimeSeconds: 0 },
        'preparationTimeSeconds',
        D.preparationTimeRange,
      ],
      [
        'preparation time of an hour',
        { preparationTimeSeconds: 3600 },
        'preparationTimeSeconds',
        D.preparationTimeRange,
      ],
      [
        'handle instruction missing',
        { handlingInstructions: '' },
        'handlingInstructions',
        D.handlingInstructionsRequired,
      ],
      [
        'handle instruction of 9',
        { handlingInstructions: long(9) },
        'handlingInstructions',
        D.handlingInstructionsLength,
      ],
      [
        'handle instruction of 301',
        { handlingInstructions: long(301) },
        'handlingInstructions',
        D.handlingInstructionsLength,
      ],
      ['cuisine missing', { cuisine: null }, 'cuisine', D.cuisineRequired],
      ['cuisine not the restaurant’s', { cuisine: 'Thai' }, 'cuisine', D.cuisineNotOffered],
      ['shelf life missing', { shelfLife: null }, 'shelfLife', D.shelfLifeRequired],
      ['shelf life of 1', { shelfLife: '1' }, 'shelfLife', D.shelfLifeLength],
      ['shelf life of 301', { shelfLife: long(301) }, 'shelfLife', D.shelfLifeLength],
      ['portion size missing', { portionSize: null }, 'portionSize', D.portionSizeRequired],
      ['portion size of 2', { portionSize: 'ab' }, 'portionSize', D.portionSizeLength],
      ['portion size of 301', { portionSize: long(301) }, 'portionSize', D.portionSizeLength],
      ['spice level 4', { spiceLevel: 4 }, 'spiceLevel', D.spiceLevelRange],
      ['spice level -1', { spiceLevel: -1 }, 'spiceLevel', D.spiceLevelRange],
      ['ingredient name missing', ingredient({ name: ' ' }), 'ingredients.0.name', I.nameRequired],
      [
        'ingredient quantity missing',
        ingredient({ quantity: null }),
        'ingredients.0.quantity',
        I.quantityRequired,
      ],
      [
        'ingredient quantity negative',
        ingredient({ quantity: -0.5 }),
        'ingredients.0.quantity',
        I.quantityNegative,
      ],
      ['ingredient unit missing', ingredient({ unit: '' }), 'ingredients.0.unit', I.unitRequired],
      [
        'ingredient notes of 2',
        ingredient({ notes: 'ab' }),
        'ingredients.0.notes',
        I.notesTooShort,
      ],
    ];
    it.each(cases)('%s', async (_name, over, field, message) => {
      const { res, r } = await add(form(over));
      expect(res.errors).toBeUndefined();
      expect(r!.__typename).toBe('ValidationError');
      expect(r!.errors).toContainEqual({ field, message });
      expect(await dishCount()).toBe(0);
      expect(await outboxCount()).toBe(baseOutbox);
    });

    it('images only from our store, uploaded for this restaurant: each other one refused with the message', async () => {
      const [main] = images;
      const { r } = await add(
        form({
          imageUrls: [
            main,
            'https://cdn.example.com/lasagna.jpg',
            storeImage(url, `dishes/${otherRestaurantId}`),
            storeImage(url, `restaurants/${chef.id}`),
            `${main}#side`,
          ],
        }),
      );
      expect(r).toEqual({
        __typename: 'ValidationError',
        errors: [1, 2, 3, 4].map((i) => ({ field: `imageUrls.${i}`, message: D.imageNotOurs })),
      });
      expect(await dishCount()).toBe(0);
      expect(await outboxCount()).toBe(baseOutbox);
    });

    it('edges are accepted: "none" as the single allergy entry, 0:01 and 59:59, quantity 0, no notes', () => {
      for (const over of [
        { allergyWarnings: ['none'], preparationTimeSeconds: 1, spiceLevel: 0 },
        { preparationTimeSeconds: 3599, priceCents: 10, name: 'abc', shelfLife: '2d' },
        { priceCents: 40_000, categories: null, ingredients: null, spiceLevel: null },
        ingredient({ quantity: 0, notes: '' }),
      ]) {
        expect(dishSchema.safeParse(form(over)).error?.issues).toBeUndefined();
      }
    });
  });

  describe('add → update → status, with DishChanged (ingredients included) in the outbox', () => {
    let dishId: string;

    it('addDish stores the dish ACTIVE in cents and seconds, cuisine spelt like the restaurant’s', async () => {
      const { res, r } = await add(form());
      expect(res.errors).toBeUndefined();
      expect(r).toMatchObject({
        __typename: 'Dish',
        restaurantId,
        name: 'Sunday Lasagna',
        priceCents: 1850,
        preparationTimeSeconds: 2730,
        spiceLevel: 1,
        cuisine: 'Italian',
        allergyWarnings: ['gluten', 'dairy'],
        categories: ['HALAL'],
        status: 'ACTIVE',
        isDeletable: true,
        images: images.map((url) => ({ url, thumbnailUrl: url.replace(/\.jpg$/, '/thumb.webp') })),
        ingredients: [{ name: 'Flour', quantity: 2.5, unit: 'cups', notes: 'type 00' }],
        allergens: ['MILK', 'WHEAT_TRITICALE', 'GLUTEN'],
        mayContainAllergens: ['EGGS'],
        allergensDeclared: true,
      });
      dishId = r!.id;
      expect(await dishCount()).toBe(1);
      const events = await outboxOf(dishId);
      expect(events).toHaveLength(1);
      expect(events[0]).toMatchObject({ eventType: 'DishChanged', topic: Topics.restaurants });
      expect(events[0]!.envelope.payload).toEqual({
        dishId,
        restaurantId,
        name: 'Sunday Lasagna',
        priceCents: 1850,
        portionSize: '1 generous square',
        status: 'ACTIVE',
        imageUrl: images[0],
        ingredients: [{ name: 'Flour', quantity: 2.5, unit: 'cups', notes: 'type 00' }],
        allergens: ['MILK', 'WHEAT_TRITICALE', 'GLUTEN'],
        mayContainAllergens: ['EGGS'],
        allergensDeclared: true,
      });
    });

    it('an upload of this service’s store gets its thumbnail address (docs/uploads.md)', async () => {
      const upload = `${svc.url}/media/dishes/${restaurantId}/${randomUUID()}.jpg`;
      const { r } = await add(form({ name: 'With thumbnail', imageUrls: [upload] }));
      const saved = r!.images as Array<{ url: string; thumbnailUrl: string | null }>;
      expect(saved[0]!.url).toBe(upload);
      expect(saved[0]!.thumbnailUrl).toBe(upload.replace(/\.jpg$/, '/thumb.webp'));
    });

    it('updateDish replaces the form, keeps the status, and publishes the new state', async () => {
      const { r } = await call(
        UPDATE,
        {
          id: dishId,
          input: form({ name: 'Lasagna Verde', priceCents: 2100, ingredients: [], categories: [] }),
        },
        chef.token,
      );
      expect(r).toMatchObject({ __typename: 'Dish', name: 'Lasagna Verde', priceCents: 2100 });
      expect(r).toMatchObject({ ingredients: [], categories: [], status: 'ACTIVE' });
      const events = await outboxOf(dishId);
      expect(events).toHaveLength(2);
      expect(events[1]!.envelope.payload).toMatchObject({
        name: 'Lasagna Verde',
        priceCents: 2100,
      });
    });

    it('a bad update changes nothing', async () => {
      const { r } = await call(UPDATE, { id: dishId, input: form({ name: 'ab' }) }, chef.token);
      expect(r!.errors).toContainEqual({ field: 'name', message: D.nameLength });
      const [row] = await query<{ name: string }>(
        db,
        `SELECT name FROM restaurants.dishes WHERE id = $1`,
        [dishId],
      );
      expect(row!.name).toBe('Lasagna Verde');
      expect(await outboxOf(dishId)).toHaveLength(2);
    });

    it('an update with an image from elsewhere changes nothing', async () => {
      const before = await query(db, `SELECT * FROM restaurants.dishes WHERE id = $1`, [dishId]);
      const elsewhere = storeImage(url, `dishes/${otherRestaurantId}`);
      const { r } = await call(
        UPDATE,
        { id: dishId, input: form({ name: 'Lasagna Nera', imageUrls: [elsewhere] }) },
        chef.token,
      );
      expect(r!.errors).toEqual([{ field: 'imageUrls.0', message: D.imageNotOurs }]);
      expect(await query(db, `SELECT * FROM restaurants.dishes WHERE id = $1`, [dishId])).toEqual(
        before,
      );
      expect(await outboxOf(dishId)).toHaveLength(2);
    });

    it('setDishStatus INACTIVE then ACTIVE, each with its DishChanged', async () => {
      for (const s of ['INACTIVE', 'ACTIVE']) {
        const { r } = await call(STATUS, { id: dishId, s }, chef.token);
        expect(r).toMatchObject({ __typename: 'Dish', status: s });
      }
      const statuses = (await outboxOf(dishId)).map((e) => e.envelope.payload.status);
      expect(statuses).toEqual(['ACTIVE', 'ACTIVE', 'INACTIVE', 'ACTIVE']);
    });
  });

  describe('allergen declarations (docs/rules/allergens.md)', () => {
    let dishId: string;
    const declared = async (id: string) =>
      (
        await query<{ allergens: string[]; declared: boolean; status: string }>(
          db,
          `SELECT allergens, allergens_declared_at IS NOT NULL AS declared, status
             FROM restaurants.dishes WHERE id = $1`,
          [id],
        )
      )[0];

    it('a dish is not added (published) without a declaration: the dish form’s message, nothing written', async () => {
      const { r } = await add(
        form({ name: 'Undeclared stew', allergens: undefined, mayContainAllergens: undefined }),
      );
      expect(r!.errors).toEqual([{ field: 'allergens', message: D.allergensRequired }]);
      expect(
        await query(db, `SELECT 1 FROM restaurants.dishes WHERE name = 'Undeclared stew'`),
      ).toEqual([]);
    });

    it('an Active dish left undeclared by the migration is not edited without declaring it', async () => {
      const { r: added } = await add(form({ name: 'Old stew' }));
      dishId = added!.id;
      // As migration DishAllergens left the dishes that existed before declarations.
      await query(
        db,
        `UPDATE restaurants.dishes SET allergens = '{}', may_contain_allergens = '{}',
           allergens_declared_at = NULL WHERE id = $1`,
        [dishId],
      );
      const before = await outboxOf(dishId);
      const { r } = await call(
        UPDATE,
        {
          id: dishId,
          input: form({ name: 'Old stew', allergens: null, mayContainAllergens: null }),
        },
        chef.token,
      );
      expect(r!.errors).toEqual([{ field: 'allergens', message: D.allergensRequired }]);
      expect(await declared(dishId)).toEqual({ allergens: [], declared: false, status: 'ACTIVE' });
      expect(await outboxOf(dishId)).toHaveLength(before.length);
    });

    it('it can be hidden, but not published again until its allergens are declared', async () => {
      expect((await call(STATUS, { id: dishId, s: 'INACTIVE' }, chef.token)).r!.status).toBe(
        'INACTIVE',
      );
      const before = await outboxOf(dishId);
      const { r } = await call(STATUS, { id: dishId, s: 'ACTIVE' }, chef.token);
      expect(r!.errors).toEqual([{ field: 'status', message: D.publishUndeclared }]);
      expect(await declared(dishId)).toMatchObject({ declared: false, status: 'INACTIVE' });
      expect(await outboxOf(dishId)).toHaveLength(before.length);
    });

    it('a declaration that is sent must be complete: an empty list alone, or none with allergens, is refused', async () => {
      for (const [over, message] of [
        [{ allergens: [], mayContainAllergens: ['SESAME'] }, D.allergensRequired],
        [{ allergens: ['SESAME'], containsNoAllergens: true }, D.allergensConflict],
      ] as const) {
        const { r } = await call(UPDATE, { id: dishId, input: form(over) }, chef.token);
        expect(r!.errors).toEqual([{ field: 'allergens', message }]);
      }
      expect(await declared(dishId)).toMatchObject({ declared: false });
    });

    it('"contains none" is a declaration; then the dish is published, with the declaration in DishChanged', async () => {
      const { r } = await call(
        UPDATE,
        {
          id: dishId,
          input: form({
            allergens: null,
            mayContainAllergens: ['PEANUTS'],
            containsNoAllergens: true,
          }),
        },
        chef.token,
      );
      expect(r).toMatchObject({
        allergens: [],
        mayContainAllergens: ['PEANUTS'],
        allergensDeclared: true,
      });
      expect((await call(STATUS, { id: dishId, s: 'ACTIVE' }, chef.token)).r!.status).toBe(
        'ACTIVE',
      );
      const events = await outboxOf(dishId);
      expect(events.at(-1)!.envelope.payload).toMatchObject({
        status: 'ACTIVE',
        allergens: [],
        mayContainAllergens: ['PEANUTS'],
        allergensDeclared: true,
      });
    });

    it('an update that sends no declaration keeps the one the dish has', async () => {
      const { r } = await call(
        UPDATE,
        {
          id: dishId,
          input: form({
            name: 'Declared stew',
            allergens: undefined,
            mayContainAllergens: undefined,
          }),
        },
        chef.token,
      );
      expect(r).toMatchObject({
        name: 'Declared stew',
        mayContainAllergens: ['PEANUTS'],
        allergensDeclared: true,
      });
    });

    it('a guest sees the allergens on the public dish', async () => {
      const guest = await issuer.token({ role: 'GUEST' });
      const res = await gql<{
        _entities: Array<{ allergens: string[]; mayContainAllergens: string[] } | null>;
      }>(
        url,
        `query($r: [_Any!]!) { _entities(representations: $r) { ... on Dish { allergens mayContainAllergens } } }`,
        { r: [{ __typename: 'Dish', id: dishId }] },
        guest.token,
      );
      expect(res.data!._entities).toEqual([{ allergens: [], mayContainAllergens: ['PEANUTS'] }]);
    });
  });

  describe('who sees which dishes', () => {
    const ids: Record<string, string> = {};

    beforeAll(async () => {
      await query(db, `DELETE FROM restaurants.dishes`);
      for (const s of ['ACTIVE', 'INACTIVE', 'ARCHIVED']) {
        const { r } = await add(form({ name: `${s} dish` }));
        ids[s] = r!.id;
        if (s !== 'ACTIVE') await call(STATUS, { id: r!.id, s }, chef.token);
      }
    });
    const seen = (list: Array<{ id: string }>) => list.map((d) => d.id).sort();

    it('the owner sees active and inactive dishes, and archived ones with includeArchived', async () => {
      const some = await gql<{ myRestaurant: { dishes: Array<{ id: string }> } }>(
        url,
        MY_DISHES,
        {},
        chef.token,
      );
      expect(seen(some.data!.myRestaurant.dishes)).toEqual([ids.ACTIVE, ids.INACTIVE].sort());
      const all = await gql<{ myRestaurant: { dishes: Array<{ id: string }> } }>(
        url,
        MY_DISHES,
        { all: true },
        chef.token,
      );
      expect(seen(all.data!.myRestaurant.dishes)).toEqual(Object.values(ids).sort());
    });

    it('a guest and another chef see ACTIVE dishes only (includeArchived ignored); an admin all but archived', async () => {
      const rep = { r: [{ __typename: 'Restaurant', id: restaurantId }] };
      const admin = await issuer.token({ role: 'ADMIN' });
      const guest = await issuer.token({ role: 'GUEST' });
      for (const [who, expected] of [
        [guest, [ids.ACTIVE]],
        [otherChef, [ids.ACTIVE]],
      ] as const) {
        const res = await gql<{ _entities: Array<{ dishes: Array<{ id: string }> }> }>(
          url,
          ENTITY_DISHES,
          rep,
          who.token,
        );
        expect(res.errors).toBeUndefined();
        expect(seen(res.data!._entities[0]!.dishes)).toEqual(expected);
      }
      const asAdmin = await gql<{ _entities: Array<{ dishes: Array<{ id: string }> }> }>(
        url,
        `query($r: [_Any!]!) { _entities(representations: $r) { ... on Restaurant { dishes { id } } } }`,
        rep,
        admin.token,
      );
      expect(seen(asAdmin.data!._entities[0]!.dishes)).toEqual([ids.ACTIVE, ids.INACTIVE].sort());
    });
  });

  describe('who may change dishes', () => {
    let dishId: string;
    beforeAll(async () => {
      dishId = (await add(form({ name: 'Guarded dish' }))).r!.id;
    });

    it('a visitor is UNAUTHENTICATED, a guest FORBIDDEN, another chef FORBIDDEN; nothing written', async () => {
      const guest = await issuer.token({ role: 'GUEST' });
      const before = { dishes: await dishCount(), outbox: await outboxCount() };
      for (const [token, code] of [
        [undefined, 'UNAUTHENTICATED'],
        [guest.token, 'FORBIDDEN'],
        [otherChef.token, 'FORBIDDEN'],
      ] as const) {
        const attempts = [
          await call(ADD, { rid: restaurantId, input: form() }, token),
          await call(UPDATE, { id: dishId, input: form({ name: 'Stolen' }) }, token),
          await call(STATUS, { id: dishId, s: 'INACTIVE' }, token),
          await call(DELETE, { id: dishId }, token),
        ];
        for (const { res } of attempts) expect(res.errors?.[0]?.extensions?.code).toBe(code);
      }
      const byOtherChefIntoOurs = await add(form(), otherChef.token, restaurantId);
      expect(byOtherChefIntoOurs.res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      const unknown = await call(UPDATE, { id: randomUUID(), input: form() }, chef.token);
      expect(unknown.res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect({ dishes: await dishCount(), outbox: await outboxCount() }).toEqual(before);
      const [row] = await query<{ name: string; status: string }>(
        db,
        `SELECT name, status FROM restaurants.dishes WHERE id = $1`,
        [dishId],
      );
      expect(row).toEqual({ name: 'Guarded dish', status: 'ACTIVE' });
    });
  });
});
