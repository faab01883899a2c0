import 'reflect-metadata';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { InProcessEventBus, Topics } from '@hearth/events';
import { AccountMessages, DietaryProfileMessages } from '@hearth/contracts';
import { startSubgraph, type RunningSubgraph } from '@hearth/nest-common';
import { usersSubgraph } from '../src/subgraph.js';
import { eventually, freshDatabase, gql, query } from '../../../test/support/db.js';
import { orderEndedEvent, orderPlacedEvent } from '../../../test/support/order-events.js';

const SIGN_UP = `mutation($input: SignUpInput!) { signUp(input: $input) {
  __typename ... on AuthSession { accessToken user { id } } } }`;
const UPDATE_ACCOUNT = `mutation($input: AccountDetailsInput!) { updateAccount(input: $input) {
  __typename } }`;
/** How the gateway asks users for a `User` another subgraph referenced (`Order.guest`). */
const ENTITY = (fields: string) => `query($id: ID!) {
  _entities(representations: [{ __typename: "User", id: $id }]) { ... on User { id ${fields} } } }`;

interface Account {
  id: string;
  token: string;
}

/**
 * The guest on an order (ADR 0010): a `User` referenced from orders shows its name and phone
 * (`contact`) to the chefs the guest placed an order with (learnt from `OrderPlaced`), to the
 * guest and to admins — never to another chef or guest — and its e-mail to the guest only.
 */
describe('users: who reads a guest’s name and phone', () => {
  let db: string;
  let svc: RunningSubgraph;
  let url: string;
  const bus = new InProcessEventBus();
  let guest: Account;
  let chef: Account;
  let otherChef: Account;
  let otherGuest: Account;

  const signUp = async (role: 'GUEST' | 'CHEF', firstName: string, lastName: string) => {
    const res = await gql<{ signUp: { accessToken: string; user: { id: string } } }>(
      url,
      SIGN_UP,
      {
        input: {
          email: `contact.${randomUUID()}@example.com`,
          password: 'hunter22',
          firstName,
          lastName,
          role,
        },
      },
      undefined,
      { 'x-client-ip': `contact-${randomUUID()}` },
    );
    return { token: res.data!.signUp.accessToken, id: res.data!.signUp.user.id };
  };
  const entity = (fields: string, id: string, token: string | undefined) =>
    gql<{ _entities: Array<Record<string, unknown> | null> }>(url, ENTITY(fields), { id }, token);
  const orderPlaced = (guestId: string, chefId: string) => orderPlacedEvent({ guestId, chefId });
  const links = () =>
    query<{ chefId: string; guestId: string }>(
      db,
      `SELECT chef_id AS "chefId", guest_id AS "guestId" FROM users.chef_guests`,
    );

  beforeAll(async () => {
    db = await freshDatabase(`hearth_test_users_contact_${process.env.JEST_WORKER_ID ?? '1'}`);
    svc = await startSubgraph(usersSubgraph(), {
      config: { databaseUrl: db, port: 0, logLevel: 'silent' },
      bus,
    });
    url = `${svc.url}/graphql`;
    guest = await signUp('GUEST', 'Maya', 'Okafor');
    otherGuest = await signUp('GUEST', 'Ben', 'Tremblay');
    chef = await signUp('CHEF', 'Carl', 'Brown');
    otherChef = await signUp('CHEF', 'Dana', 'Reyes');
    const saved = await gql<{ updateAccount: { __typename: string } }>(
      url,
      UPDATE_ACCOUNT,
      { input: { firstName: 'Maya', lastName: 'Okafor', phone: '416 555 0101' } },
      guest.token,
    );
    expect(saved.data?.updateAccount.__typename).toBe('User');
  }, 60_000);
  afterAll(async () => {
    await svc?.close();
    await bus.stop();
  });

  it('before the guest orders from a chef, that chef reads nothing: the reference resolves to null', async () => {
    for (const field of ['contact { firstName }', 'firstName', 'lastName', 'email', 'role']) {
      const res = await entity(field, guest.id, chef.token);
      expect(res.errors).toBeUndefined();
      expect(res.data!._entities).toEqual([null]);
    }
  });

  it('after OrderPlaced the order’s chef reads the name and phone, never the e-mail; once per event', async () => {
    const placed = orderPlaced(guest.id, chef.id);
    await bus.publish(Topics.orders, [placed, placed]);
    await eventually(async () => (await links()).length === 1);
    await bus.publish(Topics.orders, [orderPlaced(guest.id, chef.id)]);
    await eventually(async () => {
      const [row] = await query<{ n: number }>(
        db,
        `SELECT count(*)::int AS n FROM users.inbox WHERE consumer = 'users.on-order-placed'`,
      );
      return row?.n === 2;
    });
    expect(await links()).toEqual([{ chefId: chef.id, guestId: guest.id }]);

    const res = await entity(
      'firstName lastName contact { firstName lastName phone }',
      guest.id,
      chef.token,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!._entities).toEqual([
      {
        id: guest.id,
        firstName: 'Maya',
        lastName: 'Okafor',
        contact: { firstName: 'Maya', lastName: 'Okafor', phone: '416 555 0101' },
      },
    ]);
    expect((await entity('email', guest.id, chef.token)).errors?.[0]?.extensions?.code).toBe(
      'FORBIDDEN',
    );
  });

  it('a page of references (a chef’s orders’ guests) answers each one in its place', async () => {
    // One `_entities` call for several users, as the gateway sends for a page of orders: the
    // users are read in one batch and each answer stays at its reference's position.
    const ids = [guest.id, otherGuest.id, randomUUID(), guest.id];
    const res = await gql<{ _entities: Array<Record<string, unknown> | null> }>(
      url,
      `query($reps: [_Any!]!) { _entities(representations: $reps) {
         ... on User { id contact { firstName } } } }`,
      { reps: ids.map((id) => ({ __typename: 'User', id })) },
      chef.token,
    );
    expect(res.errors).toBeUndefined();
    const maya = { id: guest.id, contact: { firstName: 'Maya' } };
    expect(res.data!._entities).toEqual([maya, null, null, maya]);
  });

  it('another chef, another guest and a visitor still read nothing of the guest', async () => {
    for (const token of [otherChef.token, otherGuest.token]) {
      const res = await entity('contact { firstName phone }', guest.id, token);
      expect(res.data!._entities).toEqual([null]);
      const status = await entity('firstName role status', guest.id, token);
      expect(status.data!._entities).toEqual([null]);
    }
    // A visitor is not even answered the reference.
    const visitor = await entity('contact { firstName phone }', guest.id, undefined);
    expect(visitor.data?._entities ?? [null]).toEqual([null]);
    expect(JSON.stringify(visitor)).not.toContain('Maya');
    // The link is one way: the guest's chef does not see other guests.
    const res = await entity('contact { firstName }', otherGuest.id, chef.token);
    expect(res.data!._entities).toEqual([null]);
  });

  it('the guest reads their own contact and e-mail, by reference and as `me`', async () => {
    const res = await entity('email contact { phone }', guest.id, guest.token);
    expect(res.errors).toBeUndefined();
    expect(res.data!._entities[0]).toMatchObject({ contact: { phone: '416 555 0101' } });
    const me = await gql<{ me: Record<string, unknown> }>(
      url,
      `{ me { firstName email contact { lastName } } }`,
      {},
      guest.token,
    );
    expect(me.errors).toBeUndefined();
    expect(me.data!.me).toMatchObject({ firstName: 'Maya', contact: { lastName: 'Okafor' } });
  });

  it('an order in progress keeps its guest and its chef from deleting their account until it ends', async () => {
    const DELETE = `mutation($input: DeleteAccountInput!) { deleteAccount(input: $input) {
      __typename ... on ValidationError { errors { field message } } } }`;
    const remove = async (account: Account) =>
      (
        await gql<{ deleteAccount: Record<string, unknown> }>(
          url,
          DELETE,
          { input: { password: 'hunter22' } },
          account.token,
          { 'x-client-ip': `delete-${randomUUID()}` },
        )
      ).data?.deleteAccount;
    const refused = {
      __typename: 'ValidationError',
      errors: [{ field: 'account', message: AccountMessages.deleteWithOpenOrders }],
    };
    const leaving = await signUp('GUEST', 'Lea', 'Moreau');
    const cook = await signUp('CHEF', 'Omar', 'Haddad');
    const open = orderPlaced(leaving.id, cook.id);
    await bus.publish(Topics.orders, [open]);
    const openRows = async () =>
      (
        await query<{ n: number }>(
          db,
          `SELECT count(*)::int AS n FROM users.open_orders WHERE guest_id = $1 AND closed_at IS NULL`,
          [leaving.id],
        )
      )[0]!.n;
    await eventually(async () => (await openRows()) === 1);
    expect(await remove(leaving)).toEqual(refused);
    expect(await remove(cook)).toEqual(refused);
    const [kept] = await query<{ first_name: string }>(
      db,
      `SELECT first_name FROM users.users WHERE id = $1`,
      [leaving.id],
    );
    expect(kept!.first_name).toBe('Lea');
    // A second order whose end is handled before its placing (separate consumers) is not open.
    const late = orderPlaced(leaving.id, cook.id);
    await bus.publish(Topics.orders, [orderEndedEvent('OrderCancelled', late)]);
    await bus.publish(Topics.orders, [late]);
    await bus.publish(Topics.orders, [orderEndedEvent('OrderCompleted', open)]);
    await eventually(async () => (await openRows()) === 0);
    expect(await remove(leaving)).toEqual({ __typename: 'AccountDeleted' });
    expect(await remove(cook)).toEqual({ __typename: 'AccountDeleted' });
  });

  it('the dietary profile (docs/rules/allergens.md): the guest saves and reads it; no one else reads it, chefs cannot save one', async () => {
    const SAVE = `mutation($input: DietaryProfileInput!) { setDietaryProfile(input: $input) {
      __typename ... on DietaryProfile { avoidAllergens diets }
      ... on ValidationError { errors { field message } } } }`;
    const before = await entity('dietaryProfile { avoidAllergens diets }', guest.id, guest.token);
    expect(before.data?._entities[0]?.dietaryProfile).toEqual({ avoidAllergens: [], diets: [] });
    const saved = await gql<{ setDietaryProfile: unknown }>(
      url,
      SAVE,
      { input: { avoidAllergens: ['SESAME', 'PEANUTS', 'SESAME'], diets: ['HALAL'] } },
      guest.token,
    );
    expect(saved.data?.setDietaryProfile).toEqual({
      __typename: 'DietaryProfile',
      avoidAllergens: ['PEANUTS', 'SESAME'],
      diets: ['HALAL'],
    });
    const refused = await gql<{ setDietaryProfile: unknown }>(
      url,
      SAVE,
      { input: { avoidAllergens: ['PINE_NUTS'] } },
      guest.token,
    );
    expect(refused.data?.setDietaryProfile).toEqual({
      __typename: 'ValidationError',
      errors: [{ field: 'avoidAllergens.0', message: DietaryProfileMessages.allergenInvalid }],
    });
    const mine = await entity('dietaryProfile { avoidAllergens diets }', guest.id, guest.token);
    expect(mine.data?._entities[0]?.dietaryProfile).toEqual({
      avoidAllergens: ['PEANUTS', 'SESAME'],
      diets: ['HALAL'],
    });
    const theirs = await entity('dietaryProfile { diets }', guest.id, otherGuest.token);
    expect(theirs.data?._entities[0]?.dietaryProfile ?? null).toBeNull();
    expect(JSON.stringify(theirs)).not.toContain('PEANUTS');
    const asChef = await gql(url, SAVE, { input: { diets: ['VEGAN'] } }, chef.token);
    expect(asChef.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    // A deleted account keeps no profile (erased with the rest of the person's data).
    const leaving = await signUp('GUEST', 'Noa', 'Levi');
    await gql(url, SAVE, { input: { avoidAllergens: ['FISH'] } }, leaving.token);
    const deleted = await gql<{ deleteAccount: { __typename: string } }>(
      url,
      `mutation($input: DeleteAccountInput!) { deleteAccount(input: $input) { __typename } }`,
      { input: { password: 'hunter22' } },
      leaving.token,
      { 'x-client-ip': `delete-${randomUUID()}` },
    );
    expect(deleted.data?.deleteAccount.__typename).toBe('AccountDeleted');
    const [row] = await query<{ p: unknown }>(
      db,
      `SELECT dietary_profile AS p FROM users.users WHERE id = $1`,
      [leaving.id],
    );
    expect(row).toEqual({ p: null });
  });
});
