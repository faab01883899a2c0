import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { PaymentMessages } from '@hearth/contracts';
import { EventTypes, Topics, integrationEvent } from '@hearth/events';
import { eventually, gql, query } from '../../../test/support/db.js';
import { PAYOUT_PROVIDER, type PayoutProvider } from '../src/payouts/payout-provider.js';
import { PayoutsService, weeklyPeriodEnd } from '../src/payouts/payouts.service.js';
import { SagaStack, type User } from './support/saga-stack.js';

/**
 * Chef payouts from the append-only ledger, through the saga with the local test-mode processor:
 * a run pays each chef with bank details the ledger net of their completed orders not paid out
 * yet (to the cent), chefs without bank details keep accruing, a second run adds nothing, a
 * refund after a payout is taken from the next one; admins approve, hold and mark paid (through
 * the payout provider, once), export CSV; a chef sees only their own payouts, and finds them,
 * their payout account, ledger and orders received in their own data copy only.
 */
const PAYOUT = `id chefId restaurantName periodStart periodEnd orderCount amountCents currency
  status bankLast4 approvedAt heldAt paidAt transferReference orders { orderId amountCents }`;
const PAYOUT_RESULT = `__typename ... on Payout { ${PAYOUT} }
  ... on ValidationError { errors { field message } } ... on ServerError { message }`;

interface Payout {
  id: string;
  chefId: string;
  restaurantName: string | null;
  periodStart: string;
  periodEnd: string;
  orderCount: number;
  amountCents: number;
  currency: string;
  status: string;
  bankLast4: string | null;
  approvedAt: string | null;
  heldAt: string | null;
  paidAt: string | null;
  transferReference: string | null;
  orders: Array<{ orderId: string; amountCents: number }>;
}
type Result = Partial<Payout> & {
  __typename: string;
  errors?: Array<{ field: string; message: string }>;
  message?: string;
};

describe('orders: payouts', () => {
  const stack = new SagaStack();
  let admin: User;
  let curry: string;
  let occurrenceId: string;
  let otherDish: string;
  let otherOccurrence: string;
  let first: Payout;
  const previousCheck = process.env.PAYOUT_SCHEDULE_CHECK_SECONDS;

  /** A guest orders `quantity` portions, the chef accepts and (unless told not to) completes. */
  const order = async (
    quantity: number,
    { chef = stack.chef, dish = curry, occurrence = occurrenceId, complete = true } = {},
  ) => {
    const guest = await stack.guest();
    await stack.add(guest, dish, occurrence, quantity);
    const placed = await stack.place(guest, { occurrenceId: occurrence });
    const orderId = placed.order!.id;
    expect(await stack.settled(orderId)).toBe('PENDING');
    expect((await stack.act(chef, 'acceptOrder', orderId)).order?.status).toBe('ACCEPTED');
    if (complete)
      expect((await stack.act(chef, 'completeOrder', orderId)).order?.status).toBe('COMPLETED');
    return orderId;
  };
  /** The sum of the order's ledger entries (its balance not paid out), integer cents. */
  const net = async (orderIds: string[]) => {
    const [row] = await query<{ cents: number }>(
      stack.db,
      `SELECT COALESCE(SUM(amount_cents), 0)::int AS cents FROM orders.ledger_entries
        WHERE order_id = ANY($1::uuid[])`,
      [orderIds],
    );
    return row!.cents;
  };
  const bankDetails = async (chef: User, accountLast4: string) => {
    await stack.bus.publish(Topics.users, [
      integrationEvent('BankDetailsAdded@1', chef.id, { userId: chef.id, accountLast4 }),
    ]);
    await eventually(
      async () =>
        (
          await query(
            stack.db,
            `SELECT 1 FROM orders.payout_bank_accounts WHERE chef_id = $1 AND account_last4 = $2`,
            [chef.id, accountLast4],
          )
        ).length === 1,
      stack.timeoutMs,
    );
  };
  const run = (user: User) =>
    gql<{
      runPayouts: { __typename: string; payouts?: Payout[]; errors?: Array<{ message: string }> };
    }>(
      stack.ordersUrl,
      `mutation { runPayouts { __typename ... on PayoutRun { periodEnd payouts { ${PAYOUT} } }
        ... on ValidationError { errors { field message } } } }`,
      {},
      user.token,
    );
  const pending = (user: User, status: string | null = null) =>
    gql<{ pendingPayments: Payout[] }>(
      stack.ordersUrl,
      `query($status: PayoutStatus) { pendingPayments(status: $status) { ${PAYOUT} chef { id } } }`,
      { status },
      user.token,
    );
  const act = (user: User, mutation: string, payoutId: string) =>
    gql<Record<string, Result>>(
      stack.ordersUrl,
      `mutation($id: ID!) { ${mutation}(payoutId: $id) { ${PAYOUT_RESULT} } }`,
      { id: payoutId },
      user.token,
    );
  const mine = (user: User) =>
    gql<{ myPayouts: Payout[] }>(stack.ordersUrl, `{ myPayouts { ${PAYOUT} } }`, {}, user.token);
  const csv = (user: User, status: string | null = null) =>
    gql<{ payoutsCsv: string }>(
      stack.ordersUrl,
      `query($status: PayoutStatus) { payoutsCsv(status: $status) }`,
      { status },
      user.token,
    );
  /** The orders part of the user's data copy. */
  const copyOf = async (user: User) =>
    JSON.parse(
      (
        await gql<{ ordersDataExport: string }>(
          stack.ordersUrl,
          '{ ordersDataExport }',
          {},
          user.token,
        )
      ).data!.ordersDataExport,
    ) as {
      payouts: Array<Record<string, unknown>>;
      payoutAccount: Record<string, unknown> | null;
      ledger: Array<Record<string, unknown>>;
      ordersReceived: Array<Record<string, unknown>>;
      orders: Array<Record<string, unknown> & { refunds: unknown[] }>;
    };
  const balance = async (chef: User) => {
    const res = await gql<{ chefEarnings: { balanceCents: number; paidOutCents: number } }>(
      stack.ordersUrl,
      `{ chefEarnings { balanceCents paidOutCents } }`,
      {},
      chef.token,
    );
    return res.data!.chefEarnings;
  };

  beforeAll(async () => {
    // The weekly schedule is tested by calling it; its timer would run on its own otherwise.
    process.env.PAYOUT_SCHEDULE_CHECK_SECONDS = '0';
    await stack.start('orders_payouts');
    admin = await stack.issuer.token({ role: 'ADMIN' });
    curry = await stack.dish('Butter Chicken', 1800);
    occurrenceId = await stack.session(
      [{ dishId: curry, minQuantity: 1, maxQuantity: 100, portionSize: '450 g' }],
      { min: 1, max: 20 },
    );
    otherDish = await stack.dish('Dal', 1250, stack.otherRestaurantId);
    otherOccurrence = await stack.session(
      [{ dishId: otherDish, minQuantity: 1, maxQuantity: 100, portionSize: '400 g' }],
      { min: 1, max: 20 },
      2,
      stack.otherChef,
      stack.otherRestaurantId,
    );
  });
  afterAll(async () => {
    await stack.stop();
    if (previousCheck === undefined) delete process.env.PAYOUT_SCHEDULE_CHECK_SECONDS;
    else process.env.PAYOUT_SCHEDULE_CHECK_SECONDS = previousCheck;
  });

  it('pays each chef with bank details the ledger net of their completed orders to the cent; a chef without bank details gets nothing and keeps accruing; a second run adds nothing', async () => {
    const a = await order(2);
    const b = await order(3);
    // Partly refunded before the run: the payout is what is left of it.
    const refunded = await order(1);
    const refund = await gql<{ refundOrder: { __typename: string } }>(
      stack.ordersUrl,
      `mutation($id: ID!, $key: String!) { refundOrder(orderId: $id, amountCents: 500,
        reason: "Late", idempotencyKey: $key) { __typename } }`,
      { id: refunded, key: randomUUID() },
      admin.token,
    );
    expect(refund.data!.refundOrder.__typename).toBe('Order');
    const acceptedOnly = await order(1, { complete: false });
    const others = await order(2, {
      chef: stack.otherChef,
      dish: otherDish,
      occurrence: otherOccurrence,
    });
    await bankDetails(stack.chef, '4321');
    const expected = await net([a, b, refunded]);
    // Food 3600 + 5400 + 1800, less the refund's food share (500 less its HST 58 = 442); the HST
    // (13 %, Hearth's to remit) is not the chef's; 10 % commission on the food net of the refund;
    // 2.9 % + 30 ¢ fees on what the guests paid (4068, 6102, 2034).
    expect(expected).toBe(10800 - 442 - (1080 - 44) - (148 + 207 + 89));
    const perOrder = {
      [a]: await net([a]),
      [b]: await net([b]),
      [refunded]: await net([refunded]),
    };
    const otherBefore = await balance(stack.otherChef);
    expect(otherBefore.balanceCents).toBe(await net([others]));

    const res = await run(admin);
    expect(res.data!.runPayouts.__typename).toBe('PayoutRun');
    const payouts = res.data!.runPayouts.payouts!;
    expect(payouts).toHaveLength(1);
    first = payouts[0]!;
    expect(first).toMatchObject({
      chefId: stack.chef.id,
      restaurantName: 'Nonna Rosa',
      orderCount: 3,
      amountCents: expected,
      currency: 'cad',
      status: 'PENDING',
      bankLast4: '4321',
      paidAt: null,
      transferReference: null,
    });
    expect(first.orders.map((o) => o.orderId).sort()).toEqual([a, b, refunded].sort());
    expect(Object.fromEntries(first.orders.map((o) => [o.orderId, o.amountCents]))).toEqual(
      perOrder,
    );
    expect(new Date(first.periodStart).getTime()).toBeLessThanOrEqual(
      new Date(first.periodEnd).getTime(),
    );

    // The ledger: one PAYOUT entry per order with the payout id; nothing else changed.
    const entries = await query<{ orderId: string; cents: number; payoutId: string }>(
      stack.db,
      `SELECT order_id AS "orderId", amount_cents AS cents, payout_id AS "payoutId"
         FROM orders.ledger_entries WHERE kind = 'PAYOUT' ORDER BY order_id`,
    );
    expect(entries).toHaveLength(3);
    expect(entries.every((e) => e.payoutId === first.id)).toBe(true);
    expect(entries.reduce((s, e) => s + e.cents, 0)).toBe(-expected);
    expect(await net([a, b, refunded])).toBe(0);
    expect(await balance(stack.chef)).toEqual({
      balanceCents: await net([acceptedOnly]),
      paidOutCents: expected,
    });
    // No bank details: nothing written, the money stays in the balance.
    expect(await balance(stack.otherChef)).toEqual(otherBefore);
    expect(stack.seen.filter((s) => s.event.type === EventTypes.PayoutCreated)).toEqual([
      expect.objectContaining({
        topic: Topics.orders,
        event: expect.objectContaining({
          aggregateId: first.id,
          payload: expect.objectContaining({ amountCents: expected, orderCount: 3 }),
        }),
      }),
    ]);

    const again = await run(admin);
    expect(again.data!.runPayouts.payouts).toEqual([]);
    const [count] = await query<{ n: number }>(
      stack.db,
      `SELECT count(*)::int AS n FROM orders.payouts`,
    );
    expect(count!.n).toBe(1);

    // Once the other chef adds bank details, the next run pays what they accrued.
    await bankDetails(stack.otherChef, '0042');
    const later = (await run(admin)).data!.runPayouts.payouts!;
    expect(later).toEqual([
      expect.objectContaining({
        chefId: stack.otherChef.id,
        amountCents: otherBefore.balanceCents,
        orderCount: 1,
        bankLast4: '0042',
      }),
    ]);
    expect((await balance(stack.otherChef)).balanceCents).toBe(0);
  });

  it('a refund after a payout is taken from the next payout', async () => {
    const paidOut = first.orders[0]!.orderId;
    const refund = await gql<{ refundOrder: { __typename: string } }>(
      stack.ordersUrl,
      `mutation($id: ID!, $key: String!) { refundOrder(orderId: $id, amountCents: 1000,
        reason: "Missing a side", idempotencyKey: $key) { __typename } }`,
      { id: paidOut, key: randomUUID() },
      admin.token,
    );
    expect(refund.data!.refundOrder.__typename).toBe('Order');
    const owed = await net([paidOut]);
    // The refund's HST share (115 of 1000: Hearth gives back the tax it kept) and the commission
    // on the rest (10 % of 885) come back.
    expect(owed).toBe(-1000 + 115 + 89);
    const next = await order(4);
    const nextNet = await net([next]);
    const payouts = (await run(admin)).data!.runPayouts.payouts!;
    expect(payouts).toEqual([
      expect.objectContaining({
        chefId: stack.chef.id,
        orderCount: 2,
        amountCents: nextNet + owed,
      }),
    ]);
    expect(
      Object.fromEntries(payouts[0]!.orders.map((o) => [o.orderId, o.amountCents])),
    ).toMatchObject({ [paidOut]: owed });
    expect(await net([paidOut, next])).toBe(0);
    // The refund is in the guest's data copy, with the order it belongs to.
    const [{ guestId }] = await query<{ guestId: string }>(
      stack.db,
      'SELECT guest_id AS "guestId" FROM orders.orders WHERE id = $1',
      [paidOut],
    );
    const guestOrders = (await copyOf(await stack.issuer.token({ id: guestId }))).orders;
    // Every refund of that order, as the database has them (the paid-out order may be the one
    // the first test already refunded in part: the first payout's orders come in any order).
    const refunds = await query<{ amount_cents: number; reason: string }>(
      stack.db,
      'SELECT amount_cents, reason FROM orders.refunds WHERE order_id = $1 ORDER BY created_at',
      [paidOut],
    );
    expect(refunds).toContainEqual({ amount_cents: 1000, reason: 'Missing a side' });
    expect(guestOrders.find((o) => o.id === paidOut)!.refunds).toEqual(
      refunds.map((r) => expect.objectContaining(r)),
    );
  });

  it('admins hold, approve and mark paid (one transfer through the payout provider); other moves are refused with a message', async () => {
    const id = first.id;
    expect((await act(admin, 'markPayoutPaid', id)).data!.markPayoutPaid).toEqual({
      __typename: 'ValidationError',
      errors: [{ field: 'payoutId', message: PaymentMessages.payoutMarkPaidInvalid }],
    });
    const held = (await act(admin, 'holdPayout', id)).data!.holdPayout;
    expect(held).toMatchObject({ __typename: 'Payout', status: 'HELD' });
    expect(held.heldAt).toEqual(expect.any(String));
    expect((await act(admin, 'holdPayout', id)).data!.holdPayout).toEqual({
      __typename: 'ValidationError',
      errors: [{ field: 'payoutId', message: PaymentMessages.payoutHoldInvalid }],
    });
    const approved = (await act(admin, 'approvePayout', id)).data!.approvePayout;
    expect(approved).toMatchObject({ __typename: 'Payout', status: 'APPROVED' });
    expect(approved.approvedAt).toEqual(expect.any(String));
    expect((await act(admin, 'holdPayout', id)).data!.holdPayout.errors).toEqual([
      { field: 'payoutId', message: PaymentMessages.payoutHoldInvalid },
    ]);

    const paid = (await act(admin, 'markPayoutPaid', id)).data!.markPayoutPaid;
    expect(paid).toMatchObject({ __typename: 'Payout', status: 'PAID' });
    expect(paid.transferReference).toMatch(/^tr_[0-9a-f]{24}$/);
    expect(paid.paidAt).toEqual(expect.any(String));
    const transfers = await query<Record<string, unknown>>(
      stack.db,
      `SELECT id, payout_id AS "payoutId", chef_id AS "chefId", amount_cents AS "amountCents",
              currency, reference, idempotency_key AS "key" FROM orders.payout_transfers`,
    );
    expect(transfers).toEqual([
      {
        id: paid.transferReference,
        payoutId: id,
        chefId: stack.chef.id,
        amountCents: first.amountCents,
        currency: 'cad',
        reference: `Hearth payout ${id.slice(0, 8).toUpperCase()}`,
        key: `payout:${id}:transfer`,
      },
    ]);
    for (const mutation of ['markPayoutPaid', 'approvePayout', 'holdPayout'])
      expect((await act(admin, mutation, id)).data![mutation]!.__typename).toBe('ValidationError');
    expect((await act(admin, 'approvePayout', id)).data!.approvePayout.errors).toEqual([
      { field: 'payoutId', message: PaymentMessages.payoutApproveInvalid },
    ]);
    expect((await act(admin, 'approvePayout', randomUUID())).data!.approvePayout.errors).toEqual([
      { field: 'payoutId', message: PaymentMessages.payoutNotFound },
    ]);
    expect(
      stack.seen.find((s) => s.event.type === EventTypes.PayoutPaid)?.event.payload,
    ).toMatchObject({
      payoutId: id,
      chefId: stack.chef.id,
      amountCents: first.amountCents,
      transferId: paid.transferReference,
    });
    // Lists: by status, open payouts first.
    const all = (await pending(admin)).data!.pendingPayments;
    expect(all.map((p) => p.status)).toEqual(['PENDING', 'PENDING', 'PAID']);
    expect(all.at(-1)).toMatchObject({ id, chef: { id: stack.chef.id } });
    expect((await pending(admin, 'PAID')).data!.pendingPayments.map((p) => p.id)).toEqual([id]);
  });

  it('a transfer the payout provider refuses leaves the payout APPROVED with the transfer-failed message; the retry sends one transfer', async () => {
    const [open] = (await pending(admin, 'PENDING')).data!.pendingPayments;
    expect((await act(admin, 'approvePayout', open!.id)).data!.approvePayout.status).toBe(
      'APPROVED',
    );
    const provider = stack.orders.app.get<PayoutProvider>(PAYOUT_PROVIDER);
    const transfer = provider.transfer.bind(provider);
    let calls = 0;
    provider.transfer = async (input, key) => {
      calls += 1;
      if (calls === 1) throw new Error('bank unavailable');
      return transfer(input, key);
    };
    try {
      expect((await act(admin, 'markPayoutPaid', open!.id)).data!.markPayoutPaid).toEqual({
        __typename: 'ServerError',
        message: PaymentMessages.payoutTransferFailed,
      });
      expect((await pending(admin, 'APPROVED')).data!.pendingPayments.map((p) => p.id)).toEqual([
        open!.id,
      ]);
      const paid = (await act(admin, 'markPayoutPaid', open!.id)).data!.markPayoutPaid;
      expect(paid).toMatchObject({ __typename: 'Payout', status: 'PAID' });
      const [row] = await query<{ n: number }>(
        stack.db,
        `SELECT count(*)::int AS n FROM orders.payout_transfers WHERE payout_id = $1`,
        [open!.id],
      );
      expect(row!.n).toBe(1);
    } finally {
      provider.transfer = transfer;
    }
  });

  it('the CSV has a header row and one row per payout of the status, amounts in dollars', async () => {
    const text = (await csv(admin, 'PAID')).data!.payoutsCsv;
    const [header, ...rows] = text.split('\r\n');
    expect(header).toBe(
      'Payout ID,Chef ID,Restaurant,Period start,Period end,Orders,Amount (CAD),Bank last 4,Status,Created at,Approved at,Paid at,Transfer reference',
    );
    expect(rows).toHaveLength(2);
    const cells = rows.find((r) => r.startsWith(first.id))!.split(',');
    expect(cells.slice(0, 3)).toEqual([first.id, stack.chef.id, 'Nonna Rosa']);
    expect(cells.slice(5, 9)).toEqual(['3', (first.amountCents / 100).toFixed(2), '4321', 'PAID']);
    expect(cells[4]).toBe(new Date(first.periodEnd).toISOString());
    expect(cells[12]).toMatch(/^tr_/);
    const everything = (await csv(admin)).data!.payoutsCsv.split('\r\n');
    expect(everything).toHaveLength(4);
  });

  it('only admins list, export, run and decide; a chef sees only their own payouts with their orders', async () => {
    const guest = await stack.guest();
    for (const user of [guest, stack.chef]) {
      expect((await pending(user)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect((await csv(user)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect((await run(user)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      for (const mutation of ['approvePayout', 'holdPayout', 'markPayoutPaid'])
        expect((await act(user, mutation, first.id)).errors?.[0]?.extensions?.code).toBe(
          'FORBIDDEN',
        );
    }
    for (const user of [guest, admin])
      expect((await mine(user)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const own = (await mine(stack.chef)).data!.myPayouts;
    expect(own).toHaveLength(2);
    expect(own.every((p) => p.chefId === stack.chef.id)).toBe(true);
    expect(own.find((p) => p.id === first.id)).toMatchObject({
      status: 'PAID',
      orders: expect.arrayContaining(first.orders),
    });
    const theirs = (await mine(stack.otherChef)).data!.myPayouts;
    expect(theirs).toHaveLength(1);
    expect(theirs[0]!.chefId).toBe(stack.otherChef.id);

    // The data copy: a chef's payouts (with the transfer), payout account, ledger and orders
    // received are in their own copy only.
    const copy = await copyOf(stack.chef);
    expect(copy.payouts.map((p) => p.id).sort()).toEqual(own.map((p) => p.id).sort());
    expect(copy.payouts.find((p) => p.id === first.id)).toMatchObject({
      amount_cents: first.amountCents,
      status: 'PAID',
      transfers: [
        expect.objectContaining({
          id: expect.stringMatching(/^tr_/),
          amount_cents: first.amountCents,
        }),
      ],
    });
    expect(copy.payoutAccount).toMatchObject({ accountLast4: '4321' });
    const received = copy.ordersReceived.map((o) => o.id);
    for (const o of first.orders) expect(received).toContain(o.orderId);
    expect(received).toEqual(expect.arrayContaining(copy.ledger.map((l) => l.order_id)));
    expect(copy.ordersReceived[0]).not.toHaveProperty('address_line1');
    const otherCopy = await copyOf(stack.otherChef);
    expect(otherCopy.payouts.map((p) => p.id)).toEqual([theirs[0]!.id]);
    expect(otherCopy.ordersReceived.map((o) => o.id)).not.toContain(first.orders[0]!.orderId);
    const guestCopy = await copyOf(guest);
    expect([guestCopy.payouts, guestCopy.ledger, guestCopy.payoutAccount]).toEqual([[], [], null]);
  });

  it('the weekly run ends each period on Monday 00:00 in Toronto, runs each period once and catches up a missed one', async () => {
    // Wednesday 2026-03-11 (EDT, UTC−4) → Monday 2026-03-09 00:00 Toronto.
    expect(weeklyPeriodEnd(new Date('2026-03-11T12:00:00Z')).toISOString()).toBe(
      '2026-03-09T04:00:00.000Z',
    );
    // Monday 03:00 UTC is still Sunday in Toronto (EST, UTC−5): the Monday before.
    expect(weeklyPeriodEnd(new Date('2026-01-12T03:00:00Z')).toISOString()).toBe(
      '2026-01-05T05:00:00.000Z',
    );
    expect(weeklyPeriodEnd(new Date('2026-01-12T05:00:00Z')).toISOString()).toBe(
      '2026-01-12T05:00:00.000Z',
    );
    const payouts = stack.orders.app.get(PayoutsService);
    const orderId = await order(1);
    const inAWeek = new Date(Date.now() + 7 * 24 * 3600_000);
    const weekly = await payouts.runScheduled(inAWeek);
    expect(weekly?.periodEnd.toISOString()).toBe(weeklyPeriodEnd(inAWeek).toISOString());
    expect(weekly?.payouts).toEqual([
      expect.objectContaining({
        chefId: stack.chef.id,
        orderCount: 1,
        // $18.00 of food less 10 % commission and the fee on the $20.34 paid (59 + 30); the HST
        // ($2.34) is Hearth's to remit.
        amountCents: 1800 - 180 - 89,
      }),
    ]);
    expect(await net([orderId])).toBe(0);
    expect(await payouts.runScheduled(inAWeek)).toBeNull();
    const [ran] = await query<{ trigger: string; n: number }>(
      stack.db,
      `SELECT trigger, payout_count AS n FROM orders.payout_runs WHERE period_end = $1`,
      [weekly!.periodEnd],
    );
    expect(ran).toEqual({ trigger: 'SCHEDULE', n: 1 });
  });

  it('a run cannot end in the future', async () => {
    const res = await gql<{ runPayouts: Result }>(
      stack.ordersUrl,
      `mutation($end: DateTime) { runPayouts(periodEnd: $end) { __typename
        ... on ValidationError { errors { field message } } } }`,
      { end: new Date(Date.now() + 3600_000).toISOString() },
      admin.token,
    );
    expect(res.data!.runPayouts).toEqual({
      __typename: 'ValidationError',
      errors: [{ field: 'periodEnd', message: PaymentMessages.payoutPeriodInFuture }],
    });
  });
});
