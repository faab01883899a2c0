import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MenuMessages as M } from '@hearth/contracts';
import { InProcessEventBus } from '@hearth/events';
import type { RunningSubgraph } from '@hearth/nest-common';
import { gql, query } from '../../../test/support/db.js';
import type { TestIssuer } from '../../../test/support/tokens.js';
import {
  addDish,
  establishRestaurant,
  publishChefInGoodStanding,
  startRestaurants,
  type User,
} from './support/subgraph.js';

const SAVE = `mutation($input: MenuInput!) { saveMenu(input: $input) { __typename
  ... on Menu { id restaurantId name dishIds dishes { id } }
  ... on ValidationError { errors { field message } } ... on ServerError { message } } }`;
const DELETE = `mutation($id: ID!) { deleteMenu(menuId: $id) { __typename ... on DeletedMenu { id } } }`;
const MENUS = `query($rid: ID!) { menus(restaurantId: $rid) { id name dishIds dishes { id } } }`;

interface Menu {
  __typename: string;
  id: string;
  name: string;
  dishIds: string[];
  dishes: Array<{ id: string }>;
  errors?: Array<{ field: string; message: string }>;
}

describe('restaurants subgraph: menus (list, create and update, the name and dish rule)', () => {
  let db: string;
  let svc: RunningSubgraph;
  let url: string;
  let issuer: TestIssuer;
  let chef: User;
  let otherChef: User;
  let restaurantId: string;
  let otherRestaurantId: string;
  const dishes: string[] = [];
  let foreignDish: string;
  const bus = new InProcessEventBus({
    retry: { maxAttempts: 2, initialBackoffMs: 10, maxBackoffMs: 10 },
  });

  /** `token` null = a visitor (no token); omitted = the chef. */
  const save = async (input: Record<string, unknown>, token: string | null = chef.token) => {
    const res = await gql<{ saveMenu: Menu }>(url, SAVE, { input }, token ?? undefined);
    return { res, r: res.data?.saveMenu };
  };
  const create = (over: Record<string, unknown> = {}) =>
    save({ action: 'CREATE', restaurantId, name: 'Regular', dishIds: dishes.slice(0, 2), ...over });
  const menuCount = async () =>
    Number((await query<{ c: string }>(db, `SELECT count(*) c FROM restaurants.menus`))[0]!.c);

  beforeAll(async () => {
    ({ db, svc, url, issuer } = await startRestaurants('hearth_test_restaurants_menus', bus));
    chef = await issuer.token({ role: 'CHEF' });
    otherChef = await issuer.token({ role: 'CHEF' });
    restaurantId = await establishRestaurant(url, chef.token, { name: 'Nonna Rosa' });
    otherRestaurantId = await establishRestaurant(url, otherChef.token, { name: 'Other Kitchen' });
    for (const name of ['Lasagna', 'Tiramisu', 'Minestrone'])
      dishes.push(await addDish(url, chef.token, restaurantId, name));
    foreignDish = await addDish(url, otherChef.token, otherRestaurantId, 'Foreign dish');
    // A public restaurant: anyone lists its menus (one that is not public shows none but to its
    // owner and admins).
    await publishChefInGoodStanding(bus, db, chef.id);
  }, 60_000);
  afterAll(async () => {
    await svc?.close();
    await bus.stop();
  });

  describe('menu rules: the message, and nothing written', () => {
    const cases: Array<[string, () => Record<string, unknown>, string, string]> = [
      ['name missing', () => ({ name: null }), 'name', M.nameRequired],
      ['name blank', () => ({ name: '   ' }), 'name', M.nameRequired],
      ['name too long', () => ({ name: 'x'.repeat(101) }), 'name', M.nameTooLong],
      ['dishes missing', () => ({ dishIds: null }), 'dishIds', M.nameRequired],
      ['no dishes', () => ({ dishIds: [] }), 'dishIds', M.nameRequired],
      ['another chef’s dish', () => ({ dishIds: [foreignDish] }), 'dishIds', M.dishNotInRestaurant],
      ['an unknown dish', () => ({ dishIds: [randomUUID()] }), 'dishIds', M.dishNotInRestaurant],
      ['not a dish id', () => ({ dishIds: ['lasagna'] }), 'dishIds.0', M.dishNotInRestaurant],
    ];
    it.each(cases)('%s', async (_name, over, field, message) => {
      const { res, r } = await create(over());
      expect(res.errors).toBeUndefined();
      expect(r!.__typename).toBe('ValidationError');
      expect(r!.errors).toContainEqual({ field, message });
      expect(await menuCount()).toBe(0);
    });
  });

  describe('create, update, read, delete', () => {
    let menu: Menu;

    it('CREATE stores the name and the dishes in the chef’s order (duplicates dropped)', async () => {
      const { r } = await create({
        name: '  Sunday menu ',
        dishIds: [dishes[1], dishes[0], dishes[1]],
      });
      expect(r).toMatchObject({
        __typename: 'Menu',
        restaurantId,
        name: 'Sunday menu',
        dishIds: [dishes[1], dishes[0]],
        dishes: [{ id: dishes[1] }, { id: dishes[0] }],
      });
      menu = r!;
      expect(await menuCount()).toBe(1);
    });

    it('UPDATE replaces name and dishes; a bad update changes nothing', async () => {
      const { r } = await save({
        action: 'UPDATE',
        menuId: menu.id,
        restaurantId,
        name: 'Weekday menu',
        dishIds: [dishes[2], dishes[0]],
      });
      expect(r).toMatchObject({
        id: menu.id,
        name: 'Weekday menu',
        dishIds: [dishes[2], dishes[0]],
      });
      const bad = await save({
        action: 'UPDATE',
        menuId: menu.id,
        restaurantId,
        name: '',
        dishIds: [dishes[1]],
      });
      expect(bad.r!.errors).toContainEqual({ field: 'name', message: M.nameRequired });
      const noId = await save({ action: 'UPDATE', restaurantId, name: 'x', dishIds: [dishes[1]] });
      expect(noId.r!.errors).toContainEqual({ field: 'menuId', message: M.menuIdRequired });
      const [row] = await query<{ name: string; dish_ids: string[] }>(
        db,
        `SELECT name, dish_ids FROM restaurants.menus WHERE id = $1`,
        [menu.id],
      );
      expect(row).toEqual({ name: 'Weekday menu', dish_ids: [dishes[2], dishes[0]] });
      expect(await menuCount()).toBe(1);
    });

    it('GetMenu is public; the public sees only ACTIVE dishes of a menu, the owner all but archived', async () => {
      await gql(
        url,
        `mutation($id: ID!) { setDishStatus(dishId: $id, status: INACTIVE) { __typename } }`,
        { id: dishes[2] },
        chef.token,
      );
      const pub = await gql<{ menus: Menu[] }>(url, MENUS, { rid: restaurantId });
      expect(pub.errors).toBeUndefined();
      expect(pub.data!.menus).toEqual([
        {
          id: menu.id,
          name: 'Weekday menu',
          dishIds: [dishes[2], dishes[0]],
          dishes: [{ id: dishes[0] }],
        },
      ]);
      const own = await gql<{ myRestaurant: { menus: Menu[] } }>(
        url,
        `{ myRestaurant { menus { id dishes { id } } } }`,
        {},
        chef.token,
      );
      expect(own.data!.myRestaurant.menus).toEqual([
        { id: menu.id, dishes: [{ id: dishes[2] }, { id: dishes[0] }] },
      ]);
      const none = await gql<{ menus: Menu[] }>(url, MENUS, { rid: otherRestaurantId });
      expect(none.data!.menus).toEqual([]);
    });

    it('a visitor is UNAUTHENTICATED, a guest and another chef FORBIDDEN; nothing changed', async () => {
      const guest = await issuer.token({ role: 'GUEST' });
      const update = {
        action: 'UPDATE',
        menuId: menu.id,
        restaurantId,
        name: 'Stolen',
        dishIds: [dishes[0]],
      };
      const before = await menuCount();
      for (const [token, code] of [
        [null, 'UNAUTHENTICATED'],
        [guest.token, 'FORBIDDEN'],
        [otherChef.token, 'FORBIDDEN'],
      ] as const) {
        const attempts = [
          (
            await save(
              { action: 'CREATE', restaurantId, name: 'Mine', dishIds: [dishes[0]] },
              token,
            )
          ).res,
          (await save(update, token)).res,
          await gql(url, DELETE, { id: menu.id }, token ?? undefined),
        ];
        for (const res of attempts) expect(res.errors?.[0]?.extensions?.code).toBe(code);
      }
      // Another chef cannot move this menu under their own restaurant either.
      const moved = await save(
        { ...update, restaurantId: otherRestaurantId, dishIds: [foreignDish] },
        otherChef.token,
      );
      expect(moved.res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      const [row] = await query<{ name: string; restaurant_id: string }>(
        db,
        `SELECT name, restaurant_id FROM restaurants.menus WHERE id = $1`,
        [menu.id],
      );
      expect(row).toEqual({ name: 'Weekday menu', restaurant_id: restaurantId });
      expect(await menuCount()).toBe(before);
    });

    it('deleteMenu removes the menu, not its dishes', async () => {
      const res = await gql<{ deleteMenu: { __typename: string; id: string } }>(
        url,
        DELETE,
        { id: menu.id },
        chef.token,
      );
      expect(res.data!.deleteMenu).toEqual({ __typename: 'DeletedMenu', id: menu.id });
      const left = await query(db, `SELECT 1 FROM restaurants.menus WHERE id = $1`, [menu.id]);
      expect(left).toHaveLength(0);
      const dishRows = await query(db, `SELECT 1 FROM restaurants.dishes WHERE id = ANY($1)`, [
        dishes,
      ]);
      expect(dishRows).toHaveLength(3);
    });
  });

  it('a restaurant that is not public: its menus and dishes are listed to its owner and admins only, also by reference', async () => {
    const admin = await issuer.token({ role: 'ADMIN' });
    const guest = await issuer.token({ role: 'GUEST' });
    const saved = await save(
      {
        action: 'CREATE',
        restaurantId: otherRestaurantId,
        name: 'Hidden menu',
        dishIds: [foreignDish],
      },
      otherChef.token,
    );
    expect(saved.r?.__typename).toBe('Menu');
    const menusFor = async (token?: string) =>
      (await gql<{ menus: Menu[] }>(url, MENUS, { rid: otherRestaurantId }, token)).data!.menus.map(
        (m) => m.name,
      );
    expect(await menusFor()).toEqual([]);
    expect(await menusFor(guest.token)).toEqual([]);
    expect(await menusFor(chef.token)).toEqual([]);
    expect(await menusFor(otherChef.token)).toEqual(['Hidden menu']);
    expect(await menusFor(admin.token)).toEqual(['Hidden menu']);
    const ENTITIES = `query($r: [_Any!]!) { _entities(representations: $r) { ... on Dish { id name } } }`;
    const reps = { r: [{ __typename: 'Dish', id: foreignDish }] };
    for (const token of [undefined, guest.token, chef.token]) {
      const res = await gql<{ _entities: unknown[] }>(url, ENTITIES, reps, token);
      expect(res.errors).toBeUndefined();
      expect(res.data!._entities).toEqual([null]);
    }
    for (const token of [otherChef.token, admin.token]) {
      const res = await gql<{ _entities: Array<{ id: string }> }>(url, ENTITIES, reps, token);
      expect(res.data!._entities[0]?.id).toBe(foreignDish);
    }
    // A public restaurant's ACTIVE dish resolves for a visitor.
    const open = await gql<{ _entities: Array<{ id: string }> }>(url, ENTITIES, {
      r: [{ __typename: 'Dish', id: dishes[0] }],
    });
    expect(open.data!._entities[0]?.id).toBe(dishes[0]);
  });
});
