/**
 * End to end through the BUILT stack (`scripts/lib/stack.mjs`: every subgraph in its worker
 * thread, thread-bridged event bus, the gateway with the composed supergraph; run
 * `node scripts/build.mjs --backend` first): a chef signs up, establishes a restaurant, and the
 * sessions subgraph — which learns owners only from `RestaurantEstablished` — lets the chef
 * schedule a cooking session for it. Before establishing, every create was FORBIDDEN.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DateTime } from 'luxon';
import { eventually, freshDatabase, gql } from '../../../test/support/db.js';
import { startStack } from '../../../scripts/lib/stack.mjs';

type Stack = Awaited<ReturnType<typeof startStack>>;
/** Own ports (gateway 31000, subgraphs 31001–31006), clear of the other stack tests. */
const BASE = 31_000;

const SIGN_UP = `mutation($input: SignUpInput!) { signUp(input: $input) {
  __typename ... on AuthSession { accessToken user { id } } } }`;
const ESTABLISH = `mutation($input: RestaurantInput!) { establishRestaurant(input: $input) {
  __typename ... on Restaurant { id slug timeZone }
  ... on ValidationError { errors { field message } } } }`;
const MINE = `{ myRestaurant { id slug } }`;
const CREATE_SESSION = `mutation($input: CookingSessionInput!) { createCookingSession(input: $input) {
  __typename ... on CookingSession { id restaurantId timeZone }
  ... on ValidationError { errors { field message } } } }`;

describe('end to end (built stack, gateway): establishRestaurant → createCookingSession', () => {
  let stack: Stack;
  let url: string;

  beforeAll(async () => {
    const databaseUrl = await freshDatabase('hearth_test_restaurants_kitchen_stack');
    stack = await startStack({ databaseUrl, basePort: BASE, logLevel: 'silent' });
    url = stack.gatewayUrl;
  }, 120_000);
  afterAll(async () => {
    await stack?.stop();
  }, 60_000);

  it('a chef can schedule sessions once the restaurant is established (sessions consumed the event)', async () => {
    const signUp = await gql<{ signUp: { __typename: string; accessToken: string } }>(
      url,
      SIGN_UP,
      {
        input: {
          email: `chef-${randomUUID()}@example.com`,
          password: 'Str0ng!Passw0rd',
          firstName: 'Rosa',
          lastName: 'Bianchi',
          role: 'CHEF',
        },
      },
    );
    expect(signUp.errors).toBeUndefined();
    expect(signUp.data!.signUp.__typename).toBe('AuthSession');
    const token = signUp.data!.signUp.accessToken;

    const day = DateTime.now().setZone('America/Toronto').plus({ days: 3 }).toISODate()!;
    const session = (restaurantId: string) =>
      gql<{ createCookingSession: { __typename: string; restaurantId?: string } }>(
        url,
        CREATE_SESSION,
        {
          input: {
            restaurantId,
            startDate: day,
            startTime: '17:00',
            endTime: '19:00',
            schedule: 'ONCE',
            leadTimeHours: 10,
            offersDelivery: true,
            offersPickup: false,
            dishes: [
              { dishId: randomUUID(), minQuantity: 1, maxQuantity: 8, portionSize: '1 tray' },
            ],
          },
        },
        token,
      );

    const established = await gql<{
      establishRestaurant: { __typename: string; id: string; slug: string; timeZone: string };
    }>(
      url,
      ESTABLISH,
      {
        input: {
          name: 'Rosa’s Kitchen',
          description: 'Lasagna and tiramisu',
          addressLine1: '1 Front St',
          province: 'ON',
          city: 'Toronto',
          country: 'Canada',
          postalCode: 'M5J 2X5',
          imageUrl: 'https://cdn.example.com/rosa.jpg',
          offersDelivery: true,
          offersPickup: false,
          deliveryRadiusKm: 8,
          baseDeliveryFeeCents: 500,
          cuisines: ['Italian'],
          instructions: ['Call on arrival'],
        },
      },
      token,
    );
    expect(established.errors).toBeUndefined();
    const restaurant = established.data!.establishRestaurant;
    expect(restaurant).toMatchObject({
      __typename: 'Restaurant',
      slug: 'rosa-s-kitchen',
      timeZone: 'America/Toronto',
    });

    const mine = await gql<{ myRestaurant: { id: string; slug: string } }>(url, MINE, {}, token);
    expect(mine.data!.myRestaurant).toEqual({ id: restaurant.id, slug: 'rosa-s-kitchen' });

    // The relay publishes, sessions projects the owner; until then a create is FORBIDDEN.
    const created = await eventually(async () => {
      const res = await session(restaurant.id);
      return res.data?.createCookingSession ? res : null;
    }, 15_000);
    expect(created.errors).toBeUndefined();
    expect(created.data!.createCookingSession).toMatchObject({
      __typename: 'CookingSession',
      restaurantId: restaurant.id,
    });

    // An unknown (never established) restaurant is still FORBIDDEN.
    const unknown = await session(randomUUID());
    expect(unknown.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  }, 60_000);
});
