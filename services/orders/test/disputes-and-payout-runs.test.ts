import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import Stripe from 'stripe';
import { PaymentMessages } from '@hearth/contracts';
import { InProcessEventBus } from '@hearth/events';
import { startSubgraph, type RunningSubgraph } from '@hearth/nest-common';
import { freshDatabase, gql, query } from '../../../test/support/db.js';
import { createTestIssuer } from '../../../test/support/tokens.js';
import { nginxBin, startNginx, type RunningNginx } from '../../../test/deploy/lib/nginx.js';
import { chefShareOfDispute } from '../src/payments/handle-dispute.handler.js';
import { toProcessorEvent } from '../src/payments/stripe-webhooks.js';
import { PayoutsService, weeklyPeriodEnd } from '../src/payouts/payouts.service.js';
import { ordersSubgraph } from '../src/subgraph.js';

/**
 * Money held back from chefs (issue 24, items 3 and 4), on orders with the Stripe adapter and its
 * webhook secret, against a database seeded with completed, captured orders and their ledger:
 * - a payout run whose period ends at or before the latest run's is refused under the run lock,
 *   so a refund paid out once is not paid out again;
 * - Stripe's `charge.dispute.created` / `.closed`, signed with the webhook secret and posted
 *   through deploy/nginx.conf run by nginx (when installed), hold the chef's share from payouts,
 *   show it to admins, and release it (won) or claw it back from the next payout (lost).
 */
const WEBHOOK_SECRET = 'whsec_hearthdisputes';
const DAY = 24 * 3600_000;

const DISPUTES = `query { paymentDisputes { id orderId chefId amountCents heldCents reason status
  openedAt closedAt } }`;

describe('orders: payout runs in order, and card disputes', () => {
  let db: string;
  let orders: RunningSubgraph;
  let nginx: RunningNginx | null = null;
  let admin: string;
  const saved: Record<string, string | undefined> = {};

  /**
   * A COMPLETED, captured order of `chefId` (with bank details on file) paid with the Stripe
   * PaymentIntent `paymentId`: the guest paid `grossCents`, the chef earned `earnedCents`
   * (GROSS and COMMISSION ledger entries), all at `at`.
   */
  const seedOrder = async (
    chefId: string,
    { grossCents = 1000, earnedCents = 900, at = new Date(Date.now() - DAY) } = {},
  ) => {
    const orderId = randomUUID();
    const paymentId = `pi_${orderId.replaceAll('-', '')}`;
    const guestId = randomUUID();
    await query(
      db,
      `INSERT INTO orders.orders (id, guest_id, restaurant_id, chef_id, occurrence_id,
         scheduled_for, status, fulfilment, subtotal_cents, delivery_fee_cents, total_cents,
         idempotency_key, created_at, updated_at)
       VALUES ($1::uuid, $2, $3, $4, $3, $5, 'COMPLETED', 'PICKUP', $6, 0, $6, $1::text, $5, $5)`,
      [orderId, guestId, randomUUID(), chefId, at, grossCents],
    );
    await query(
      db,
      `INSERT INTO orders.payments (order_id, guest_id, chef_id, processor, processor_payment_id,
         status, currency, amount_cents, captured_cents)
       VALUES ($1, $2, $3, 'stripe', $4, 'CAPTURED', 'cad', $5, $5)`,
      [orderId, guestId, chefId, paymentId, grossCents],
    );
    await query(
      db,
      `INSERT INTO orders.ledger_entries (chef_id, order_id, kind, amount_cents, created_at)
       VALUES ($1, $2, 'GROSS', $3, $5), ($1, $2, 'COMMISSION', $4, $5)`,
      [chefId, orderId, grossCents, earnedCents - grossCents, at],
    );
    await query(
      db,
      `INSERT INTO orders.payout_bank_accounts (chef_id, filled_at, account_last4)
       VALUES ($1, now(), '6789') ON CONFLICT DO NOTHING`,
      [chefId],
    );
    return { orderId, paymentId };
  };

  /** An admin's payout run up to `periodEnd` (omitted: now): the payouts or the refusal. */
  const run = async (periodEnd?: Date) => {
    const res = await gql<{
      runPayouts: {
        __typename: string;
        payouts?: Array<{ chefId: string; amountCents: number; status: string }>;
        errors?: Array<{ field: string; message: string }>;
      };
    }>(
      `${orders.url}/graphql`,
      `mutation($end: DateTime) { runPayouts(periodEnd: $end) { __typename
         ... on PayoutRun { payouts { chefId amountCents status } }
         ... on ValidationError { errors { field message } } } }`,
      { end: periodEnd?.toISOString() ?? null },
      admin,
    );
    expect(res.errors).toBeUndefined();
    return res.data!.runPayouts;
  };
  /** What the payouts of one run pay `chefId`, in cents (0: nothing). */
  const paidTo = (chefId: string, r: Awaited<ReturnType<typeof run>>) =>
    (r.payouts ?? []).filter((p) => p.chefId === chefId).reduce((s, p) => s + p.amountCents, 0);
  const ledger = (orderId: string) =>
    query<{ kind: string; cents: number }>(
      db,
      `SELECT kind, amount_cents AS cents FROM orders.ledger_entries
        WHERE order_id = $1 AND kind NOT IN ('GROSS', 'COMMISSION') ORDER BY id`,
      [orderId],
    );
  const disputes = async () => {
    const res = await gql<{ paymentDisputes: Array<Record<string, unknown>> }>(
      `${orders.url}/graphql`,
      DISPUTES,
      {},
      admin,
    );
    expect(res.errors).toBeUndefined();
    return res.data!.paymentDisputes;
  };

  /** A Stripe event of `type` about the dispute `disputeId` of `paymentId`, as Stripe sends it. */
  const disputeEvent = (
    type: 'charge.dispute.created' | 'charge.dispute.closed',
    disputeId: string,
    paymentId: string,
    status: string,
    amount = 1000,
  ) =>
    JSON.stringify({
      id: `evt_${randomUUID().replaceAll('-', '')}`,
      object: 'event',
      api_version: '2025-08-27.basil',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      type,
      data: {
        object: {
          id: disputeId,
          object: 'dispute',
          amount,
          currency: 'cad',
          charge: `ch_${paymentId.slice(3)}`,
          payment_intent: paymentId,
          reason: 'fraudulent',
          status,
        },
      },
    });
  const signed = (payload: string, secret = WEBHOOK_SECRET) =>
    new Stripe('sk_test_x').webhooks.generateTestHeaderString({ payload, secret });
  /** POSTs `payload` with `signature` to `base`'s /webhooks/payments. */
  const post = async (base: string, payload: string, signature = signed(payload)) => {
    const r = await fetch(`${base}/webhooks/payments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body: payload,
    });
    return { status: r.status, body: (await r.json()) as Record<string, unknown> };
  };

  beforeAll(async () => {
    const env = {
      STRIPE_SECRET_KEY: 'sk_test_hearthdisputes',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: undefined,
      STRIPE_PUBLISHABLE_KEY: undefined,
      PAYOUT_SCHEDULE_CHECK_SECONDS: '0',
    };
    for (const [name, value] of Object.entries(env)) {
      saved[name] = process.env[name];
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    db = await freshDatabase(`hearth_test_orders_disputes_${process.env.JEST_WORKER_ID ?? '1'}`);
    const issuer = await createTestIssuer();
    orders = await startSubgraph(
      { ...ordersSubgraph(), tokenKeys: issuer.keys },
      {
        config: { databaseUrl: db, port: 0, logLevel: 'silent' },
        bus: new InProcessEventBus({
          retry: { maxAttempts: 3, initialBackoffMs: 10, maxBackoffMs: 20 },
        }),
      },
    );
    admin = (await issuer.token({ role: 'ADMIN' })).token;
    if (nginxBin) nginx = await startNginx({ orders: Number(new URL(orders.url).port) });
  });

  afterAll(async () => {
    await nginx?.stop();
    await orders?.close();
    for (const [name, value] of Object.entries(saved))
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
  });

  it('a run ending at or before the latest run is refused, so a refund already paid out is not paid again', async () => {
    const chef = randomUUID();
    const monday = weeklyPeriodEnd(new Date());
    // Earned 900 before Monday, refunded 450 since.
    const { orderId } = await seedOrder(chef, { at: new Date(monday.getTime() - 2 * DAY) });
    await query(
      db,
      `INSERT INTO orders.ledger_entries (chef_id, order_id, kind, amount_cents)
       VALUES ($1, $2, 'REFUND', -500), ($1, $2, 'COMMISSION_REFUND', 50)`,
      [chef, orderId],
    );
    expect(paidTo(chef, await run())).toBe(450);
    // A later run ending the Monday before: its period saw the 900 but not the refund.
    expect(await run(monday)).toEqual({
      __typename: 'ValidationError',
      errors: [{ field: 'periodEnd', message: PaymentMessages.payoutPeriodNotAfterLatest }],
    });
    expect(await orders.app.get(PayoutsService).runScheduled(new Date())).toBeNull();
    const [paid] = await query<{ cents: number }>(
      db,
      `SELECT COALESCE(SUM(amount_cents), 0)::int AS cents FROM orders.payouts WHERE chef_id = $1`,
      [chef],
    );
    expect(paid!.cents).toBe(450);
  });

  (nginxBin ? it : it.skip)(
    'through nginx: a dispute holds the chef’s share from payouts and shows to admins; won, it is paid',
    async () => {
      const base = nginx!.base;
      const chef = randomUUID();
      const { orderId, paymentId } = await seedOrder(chef);
      const opened = disputeEvent('charge.dispute.created', 'dp_won1', paymentId, 'needs_response');
      // A wrong signature (another secret) is refused and changes nothing.
      expect((await post(base, opened, signed(opened, 'whsec_other'))).status).toBe(400);
      expect(await ledger(orderId)).toEqual([]);

      expect(await post(base, opened)).toEqual({
        status: 200,
        body: { received: true, duplicate: false },
      });
      expect(await post(base, opened)).toEqual({
        status: 200,
        body: { received: true, duplicate: true },
      });
      expect(await ledger(orderId)).toEqual([{ kind: 'DISPUTE_HOLD', cents: -900 }]);
      expect(await disputes()).toContainEqual(
        expect.objectContaining({
          id: 'dp_won1',
          orderId,
          chefId: chef,
          amountCents: 1000,
          heldCents: 900,
          reason: 'fraudulent',
          status: 'OPEN',
          closedAt: null,
        }),
      );
      expect(paidTo(chef, await run())).toBe(0);

      const won = disputeEvent('charge.dispute.closed', 'dp_won1', paymentId, 'won');
      expect((await post(base, won)).status).toBe(200);
      expect(await ledger(orderId)).toEqual([
        { kind: 'DISPUTE_HOLD', cents: -900 },
        { kind: 'DISPUTE_RELEASE', cents: 900 },
      ]);
      expect(await disputes()).toContainEqual(
        expect.objectContaining({ id: 'dp_won1', status: 'WON', closedAt: expect.any(String) }),
      );
      expect(paidTo(chef, await run())).toBe(900);
    },
  );

  it('lost after the order was paid out: the pending payout is held and the next payout nets the loss', async () => {
    const base = orders.url;
    const chef = randomUUID();
    const { orderId, paymentId } = await seedOrder(chef);
    expect(paidTo(chef, await run())).toBe(900);

    expect(
      (
        await post(
          base,
          disputeEvent('charge.dispute.created', 'dp_lost1', paymentId, 'warning_needs_response'),
        )
      ).status,
    ).toBe(200);
    const [payout] = await query<{ status: string }>(
      db,
      `SELECT status FROM orders.payouts WHERE chef_id = $1`,
      [chef],
    );
    expect(payout!.status).toBe('HELD');
    expect(
      (await post(base, disputeEvent('charge.dispute.closed', 'dp_lost1', paymentId, 'lost')))
        .status,
    ).toBe(200);
    expect(await ledger(orderId)).toEqual([
      { kind: 'PAYOUT', cents: -900 },
      { kind: 'DISPUTE_HOLD', cents: -900 },
      { kind: 'DISPUTE_RELEASE', cents: 900 },
      { kind: 'DISPUTE_LOSS', cents: -900 },
    ]);
    expect(await disputes()).toContainEqual(
      expect.objectContaining({ id: 'dp_lost1', status: 'LOST', heldCents: 900 }),
    );
    // The chef owes 900: nothing is paid until new earnings cover it, then only the rest.
    expect(paidTo(chef, await run())).toBe(0);
    await seedOrder(chef, { grossCents: 1400, earnedCents: 1260 });
    expect(paidTo(chef, await run())).toBe(360);
  });

  it('the chef’s share of a partial dispute is in proportion to what was kept of the charge', () => {
    expect(chefShareOfDispute(900, 1000, 0, 1000)).toBe(900);
    expect(chefShareOfDispute(900, 1000, 0, 500)).toBe(450);
    expect(chefShareOfDispute(450, 1000, 500, 250)).toBe(225);
    expect(chefShareOfDispute(900, 1000, 1000, 1000)).toBe(0);
    expect(chefShareOfDispute(0, 1000, 0, 1000)).toBe(0);
  });

  it('reads a Stripe dispute event: its kind, PaymentIntent, amount, status and reason', () => {
    const event = JSON.parse(
      disputeEvent('charge.dispute.closed', 'dp_1', 'pi_123', 'lost', 700),
    ) as Stripe.Event;
    expect(toProcessorEvent(event)).toEqual({
      id: event.id,
      type: 'charge.dispute.closed',
      kind: 'dispute_closed',
      paymentId: 'pi_123',
      dispute: { id: 'dp_1', amountCents: 700, status: 'lost', reason: 'fraudulent' },
    });
  });
});
