/**
 * End to end through the BUILT stack and the gateway (`scripts/lib/stack.mjs`; run
 * `node scripts/build.mjs --backend` first): a chef adds dishes with ingredients, sees the dish
 * form's messages through the gateway, builds a menu, schedules a cooking session with one dish —
 * the sessions subgraph publishes `CookingSessionScheduled`, restaurants projects it — and then
 * that dish cannot be deleted (only archived), while a dish in no session can.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DishMessages as D, IngredientMessages as I, MenuMessages as M } from '@hearth/contracts';
import { eventually } from '../../../test/support/db.js';
import {
  ADD_DISH,
  DELETE_DISH,
  SAVE_MENU,
  SET_DISH_STATUS,
  cookingSessionInput,
  dishInput,
  type GatewayClient,
} from '../../../test/e2e/support/chef-setup.js';
import { startGatewayStack, type Stack } from './support/stack.js';

/** Own ports (gateway 31700, subgraphs 31701–31706), clear of the other stack tests. */
const BASE = 31_700;

const MINE = `{ myRestaurant { dishes(includeArchived: true) { id status isDeletable }
  menus { name dishes { id } } } }`;

type Errors = { errors: Array<{ field: string; message: string }> };
type Mine = {
  myRestaurant: {
    dishes: Array<{ id: string; status: string; isDeletable: boolean }>;
    menus: Array<{ name: string; dishes: Array<{ id: string }> }>;
  };
};

describe('end to end (built stack, gateway): dishes, menus and the delete rule', () => {
  let stack: Stack;
  let api: GatewayClient;
  let databaseUrl: string;

  beforeAll(async () => {
    ({ stack, api, databaseUrl } = await startGatewayStack(
      'hearth_test_restaurants_dishes_stack',
      BASE,
    ));
  }, 300_000);
  afterAll(async () => {
    await stack?.stop();
  }, 60_000);

  it('a dish in an upcoming session cannot be deleted, only archived; the rules answer through the gateway', async () => {
    const signedUp = await api.signUp('CHEF');
    const { id: rid } = await api.establishRestaurant(signedUp, 'Rosa’s Kitchen');
    // Sessions lets only an Active chef schedule: finish the wizard and have an admin approve.
    const chef = await api.activate(await api.createAdmin(databaseUrl), signedUp);
    const mine = async () => (await api.call<Mine>(MINE, {}, chef.token)).data!.myRestaurant;

    // The contract's messages, word for word, through the gateway.
    const bad = await api.expect<Errors>(
      'ValidationError',
      ADD_DISH,
      {
        restaurantId: rid,
        input: {
          ...dishInput('Sunday Lasagna', 5, []),
          ingredients: [{ name: '', quantity: null, unit: '', notes: 'ab' }],
        },
      },
      chef.token,
    );
    expect(bad.errors).toEqual([
      { field: 'imageUrls', message: D.mainImageRequired },
      { field: 'priceCents', message: D.costRange },
      { field: 'ingredients.0.name', message: I.nameRequired },
      { field: 'ingredients.0.quantity', message: I.quantityRequired },
      { field: 'ingredients.0.unit', message: I.unitRequired },
      { field: 'ingredients.0.notes', message: I.notesTooShort },
    ]);
    const noMenuName = await api.expect<Errors>(
      'ValidationError',
      SAVE_MENU,
      { input: { action: 'CREATE', restaurantId: rid, name: '', dishIds: [] } },
      chef.token,
    );
    expect(noMenuName.errors).toEqual([
      { field: 'name', message: M.nameRequired },
      { field: 'dishIds', message: M.nameRequired },
    ]);

    const scheduledDish = await api.addDish(chef, rid, dishInput('Sunday Lasagna'));
    expect(scheduledDish).toMatchObject({
      status: 'ACTIVE',
      ingredients: dishInput().ingredients,
    });
    const freeDish = await api.addDish(chef, rid, dishInput('Tiramisu'));
    await api.createMenu(chef, rid, 'Sunday lunch', [scheduledDish.id, freeDish.id]);

    // Sessions learns the restaurant and its dishes from events: `createSession` retries until
    // it accepts.
    await api.createSession(chef, cookingSessionInput(rid, scheduledDish.id));

    // Restaurants learns the session from CookingSessionScheduled.
    await eventually(
      async () =>
        (await mine()).dishes.find((d) => d.id === scheduledDish.id)?.isDeletable === false,
      15_000,
    );
    const refused = await api.call<{ deleteDish: unknown }>(
      DELETE_DISH,
      { id: scheduledDish.id },
      chef.token,
    );
    expect(refused.data!.deleteDish).toEqual({
      __typename: 'ValidationError',
      errors: [{ field: '_', message: D.inUpcomingSession }],
    });
    const archived = await api.expect<{ status: string }>(
      'Dish',
      SET_DISH_STATUS,
      { id: scheduledDish.id, status: 'ARCHIVED' },
      chef.token,
    );
    expect(archived.status).toBe('ARCHIVED');
    const deleted = await api.call<{ deleteDish: unknown }>(
      DELETE_DISH,
      { id: freeDish.id },
      chef.token,
    );
    expect(deleted.data!.deleteDish).toEqual({ __typename: 'DeletedDish', id: freeDish.id });

    const after = await mine();
    expect(after.dishes).toEqual([
      { id: scheduledDish.id, status: 'ARCHIVED', isDeletable: false },
    ]);
    // The archived dish stays in the menu's ids but the owner's menu view leaves it out.
    expect(after.menus).toEqual([{ name: 'Sunday lunch', dishes: [] }]);
  }, 90_000);
});
