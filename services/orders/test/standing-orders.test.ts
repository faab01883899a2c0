import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { EventTypes, Topics, createEnvelope, type UserDeletedPayload } from '@hearth/events';
import { PlaceStandingWeekHandler } from '../src/standing-orders/place-standing-week.handler.js';
import { eventually, gql, query } from '../../../test/support/db.js';
import { SagaStack, day, type User } from './support/saga-stack.js';

/**
 * Standing weekly orders (issue 28) on real PostgreSQL with sessions and orders and the local
 * test-mode processor: a guest makes an accepted order weekly; the sweep (run by hand with an
 * injected clock) places week 1 through the checkout (stock reserved, card held), finds week 2
 * sold out and week 3's card declined — each week recorded with its outcome and told to the guest
 * by an event — and the standing order stays ACTIVE through all three. Two sweeps at once place a
 * week once.
 */
process.env.HEARTH_STANDING_ORDER_SWEEP_SECONDS = '0';
process.env.HEARTH_STANDING_ORDER_LEAD_HOURS = '24';

const HOUR = 3_600_000;
const FIELDS = `id status sourceOrderId lines { dishId dishName quantity unitPriceCents }
  nextWeek { occurrenceId startsAt placesAt orderCutoffAt }
  weeks { occurrenceId outcome missReason missDetail orderId }`;
const STANDING = `__typename ... on StandingOrder { ${FIELDS} }
  ... on ValidationError { errors { field message } }`;

interface StandingView {
  __typename: string;
  id: string;
  status: string;
  nextWeek: { occurrenceId: string; placesAt: string; orderCutoffAt: string } | null;
  weeks: Array<{ occurrenceId: string; outcome: string; missReason: string | null }>;
  errors?: Array<{ field: string; message: string }>;
}

describe('orders: a standing weekly order through a placed, a sold-out and a declined week', () => {
  const stack = new SagaStack();
  let guest: User;
  let curry: string;
  let weeks: Array<{ id: string; cutoff: Date }>;
  let placer: PlaceStandingWeekHandler;

  const mutate = async (
    name: string,
    args: string,
    vars: Record<string, unknown>,
    user = guest,
  ) => {
    const res = await gql<Record<string, StandingView>>(
      stack.ordersUrl,
      `mutation(${args}) { ${name}(${args
        .split(',')
        .map((a) => a.trim().split(':')[0]!.slice(1))
        .map((a) => `${a}: $${a}`)
        .join(', ')}) { ${STANDING} } }`,
      vars,
      user.token,
    );
    if (!res.data) throw new Error(JSON.stringify(res.errors));
    return res.data[name]!;
  };
  const mine = async () => {
    const res = await gql<{ myStandingOrders: StandingView[] }>(
      stack.ordersUrl,
      `{ myStandingOrders { ${FIELDS} } }`,
      {},
      guest.token,
    );
    if (!res.data) throw new Error(JSON.stringify(res.errors));
    return res.data.myStandingOrders;
  };
  const weekRow = (occurrenceId: string) =>
    query<{ outcome: string; reason: string | null; detail: string | null; orderId: string }>(
      stack.db,
      `SELECT outcome, miss_reason AS reason, miss_detail AS detail, order_id AS "orderId"
         FROM orders.standing_order_weeks WHERE occurrence_id = $1`,
      [occurrenceId],
    );
  const settledWeek = (occurrenceId: string) =>
    eventually(async () => {
      const [row] = await weekRow(occurrenceId);
      return row && row.outcome !== 'PLACING' ? row : null;
    }, stack.timeoutMs);
  const told = (type: string) =>
    stack.seen
      .filter((s) => s.event.type === type)
      .map((s) => s.event.payload as { occurrenceId: string; reason?: string; guestId: string });

  beforeAll(async () => {
    await stack.start('orders_standing');
    guest = await stack.guest();
    curry = await stack.dish('Butter Chicken', 1800);
    // A weekly session: four Tuesdays-or-whatever from tomorrow, 4 portions each, cutoff 10 h before.
    const res = await gql<{
      createCookingSession: { occurrences?: Array<{ id: string; orderCutoffAt: string }> };
    }>(
      stack.sessionsUrl,
      `mutation($input: CookingSessionInput!) { createCookingSession(input: $input) {
        ... on CookingSession { occurrences { id orderCutoffAt } } } }`,
      {
        input: {
          restaurantId: stack.restaurantId,
          startDate: day(1),
          startTime: '18:00',
          endTime: '20:00',
          schedule: 'WEEKLY',
          until: day(22),
          leadTimeHours: 10,
          orderLimit: { min: 1, max: 20 },
          offersDelivery: true,
          offersPickup: true,
          dishes: [{ dishId: curry, minQuantity: 1, maxQuantity: 4, portionSize: '450 g' }],
        },
      },
      stack.chef.token,
    );
    const occurrences = res.data!.createCookingSession.occurrences!;
    expect(occurrences).toHaveLength(4);
    weeks = occurrences.map((o) => ({ id: o.id, cutoff: new Date(o.orderCutoffAt) }));
    await eventually(
      async () =>
        (
          await query(
            stack.db,
            `SELECT 1 FROM orders.cart_occurrences WHERE session_id IS NOT NULL`,
          )
        ).length === 4,
      stack.timeoutMs,
    );
    placer = stack.orders.app.get(PlaceStandingWeekHandler);
  });
  afterAll(() => stack.stop());

  it('is made from an accepted order and refused twice, or from a pending one', async () => {
    await stack.add(guest, curry, weeks[0]!.id, 2);
    const { order } = await stack.place(guest, { occurrenceId: weeks[0]!.id });
    expect(await stack.settled(order!.id)).toBe('PENDING');
    expect(await mutate('createStandingOrder', '$orderId: ID!', { orderId: order!.id })).toEqual({
      __typename: 'ValidationError',
      errors: [
        { field: 'orderId', message: 'Only an accepted or completed order can be made weekly' },
      ],
    });
    await stack.act(stack.chef, 'acceptOrder', order!.id);

    const made = await mutate('createStandingOrder', '$orderId: ID!', { orderId: order!.id });
    expect(made).toMatchObject({ __typename: 'StandingOrder', status: 'ACTIVE' });
    expect(made.nextWeek).toMatchObject({ occurrenceId: weeks[1]!.id });
    // Placed 24 h before the cutoff (the lead time), the guest can change it until then.
    expect(new Date(made.nextWeek!.placesAt).getTime()).toBe(
      weeks[1]!.cutoff.getTime() - 24 * HOUR,
    );
    expect(
      (await mutate('createStandingOrder', '$orderId: ID!', { orderId: order!.id })).errors,
    ).toEqual([{ field: 'orderId', message: 'This order is already weekly' }]);
    // Another guest cannot touch it.
    const stranger = await stack.guest();
    expect(
      (await mutate('pauseStandingOrder', '$id: ID!', { id: made.id }, stranger)).errors,
    ).toEqual([{ field: 'id', message: 'This weekly order was not found' }]);
  });

  it('week 1: nothing before the lead time; then placed once by two sweeps at once, and told', async () => {
    const early = new Date(weeks[1]!.cutoff.getTime() - 30 * HOUR);
    expect(await placer.placeDue(early)).toBe(0);
    const now = new Date(weeks[1]!.cutoff.getTime() - HOUR);
    const [a, b] = await Promise.all([placer.placeDue(now), placer.placeDue(now)]);
    expect(a + b).toBe(1);
    const week = await settledWeek(weeks[1]!.id);
    expect(week).toMatchObject({ outcome: 'PLACED', reason: null });
    expect(await stack.statusOf(week.orderId)).toBe('PENDING');
    const orders = await query(
      stack.db,
      `SELECT 1 FROM orders.orders WHERE occurrence_id = $1 AND guest_id = $2`,
      [weeks[1]!.id, guest.id],
    );
    expect(orders).toHaveLength(1);
    expect(await stack.remaining(weeks[1]!.id, curry)).toBe(2);
    // The guest's own cart is left alone.
    expect((await stack.cartOf(guest)).items).toEqual([]);
    await eventually(
      async () => told(EventTypes.StandingOrderWeekPlaced).length === 1,
      stack.timeoutMs,
    );
    expect(told(EventTypes.StandingOrderWeekPlaced)[0]).toMatchObject({
      occurrenceId: weeks[1]!.id,
      guestId: guest.id,
    });
  });

  it('week 2: sold out — recorded as missed for no stock and told; the standing order stays active', async () => {
    const other = await stack.guest();
    await stack.add(other, curry, weeks[2]!.id, 4);
    const { order } = await stack.place(other, { occurrenceId: weeks[2]!.id });
    expect(await stack.settled(order!.id)).toBe('PENDING');
    await eventually(
      async () =>
        (
          await query<{ remaining: number }>(
            stack.db,
            `SELECT remaining FROM orders.cart_occurrence_dishes WHERE occurrence_id = $1`,
            [weeks[2]!.id],
          )
        )[0]?.remaining === 0,
      stack.timeoutMs,
    );
    expect(await placer.placeDue(new Date(weeks[2]!.cutoff.getTime() - HOUR))).toBe(1);
    expect(await settledWeek(weeks[2]!.id)).toMatchObject({
      outcome: 'MISSED',
      reason: 'NO_STOCK',
    });
    await eventually(
      async () => told(EventTypes.StandingOrderWeekMissed).some((p) => p.reason === 'NO_STOCK'),
      stack.timeoutMs,
    );
  });

  it('week 3: the card is declined — recorded, told, and the standing order stays active', async () => {
    // The guest's saved card now declines (as a card that expired or ran out of funds would).
    await query(
      stack.db,
      `UPDATE orders.standing_orders SET payment_method_id = 'pm_card_chargeDeclinedInsufficientFunds'`,
    );
    expect(await placer.placeDue(new Date(weeks[3]!.cutoff.getTime() - HOUR))).toBe(1);
    const week = await settledWeek(weeks[3]!.id);
    expect(week).toMatchObject({
      outcome: 'MISSED',
      reason: 'CARD_DECLINED',
      detail: 'Your card has insufficient funds.',
    });
    expect(await stack.statusOf(week.orderId)).toBe('REJECTED');
    // The week's lines never came from the cart: none are put back in it.
    expect((await stack.cartOf(guest)).items).toEqual([]);
    await eventually(
      async () =>
        told(EventTypes.StandingOrderWeekMissed).some((p) => p.reason === 'CARD_DECLINED'),
      stack.timeoutMs,
    );
    const [standing] = await mine();
    expect(standing).toMatchObject({ status: 'ACTIVE' });
    expect(standing!.weeks.map((w) => [w.occurrenceId, w.outcome, w.missReason])).toEqual([
      [weeks[3]!.id, 'MISSED', 'CARD_DECLINED'],
      [weeks[2]!.id, 'MISSED', 'NO_STOCK'],
      [weeks[1]!.id, 'PLACED', null],
    ]);
    // Each week told once: a redelivered answer settles nothing twice.
    expect(told(EventTypes.StandingOrderWeekPlaced)).toHaveLength(1);
    expect(told(EventTypes.StandingOrderWeekMissed)).toHaveLength(2);
  });

  it('the guest skips, changes, pauses, resumes and cancels', async () => {
    const [standing] = await mine();
    const id = standing!.id;
    const changed = await mutate(
      'changeStandingOrder',
      '$id: ID!, $lines: [StandingOrderLineInput!]!',
      {
        id,
        lines: [{ dishId: curry, quantity: 3 }],
      },
    );
    expect(changed).toMatchObject({ lines: [{ dishId: curry, quantity: 3 }] });
    expect(
      (
        await mutate('changeStandingOrder', '$id: ID!, $lines: [StandingOrderLineInput!]!', {
          id,
          lines: [{ dishId: curry, quantity: 0 }],
        })
      ).errors,
    ).toEqual([{ field: 'lines', message: 'Keep at least one portion in your weekly order' }]);
    expect(await mutate('pauseStandingOrder', '$id: ID!', { id })).toMatchObject({
      status: 'PAUSED',
    });
    expect((await mutate('pauseStandingOrder', '$id: ID!', { id })).errors).toEqual([
      { field: 'id', message: 'This weekly order is already paused' },
    ]);
    expect(await mutate('resumeStandingOrder', '$id: ID!', { id })).toMatchObject({
      status: 'ACTIVE',
    });
    // No later occurrence of the session: nothing to skip.
    expect((await mutate('skipStandingOrderWeek', '$id: ID!', { id })).errors).toEqual([
      { field: 'id', message: 'There is no upcoming week to skip' },
    ]);
    expect(await mutate('cancelStandingOrder', '$id: ID!', { id })).toMatchObject({
      status: 'CANCELLED',
      nextWeek: null,
    });
  });

  it('the guest’s data copy has the standing order with its weeks; UserDeleted cancels it and erases the address', async () => {
    const copy = JSON.parse(
      (
        await gql<{ ordersDataExport: string }>(
          stack.ordersUrl,
          '{ ordersDataExport }',
          {},
          guest.token,
        )
      ).data!.ordersDataExport,
    ) as {
      standingOrders: Array<Record<string, unknown> & { weeks: Array<Record<string, unknown>> }>;
    };
    expect(copy.standingOrders).toHaveLength(1);
    const [standing] = copy.standingOrders;
    expect(standing).toMatchObject({
      status: 'CANCELLED',
      lines: [{ dishId: curry, quantity: 3 }],
    });
    expect(standing).not.toHaveProperty('payment_method_id');
    expect(standing!.weeks.map((w) => [w.occurrence_id, w.outcome, w.miss_reason])).toEqual([
      [weeks[1]!.id, 'PLACED', null],
      [weeks[2]!.id, 'MISSED', 'NO_STOCK'],
      [weeks[3]!.id, 'MISSED', 'CARD_DECLINED'],
    ]);

    // Were it still active, with an address and instructions (set so here; the guest cancelled
    // it above), deleting the account ends it and erases them.
    await query(
      stack.db,
      `UPDATE orders.standing_orders SET status = 'ACTIVE', address_line1 = '12 Bathurst St',
         instructions = 'Ring twice' WHERE guest_id = $1`,
      [guest.id],
    );
    await stack.bus.publish(Topics.users, [
      createEnvelope<UserDeletedPayload>({
        type: EventTypes.UserDeleted,
        version: 1,
        aggregateId: guest.id,
        payload: { userId: guest.id, email: `${guest.id}@example.test`, role: 'Guest' },
      }),
    ]);
    const erased = await eventually(async () => {
      const [row] = await query<Record<string, unknown>>(
        stack.db,
        `SELECT status, guest_email, address_line1, instructions FROM orders.standing_orders
          WHERE guest_id = $1 AND status = 'CANCELLED'`,
        [guest.id],
      );
      return row;
    }, stack.timeoutMs);
    expect(erased).toEqual({
      status: 'CANCELLED',
      guest_email: '',
      address_line1: null,
      instructions: null,
    });
  });
});
