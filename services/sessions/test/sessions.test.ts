import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DateTime } from 'luxon';
import { DataSource } from 'typeorm';
import { CookingSessionMessages as M, RestaurantAvailabilityMessages } from '@hearth/contracts';
import {
  EventTypes,
  InProcessEventBus,
  Topics,
  createEnvelope,
  type DishChangedPayload,
  type RestaurantEstablishedPayload,
} from '@hearth/events';
import { startSubgraph, type RunningSubgraph } from '@hearth/nest-common';
import { sessionsSubgraph } from '../src/subgraph.js';
import { SessionEditMessages } from '../src/sessions/session-edit-messages.js';
import { releaseStock, reserveStock } from '../src/reservations/stock.js';
import { eventually, freshDatabase, gql, query } from '../../../test/support/db.js';
import { createTestIssuer, type TestIssuer } from '../../../test/support/tokens.js';

const ZONE = 'America/Toronto';
const SESSION_FIELDS = `id restaurantId schedule startDate until startTime endTime timeZone leadTimeHours
  orderLimitMin orderLimitMax offersDelivery offersPickup
  dishes { dishId minQuantity maxQuantity portionSize }
  occurrences { id localDate startsAt endsAt orderCutoffAt isOrderable
    dishes { dishId minQuantity maxQuantity portionSize remaining } }`;
const RESULT = `__typename ... on CookingSession { ${SESSION_FIELDS} }
  ... on ValidationError { errors { field message } } ... on ServerError { message }`;
const CREATE = `mutation($input: CookingSessionInput!) { createCookingSession(input: $input) { ${RESULT} } }`;
const UPDATE = `mutation($id: ID!, $input: CookingSessionInput!) {
  updateCookingSession(sessionId: $id, input: $input) { ${RESULT} } }`;
const LIST = `query($r: ID!, $from: DateTime, $days: Int) {
  cookingSessions(restaurantId: $r, from: $from, days: $days) { ${SESSION_FIELDS} } }`;

interface OccDish {
  dishId: string;
  remaining: number;
  maxQuantity: number;
}
interface Occ {
  id: string;
  localDate: string;
  startsAt: string;
  endsAt: string;
  orderCutoffAt: string;
  isOrderable: boolean;
  dishes: OccDish[];
}
interface Session {
  __typename: string;
  id: string;
  startTime: string;
  timeZone: string;
  occurrences: Occ[];
  errors?: Array<{ field: string; message: string }>;
}

/** Local date `days` from today in Toronto. */
const day = (days: number) => DateTime.now().setZone(ZONE).plus({ days }).toISODate()!;

describe('sessions subgraph: cooking sessions, occurrences and stock', () => {
  let db: string;
  let svc: RunningSubgraph;
  let url: string;
  let issuer: TestIssuer;
  let chef: { id: string; token: string };
  let otherChef: { id: string; token: string };
  let guest: { id: string; token: string };
  let stockDs: DataSource;
  const restaurantId = randomUUID();
  const pickupOnly = randomUUID();
  const dishA = randomUUID();
  const dishB = randomUUID();
  const bus = new InProcessEventBus({
    retry: { maxAttempts: 2, initialBackoffMs: 10, maxBackoffMs: 10 },
  });

  const established = (
    id: string,
    owner: string,
    offersDelivery = true,
    facts: Pick<RestaurantEstablishedPayload, 'isChefActive' | 'hasBankDetails' | 'isHidden'> = {},
  ) =>
    createEnvelope<RestaurantEstablishedPayload>({
      type: EventTypes.RestaurantEstablished,
      version: 1,
      aggregateId: id,
      payload: {
        restaurantId: id,
        ownerUserId: owner,
        slug: `r-${id.slice(0, 8)}`,
        name: 'Nonna',
        timeZone: ZONE,
        offersDelivery,
        offersPickup: true,
        isChefActive: true,
        hasBankDetails: true,
        isHidden: false,
        ...facts,
      },
    });

  /** An ACTIVE dish of `restaurant` (the `restaurant_dishes` projection). */
  const dishChanged = (dishId: string, restaurant: string) =>
    createEnvelope<DishChangedPayload>({
      type: EventTypes.DishChanged,
      version: 1,
      aggregateId: dishId,
      payload: {
        dishId,
        restaurantId: restaurant,
        name: `Dish ${dishId.slice(0, 4)}`,
        priceCents: 1500,
        portionSize: '500 g',
        status: 'ACTIVE',
        imageUrl: null,
      },
    });
  const dishesKnown = (n: number) =>
    eventually(
      async () => (await query(db, `SELECT 1 FROM sessions.restaurant_dishes`)).length === n,
    );

  const input = (over: Record<string, unknown> = {}) => ({
    restaurantId,
    startDate: day(2),
    startTime: '18:00',
    endTime: '20:00',
    schedule: 'DAILY',
    until: day(15),
    leadTimeHours: 10,
    orderLimit: { min: 1, max: 20 },
    offersDelivery: true,
    offersPickup: true,
    dishes: [{ dishId: dishA, minQuantity: 1, maxQuantity: 20, portionSize: '500 g' }],
    ...over,
  });

  const create = async (over: Record<string, unknown> = {}, token = chef.token) => {
    const res = await gql<{ createCookingSession: Session }>(
      url,
      CREATE,
      { input: input(over) },
      token,
    );
    return { res, s: res.data?.createCookingSession };
  };
  const update = async (id: string, over: Record<string, unknown> = {}, token = chef.token) => {
    const res = await gql<{ updateCookingSession: Session }>(
      url,
      UPDATE,
      { id, input: input(over) },
      token,
    );
    return { res, s: res.data?.updateCookingSession };
  };
  const sessionCount = async () =>
    Number(
      (await query<{ c: string }>(db, `SELECT count(*) c FROM sessions.cooking_sessions`))[0]!.c,
    );
  const stockOf = async (occurrenceId: string, dishId = dishA) =>
    (
      await query<{ total: number; remaining: number }>(
        db,
        `SELECT total, remaining FROM sessions.occurrence_stock WHERE occurrence_id = $1 AND dish_id = $2`,
        [occurrenceId, dishId],
      )
    )[0];

  beforeAll(async () => {
    db = await freshDatabase(`hearth_test_sessions_${process.env.JEST_WORKER_ID ?? '1'}`);
    issuer = await createTestIssuer();
    svc = await startSubgraph(
      { ...sessionsSubgraph(), tokenKeys: issuer.keys },
      { config: { databaseUrl: db, port: 0, logLevel: 'silent' }, bus },
    );
    url = `${svc.url}/graphql`;
    chef = await issuer.token({ role: 'CHEF' });
    otherChef = await issuer.token({ role: 'CHEF' });
    guest = await issuer.token({ role: 'GUEST' });
    const event = established(restaurantId, chef.id);
    await bus.publish(Topics.restaurants, [event]);
    await bus.publish(Topics.restaurants, [event]);
    await bus.publish(Topics.restaurants, [established(pickupOnly, chef.id, false)]);
    await bus.publish(Topics.restaurants, [
      dishChanged(dishA, restaurantId),
      dishChanged(dishB, restaurantId),
    ]);
    await eventually(
      async () => (await query(db, `SELECT 1 FROM sessions.restaurant_owners`)).length === 2,
    );
    await dishesKnown(2);
    stockDs = new DataSource({
      type: 'postgres',
      url: db,
      extra: { options: '-c search_path=sessions', max: 40 },
    });
    await stockDs.initialize();
  });
  afterAll(async () => {
    await stockDs?.destroy();
    await svc?.close();
    await bus.stop();
  });

  it('projects RestaurantEstablished once per event id', async () => {
    const rows = await query(
      db,
      `SELECT * FROM sessions.restaurant_owners WHERE restaurant_id = $1`,
      [restaurantId],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ owner_user_id: chef.id, time_zone: ZONE });
  });

  describe('form rules: the message, and nothing written', () => {
    const dish = { dishId: dishA, minQuantity: 1, maxQuantity: 10, portionSize: '500 g' };
    const cases: Array<[string, Record<string, unknown>, string, string]> = [
      ['start missing', { startTime: null }, 'startTime', M.startTimeRequired],
      ['start empty', { startTime: '' }, 'startTime', M.startTimeRequired],
      ['end missing', { endTime: null }, 'endTime', M.endTimeRequired],
      ['end before start', { startTime: '18:00', endTime: '17:00' }, 'endTime', M.endBeforeStart],
      ['end equal to start', { startTime: '18:00', endTime: '18:00' }, 'endTime', M.endBeforeStart],
      ['schedule missing', { schedule: null }, 'schedule', M.scheduleRequired],
      ['lead time missing', { leadTimeHours: null }, 'leadTimeHours', M.leadTimeRequired],
      ['lead time off the list', { leadTimeHours: 11 }, 'leadTimeHours', M.leadTimeInvalid],
      ['no dishes', { dishes: [] }, 'dishes', M.dishesRequired],
      ['dishes missing', { dishes: null }, 'dishes', M.dishesRequired],
      [
        'dish not chosen',
        { dishes: [{ ...dish, dishId: null }] },
        'dishes.0.dishId',
        M.dishesRequired,
      ],
      [
        'portion size of 2 characters',
        { dishes: [{ ...dish, portionSize: ' ab ' }] },
        'dishes.0.portionSize',
        M.portionSizeTooShort,
      ],
      [
        'portion size missing',
        { dishes: [{ ...dish, portionSize: null }] },
        'dishes.0.portionSize',
        M.portionSizeTooShort,
      ],
      [
        'dish min 0',
        { dishes: [{ ...dish, minQuantity: 0 }] },
        'dishes.0.minQuantity',
        M.quantityMin,
      ],
      [
        'dish max below min',
        { dishes: [{ ...dish, minQuantity: 5, maxQuantity: 3 }] },
        'dishes.0.maxQuantity',
        M.quantityMaxBelowMin,
      ],
      ['same dish twice', { dishes: [dish, dish] }, 'dishes.1.dishId', M.dishDuplicated],
      [
        'limit max below min',
        { orderLimit: { min: 5, max: 2 } },
        'orderLimit.max',
        M.limitMaxBelowMin,
      ],
      ['repeating without until', { until: null }, 'until', M.untilRequired],
      ['until before start', { until: day(1) }, 'until', M.untilBeforeStart],
      ['until more than 90 days on', { until: day(93) }, 'until', M.untilTooFar],
      ['impossible date', { startDate: '2026-02-30' }, 'startDate', M.dateInvalid],
      ['bad time', { startTime: '6pm' }, 'startTime', M.timeInvalid],
    ];
    for (const [name, over, field, message] of cases) {
      it(name, async () => {
        const before = await sessionCount();
        const { s } = await create(over);
        expect(s!.__typename).toBe('ValidationError');
        expect(s!.errors).toContainEqual({ field, message });
        expect(await sessionCount()).toBe(before);
      });
    }

    it('delivery the restaurant does not offer', async () => {
      const before = await sessionCount();
      const { s } = await create({ restaurantId: pickupOnly, offersDelivery: true });
      expect(s!.errors).toEqual([
        { field: 'offersDelivery', message: SessionEditMessages.deliveryNotOffered },
      ]);
      expect(await sessionCount()).toBe(before);
    });
  });

  it('a Daily session for 14 days has 14 occurrences, each with its own stock', async () => {
    const { s } = await create({ startDate: day(2), until: day(15) });
    expect(s!.__typename).toBe('CookingSession');
    expect(s!.occurrences).toHaveLength(14);
    expect(new Set(s!.occurrences.map((o) => o.id)).size).toBe(14);
    for (const o of s!.occurrences) {
      expect(o.dishes).toEqual([expect.objectContaining({ dishId: dishA, remaining: 20 })]);
      expect(DateTime.fromISO(o.startsAt, { zone: ZONE }).toFormat('HH:mm')).toBe('18:00');
      expect(Date.parse(o.startsAt) - Date.parse(o.orderCutoffAt)).toBe(10 * 3_600_000);
      expect(o.isOrderable).toBe(true);
    }
    const first = s!.occurrences[0]!;
    expect(await reserveStock(stockDs.manager, first.id, [{ dishId: dishA, quantity: 5 }])).toEqual(
      {
        ok: true,
      },
    );
    const listed = await gql<{ cookingSessions: Session[] }>(url, LIST, {
      r: restaurantId,
      days: 30,
    });
    const mine = listed.data!.cookingSessions.find((x) => x.id === s!.id)!;
    expect(mine.occurrences.map((o) => o.dishes[0]!.remaining)).toEqual([
      15,
      ...Array<number>(13).fill(20),
    ]);
    expect(
      await query(db, `SELECT 1 FROM sessions.session_occurrences WHERE session_id = $1`, [s!.id]),
    ).toHaveLength(14);
  });

  it('Weekly and BiWeekly counts; Once has one occurrence', async () => {
    const weekly = await create({ schedule: 'WEEKLY', startDate: day(1), until: day(28) });
    expect(weekly.s!.occurrences).toHaveLength(4);
    const biweekly = await create({ schedule: 'BIWEEKLY', startDate: day(1), until: day(29) });
    expect(biweekly.s!.occurrences.map((o) => o.localDate)).toEqual([day(1), day(15), day(29)]);
    const once = await create({ schedule: 'ONCE', startDate: day(3), until: day(20) });
    expect(once.s!.occurrences.map((o) => o.localDate)).toEqual([day(3)]);
  });

  it('cookingSessions: a window of `days` from `from`, 18:00 local across the November DST change', async () => {
    const r = randomUUID();
    const dish = randomUUID();
    await bus.publish(Topics.restaurants, [established(r, chef.id), dishChanged(dish, r)]);
    await eventually(
      async () =>
        (await query(db, `SELECT 1 FROM sessions.restaurant_owners WHERE restaurant_id = $1`, [r]))
          .length === 1,
    );
    await dishesKnown(3);
    const { s } = await create({
      restaurantId: r,
      startDate: '2026-10-28',
      until: '2026-11-04',
      dishes: [{ dishId: dish, minQuantity: 1, maxQuantity: 20, portionSize: '500 g' }],
    });
    expect(s!.__typename).toBe('CookingSession');
    const listed = await gql<{ cookingSessions: Session[] }>(url, LIST, {
      r,
      from: '2026-10-30T00:00:00Z',
      days: 4,
    });
    const occ = listed.data!.cookingSessions[0]!.occurrences;
    expect(occ.map((o) => o.localDate)).toEqual([
      '2026-10-30',
      '2026-10-31',
      '2026-11-01',
      '2026-11-02',
    ]);
    expect(occ.map((o) => o.startsAt)).toEqual([
      '2026-10-30T22:00:00.000Z',
      '2026-10-31T22:00:00.000Z',
      '2026-11-01T23:00:00.000Z',
      '2026-11-02T23:00:00.000Z',
    ]);
    expect(occ.every((o) => !o.isOrderable)).toBe(true); // in the past
    expect(
      (await gql<{ cookingSessions: Session[] }>(url, LIST, { r: randomUUID() })).data!
        .cookingSessions,
    ).toEqual([]);
  });

  it('isOrderable is false once the cutoff (start − lead time) has passed', async () => {
    const { s } = await create({ schedule: 'ONCE', startDate: day(2), leadTimeHours: 340 });
    expect(s!.occurrences[0]!.isOrderable).toBe(false);
    expect(
      await reserveStock(stockDs.manager, s!.occurrences[0]!.id, [{ dishId: dishA, quantity: 1 }]),
    ).toEqual({ ok: false, reason: 'ORDER_CUTOFF_PASSED', dishId: null });
  });

  it('30 parallel reservations of 1 against stock 20 on separate connections: exactly 20 succeed', async () => {
    const { s } = await create({ schedule: 'ONCE', startDate: day(3) });
    const occ = s!.occurrences[0]!.id;
    const results = await Promise.all(
      Array.from({ length: 30 }, () =>
        reserveStock(stockDs.manager, occ, [{ dishId: dishA, quantity: 1 }]),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(20);
    expect(results.filter((r) => !r.ok)).toEqual(
      Array(10).fill({ ok: false, reason: 'OUT_OF_STOCK', dishId: dishA }),
    );
    expect(await stockOf(occ)).toEqual({ total: 20, remaining: 0 });
    await expect(
      query(db, `UPDATE sessions.occurrence_stock SET remaining = -1 WHERE occurrence_id = $1`, [
        occ,
      ]),
    ).rejects.toThrow(/occurrence_stock_remaining_range/);
  });

  it('a multi-dish reservation is all-or-nothing and names the failing dish; release never exceeds total', async () => {
    const { s } = await create({
      schedule: 'ONCE',
      startDate: day(4),
      orderLimit: { min: 2, max: 6 },
      dishes: [
        { dishId: dishA, minQuantity: 1, maxQuantity: 10, portionSize: '500 g' },
        { dishId: dishB, minQuantity: 2, maxQuantity: 2, portionSize: 'one bowl' },
      ],
    });
    const occ = s!.occurrences[0]!.id;
    const r1 = await reserveStock(stockDs.manager, occ, [
      { dishId: dishA, quantity: 3 },
      { dishId: dishB, quantity: 3 },
    ]);
    expect(r1).toEqual({ ok: false, reason: 'OUT_OF_STOCK', dishId: dishB });
    expect(await stockOf(occ, dishA)).toEqual({ total: 10, remaining: 10 });
    expect(await reserveStock(stockDs.manager, occ, [{ dishId: dishA, quantity: 1 }])).toEqual({
      ok: false,
      reason: 'ORDER_LIMIT',
      dishId: null,
    });
    expect(
      await reserveStock(stockDs.manager, occ, [
        { dishId: dishA, quantity: 1 },
        { dishId: dishB, quantity: 1 },
      ]),
    ).toEqual({ ok: false, reason: 'BELOW_DISH_MINIMUM', dishId: dishB });
    expect(
      await reserveStock(stockDs.manager, randomUUID(), [{ dishId: dishA, quantity: 2 }]),
    ).toEqual({
      ok: false,
      reason: 'UNKNOWN_OCCURRENCE',
      dishId: null,
    });
    expect(
      await reserveStock(stockDs.manager, occ, [
        { dishId: dishA, quantity: 3 },
        { dishId: dishB, quantity: 2 },
      ]),
    ).toEqual({ ok: true });
    expect(await stockOf(occ, dishA)).toEqual({ total: 10, remaining: 7 });
    expect(await stockOf(occ, dishB)).toEqual({ total: 2, remaining: 0 });
    await releaseStock(stockDs.manager, occ, [
      { dishId: dishA, quantity: 3 },
      { dishId: dishB, quantity: 2 },
    ]);
    await releaseStock(stockDs.manager, occ, [{ dishId: dishA, quantity: 3 }]);
    expect(await stockOf(occ, dishA)).toEqual({ total: 10, remaining: 10 });
    expect(await stockOf(occ, dishB)).toEqual({ total: 2, remaining: 2 });
  });

  it('an edit after sales keeps sold portions; edits that contradict them are refused', async () => {
    const { s } = await create({ startDate: day(2), until: day(15) });
    const sold = s!.occurrences[2]!;
    expect(await reserveStock(stockDs.manager, sold.id, [{ dishId: dishA, quantity: 4 }])).toEqual({
      ok: true,
    });

    const cut = await update(s!.id, {
      startTime: '17:00',
      endTime: '19:30',
      dishes: [
        { dishId: dishA, minQuantity: 1, maxQuantity: 6, portionSize: '500 g' },
        { dishId: dishB, minQuantity: 1, maxQuantity: 5, portionSize: 'one bowl' },
      ],
    });
    expect(cut.s!.__typename).toBe('CookingSession');
    expect(cut.s!.occurrences).toHaveLength(14);
    const again = cut.s!.occurrences.find((o) => o.localDate === sold.localDate)!;
    expect(again.id).toBe(sold.id);
    expect(DateTime.fromISO(again.startsAt, { zone: ZONE }).toFormat('HH:mm')).toBe('17:00');
    expect(again.dishes).toEqual([
      expect.objectContaining({ dishId: dishA, maxQuantity: 6, remaining: 2 }),
      expect.objectContaining({ dishId: dishB, remaining: 5 }),
    ]);
    expect(cut.s!.occurrences[0]!.dishes[0]!.remaining).toBe(6);

    const tooFew = await update(s!.id, {
      dishes: [{ dishId: dishA, minQuantity: 1, maxQuantity: 3, portionSize: '500 g' }],
    });
    expect(tooFew.s!.errors).toEqual([
      { field: 'dishes.0.maxQuantity', message: SessionEditMessages.belowSold(4, sold.localDate) },
    ]);
    expect(await stockOf(sold.id)).toEqual({ total: 6, remaining: 2 });

    const dropDish = await update(s!.id, {
      dishes: [{ dishId: dishB, minQuantity: 1, maxQuantity: 5, portionSize: 'one bowl' }],
    });
    expect(dropDish.s!.errors).toEqual([
      { field: 'dishes', message: SessionEditMessages.dishHasSales(sold.localDate) },
    ]);

    const dropSold = await update(s!.id, { startDate: day(2), until: day(3) });
    expect(dropSold.s!.errors).toEqual([
      { field: 'schedule', message: SessionEditMessages.occurrenceHasSales(sold.localDate) },
    ]);
    expect(
      await query(db, `SELECT 1 FROM sessions.session_occurrences WHERE session_id = $1`, [s!.id]),
    ).toHaveLength(14);

    const shorter = await update(s!.id, { startDate: day(2), until: day(5) });
    expect(shorter.s!.occurrences).toHaveLength(4);
    expect(await stockOf(sold.id)).toEqual({ total: 20, remaining: 16 });
  });

  it('an edit that takes a dish out of occurrences writes OccurrenceDishesWithdrawn with it, one per occurrence; a no-op or refused edit writes none', async () => {
    const both = [
      { dishId: dishA, minQuantity: 1, maxQuantity: 8, portionSize: '500 g' },
      { dishId: dishB, minQuantity: 1, maxQuantity: 4, portionSize: 'one bowl' },
    ];
    const span = { startDate: day(2), until: day(4) };
    const { s } = await create({ ...span, dishes: both });
    expect(s!.occurrences).toHaveLength(3);
    const withdrawals = async () =>
      (
        await query<{ aggregateId: string; envelope: { payload: Record<string, unknown> } }>(
          db,
          `SELECT "aggregateId", envelope FROM sessions.outbox
            WHERE "eventType" = $1 AND envelope->'payload'->>'sessionId' = $2`,
          [EventTypes.OccurrenceDishesWithdrawn, s!.id],
        )
      )
        .map((r) => ({ aggregateId: r.aggregateId, payload: r.envelope.payload }))
        .sort((x, y) => (x.aggregateId < y.aggregateId ? -1 : 1));

    // Saving the same dishes again takes nothing out.
    const same = await update(s!.id, { ...span, dishes: both });
    expect(same.s!.__typename).toBe('CookingSession');
    expect(await withdrawals()).toEqual([]);

    // Refused (a portion of dish B was sold on one date): the whole edit, tombstones included, rolls back.
    const sold = s!.occurrences[1]!.id;
    expect(await reserveStock(stockDs.manager, sold, [{ dishId: dishB, quantity: 1 }])).toEqual({
      ok: true,
    });
    const refused = await update(s!.id, { ...span, dishes: [both[0]] });
    expect(refused.s!.errors?.[0]?.field).toBe('dishes');
    expect(await withdrawals()).toEqual([]);

    // Once nothing of it is sold, the edit removes dish B and, in its transaction, tells each
    // occurrence's consumers (aggregate = occurrence, like OccurrenceStockChanged).
    await releaseStock(stockDs.manager, sold, [{ dishId: dishB, quantity: 1 }]);
    const dropped = await update(s!.id, { ...span, dishes: [both[0]] });
    expect(dropped.s!.__typename).toBe('CookingSession');
    expect(dropped.s!.occurrences.every((o) => o.dishes.length === 1)).toBe(true);
    const expected = s!.occurrences
      .map((o) => ({
        aggregateId: o.id,
        payload: { occurrenceId: o.id, sessionId: s!.id, restaurantId, dishIds: [dishB] },
      }))
      .sort((x, y) => (x.aggregateId < y.aggregateId ? -1 : 1));
    expect(await withdrawals()).toEqual(expected);

    // Saving without it again, or adding it back, withdraws nothing more.
    await update(s!.id, { ...span, dishes: [both[0]] });
    const back = await update(s!.id, { ...span, dishes: both });
    expect(back.s!.occurrences.every((o) => o.dishes.length === 2)).toBe(true);
    expect(await withdrawals()).toEqual(expected);
  });

  it('only the owning chef creates and updates: other chef / guest FORBIDDEN, visitor UNAUTHENTICATED', async () => {
    const { s } = await create({ schedule: 'ONCE', startDate: day(5) });
    const before = await sessionCount();
    const code = (res: { errors?: Array<{ extensions?: Record<string, unknown> }> }) =>
      res.errors?.[0]?.extensions?.['code'];
    expect(code((await create({}, otherChef.token)).res)).toBe('FORBIDDEN');
    expect(code((await create({}, guest.token)).res)).toBe('FORBIDDEN');
    expect(code(await gql(url, CREATE, { input: input() }))).toBe('UNAUTHENTICATED');
    expect(code((await create({ restaurantId: 'not-a-uuid' })).res)).toBe('FORBIDDEN');
    expect(code((await update(s!.id, { startTime: '10:00' }, otherChef.token)).res)).toBe(
      'FORBIDDEN',
    );
    expect(code((await update(s!.id, {}, guest.token)).res)).toBe('FORBIDDEN');
    expect(code(await gql(url, UPDATE, { id: s!.id, input: input() }))).toBe('UNAUTHENTICATED');
    expect(code((await update(randomUUID())).res)).toBe('NOT_FOUND');
    expect(await sessionCount()).toBe(before);
    const [row] = await query<{ start_time: string }>(
      db,
      `SELECT start_time::text FROM sessions.cooking_sessions WHERE id = $1`,
      [s!.id],
    );
    expect(row!.start_time).toBe('18:00:00');
  });

  it('a chef who is not Active cannot schedule; sessions of a restaurant that is not public are listed to its owner and admins only', async () => {
    const pending = await issuer.token({ role: 'CHEF' });
    const admin = await issuer.token({ role: 'ADMIN' });
    const rid = randomUUID();
    const dish = randomUUID();
    const facts = async (
      f: Required<
        Pick<RestaurantEstablishedPayload, 'isChefActive' | 'hasBankDetails' | 'isHidden'>
      >,
    ) => {
      await bus.publish(Topics.restaurants, [established(rid, pending.id, true, f)]);
      await eventually(async () => {
        const [row] = await query<Record<string, unknown>>(
          db,
          `SELECT is_chef_active, has_bank_details, is_hidden FROM sessions.restaurant_owners
            WHERE restaurant_id = $1`,
          [rid],
        );
        return (
          row?.is_chef_active === f.isChefActive &&
          row?.has_bank_details === f.hasBankDetails &&
          row?.is_hidden === f.isHidden
        );
      });
    };
    await facts({ isChefActive: false, hasBankDetails: false, isHidden: false });
    await bus.publish(Topics.restaurants, [dishChanged(dish, rid)]);
    await dishesKnown(4);
    const dishes = [{ dishId: dish, minQuantity: 1, maxQuantity: 5, portionSize: '500 g' }];
    const before = await sessionCount();
    const refused = await create({ restaurantId: rid, dishes }, pending.token);
    expect(refused.s).toEqual({
      __typename: 'ValidationError',
      errors: [{ field: 'restaurantId', message: RestaurantAvailabilityMessages.chefNotActive }],
    });
    expect(await sessionCount()).toBe(before);

    // Approved (Active), no bank details yet: may schedule, but the restaurant is not public.
    await facts({ isChefActive: true, hasBankDetails: false, isHidden: false });
    const saved = await create({ restaurantId: rid, dishes }, pending.token);
    expect(saved.s?.__typename).toBe('CookingSession');
    const listFor = async (token?: string) =>
      (
        await gql<{ cookingSessions: Array<{ id: string }> }>(
          url,
          LIST,
          { r: rid, days: 30 },
          token,
        )
      ).data!.cookingSessions.map((x) => x.id);
    expect(await listFor()).toEqual([]);
    expect(await listFor(guest.token)).toEqual([]);
    expect(await listFor(otherChef.token)).toEqual([]);
    expect(await listFor(pending.token)).toEqual([saved.s!.id]);
    expect(await listFor(admin.token)).toEqual([saved.s!.id]);
    // Public: everyone sees it; hidden again: only the owner and admins.
    await facts({ isChefActive: true, hasBankDetails: true, isHidden: false });
    expect(await listFor()).toEqual([saved.s!.id]);
    await facts({ isChefActive: true, hasBankDetails: true, isHidden: true });
    expect(await listFor(guest.token)).toEqual([]);
    expect(await listFor(pending.token)).toEqual([saved.s!.id]);
  });
});
