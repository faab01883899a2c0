import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { TipMessages } from '@hearth/contracts';
import { Topics, integrationEvent } from '@hearth/events';
import { eventually, gql, query } from '../../../test/support/db.js';
import { SagaStack, type User } from './support/saga-stack.js';

/**
 * Tips end to end through the saga with the local test-mode processor (issue 28,
 * docs/rules/payments.md#tips): a tip at checkout is held and charged with the order, never
 * taxed, written to the ledger as TIP with no commission, and paid out in full; a tip after
 * completion is a charge of its own; a full refund gives both back; the processor agrees.
 */
const TIPPED = `id status subtotalCents taxCents tipCents totalCents
  payment { amountCents capturedCents refundedCents status }`;
const RESULT = `__typename ... on Order { ${TIPPED} } ... on ValidationError { errors { field message } }`;

interface Tipped {
  __typename: string;
  id: string;
  status: string;
  subtotalCents: number;
  taxCents: number;
  tipCents: number;
  totalCents: number;
  payment: { amountCents: number; capturedCents: number; refundedCents: number; status: string };
  errors?: Array<{ field: string; message: string }>;
}

describe('orders: tips', () => {
  const stack = new SagaStack();
  let admin: User;
  let guest: User;
  let dish: string;
  let occurrenceId: string;

  const orderOf = async (orderId: string) =>
    (
      await gql<{ order: Tipped }>(
        stack.ordersUrl,
        `query($id: ID!) { order(id: $id) { ${TIPPED} } }`,
        { id: orderId },
        guest.token,
      )
    ).data!.order;
  /** The order's ledger entries by kind (signed integer cents). */
  const ledger = async (orderId: string) =>
    Object.fromEntries(
      (
        await query<{ kind: string; cents: number }>(
          stack.db,
          `SELECT kind, SUM(amount_cents)::int AS cents FROM orders.ledger_entries
            WHERE order_id = $1 GROUP BY kind`,
          [orderId],
        )
      ).map((r) => [r.kind, r.cents]),
    ) as Record<string, number>;
  const addTip = async (orderId: string, tipCents: number, key = randomUUID()) =>
    (
      await gql<{ addTip: Tipped }>(
        stack.ordersUrl,
        `mutation($id: ID!, $tip: Int!, $key: String!) {
          addTip(orderId: $id, tipCents: $tip, paymentMethodId: "pm_card_visa", idempotencyKey: $key) { ${RESULT} } }`,
        { id: orderId, tip: tipCents, key },
        guest.token,
      )
    ).data!.addTip;
  const refundAll = async (orderId: string, amountCents: number) =>
    (
      await gql<{ refundOrder: { __typename: string } }>(
        stack.ordersUrl,
        `mutation($id: ID!, $amount: Int!, $key: String!) { refundOrder(orderId: $id,
          amountCents: $amount, reason: "Spilled", idempotencyKey: $key) { __typename } }`,
        { id: orderId, amount: amountCents, key: randomUUID() },
        admin.token,
      )
    ).data!.refundOrder.__typename;
  /** Places `quantity` more portions with `tipCents`, the chef accepts and completes. */
  const completed = async (quantity: number, tipCents: number | null) => {
    if (quantity > 0) await stack.add(guest, dish, occurrenceId, quantity);
    const placed = await stack.place(guest, { occurrenceId, tipCents });
    const orderId = placed.order!.id;
    expect(await stack.settled(orderId)).toBe('PENDING');
    expect((await stack.act(stack.chef, 'acceptOrder', orderId)).order?.status).toBe('ACCEPTED');
    expect((await stack.act(stack.chef, 'completeOrder', orderId)).order?.status).toBe('COMPLETED');
    return orderId;
  };

  beforeAll(async () => {
    await stack.start('orders_tips');
    admin = await stack.issuer.token({ role: 'ADMIN' });
    guest = await stack.guest();
    dish = await stack.dish('Butter Chicken', 1800);
    occurrenceId = await stack.session(
      [{ dishId: dish, minQuantity: 1, maxQuantity: 100, portionSize: '450 g' }],
      { min: 1, max: 20 },
    );
    await stack.bus.publish(Topics.users, [
      integrationEvent('BankDetailsAdded@1', stack.chef.id, {
        userId: stack.chef.id,
        accountLast4: '6789',
      }),
    ]);
    await eventually(
      async () =>
        (
          await query(stack.db, `SELECT 1 FROM orders.payout_bank_accounts WHERE chef_id = $1`, [
            stack.chef.id,
          ])
        ).length === 1,
      stack.timeoutMs,
    );
  });
  afterAll(() => stack.stop());

  it('a checkout tip is charged with the order, untaxed, in the ledger as TIP without commission, paid out in full and refunded with the order; a tip after completion is its own charge', async () => {
    // A bad tip is refused with its message and nothing is placed.
    await stack.add(guest, dish, occurrenceId, 2);
    const refused = await stack.place(guest, { occurrenceId, tipCents: 20_001 });
    expect(refused.order).toMatchObject({
      __typename: 'ValidationError',
      errors: [{ field: 'tipCents', message: TipMessages.amountInvalid }],
    });

    // 2 × $18.00 with a 15 % tip ($5.40): the tax is on the food only, the card holds it all.
    const tipped = await completed(0, 540);
    const a = await orderOf(tipped);
    expect(a.tipCents).toBe(540);
    expect(a.totalCents).toBe(a.subtotalCents + a.taxCents + 540);
    expect(a.payment.capturedCents).toBe(a.totalCents);
    // Ledger: the tip is its own entry; the commission (10 %) is on the food only.
    const la = await ledger(tipped);
    expect(la['TIP']).toBe(540);
    expect(la['GROSS']).toBe(a.totalCents - 540);
    expect(la['COMMISSION']).toBe(-Math.round(a.subtotalCents * 0.1));
    // One tip per order.
    expect((await addTip(tipped, 300)).errors).toEqual([
      { field: 'tipCents', message: TipMessages.alreadyTipped },
    ]);

    // No tip at checkout, then $5.00 after completion: a charge of its own, all of it the chef's.
    const later = await completed(1, null);
    const key = randomUUID();
    const b = await addTip(later, 500, key);
    expect(b.__typename).toBe('Order');
    expect(b.tipCents).toBe(500);
    expect(b.totalCents).toBe(b.subtotalCents + b.taxCents + 500);
    expect((await addTip(later, 500, key)).tipCents).toBe(500); // the same form: charged once
    // The chef is told (notifications consume it): one TipAdded for the one tip.
    const told = await query<{ payload: Record<string, unknown> }>(
      stack.db,
      `SELECT envelope->'payload' AS payload FROM orders.outbox
        WHERE "eventType" = 'TipAdded' AND "aggregateId" = $1`,
      [later],
    );
    expect(told).toEqual([
      {
        payload: expect.objectContaining({ orderId: later, amountCents: 500, currency: 'cad' }),
      },
    ]);
    // The guest's data copy has the tip with its order (not the chef's card fee).
    const copy = JSON.parse(
      (
        await gql<{ ordersDataExport: string }>(
          stack.ordersUrl,
          '{ ordersDataExport }',
          {},
          guest.token,
        )
      ).data!.ordersDataExport,
    ) as { orders: Array<{ id: string; tips: Array<Record<string, unknown>> }> };
    const [copied] = copy.orders.find((o) => o.id === later)!.tips;
    expect(copied).toMatchObject({ amount_cents: 500, status: 'CAPTURED', refunded_cents: 0 });
    expect(copied).not.toHaveProperty('fee_cents');
    const lb = await ledger(later);
    expect(lb['TIP']).toBe(500);
    expect(lb['COMMISSION']).toBe(-Math.round(b.subtotalCents * 0.1));

    // The payout pays each order's ledger balance: the tips in full.
    const run = await gql<{
      runPayouts: {
        payouts: Array<{ chefId: string; orders: Array<{ orderId: string; amountCents: number }> }>;
      };
    }>(
      stack.ordersUrl,
      `mutation { runPayouts { ... on PayoutRun { payouts { chefId orders { orderId amountCents } } } } }`,
      {},
      admin.token,
    );
    const paid = run.data!.runPayouts.payouts.find((p) => p.chefId === stack.chef.id)!;
    const net = (l: Record<string, number>) =>
      Object.entries(l).reduce((n, [kind, c]) => (kind === 'PAYOUT' ? n : n + c), 0);
    expect(paid.orders.find((o) => o.orderId === tipped)?.amountCents).toBe(net(la));
    expect(paid.orders.find((o) => o.orderId === later)?.amountCents).toBe(net(lb));
    expect(net(la)).toBe(
      a.subtotalCents - Math.round(a.subtotalCents * 0.1) + 540 + (la['PROCESSOR_FEE'] ?? 0),
    );

    // The chef's earnings and statement show the tips.
    const earnings = await gql<{ chefEarnings: { tipsCents: number } }>(
      stack.ordersUrl,
      `{ chefEarnings { tipsCents } }`,
      {},
      stack.chef.token,
    );
    expect(earnings.data!.chefEarnings.tipsCents).toBe(1040);

    // The tax remittance export counts the food as taxable sales, never the tips: HST 13 % of
    // $36.00 and of $18.00 (Toronto pickups), taxable $54.00.
    expect([a.taxCents, b.taxCents]).toEqual([468, 234]);
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'America/Toronto' });
    const csv = await gql<{ taxCollectedCsv: string }>(
      stack.ordersUrl,
      `query($from: String!, $to: String!) { taxCollectedCsv(from: $from, to: $to) }`,
      { from: today, to: today },
      admin.token,
    );
    expect(csv.data!.taxCollectedCsv.split('\r\n')[1]?.split(',').slice(2, 7)).toEqual([
      'ON',
      'HST',
      '13',
      '2',
      '54.00',
    ]);

    // Refunded in full: both tips go back, and the commission with the food's part.
    expect(await refundAll(tipped, a.totalCents)).toBe('Order');
    expect(await refundAll(later, b.totalCents - 500)).toBe('Order');
    const ra = await ledger(tipped);
    expect(ra['TIP_REFUND']).toBe(-540);
    expect(ra['REFUND']).toBe(-(a.totalCents - 540));
    expect(ra['COMMISSION_REFUND']).toBe(-la['COMMISSION']!);
    expect((await ledger(later))['TIP_REFUND']).toBe(-500);
    const [tipRow] = await query<{ status: string }>(
      stack.db,
      `SELECT status FROM orders.order_tips WHERE order_id = $1`,
      [later],
    );
    expect(tipRow?.status).toBe('REFUNDED');

    // Hearth's ledger and the processor agree on every charge and refund, tips included.
    const reconciliation = await gql<{ paymentReconciliation: unknown[] }>(
      stack.ordersUrl,
      `{ paymentReconciliation { orderId field ours processor } }`,
      {},
      admin.token,
    );
    expect(reconciliation.data!.paymentReconciliation).toEqual([]);
  });

  it('a tip after completion is refused on an order not completed and on another guest’s order', async () => {
    await stack.add(guest, dish, occurrenceId, 1);
    const placed = await stack.place(guest, { occurrenceId });
    const orderId = placed.order!.id;
    expect(await stack.settled(orderId)).toBe('PENDING');
    expect((await addTip(orderId, 500)).errors).toEqual([
      { field: 'orderId', message: TipMessages.notCompleted },
    ]);
    const stranger = await stack.guest();
    const res = await gql<{ addTip: Tipped }>(
      stack.ordersUrl,
      `mutation($id: ID!) { addTip(orderId: $id, tipCents: 500, idempotencyKey: "stranger-key-1") { ${RESULT} } }`,
      { id: orderId },
      stranger.token,
    );
    expect(res.data!.addTip.errors).toEqual([
      { field: 'orderId', message: TipMessages.orderNotFound },
    ]);
  });
});
