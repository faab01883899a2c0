import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { rejectionMessage } from '@hearth/contracts';
import { EventTypes } from '@hearth/events';
import { eventually, gql, query } from '../../../test/support/db.js';
import { SagaStack, type User } from './support/saga-stack.js';

const GUESTS = 200;
const PORTIONS = 20;

/** In batches of `size`, so 200 cart adds do not open 200 connections at once. */
async function inBatches<T, R>(items: T[], size: number, run: (item: T) => Promise<R>) {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += size)
    out.push(...(await Promise.all(items.slice(i, i + size).map(run))));
  return out;
}

describe('orders + sessions: 200 concurrent checkouts for 20 portions, and every saga event twice', () => {
  const stack = new SagaStack();
  /** `${consumer group}:${event id}` → deliveries that group's handler finished (a positive signal). */
  const handled = new Map<string, number>();
  /** topic → the consumer groups of the services (not the test's recorder) subscribed to it. */
  const groupsOf = new Map<string, Set<string>>();
  const countDeliveries = () => {
    const subscribe = stack.bus.subscribe.bind(stack.bus);
    stack.bus.subscribe = (group, topic, handler) => {
      if (group !== 'test-recorder')
        groupsOf.set(topic, (groupsOf.get(topic) ?? new Set()).add(group));
      return subscribe(group, topic, async (event) => {
        await handler(event);
        const key = `${group}:${event.id}`;
        handled.set(key, (handled.get(key) ?? 0) + 1);
      });
    };
  };
  let dish: string;
  let occurrenceId: string;
  let guests: User[];
  let orderIds: string[];

  const finalState = async () => ({
    orders: await query(
      stack.db,
      `SELECT id, status, rejection_reason, decline_reason FROM orders.orders ORDER BY id`,
    ),
    reservations: await query(
      stack.db,
      `SELECT order_id, status, reason FROM sessions.stock_reservations ORDER BY order_id`,
    ),
    remaining: await stack.remaining(occurrenceId, dish),
    // What orders told (OrderPending / OrderRejected …): a redelivered reply must not add events.
    published: await query(
      stack.db,
      `SELECT "eventType", count(*)::int AS n FROM orders.outbox GROUP BY "eventType" ORDER BY 1`,
    ),
    projected: (
      await query<{ remaining: number }>(
        stack.db,
        `SELECT remaining FROM orders.cart_occurrence_dishes WHERE occurrence_id = $1 AND dish_id = $2`,
        [occurrenceId, dish],
      )
    )[0]?.remaining,
  });

  beforeAll(async () => {
    countDeliveries();
    await stack.start('orders_concurrency');
    dish = await stack.dish('Jollof Rice', 1600);
    occurrenceId = await stack.session([
      { dishId: dish, minQuantity: 1, maxQuantity: PORTIONS, portionSize: '600 g' },
    ]);
    guests = await Promise.all(Array.from({ length: GUESTS }, () => stack.guest()));
    const added = await inBatches(guests, 25, (g) => stack.add(g, dish, occurrenceId, 1));
    expect(added.every((a) => a.cart?.__typename === 'Cart')).toBe(true);
  }, 120_000);
  afterAll(() => stack.stop());

  it('sells exactly 20, rejects the other 180 with the reason, never oversells', async () => {
    const placed = await Promise.all(guests.map((g) => stack.place(g, { occurrenceId })));
    expect(placed.every((p) => p.order?.status === 'PLACED')).toBe(true);
    orderIds = placed.map((p) => p.order!.id);
    const counts = await stack.outcomes(120_000);
    expect(counts).toEqual([
      { status: 'PENDING', reason: null, n: PORTIONS },
      { status: 'REJECTED', reason: 'OUT_OF_STOCK', n: GUESTS - PORTIONS },
    ]);
    expect(await stack.remaining(occurrenceId, dish)).toBe(0);
    // One outcome event per order, from orders' outbox.
    const told = await query<{ type: string; n: number }>(
      stack.db,
      `SELECT "eventType" AS type, count(*)::int AS n FROM orders.outbox
        WHERE "eventType" IN ('OrderPending', 'OrderRejected') GROUP BY 1 ORDER BY 1`,
    );
    expect(told).toEqual([
      { type: 'OrderPending', n: PORTIONS },
      { type: 'OrderRejected', n: GUESTS - PORTIONS },
    ]);
    const [sold] = await query<{ n: number }>(
      stack.db,
      `SELECT COALESCE(sum((l->>'quantity')::int), 0)::int AS n
         FROM sessions.stock_reservations r, jsonb_array_elements(r.lines) l
        WHERE r.status = 'RESERVED'`,
    );
    expect(sold!.n).toBe(PORTIONS);
    // A rejected guest reads the reason.
    const rejected = await query<{ id: string; guest_id: string }>(
      stack.db,
      `SELECT id, guest_id FROM orders.orders WHERE status = 'REJECTED' LIMIT 1`,
    );
    const owner = guests.find((g) => g.id === rejected[0]!.guest_id)!;
    const view = await gql<{ order: { rejectionReason: string } }>(
      stack.ordersUrl,
      `query($id: ID!) { order(id: $id) { rejectionReason } }`,
      { id: rejected[0]!.id },
      owner.token,
    );
    expect(view.data?.order.rejectionReason).toBe(rejectionMessage('OUT_OF_STOCK'));
  }, 150_000);

  it('ends in the same state when every saga event is delivered a second time', async () => {
    // Two declines and a cancel first, so releases are redelivered too.
    const pending = await query<{ id: string; guest_id: string }>(
      stack.db,
      `SELECT id, guest_id FROM orders.orders WHERE status = 'PENDING' ORDER BY id LIMIT 3`,
    );
    await stack.act(stack.chef, 'declineOrder', pending[0]!.id, 'Ran out of rice');
    await stack.act(stack.chef, 'declineOrder', pending[1]!.id, 'Ran out of rice');
    const canceller = guests.find((g) => g.id === pending[2]!.guest_id)!;
    await stack.act(canceller, 'cancelOrder', pending[2]!.id);
    await stack.settledStock(occurrenceId, dish, 3);
    await eventually(async () => (await finalState()).projected === 3, stack.timeoutMs);
    const before = await finalState();

    const saga: string[] = [
      EventTypes.OrderPlaced,
      EventTypes.StockReserved,
      EventTypes.StockRejected,
      EventTypes.OrderPending,
      EventTypes.OrderRejected,
      EventTypes.OrderDeclined,
      EventTypes.OrderCancelled,
      EventTypes.OccurrenceStockChanged,
    ];
    const replay = stack.seen.filter((s) => saga.includes(s.event.type));
    expect(replay.filter((s) => s.event.type === EventTypes.OrderPlaced)).toHaveLength(GUESTS);
    const inbox = async () =>
      (
        await query<{ n: number }>(
          stack.db,
          `SELECT (SELECT count(*) FROM sessions.inbox) + (SELECT count(*) FROM orders.inbox) AS n`,
        )
      )[0]!.n;
    /** Whether every service consuming each replayed event's topic handled it `times` times. */
    const handledAll = (times: number) =>
      replay.every(({ topic, event }) =>
        [...(groupsOf.get(topic) ?? [])].every(
          (g) => (handled.get(`${g}:${event.id}`) ?? 0) >= times,
        ),
      );
    await eventually(async () => handledAll(1), stack.timeoutMs); // the first deliveries are done
    const seenBefore = stack.seen.length;
    const inboxBefore = await inbox();
    for (const { topic, event } of replay) await stack.bus.publish(topic, [event]);
    // The recorder (another consumer group) got every copy: they were really delivered again.
    await eventually(async () => stack.seen.length === seenBefore + replay.length, 10_000);
    // Every redelivery handled by every service consuming its topic, and nothing new to publish.
    await eventually(async () => handledAll(2), stack.timeoutMs);
    await eventually(
      async () =>
        (
          await query(
            stack.db,
            `SELECT 1 FROM sessions.outbox WHERE "publishedAt" IS NULL AND "parkedAt" IS NULL
             UNION ALL
             SELECT 1 FROM orders.outbox WHERE "publishedAt" IS NULL AND "parkedAt" IS NULL`,
          )
        ).length === 0,
      stack.timeoutMs,
    );
    // The inboxes did not grow (no redelivery was handled as new) and nothing new was published.
    expect(await inbox()).toBe(inboxBefore);
    expect(stack.seen.length).toBe(seenBefore + replay.length);
    expect(await finalState()).toEqual(before);
    expect(before.remaining).toBe(3);
    expect(orderIds).toHaveLength(GUESTS);
  }, 60_000);

  it('completes every order when the bus stops mid-saga and starts again', async () => {
    const rice = await stack.dish('Coconut Rice', 900);
    const occ = await stack.session([
      { dishId: rice, minQuantity: 1, maxQuantity: 10, portionSize: '400 g' },
    ]);
    const buyers = guests.slice(0, 30);
    await Promise.all(buyers.map((g) => stack.add(g, rice, occ, 1)));
    await stack.bus.stop();
    const placed = await Promise.all(buyers.map((g) => stack.place(g, { occurrenceId: occ })));
    const ids = placed.map((p) => p.order!.id);
    // Every OrderPlaced has left orders' outbox for the bus, which delivers nothing while stopped.
    await eventually(
      async () =>
        (
          await query(
            stack.db,
            `SELECT 1 FROM orders.outbox WHERE "publishedAt" IS NULL AND "parkedAt" IS NULL`,
          )
        ).length === 0,
      stack.timeoutMs,
    );
    // Nothing moved while the bus was down: every order waits in PLACED, the stock is untouched.
    expect(await Promise.all(ids.map((id) => stack.statusOf(id)))).toEqual(ids.map(() => 'PLACED'));
    expect(await stack.remaining(occ, rice)).toBe(10);
    await stack.bus.start();
    const statuses = await Promise.all(ids.map((id) => stack.settled(id, 30_000)));
    expect(statuses.filter((s) => s === 'PENDING')).toHaveLength(10);
    expect(statuses.filter((s) => s === 'REJECTED')).toHaveLength(20);
    expect(await stack.remaining(occ, rice)).toBe(0);
  }, 60_000);
});
