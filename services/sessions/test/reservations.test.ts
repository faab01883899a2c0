import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DateTime } from 'luxon';
import {
  EventTypes,
  InProcessEventBus,
  Topics,
  createEnvelope,
  type DishChangedPayload,
  type EventEnvelope,
  type OccurrenceStockChangedPayload,
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

describe('sessions: the stock half of the order saga (reservations, releases, stock events)', () => {
  let db: string;
  let svc: RunningSubgraph;
  const bus = new InProcessEventBus({
    retry: { maxAttempts: 2, initialBackoffMs: 10, maxBackoffMs: 10 },
  });
  const sent: EventEnvelope[] = [];
  const restaurantId = randomUUID();
  const soup = randomUUID();
  const bread = randomUUID();
  const chefId = randomUUID();
  let occurrences: string[];

  const placed = (lines: Array<[string, number]>, orderId = randomUUID(), occ = occurrences[0]!) =>
    orderPlacedEvent({ orderId, restaurantId, chefId, occurrenceId: occ, lines });
  const cancelled = (order: EventEnvelope<OrderPlacedPayload>) =>
    orderEndedEvent('OrderCancelled', order);
  const remaining = async (dishId: string, occ = occurrences[0]!) =>
    (
      await query<{ remaining: number }>(
        db,
        `SELECT remaining FROM sessions.occurrence_stock WHERE occurrence_id = $1 AND dish_id = $2`,
        [occ, dishId],
      )
    )[0]!.remaining;
  const answers = (orderId: string) =>
    sent.filter(
      (e) =>
        (e.type === EventTypes.StockReserved || e.type === EventTypes.StockRejected) &&
        (e.payload as { orderId: string }).orderId === orderId,
    );
  /** Whether sessions has handled the event (its inbox row commits with the effect). */
  const handled = async (eventId: string) =>
    (await query(db, `SELECT 1 FROM sessions.inbox WHERE "eventId" = $1`, [eventId])).length > 0;
  /**
   * Waits for a positive signal that everything before `last` (an event of one order) was handled
   * and its answers seen: `last`'s inbox row (one order's events are handled in publish order),
   * then an empty outbox (every answer written is published), then a marker published after those
   * answers on their topic and aggregate (the order) reaching this test's subscriber.
   */
  const answersSettled = async (last: EventEnvelope<OrderPlacedPayload>) => {
    await eventually(() => handled(last.id), 10_000);
    await eventually(
      async () =>
        (
          await query(
            db,
            `SELECT 1 FROM sessions.outbox WHERE "publishedAt" IS NULL AND "parkedAt" IS NULL`,
          )
        ).length === 0,
      10_000,
    );
    const marker = createEnvelope({
      type: 'TestMarker',
      version: 1,
      aggregateId: last.payload.orderId,
      payload: {},
    });
    await bus.publish(Topics.sessions, [marker]);
    await eventually(async () => sent.some((e) => e.id === marker.id), 10_000);
  };
  const stockEvents = (occ: string) =>
    sent
      .filter((e) => e.type === EventTypes.OccurrenceStockChanged)
      .map((e) => e.payload as OccurrenceStockChangedPayload)
      .filter((p) => p.occurrenceId === occ);

  beforeAll(async () => {
    db = await freshDatabase(`hearth_test_sessions_saga_${process.env.JEST_WORKER_ID ?? '1'}`);
    const issuer = await createTestIssuer();
    svc = await startSubgraph(
      { ...sessionsSubgraph(), tokenKeys: issuer.keys },
      { config: { databaseUrl: db, port: 0, logLevel: 'silent' }, bus },
    );
    await bus.subscribe('test', Topics.sessions, async (e) => {
      sent.push(e);
    });
    const chef = await issuer.token({ id: chefId, role: 'CHEF' });
    await bus.publish(Topics.restaurants, [
      createEnvelope<RestaurantEstablishedPayload>({
        type: EventTypes.RestaurantEstablished,
        version: 1,
        aggregateId: restaurantId,
        payload: {
          restaurantId,
          ownerUserId: chefId,
          slug: 'soup-house',
          name: 'Soup House',
          timeZone: ZONE,
          offersDelivery: true,
          offersPickup: true,
          isChefActive: true,
          hasBankDetails: true,
          isHidden: false,
        },
      }),
      ...[soup, bread].map((dishId) =>
        createEnvelope<DishChangedPayload>({
          type: EventTypes.DishChanged,
          version: 1,
          aggregateId: dishId,
          payload: {
            dishId,
            restaurantId,
            name: dishId === soup ? 'Borscht' : 'Rye Bread',
            priceCents: 900,
            portionSize: '500 ml',
            status: 'ACTIVE',
            imageUrl: null,
          },
        }),
      ),
    ]);
    await eventually(
      async () => (await query(db, `SELECT 1 FROM sessions.restaurant_dishes`)).length === 2,
    );
    const res = await gql<{ createCookingSession: { occurrences: Array<{ id: string }> } }>(
      `${svc.url}/graphql`,
      `mutation($input: CookingSessionInput!) { createCookingSession(input: $input) {
        ... on CookingSession { occurrences { id } } } }`,
      {
        input: {
          restaurantId,
          startDate: day(2),
          until: day(4),
          schedule: 'DAILY',
          startTime: '18:00',
          endTime: '20:00',
          leadTimeHours: 10,
          orderLimit: { min: 1, max: 20 },
          offersDelivery: true,
          offersPickup: true,
          dishes: [
            { dishId: soup, minQuantity: 1, maxQuantity: 10, portionSize: '500 ml' },
            { dishId: bread, minQuantity: 2, maxQuantity: 6, portionSize: 'half loaf' },
          ],
        },
      },
      chef.token,
    );
    occurrences = res.data!.createCookingSession.occurrences.map((o) => o.id);
  });
  afterAll(async () => {
    await svc?.close();
    await bus.stop();
  });

  it('publishes every occurrence’s stock after the session is scheduled', async () => {
    expect(occurrences).toHaveLength(3);
    await eventually(async () => occurrences.every((o) => stockEvents(o).length === 1));
    const first = stockEvents(occurrences[0]!)[0]!;
    expect(first).toMatchObject({ restaurantId, orderLimitMin: 1, orderLimitMax: 20 });
    expect(first.dishes).toEqual(
      expect.arrayContaining([
        { dishId: soup, minQuantity: 1, maxQuantity: 10, portionSize: '500 ml', remaining: 10 },
        { dishId: bread, minQuantity: 2, maxQuantity: 6, portionSize: 'half loaf', remaining: 6 },
      ]),
    );
  });

  it('reserves all lines and answers StockReserved with the new stock; the same order is never reserved twice', async () => {
    const order = placed([
      [soup, 3],
      [bread, 2],
    ]);
    await bus.publish(Topics.orders, [order]);
    await eventually(async () => answers(order.payload.orderId).length === 1);
    expect(answers(order.payload.orderId)[0]).toMatchObject({
      type: EventTypes.StockReserved,
      aggregateId: order.payload.orderId,
      payload: { orderId: order.payload.orderId, occurrenceId: occurrences[0] },
    });
    expect(await remaining(soup)).toBe(7);
    expect(await remaining(bread)).toBe(4);
    await eventually(async () =>
      stockEvents(occurrences[0]!).some((p) =>
        p.dishes.some((d) => d.dishId === soup && d.remaining === 7),
      ),
    );
    // The same order again under a new event id: no second reservation, no second answer.
    const copy = { ...order, id: randomUUID() };
    const last = { ...order, id: randomUUID() }; // one more copy, handled after the two others
    await bus.publish(Topics.orders, [copy, order, last]);
    await answersSettled(last);
    expect(await remaining(soup)).toBe(7);
    expect(answers(order.payload.orderId)).toHaveLength(1);
  });

  it('rejects all-or-nothing with the reason and the dish, and still records the answer', async () => {
    const order = placed([
      [soup, 2],
      [bread, 5],
    ]);
    await bus.publish(Topics.orders, [order]);
    await eventually(async () => answers(order.payload.orderId).length === 1);
    expect(answers(order.payload.orderId)[0]).toMatchObject({
      type: EventTypes.StockRejected,
      payload: { reason: 'OUT_OF_STOCK', dishId: bread },
    });
    expect(await remaining(soup)).toBe(7); // the soup line was rolled back with the bread line
    const belowMin = placed([[bread, 1]]);
    await bus.publish(Topics.orders, [belowMin]);
    await eventually(async () => answers(belowMin.payload.orderId).length === 1);
    expect(answers(belowMin.payload.orderId)[0]!.payload).toMatchObject({
      reason: 'BELOW_DISH_MINIMUM',
      dishId: bread,
    });
    const rows = await query<{ status: string; reason: string }>(
      db,
      `SELECT status, reason FROM sessions.stock_reservations WHERE order_id = $1`,
      [order.payload.orderId],
    );
    expect(rows).toEqual([{ status: 'REJECTED', reason: 'OUT_OF_STOCK' }]);
    // Cancelling a rejected order releases nothing.
    const cancel = cancelled(order);
    await bus.publish(Topics.orders, [cancel]);
    await eventually(() => handled(cancel.id), 10_000);
    expect(await remaining(soup)).toBe(7);
  });

  it('releases a cancelled order once, even when the cancel arrives twice under two ids', async () => {
    const order = placed([[soup, 4]], randomUUID(), occurrences[1]!);
    await bus.publish(Topics.orders, [order]);
    await eventually(async () => answers(order.payload.orderId).length === 1);
    expect(await remaining(soup, occurrences[1]!)).toBe(6);
    const cancel = cancelled(order);
    const again = { ...cancel, id: randomUUID() };
    await bus.publish(Topics.orders, [cancel, cancel, again]);
    await eventually(async () => (await remaining(soup, occurrences[1]!)) === 10, 10_000);
    // One order (aggregate): all three are handled, in order, once the last one's inbox row is there.
    await eventually(() => handled(again.id), 10_000);
    expect(await remaining(soup, occurrences[1]!)).toBe(10);
    const [row] = await query<{ status: string }>(
      db,
      `SELECT status FROM sessions.stock_reservations WHERE order_id = $1`,
      [order.payload.orderId],
    );
    expect(row!.status).toBe('RELEASED');
  });
});
