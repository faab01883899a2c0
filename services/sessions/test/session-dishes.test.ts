import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DateTime } from 'luxon';
import { DataSource } from 'typeorm';
import {
  CookingSessionMessages as M,
  DEFAULT_LEAD_TIME_HOURS,
  SESSION_DISH_QUANTITY_DEFAULT,
  SESSION_ORDER_LIMIT_DEFAULT,
} from '@hearth/contracts';
import {
  EventTypes,
  InProcessEventBus,
  Topics,
  createEnvelope,
  type DishChangedPayload,
  type EventEnvelope,
} from '@hearth/events';
import { startSubgraph, type RunningSubgraph } from '@hearth/nest-common';
import { DishesConsumers } from '../src/dishes/restaurant-dishes.service.js';
import { reserveStock } from '../src/reservations/stock.js';
import { sessionsSubgraph } from '../src/subgraph.js';
import { eventually, freshDatabase, gql, query } from '../../../test/support/db.js';
import { createTestIssuer, type TestIssuer } from '../../../test/support/tokens.js';

const ZONE = 'America/Toronto';
const FIELDS = `id schedule leadTimeHours orderLimitMin orderLimitMax offersDelivery offersPickup
  dishes { dishId dishName minQuantity maxQuantity portionSize }
  occurrences { id localDate endsAt dishes { dishId dishName remaining } }`;
const RESULT = `__typename ... on CookingSession { ${FIELDS} }
  ... on ValidationError { errors { field message } }`;
const CREATE = `mutation($input: CookingSessionInput!) { createCookingSession(input: $input) { ${RESULT} } }`;
const UPDATE = `mutation($id: ID!, $input: CookingSessionInput!) {
  updateCookingSession(sessionId: $id, input: $input) { ${RESULT} } }`;
const LIST = `query($r: ID!) { cookingSessions(restaurantId: $r, days: 30) { ${FIELDS} } }`;

type DishStatus = DishChangedPayload['status'];
interface Session {
  __typename: string;
  id: string;
  schedule: string;
  leadTimeHours: number;
  orderLimitMin: number;
  orderLimitMax: number;
  offersDelivery: boolean;
  offersPickup: boolean;
  dishes: Array<{
    dishId: string;
    dishName: string | null;
    minQuantity: number;
    maxQuantity: number;
  }>;
  occurrences: Array<{
    id: string;
    localDate: string;
    endsAt: string;
    dishes: Array<{ dishId: string; dishName: string | null; remaining: number }>;
  }>;
  errors?: Array<{ field: string; message: string }>;
}

const day = (days: number) => DateTime.now().setZone(ZONE).plus({ days }).toISODate()!;

/**
 * ADR 0005 in sessions: the `restaurant_dishes` projection (DishChanged / DishDeleted), only
 * ACTIVE dishes of the restaurant in a session, `CookingSessionScheduled` with every save, and
 * the defaults of omitted fields.
 */
describe('sessions: restaurant dishes, CookingSessionScheduled, defaults', () => {
  let db: string;
  let svc: RunningSubgraph;
  let url: string;
  let issuer: TestIssuer;
  let chef: { id: string; token: string };
  let stockDs: DataSource;
  const restaurantId = randomUUID();
  const otherRestaurant = randomUUID();
  const bus = new InProcessEventBus();

  const deliver = async (event: EventEnvelope) => {
    await bus.publish(Topics.restaurants, [event]);
    await eventually(
      async () =>
        (await query(db, `SELECT 1 FROM sessions.inbox WHERE "eventId" = $1`, [event.id])).length >
        0,
    );
  };
  const dishChanged = (
    dishId: string,
    status: DishStatus,
    over: { restaurant?: string; name?: string; occurredAt?: Date } = {},
  ) =>
    createEnvelope<DishChangedPayload>({
      type: EventTypes.DishChanged,
      version: 1,
      aggregateId: dishId,
      occurredAt: over.occurredAt,
      payload: {
        dishId,
        restaurantId: over.restaurant ?? restaurantId,
        name: over.name ?? 'Lasagna',
        priceCents: 1800,
        portionSize: '1 tray',
        status,
        imageUrl: null,
      },
    });
  const dishDeleted = (dishId: string) =>
    createEnvelope({
      type: EventTypes.DishDeleted,
      version: 1,
      aggregateId: dishId,
      payload: { dishId, restaurantId },
    });
  /** A dish of the restaurant in `status`, known to sessions. */
  const dish = async (status: DishStatus = 'ACTIVE', restaurant = restaurantId) => {
    const id = randomUUID();
    await deliver(dishChanged(id, status, { restaurant }));
    return id;
  };
  const line = (dishId: string) => ({
    dishId,
    minQuantity: 1,
    maxQuantity: 8,
    portionSize: '1 tray',
  });
  const form = (dishIds: string[], over: Record<string, unknown> = {}) => ({
    restaurantId,
    startDate: day(2),
    startTime: '18:00',
    endTime: '20:00',
    schedule: 'DAILY',
    until: day(8),
    leadTimeHours: 10,
    offersDelivery: true,
    offersPickup: true,
    dishes: dishIds.map(line),
    ...over,
  });
  const create = async (input: Record<string, unknown>) =>
    (await gql<{ createCookingSession: Session }>(url, CREATE, { input }, chef.token)).data!
      .createCookingSession;
  const update = async (id: string, input: Record<string, unknown>) =>
    (await gql<{ updateCookingSession: Session }>(url, UPDATE, { id, input }, chef.token)).data!
      .updateCookingSession;
  const scheduledEvents = (sessionId: string) =>
    query<{ topic: string; payload: Record<string, unknown> }>(
      db,
      `SELECT topic, envelope->'payload' AS payload FROM sessions.outbox
        WHERE "aggregateId" = $1 AND "eventType" = 'CookingSessionScheduled' ORDER BY "createdAt"`,
      [sessionId],
    );
  const sessionCount = async () =>
    Number(
      (await query<{ c: string }>(db, `SELECT count(*) c FROM sessions.cooking_sessions`))[0]!.c,
    );

  beforeAll(async () => {
    db = await freshDatabase(`hearth_test_sessions_dishes_${process.env.JEST_WORKER_ID ?? '1'}`);
    issuer = await createTestIssuer();
    svc = await startSubgraph(
      { ...sessionsSubgraph(), tokenKeys: issuer.keys },
      { config: { databaseUrl: db, port: 0, logLevel: 'silent' }, bus },
    );
    url = `${svc.url}/graphql`;
    chef = await issuer.token({ role: 'CHEF' });
    stockDs = new DataSource({
      type: 'postgres',
      url: db,
      extra: { options: '-c search_path=sessions' },
    });
    await stockDs.initialize();
    for (const [id, owner] of [
      [restaurantId, chef.id],
      [otherRestaurant, randomUUID()],
    ] as const) {
      await deliver(
        createEnvelope({
          type: EventTypes.RestaurantEstablished,
          version: 1,
          aggregateId: id,
          payload: {
            restaurantId: id,
            ownerUserId: owner,
            slug: `r-${id.slice(0, 8)}`,
            name: 'Nonna',
            timeZone: ZONE,
            offersDelivery: true,
            offersPickup: true,
            isChefActive: true,
            hasBankDetails: true,
            isHidden: false,
          },
        }),
      );
    }
  }, 60_000);
  afterAll(async () => {
    await stockDs?.destroy();
    await svc?.close();
    await bus.stop();
  });

  it.each([
    ['unknown to sessions', async () => randomUUID()],
    ['of another restaurant', async () => dish('ACTIVE', otherRestaurant)],
    ['inactive', async () => dish('INACTIVE')],
    ['archived', async () => dish('ARCHIVED')],
    [
      'deleted',
      async () => {
        const id = await dish('ACTIVE');
        await deliver(dishDeleted(id));
        return id;
      },
    ],
  ])('a dish %s is refused on dishes.N.dishId; nothing written', async (_name, make) => {
    const good = await dish('ACTIVE');
    const bad = await make();
    const before = await sessionCount();
    const s = await create(form([good, bad]));
    expect(s.__typename).toBe('ValidationError');
    expect(s.errors).toEqual([{ field: 'dishes.1.dishId', message: M.dishNotAvailable }]);
    expect(await sessionCount()).toBe(before);
    const [outbox] = await query<{ c: string }>(
      db,
      `SELECT count(*) c FROM sessions.outbox WHERE "eventType" = 'CookingSessionScheduled'`,
    );
    expect(Number(outbox!.c)).toBe(before);
  });

  it('create and every update publish CookingSessionScheduled with the dish ids and the last end', async () => {
    const [a, b] = [await dish(), await dish()];
    const s = await create(form([a]));
    expect(s.__typename).toBe('CookingSession');
    expect(s.occurrences).toHaveLength(7);
    const lastEnd = s.occurrences[s.occurrences.length - 1]!.endsAt;
    expect(DateTime.fromISO(lastEnd, { zone: ZONE }).toFormat('yyyy-MM-dd HH:mm')).toBe(
      `${day(8)} 20:00`,
    );
    const events = await scheduledEvents(s.id);
    expect(events).toEqual([
      {
        topic: Topics.sessions,
        payload: {
          sessionId: s.id,
          restaurantId,
          dishIds: [a],
          lastOccurrenceEndsAt: expect.any(String),
        },
      },
    ]);
    expect(Date.parse(events[0]!.payload.lastOccurrenceEndsAt as string)).toBe(Date.parse(lastEnd));

    const edited = await update(s.id, form([b, a], { until: day(4) }));
    expect(edited.__typename).toBe('CookingSession');
    const after = await scheduledEvents(s.id);
    expect(after).toHaveLength(2);
    expect(after[1]!.payload).toMatchObject({ dishIds: [b, a] });
    expect(
      DateTime.fromISO(after[1]!.payload.lastOccurrenceEndsAt as string, { zone: ZONE }).toFormat(
        'yyyy-MM-dd HH:mm',
      ),
    ).toBe(`${day(4)} 20:00`);

    const refused = await update(s.id, form([a], { startTime: null }));
    expect(refused.__typename).toBe('ValidationError');
    expect(await scheduledEvents(s.id)).toHaveLength(2);
  });

  it('an edit keeps a dish the session already has after it was archived, but refuses adding one', async () => {
    const [kept, added] = [await dish(), await dish()];
    const s = await create(form([kept]));
    await deliver(dishChanged(kept, 'ARCHIVED'));
    await deliver(dishChanged(added, 'INACTIVE'));
    const ok = await update(s.id, form([kept], { startTime: '17:00' }));
    expect(ok.__typename).toBe('CookingSession');
    const refused = await update(s.id, form([kept, added]));
    expect(refused.errors).toEqual([{ field: 'dishes.1.dishId', message: M.dishNotAvailable }]);
  });

  it('dish names come from the projection; a late older DishChanged or a redelivery changes nothing', async () => {
    const id = await dish();
    await deliver(dishChanged(id, 'ACTIVE', { name: 'Nonna’s Lasagna' }));
    const s = await create(form([id], { schedule: 'ONCE' }));
    expect(s.dishes[0]!.dishName).toBe('Nonna’s Lasagna');
    expect(s.occurrences[0]!.dishes[0]!.dishName).toBe('Nonna’s Lasagna');

    const old = dishChanged(id, 'INACTIVE', {
      name: 'Old name',
      occurredAt: new Date(Date.now() - 3_600_000),
    });
    await deliver(old);
    await bus.publish(Topics.restaurants, [old]);
    const listed = (
      await gql<{ cookingSessions: Session[] }>(url, LIST, { r: restaurantId })
    ).data!.cookingSessions.find((x) => x.id === s.id)!;
    expect(listed.dishes[0]!.dishName).toBe('Nonna’s Lasagna');
    const [row] = await query(
      db,
      `SELECT status, name FROM sessions.restaurant_dishes WHERE dish_id = $1`,
      [id],
    );
    expect(row).toEqual({ status: 'ACTIVE', name: 'Nonna’s Lasagna' });
    const inbox = await query(db, `SELECT consumer FROM sessions.inbox WHERE "eventId" = $1`, [
      old.id,
    ]);
    expect(inbox).toEqual([{ consumer: DishesConsumers.dishChanged }]);
  });

  it('a deleted dish is never brought back by a late DishChanged', async () => {
    const id = await dish();
    await deliver(dishDeleted(id));
    await deliver(dishChanged(id, 'ACTIVE', { occurredAt: new Date(Date.now() - 60_000) }));
    const s = await create(form([id]));
    expect(s.errors).toEqual([{ field: 'dishes.0.dishId', message: M.dishNotAvailable }]);
  });

  it('a dish deleted before restaurants heard of its session leaves the upcoming occurrences that sold none of it, each with OccurrenceDishesWithdrawn', async () => {
    const [kept, deleted] = [await dish(), await dish()];
    const s = await create(form([kept, deleted], { until: day(4) }));
    expect(s.occurrences).toHaveLength(3);
    const [first, sold, last] = s.occurrences;
    // A guest bought 2 portions of the dish in the second occurrence before it was deleted.
    expect(
      await reserveStock(stockDs.manager, sold!.id, [{ dishId: deleted, quantity: 2 }]),
    ).toMatchObject({ ok: true });
    const withdrawals = (dishId = deleted) =>
      query<{ payload: Record<string, unknown> }>(
        db,
        `SELECT envelope->'payload' AS payload FROM sessions.outbox
          WHERE "eventType" = 'OccurrenceDishesWithdrawn' AND envelope->'payload'->'dishIds' ? $1
          ORDER BY envelope->'payload'->>'occurrenceId'`,
        [dishId],
      );
    await deliver(dishDeleted(deleted));

    const listed = (
      await gql<{ cookingSessions: Session[] }>(url, LIST, { r: restaurantId })
    ).data!.cookingSessions.find((x) => x.id === s.id)!;
    const dishesOf = (id: string) =>
      listed.occurrences.find((o) => o.id === id)!.dishes.map((d) => [d.dishId, d.remaining]);
    expect(dishesOf(first!.id)).toEqual([[kept, 8]]);
    expect(dishesOf(last!.id)).toEqual([[kept, 8]]);
    // The sold portions stay: that occurrence keeps the dish, and so does the session's list.
    expect(dishesOf(sold!.id)).toEqual([
      [kept, 8],
      [deleted, 6],
    ]);
    expect(listed.dishes.map((d) => d.dishId)).toEqual([kept, deleted]);
    expect(await withdrawals()).toEqual(
      [first!, last!]
        .map((o) => o.id)
        .sort()
        .map((occurrenceId) => ({
          payload: { occurrenceId, sessionId: s.id, restaurantId, dishIds: [deleted] },
        })),
    );

    // A session that sold none of it drops it from its dish list too.
    const [other, gone] = [await dish(), await dish()];
    const unsold = await create(form([other, gone], { schedule: 'ONCE' }));
    await deliver(dishDeleted(gone));
    const after = (
      await gql<{ cookingSessions: Session[] }>(url, LIST, { r: restaurantId })
    ).data!.cookingSessions.find((x) => x.id === unsold.id)!;
    expect(after.dishes.map((d) => d.dishId)).toEqual([other]);
    expect(after.occurrences[0]!.dishes.map((d) => d.dishId)).toEqual([other]);
    expect(await withdrawals(gone)).toEqual([
      {
        payload: {
          occurrenceId: unsold.occurrences[0]!.id,
          sessionId: unsold.id,
          restaurantId,
          dishIds: [gone],
        },
      },
    ]);
  });

  it('omitted fields take the new-session defaults', async () => {
    const id = await dish();
    const s = await create({
      restaurantId,
      startDate: day(3),
      startTime: '18:00',
      endTime: '20:00',
      dishes: [{ dishId: id, portionSize: '1 tray' }],
    });
    expect(s).toMatchObject({
      __typename: 'CookingSession',
      schedule: 'ONCE',
      leadTimeHours: DEFAULT_LEAD_TIME_HOURS,
      orderLimitMin: SESSION_ORDER_LIMIT_DEFAULT.min,
      orderLimitMax: SESSION_ORDER_LIMIT_DEFAULT.max,
      offersDelivery: true,
      offersPickup: true,
      dishes: [
        {
          dishId: id,
          minQuantity: SESSION_DISH_QUANTITY_DEFAULT.min,
          maxQuantity: SESSION_DISH_QUANTITY_DEFAULT.max,
        },
      ],
    });
    expect(DEFAULT_LEAD_TIME_HOURS).toBe(10);
    expect(s.occurrences).toHaveLength(1);
    expect(s.occurrences[0]!.dishes[0]!.remaining).toBe(10);
  });
});
