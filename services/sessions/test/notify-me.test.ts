import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DateTime } from 'luxon';
import {
  EventTypes,
  InProcessEventBus,
  Topics,
  createEnvelope,
  type DishAvailableAgainPayload,
  type DishChangedPayload,
  type EventEnvelope,
  type OrderPlacedPayload,
  type RestaurantEstablishedPayload,
} from '@hearth/events';
import { startSubgraph, type RunningSubgraph } from '@hearth/nest-common';
import { sessionsSubgraph } from '../src/subgraph.js';
import { eventually, freshDatabase, gql, query } from '../../../test/support/db.js';
import { orderEndedEvent, orderPlacedEvent } from '../../../test/support/order-events.js';
import { createTestIssuer } from '../../../test/support/tokens.js';

const ZONE = 'America/Toronto';
const day = (days: number) => DateTime.now().setZone(ZONE).plus({ days }).toISODate()!;

/**
 * "Notify me" against real PostgreSQL (docs/rules/notify-me.md): 20 guests wait for a sold-out
 * dish; 3 portions are freed by concurrent releases (one of them delivered twice) while the chef
 * adds portions at the same moment → each of the 20 is named in exactly one `DishAvailableAgain`,
 * in the order they pressed Notify me.
 */
describe('sessions: Notify me under a race', () => {
  let db: string;
  let svc: RunningSubgraph;
  const bus = new InProcessEventBus({
    retry: { maxAttempts: 3, initialBackoffMs: 10, maxBackoffMs: 10 },
  });
  const sent: EventEnvelope[] = [];
  const restaurantId = randomUUID();
  const kibbeh = randomUUID();
  const chefId = randomUUID();
  let chefToken: string;
  let sessionId: string;
  let occurrenceId: string;
  const guests: Array<{ id: string; token: string }> = [];
  let issuer: Awaited<ReturnType<typeof createTestIssuer>>;

  const call = <T>(q: string, variables: Record<string, unknown>, token: string) =>
    gql<T>(`${svc.url}/graphql`, q, variables, token);
  const watch = (token: string) =>
    call<{ watchDish: { waitingSince: string } }>(
      `mutation($o: ID!, $d: ID!) { watchDish(occurrenceId: $o, dishId: $d) { waitingSince } }`,
      { o: occurrenceId, d: kibbeh },
      token,
    );
  const demand = async () =>
    (
      await call<{ dishDemand: Array<{ dishName: string; waiting: number }> }>(
        `query($r: ID!) { dishDemand(restaurantId: $r) { dishName waiting } }`,
        { r: restaurantId },
        chefToken,
      )
    ).data!.dishDemand;
  const sessionInput = (maxQuantity: number) => ({
    restaurantId,
    startDate: day(3),
    schedule: 'ONCE',
    startTime: '18:00',
    endTime: '20:00',
    leadTimeHours: 10,
    orderLimit: { min: 1, max: 20 },
    offersDelivery: false,
    offersPickup: true,
    dishes: [{ dishId: kibbeh, minQuantity: 1, maxQuantity, portionSize: '2 pieces' }],
  });
  const told = () =>
    sent
      .filter((e) => e.type === EventTypes.DishAvailableAgain)
      .map((e) => e.payload as DishAvailableAgainPayload);
  const remaining = async () =>
    (
      await query<{ remaining: number }>(
        db,
        `SELECT remaining FROM sessions.occurrence_stock WHERE occurrence_id = $1`,
        [occurrenceId],
      )
    )[0]!.remaining;

  beforeAll(async () => {
    db = await freshDatabase(`hearth_test_sessions_notify_${process.env.JEST_WORKER_ID ?? '1'}`);
    issuer = await createTestIssuer();
    svc = await startSubgraph(
      { ...sessionsSubgraph(), tokenKeys: issuer.keys },
      { config: { databaseUrl: db, port: 0, logLevel: 'silent' }, bus },
    );
    await bus.subscribe('test', Topics.sessions, async (e) => {
      sent.push(e);
    });
    chefToken = (await issuer.token({ id: chefId, role: 'CHEF' })).token;
    await bus.publish(Topics.restaurants, [
      createEnvelope<RestaurantEstablishedPayload>({
        type: EventTypes.RestaurantEstablished,
        version: 1,
        aggregateId: restaurantId,
        payload: {
          restaurantId,
          ownerUserId: chefId,
          slug: 'beit-sitti',
          name: 'Beit Sitti',
          timeZone: ZONE,
          offersDelivery: false,
          offersPickup: true,
          isChefActive: true,
          hasBankDetails: true,
          isHidden: false,
        },
      }),
      createEnvelope<DishChangedPayload>({
        type: EventTypes.DishChanged,
        version: 1,
        aggregateId: kibbeh,
        payload: {
          dishId: kibbeh,
          restaurantId,
          name: 'Kibbeh',
          priceCents: 1400,
          portionSize: '2 pieces',
          status: 'ACTIVE',
          imageUrl: null,
        },
      }),
    ]);
    await eventually(
      async () => (await query(db, `SELECT 1 FROM sessions.restaurant_dishes`)).length === 1,
    );
    const res = await call<{
      createCookingSession: { id: string; occurrences: Array<{ id: string }> };
    }>(
      `mutation($input: CookingSessionInput!) { createCookingSession(input: $input) {
        ... on CookingSession { id occurrences { id } } } }`,
      { input: sessionInput(3) },
      chefToken,
    );
    sessionId = res.data!.createCookingSession.id;
    occurrenceId = res.data!.createCookingSession.occurrences[0]!.id;
    for (let i = 0; i < 20; i++) {
      const id = randomUUID();
      guests.push({ id, token: (await issuer.token({ id, role: 'GUEST' })).token });
    }
  });
  afterAll(async () => {
    await svc?.close();
    await bus.stop();
  });

  it('refuses Notify me while the dish has portions', async () => {
    const res = await watch(guests[0]!.token);
    expect(res.errors?.[0]?.message).toBe('This dish still has portions: add it to your cart.');
  });

  it('20 guests wait; 3 portions freed by concurrent releases → each told once, in order', async () => {
    const orders: Array<EventEnvelope<OrderPlacedPayload>> = [0, 1, 2].map(() =>
      orderPlacedEvent({ restaurantId, chefId, occurrenceId, lines: [[kibbeh, 1]] }),
    );
    await bus.publish(Topics.orders, orders);
    await eventually(async () => (await remaining()) === 0);

    for (const g of guests) expect((await watch(g.token)).errors).toBeUndefined();
    // Pressing again keeps the guest's place (one row per guest).
    expect((await watch(guests[0]!.token)).errors).toBeUndefined();
    expect(await demand()).toEqual([{ dishName: 'Kibbeh', waiting: 20 }]);
    expect(told()).toEqual([]);

    // The three cancellations (the first delivered twice, as at-least-once delivery may) and the
    // chef adding portions, all at once.
    const cancels = orders.map((o) => orderEndedEvent('OrderCancelled', o));
    const duplicate = { ...cancels[0]!, id: randomUUID() };
    await Promise.all([
      bus.publish(Topics.orders, [...cancels, duplicate]),
      call(
        `mutation($id: ID!, $input: CookingSessionInput!) { updateCookingSession(sessionId: $id, input: $input) {
          __typename } }`,
        { id: sessionId, input: sessionInput(5) },
        chefToken,
      ),
    ]);
    await eventually(async () => (await remaining()) === 5, 10_000);
    await eventually(async () => told().flatMap((p) => p.guests).length >= 20, 10_000);
    // Everything handled: the inbox has the four cancellations, the outbox is drained.
    await eventually(
      async () =>
        (
          await query(
            db,
            `SELECT 1 FROM sessions.inbox WHERE consumer = 'sessions.on-order-cancelled'`,
          )
        ).length === 4 &&
        (await query(db, `SELECT 1 FROM sessions.outbox WHERE "publishedAt" IS NULL`)).length === 0,
      10_000,
    );
    const named = told().flatMap((p) => p.guests.map((g) => g.guestId));
    expect(named).toEqual(guests.map((g) => g.id));
    expect(new Set(named).size).toBe(20);
    expect(told()[0]).toMatchObject({
      occurrenceId,
      dishName: 'Kibbeh',
      restaurantSlug: 'beit-sitti',
      restaurantName: 'Beit Sitti',
      localDate: day(3),
    });
    expect(await demand()).toEqual([]);
  });

  it('a told guest who presses again waits anew and is told on the next release only', async () => {
    const before = told().length;
    const order = orderPlacedEvent({ restaurantId, chefId, occurrenceId, lines: [[kibbeh, 5]] });
    await bus.publish(Topics.orders, [order]);
    await eventually(async () => (await remaining()) === 0);
    expect((await watch(guests[7]!.token)).errors).toBeUndefined();
    const stop = await call<{ unwatchDish: boolean }>(
      `mutation($o: ID!, $d: ID!) { unwatchDish(occurrenceId: $o, dishId: $d) }`,
      { o: occurrenceId, d: kibbeh },
      guests[8]!.token,
    );
    expect(stop.data!.unwatchDish).toBe(false);
    await bus.publish(Topics.orders, [orderEndedEvent('OrderCancelled', order)]);
    await eventually(async () => told().length === before + 1);
    expect(told()[before]!.guests.map((g) => g.guestId)).toEqual([guests[7]!.id]);
    expect(told()[before]).toMatchObject({ reason: 'RELEASED', remaining: 5 });
  });

  it('a new date of the dish tells the guests waiting for it on a sold-out date', async () => {
    const before = told().length;
    const order = orderPlacedEvent({ restaurantId, chefId, occurrenceId, lines: [[kibbeh, 5]] });
    await bus.publish(Topics.orders, [order]);
    await eventually(async () => (await remaining()) === 0);
    expect((await watch(guests[9]!.token)).errors).toBeUndefined();
    const res = await call<{ updateCookingSession: { occurrences: Array<{ id: string }> } }>(
      `mutation($id: ID!, $input: CookingSessionInput!) { updateCookingSession(sessionId: $id, input: $input) {
        ... on CookingSession { occurrences { id } } } }`,
      { id: sessionId, input: { ...sessionInput(5), schedule: 'DAILY', until: day(4) } },
      chefToken,
    );
    const added = res.data!.updateCookingSession.occurrences.find((o) => o.id !== occurrenceId)!;
    await eventually(async () => told().length === before + 1);
    expect(told()[before]).toMatchObject({
      occurrenceId: added.id,
      reason: 'NEW_OCCURRENCE',
      localDate: day(4),
      remaining: 5,
      guests: [{ guestId: guests[9]!.id }],
    });
  });

  it('the guest’s data copy lists their Notify me waits, told or not', async () => {
    const copyOf = async (token: string) =>
      JSON.parse(
        (await call<{ sessionsDataExport: string }>('{ sessionsDataExport }', {}, token)).data!
          .sessionsDataExport,
      ) as { notifyMe: Array<Record<string, unknown>> };
    // guests[9] waited for the sold-out date and was told of the new one (the test above).
    const { notifyMe } = await copyOf(guests[9]!.token);
    expect(notifyMe).toEqual([
      expect.objectContaining({ occurrenceId, dishId: kibbeh, dishName: 'Kibbeh' }),
    ]);
    expect(notifyMe[0]!.toldAt).toEqual(expect.any(String));
    const stranger = (await issuer.token({ id: randomUUID(), role: 'GUEST' })).token;
    expect(await copyOf(stranger)).toEqual({ notifyMe: [] });
  });

  it('a deleted account leaves no wait behind (UserDeleted)', async () => {
    const waits = async (guestId: string) =>
      (await query(db, `SELECT 1 FROM sessions.stock_watches WHERE guest_id = $1`, [guestId]))
        .length;
    expect(await waits(guests[0]!.id)).toBe(1);
    await bus.publish(Topics.users, [
      createEnvelope({
        type: EventTypes.UserDeleted,
        version: 1,
        aggregateId: guests[0]!.id,
        payload: { userId: guests[0]!.id, email: 'gone@example.com', role: 'Guest' },
      }),
    ]);
    await eventually(async () => (await waits(guests[0]!.id)) === 0);
    expect(await waits(guests[1]!.id)).toBe(1);
  });
});
