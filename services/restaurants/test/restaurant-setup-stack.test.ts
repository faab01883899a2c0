/**
 * End to end through the BUILT stack (`scripts/lib/stack.mjs`: every subgraph in its worker
 * thread, thread-bridged event bus, the gateway with the composed supergraph; run
 * `node scripts/build.mjs --backend` first): a chef signs up, establishes a restaurant, and the
 * sessions subgraph — which learns owners only from `RestaurantEstablished` — lets the chef
 * schedule a cooking session for it with one of its dishes (sessions learns dishes from
 * `DishChanged`). Before establishing, every create was FORBIDDEN.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  CREATE_COOKING_SESSION,
  cookingSessionInput,
  type GatewayClient,
} from '../../../test/e2e/support/chef-setup.js';
import { startGatewayStack, type Stack } from './support/stack.js';

/** Own ports (gateway 31000, subgraphs 31001–31006), clear of the other stack tests. */
const BASE = 31_000;

const MINE = `{ myRestaurant { id slug } }`;

describe('end to end (built stack, gateway): establishRestaurant → createCookingSession', () => {
  let stack: Stack;
  let api: GatewayClient;
  let databaseUrl: string;

  beforeAll(async () => {
    ({ stack, api, databaseUrl } = await startGatewayStack(
      'hearth_test_restaurants_kitchen_stack',
      BASE,
    ));
  }, 300_000);
  afterAll(async () => {
    await stack?.stop();
  }, 60_000);

  it('a chef can schedule sessions once the restaurant is established (sessions consumed the event)', async () => {
    const signedUp = await api.signUp('CHEF');
    const restaurant = await api.establishRestaurant(signedUp, 'Rosa’s Kitchen');
    // Sessions lets only an Active chef schedule: finish the wizard and have an admin approve.
    const chef = await api.activate(await api.createAdmin(databaseUrl), signedUp);
    expect(restaurant).toMatchObject({ slug: 'rosa-s-kitchen', timeZone: 'America/Toronto' });

    const mine = await api.call<{ myRestaurant: { id: string; slug: string } }>(
      MINE,
      {},
      chef.token,
    );
    expect(mine.data!.myRestaurant).toEqual({ id: restaurant.id, slug: 'rosa-s-kitchen' });

    const dish = await api.addDish(chef, restaurant.id);

    // The relay publishes, sessions projects the owner and the dish; until then a create is
    // FORBIDDEN (owner unknown) or refused (dish unknown): `createSession` retries.
    const session = await api.createSession(chef, cookingSessionInput(restaurant.id, dish.id));
    expect(session).toMatchObject({ __typename: 'CookingSession', restaurantId: restaurant.id });

    // An unknown (never established) restaurant is still FORBIDDEN.
    const unknown = cookingSessionInput(randomUUID(), dish.id);
    expect(await api.errorCode(CREATE_COOKING_SESSION, { input: unknown }, chef.token)).toBe(
      'FORBIDDEN',
    );
  }, 60_000);
});
