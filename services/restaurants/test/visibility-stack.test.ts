/**
 * Public visibility end to end through the BUILT stack and the gateway: users publishes
 * `ChefApproved` and `BankDetailsAdded`, restaurants' `chef_standing` projection consumes them, and
 * only then does the restaurant show in the public list and at /restaurant/{slug}. Run
 * `node scripts/build.mjs --backend` first.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { RestaurantVisibilityMessages as V } from '@hearth/contracts';
import { eventually } from '../../../test/support/db.js';
import {
  ADD_BANK_DETAILS,
  UPDATE_RESTAURANT,
  bankDetailsInput,
  restaurantInput,
  type Account,
  type GatewayClient,
} from '../../../test/e2e/support/chef-setup.js';
import { startGatewayStack, type Stack } from './support/stack.js';
/** Own ports (gateway 31500, subgraphs 31501–31506), clear of the other stack tests. */
const BASE = 31_500;

const VIS = `id slug isHidden isPublic visibilityBlockers`;
const LIST = `{ restaurants(limit: 48) { items { id } } }`;
const BY_SLUG = `query GetRestaurantDetails($slug: String!) { restaurantBySlug(slug: $slug) { ${VIS} } }`;
const MINE = `{ myRestaurant { ${VIS} } }`;

interface Visibility {
  id: string;
  slug: string;
  isHidden: boolean;
  isPublic: boolean;
  visibilityBlockers: string[];
}

describe('public visibility through the gateway (chef Active + bank details + not hidden)', () => {
  let stack: Stack;
  let api: GatewayClient;
  let admin: Account;

  const listed = async (id: string) => {
    const res = await api.call<{ restaurants: { items: Array<{ id: string }> } }>(LIST);
    return res.data!.restaurants.items.some((r) => r.id === id);
  };
  const mine = async (chef: Account) =>
    (await api.call<{ myRestaurant: Visibility }>(MINE, {}, chef.token)).data!.myRestaurant;
  const bySlug = async (slug: string, token?: string) =>
    (await api.call<{ restaurantBySlug: Visibility | null }>(BY_SLUG, { slug }, token)).data!
      .restaurantBySlug;
  const addBank = (chef: Account) =>
    api.expect('BankDetails', ADD_BANK_DETAILS, { input: bankDetailsInput() }, chef.token);

  beforeAll(async () => {
    const started = await startGatewayStack('hearth_test_restaurants_visibility_stack', BASE);
    ({ stack, api } = started);
    admin = await api.createAdmin(started.databaseUrl);
  }, 300_000);
  afterAll(async () => {
    await stack?.stop();
  }, 60_000);

  it('bank details first, then approval: public only after both; visitors see it then', async () => {
    const { chef, restaurant } = await api.onboardChef(await api.signUp('CHEF', 'Rosa'), 'Rosa');
    expect(await mine(chef)).toMatchObject({
      isHidden: false,
      isPublic: false,
      visibilityBlockers: [V.chefNotApproved, V.bankDetailsMissing],
    });
    expect(await bySlug(restaurant.slug)).toBeNull();

    await addBank(chef);
    await eventually(async () => (await mine(chef)).visibilityBlockers.length === 1, 10_000);
    expect((await mine(chef)).visibilityBlockers).toEqual([V.chefNotApproved]);
    expect(await listed(restaurant.id)).toBe(false);

    const active = await api.approve(admin, chef);
    await eventually(() => listed(restaurant.id), 10_000);
    expect(await mine(active)).toMatchObject({ isPublic: true, visibilityBlockers: [] });
    expect(await bySlug(restaurant.slug)).toMatchObject({ id: restaurant.id, isPublic: true });
  }, 60_000);

  it('approval first, then bank details; hiding takes it out of the public list again', async () => {
    const o = await api.onboardChef(await api.signUp('CHEF', 'Ada'), 'Ada');
    const chef = await api.approve(admin, o.chef);
    await eventually(async () => (await mine(chef)).visibilityBlockers.length === 1, 10_000);
    expect((await mine(chef)).visibilityBlockers).toEqual([V.bankDetailsMissing]);
    expect(await bySlug(o.restaurant.slug)).toBeNull();
    expect(await bySlug(o.restaurant.slug, admin.token)).toMatchObject({ isPublic: false });

    await addBank(chef);
    await eventually(() => listed(o.restaurant.id), 10_000);

    await api.expect(
      'Restaurant',
      UPDATE_RESTAURANT,
      {
        id: o.restaurant.id,
        input: restaurantInput(
          'Ada’s Kitchen',
          await api.storeImage(chef, `restaurants/${chef.id}`),
        ),
        isHidden: true,
      },
      chef.token,
    );
    expect(await listed(o.restaurant.id)).toBe(false);
    expect(await bySlug(o.restaurant.slug)).toBeNull();
    expect(await mine(chef)).toMatchObject({ isPublic: false, visibilityBlockers: [V.hidden] });
  }, 60_000);
});
