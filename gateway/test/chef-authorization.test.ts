/**
 * Authorization through the gateway (roles Guest, Chef and Admin; ownership is checked in the
 * service that owns the data): another chef, a guest and a visitor cannot change this
 * chef's user, restaurant, dishes (and their images), menus, cooking sessions or bank details, nor
 * read the bank details or the restaurant's street address; only admins approve or reject chefs.
 *
 * Each case asserts what a client sees (the GraphQL error code, or that the change landed on the
 * caller's own data) AND reads the owner's data back as the owner to prove nothing changed.
 * Runs the BUILT stack (`node scripts/build.mjs --backend` first) on its own database and ports.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CookingSessionMessages, MenuMessages } from '@hearth/contracts';
import { eventually, freshDatabase } from '../../test/support/db.js';
import { startStack } from '../../scripts/lib/stack.mjs';
import { sharedStack } from '../../test/support/shared-platform.js';
import { GATEWAY_ENGINES, startEngine } from './support/engines.js';
import {
  ADD_BANK_DETAILS,
  ADD_DISH,
  APPROVE_CHEF,
  CREATE_COOKING_SESSION,
  DELETE_DISH,
  DELETE_MENU,
  GET_BANK_DETAILS,
  GET_COOKING_SESSIONS,
  GET_USER,
  GatewayClient,
  MY_KITCHEN,
  MY_RESTAURANT,
  REJECT_CHEF,
  SAVE_MENU,
  SET_DISH_STATUS,
  UPDATE_CHEF_PROFILE,
  UPDATE_COOKING_SESSION,
  UPDATE_DISH,
  UPDATE_RESTAURANT,
  bankDetailsInput,
  chefCredentials,
  chefGeneral,
  cookingSessionInput,
  dishInput,
  restaurantInput,
  type Account,
  type DishPayload,
  type RestaurantPayload,
  type SessionPayload,
} from '../../test/e2e/support/chef-setup.js';

type Stack = Pick<Awaited<ReturnType<typeof startStack>>, 'gatewayUrl' | 'serviceUrls' | 'stop'>;
/** Own ports (gateway 27600, subgraphs 27601–27606, one gateway per engine from 27607): clear of
 * the other stack tests and below the kernel's ephemeral range (32768+), so no outgoing
 * connection can hold one. */
const BASE = 27_600;
const DISH_UPLOAD = `mutation($f: String!, $r: ID!) { createDishImageUpload(fileName: $f, restaurantId: $r) {
  __typename ... on SignedUpload { image } } }`;

/** Who tries: another chef (ACTIVE, with a restaurant of their own), a guest, a visitor. */
type Intruder = 'another chef' | 'a guest' | 'a visitor';
const INTRUDERS: Intruder[] = ['another chef', 'a guest', 'a visitor'];
/** The error a role-guarded chef operation gives each intruder. */
const REFUSAL: Record<Intruder, string> = {
  'another chef': 'FORBIDDEN',
  'a guest': 'FORBIDDEN',
  'a visitor': 'UNAUTHENTICATED',
};

describe('chef authorization through the gateway', () => {
  let stack: Stack;
  let databaseUrl: string;

  beforeAll(async () => {
    // The worker's shared platform on a fresh database when it can serve (ADR 0020), else our own.
    const shared = await sharedStack();
    databaseUrl =
      shared?.databaseUrl ?? (await freshDatabase('hearth_test_gateway_chef_authorization'));
    stack = shared ?? (await startStack({ databaseUrl, basePort: BASE, logLevel: 'silent' }));
  }, 300_000); // may start the worker's shared platform (ADR 0020)

  afterAll(async () => {
    await stack?.stop();
  }, 60_000);

  describe.each(GATEWAY_ENGINES.map((engine, i) => [engine, i] as const))(
    '%s engine',
    (engine, i) => {
      let gateway: Awaited<ReturnType<typeof startEngine>>;
      let api: GatewayClient;
      let admin: Account;
      let owner: Account;
      let other: Account;
      let guest: Account;
      let restaurant: RestaurantPayload;
      let otherRestaurant: RestaurantPayload;
      let session: SessionPayload;
      let dish: DishPayload;
      let menu: { id: string };
      const tokenOf = (who: Intruder) =>
        who === 'another chef' ? other.token : who === 'a guest' ? guest.token : undefined;

      /** Everything of the owner's that the intruders aim at, read back as the owner. */
      const ownerState = async () => {
        const [me, mine, kitchen, bank, sessions] = await Promise.all([
          api.call(GET_USER, {}, owner.token),
          api.call(MY_RESTAURANT, {}, owner.token),
          api.call<{ myRestaurant: object }>(MY_KITCHEN, {}, owner.token),
          api.call(GET_BANK_DETAILS, {}, owner.token),
          api.call(GET_COOKING_SESSIONS, { restaurantId: restaurant.id }, owner.token),
        ]);
        for (const res of [me, mine, kitchen, bank, sessions]) expect(res.errors).toBeUndefined();
        return {
          ...me.data,
          ...mine.data,
          kitchen: kitchen.data!.myRestaurant,
          ...bank.data,
          ...sessions.data,
        };
      };
      let before: Awaited<ReturnType<typeof ownerState>>;

      beforeAll(async () => {
        gateway = await startEngine(engine, stack.serviceUrls, BASE + 7 + i);
        api = new GatewayClient(gateway.url);
        admin = await api.createAdmin(databaseUrl);

        const o = await api.onboardChef(await api.signUp('CHEF', 'Rosa'), 'Rosa');
        owner = await api.approve(admin, o.chef);
        restaurant = o.restaurant;
        await api.expect(
          'BankDetails',
          ADD_BANK_DETAILS,
          { input: bankDetailsInput() },
          owner.token,
        );
        dish = await api.addDish(owner, restaurant.id);
        menu = await api.createMenu(owner, restaurant.id, 'Sunday lunch', [dish.id]);
        session = await api.createSession(owner, cookingSessionInput(restaurant.id, dish.id));

        const x = await api.onboardChef(await api.signUp('CHEF', 'Mallory'), 'Mallory');
        other = await api.approve(admin, x.chef);
        otherRestaurant = x.restaurant;
        // The other chef may schedule for their OWN restaurant (so FORBIDDEN below is about ownership).
        const otherDish = await api.addDish(other, otherRestaurant.id, dishInput('Mallory’s pie'));
        await api.createSession(other, cookingSessionInput(otherRestaurant.id, otherDish.id));
        guest = await api.signUp('GUEST', 'Gus');

        before = await ownerState();
        expect(before).toMatchObject({
          me: { status: 'ACTIVE', firstName: 'Rosa', hasBankDetails: true },
          myRestaurant: { id: restaurant.id, name: 'Rosa’s Kitchen', isHidden: false },
          kitchen: {
            dishes: [{ id: dish.id, status: 'ACTIVE', name: 'Lasagna al forno' }],
            menus: [{ id: menu.id, name: 'Sunday lunch', dishIds: [dish.id] }],
          },
          bankDetails: { accountName: 'Rosa Bianchi', accountNumberLast4: '7890' },
          cookingSessions: [{ id: session.id, startTime: '17:00' }],
        });
      }, 120_000);

      afterAll(async () => {
        await gateway?.close();
      }, 30_000);

      describe.each(INTRUDERS)('%s', (who) => {
        it('cannot change the chef’s user (updateChefProfile acts only on the caller)', async () => {
          // The other chef's own chef image, so their save is valid and lands on their profile.
          const image = await api.storeImage(other, `profiles/${other.id}`);
          const input = { general: chefGeneral('Hacked', image), credentials: chefCredentials() };
          const res = await api.call<{ updateChefProfile: { __typename: string; id: string } }>(
            UPDATE_CHEF_PROFILE,
            { input },
            tokenOf(who),
          );
          if (who === 'another chef') {
            // There is no way to name another user: the save lands on the caller's own profile.
            expect(res.data!.updateChefProfile).toMatchObject({ __typename: 'User', id: other.id });
          } else {
            expect(res.errors?.[0]?.extensions?.['code']).toBe(REFUSAL[who]);
          }
          expect(await ownerState()).toEqual(before);
        });

        it('cannot update the chef’s restaurant (nor hide or show it)', async () => {
          const input = restaurantInput('Mallory’s Takeover');
          const code = await api.errorCode(
            UPDATE_RESTAURANT,
            { id: restaurant.id, input, isHidden: true },
            tokenOf(who),
          );
          expect(code).toBe(REFUSAL[who]);
          expect(await ownerState()).toEqual(before);
        });

        it('cannot add a dish to the chef’s restaurant', async () => {
          const input = dishInput('Intruder’s dish');
          const code = await api.errorCode(
            ADD_DISH,
            { restaurantId: restaurant.id, input },
            tokenOf(who),
          );
          expect(code).toBe(REFUSAL[who]);
          expect(await ownerState()).toEqual(before);
        });

        it('cannot edit, deactivate, archive or delete the chef’s dish', async () => {
          const token = tokenOf(who);
          const input = dishInput('Renamed by intruder', 10);
          expect(await api.errorCode(UPDATE_DISH, { id: dish.id, input }, token)).toBe(
            REFUSAL[who],
          );
          for (const status of ['INACTIVE', 'ARCHIVED'])
            expect(await api.errorCode(SET_DISH_STATUS, { id: dish.id, status }, token)).toBe(
              REFUSAL[who],
            );
          expect(await api.errorCode(DELETE_DISH, { id: dish.id }, token)).toBe(REFUSAL[who]);
          expect(await ownerState()).toEqual(before);
        });

        it('cannot create, change or delete the chef’s menus', async () => {
          const token = tokenOf(who);
          const create = {
            action: 'CREATE',
            restaurantId: restaurant.id,
            name: 'Intruder menu',
            dishIds: [dish.id],
          };
          expect(await api.errorCode(SAVE_MENU, { input: create }, token)).toBe(REFUSAL[who]);
          const update = { ...create, action: 'UPDATE', menuId: menu.id, dishIds: [] as string[] };
          expect(
            await api.errorCode(SAVE_MENU, { input: { ...update, dishIds: [dish.id] } }, token),
          ).toBe(REFUSAL[who]);
          expect(await api.errorCode(DELETE_MENU, { id: menu.id }, token)).toBe(REFUSAL[who]);
          expect(await ownerState()).toEqual(before);
        });

        it('cannot ask for an upload URL for the chef’s dish images', async () => {
          const code = await api.errorCode(
            DISH_UPLOAD,
            { f: 'lasagna.jpg', r: restaurant.id },
            tokenOf(who),
          );
          expect(code).toBe(REFUSAL[who]);
        });

        it('cannot schedule a cooking session for the chef’s restaurant', async () => {
          const input = cookingSessionInput(restaurant.id, randomUUID(), { daysAhead: 5 });
          const code = await api.errorCode(CREATE_COOKING_SESSION, { input }, tokenOf(who));
          expect(code).toBe(REFUSAL[who]);
          expect(await ownerState()).toEqual(before);
        });

        it('cannot edit the chef’s cooking session', async () => {
          const input = {
            ...cookingSessionInput(restaurant.id),
            startTime: '09:00',
            endTime: '10:00',
          };
          const code = await api.errorCode(
            UPDATE_COOKING_SESSION,
            { id: session.id, input },
            tokenOf(who),
          );
          expect(code).toBe(REFUSAL[who]);
          expect(await ownerState()).toEqual(before);
        });

        it('sees the chef’s public restaurant without its street address or owner-only reasons', async () => {
          const READ = `query($id: ID!) { restaurant(id: $id) {
        id name address { addressLine1 } visibilityBlockers } }`;
          // Public once restaurants has seen ChefApproved and BankDetailsAdded (events).
          const res = await eventually(async () => {
            const r = await api.call<{ restaurant: object | null }>(
              READ,
              { id: restaurant.id },
              tokenOf(who),
            );
            return r.data?.restaurant ? r : null;
          }, 15_000);
          // No address reaches anyone but the owner: null, and no error (a visitor included).
          expect(res.errors).toBeUndefined();
          expect(res.data!.restaurant).toEqual({
            id: restaurant.id,
            name: 'Rosa’s Kitchen',
            address: null,
            visibilityBlockers: [],
          });
          // The owner does see the address.
          const mine = await api.call<{ restaurant: { address: unknown } }>(
            READ,
            { id: restaurant.id },
            owner.token,
          );
          expect(mine.data!.restaurant.address).toEqual({ addressLine1: '1 Front St W' });
        });

        it('cannot read the chef’s bank details', async () => {
          const res = await api.call<{ bankDetails: unknown }>(GET_BANK_DETAILS, {}, tokenOf(who));
          if (who === 'another chef') {
            // GetBankDetails answers with the caller's own details: this chef has none.
            expect(res.errors).toBeUndefined();
            expect(res.data!.bankDetails).toBeNull();
          } else {
            expect(res.errors?.[0]?.extensions?.['code']).toBe(REFUSAL[who]);
            expect(res.data?.bankDetails ?? null).toBeNull();
          }
        });

        it('cannot change the chef’s bank details (addBankDetails acts only on the caller)', async () => {
          const input = bankDetailsInput('Mallory', '9999999999');
          const res = await api.call<{ addBankDetails: { __typename: string } }>(
            ADD_BANK_DETAILS,
            { input },
            tokenOf(who),
          );
          if (who === 'another chef') {
            expect(res.data!.addBankDetails).toMatchObject({
              __typename: 'BankDetails',
              accountName: 'Mallory',
            });
          } else {
            expect(res.errors?.[0]?.extensions?.['code']).toBe(REFUSAL[who]);
          }
          expect(await ownerState()).toEqual(before);
        });
      });

      it('another chef cannot reach the chef’s menu or dishes through their own restaurant', async () => {
        // UPDATE the chef's menu while naming their own restaurant: FORBIDDEN.
        const update = {
          action: 'UPDATE',
          menuId: menu.id,
          restaurantId: otherRestaurant.id,
          name: 'Stolen',
          dishIds: [dish.id],
        };
        expect(await api.errorCode(SAVE_MENU, { input: update }, other.token)).toBe('FORBIDDEN');
        // A menu of their own restaurant cannot list the chef's dish (a ValidationError, no menu).
        const res = await api.call<{ saveMenu: { __typename: string; errors?: unknown[] } }>(
          SAVE_MENU,
          { input: { ...update, action: 'CREATE', menuId: null } },
          other.token,
        );
        expect(res.data!.saveMenu).toMatchObject({
          __typename: 'ValidationError',
          errors: [{ field: 'dishIds', message: MenuMessages.dishNotInRestaurant }],
        });
        const theirs = await api.call<{ myRestaurant: { menus: unknown[] } }>(
          MY_KITCHEN,
          {},
          other.token,
        );
        expect(theirs.data!.myRestaurant.menus).toEqual([]);
        expect(await ownerState()).toEqual(before);
      });

      it('another chef cannot sell the chef’s dish in a session of their own restaurant', async () => {
        const input = cookingSessionInput(otherRestaurant.id, dish.id, { daysAhead: 6 });
        const res = await api.call<{ createCookingSession: { __typename: string } }>(
          CREATE_COOKING_SESSION,
          { input },
          other.token,
        );
        expect(res.data!.createCookingSession).toEqual({
          __typename: 'ValidationError',
          errors: [{ field: 'dishes.0.dishId', message: CookingSessionMessages.dishNotAvailable }],
        });
        const theirs = await api.call<{ cookingSessions: unknown[] }>(
          GET_COOKING_SESSIONS,
          { restaurantId: otherRestaurant.id },
          other.token,
        );
        expect(theirs.data!.cookingSessions).toHaveLength(1); // only the one made in beforeAll
      });

      it('another chef cannot move the chef’s session to their own restaurant', async () => {
        const input = cookingSessionInput(otherRestaurant.id);
        const code = await api.errorCode(
          UPDATE_COOKING_SESSION,
          { id: session.id, input },
          other.token,
        );
        expect(code).toBe('FORBIDDEN');
        expect(await ownerState()).toEqual(before);
      });

      describe('only admins approve or reject chefs', () => {
        let applicant: Account;
        const statusOf = async (account: Account) =>
          (await api.call<{ me: { status: string } }>(GET_USER, {}, account.token)).data!.me.status;

        beforeAll(async () => {
          applicant = (await api.onboardChef(await api.signUp('CHEF', 'Penny'), 'Penny')).chef;
        }, 30_000);

        it.each([
          ['the applicant herself', 'FORBIDDEN'],
          ['another (active) chef', 'FORBIDDEN'],
          ['a guest', 'FORBIDDEN'],
          ['a visitor', 'UNAUTHENTICATED'],
        ])('%s gets %s and the application stays PENDING', async (who, expected) => {
          const token =
            who === 'the applicant herself'
              ? applicant.token
              : who === 'another (active) chef'
                ? owner.token
                : who === 'a guest'
                  ? guest.token
                  : undefined;
          expect(await api.errorCode(APPROVE_CHEF, { id: applicant.id }, token)).toBe(expected);
          expect(
            await api.errorCode(REJECT_CHEF, { id: applicant.id, reason: 'Not good' }, token),
          ).toBe(expected);
          expect(await statusOf(applicant)).toBe('PENDING');
        });

        it('an admin can reject, and approve another application', async () => {
          const rejected = await api.expect<{ status: string }>(
            'User',
            REJECT_CHEF,
            { id: applicant.id, reason: 'Please upload a readable certificate' },
            admin.token,
          );
          expect(rejected.status).toBe('REJECTED');
          expect(await statusOf(applicant)).toBe('REJECTED');

          const next = (await api.onboardChef(await api.signUp('CHEF', 'Quinn'), 'Quinn')).chef;
          const approved = await api.expect<{ status: string }>(
            'User',
            APPROVE_CHEF,
            { id: next.id },
            admin.token,
          );
          expect(approved.status).toBe('ACTIVE');
        });
      });
    },
  );
});
