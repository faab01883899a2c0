import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DateTime } from 'luxon';
import { InProcessEventBus } from '@hearth/events';
import { startSubgraph, type RunningSubgraph } from '@hearth/nest-common';
import { startStripeMock, type StripeMock } from '../../../tools/go-servers/servers.mjs';
import { freshDatabase, gql, query } from '../../../test/support/db.js';
import type { StripeAnswer, StripeRequest } from '../../../test/support/stripe-mock-front.js';
import { StripeStandIn } from '../../../test/support/stripe-stand-in.js';
import { createTestIssuer } from '../../../test/support/tokens.js';
import { WiseStandIn, type WiseExchange } from '../../../test/support/wise-stand-in.js';
import { PAYMENT_PROCESSOR, type PaymentProcessor } from '../src/payments/payment-processor.js';
import { StripeProcessor } from '../src/payments/stripe-processor.js';
import { PAYOUT_PROVIDER, type PayoutProvider } from '../src/payouts/payout-provider.js';
import { WisePayoutProvider } from '../src/payouts/wise-payout-provider.js';
import { matchProcessor, type LedgerPayment } from '../src/reconciliation/match.js';
import { ReconciliationRepository } from '../src/reconciliation/reconciliation.repository.js';
import {
  ReconciliationMessages,
  RunReconciliationHandler,
} from '../src/reconciliation/run-reconciliation.handler.js';
import { ordersSubgraph } from '../src/subgraph.js';

/**
 * The daily reconciliation (issue 24, item 8; docs/rules/payments.md#reconciliation): the ledger
 * against the card processor (captures, fees, refunds, disputes) and the payout provider (each
 * PAID payout's transfer).
 */
const ZONE = 'America/Toronto';
const MISMATCHES = `query { reconciliationMismatches { id kind reference orderId payoutId ourCents
  theirCents detail day resolvedAt resolutionNote } reconciliationLastRun { day finishedAt mismatchCount } }`;

describe('orders: the daily reconciliation (local test processor, recording payout provider)', () => {
  let db: string;
  let orders: RunningSubgraph;
  let admin: string;
  let processor: PaymentProcessor;
  let provider: PayoutProvider;
  const saved: Record<string, string | undefined> = {};
  const today = DateTime.now().setZone(ZONE).toISODate()!;
  /** A moment after today is over in Toronto, when today may be reconciled. */
  const tomorrow = DateTime.now().setZone(ZONE).plus({ days: 1 }).startOf('day').plus({ hours: 1 });

  const reconcile = async () => {
    const outcome = await orders.app
      .get(RunReconciliationHandler)
      .execute(today, tomorrow.toJSDate());
    if ('errors' in outcome) throw new Error(JSON.stringify(outcome.errors));
    return outcome;
  };
  const listed = async () => {
    const res = await gql<{
      reconciliationMismatches: Array<Record<string, unknown>>;
      reconciliationLastRun: { day: string; finishedAt: string; mismatchCount: number } | null;
    }>(`${orders.url}/graphql`, MISMATCHES, {}, admin);
    expect(res.errors).toBeUndefined();
    return res.data!;
  };

  /**
   * A completed order charged `grossCents` with the processor and captured, the chef's ledger
   * as capture writes it (GROSS, COMMISSION, PROCESSOR_FEE), and a refund of `refundCents` made
   * at the processor and written to the ledger as a refund writes it.
   */
  const chargedOrder = async (grossCents: number, refundCents: number) => {
    const orderId = randomUUID();
    const chefId = randomUUID();
    const guestId = randomUUID();
    await query(
      db,
      `INSERT INTO orders.orders (id, guest_id, restaurant_id, chef_id, occurrence_id,
         scheduled_for, status, fulfilment, subtotal_cents, delivery_fee_cents, total_cents,
         idempotency_key)
       VALUES ($1::uuid, $2, $3, $4, $3, now(), 'COMPLETED', 'PICKUP', $5, 0, $5, $1::text)`,
      [orderId, guestId, randomUUID(), chefId, grossCents],
    );
    const hold = await processor.authorize(
      {
        amountCents: grossCents,
        currency: 'cad',
        customerId: null,
        paymentMethodId: 'pm_card_visa',
        orderId,
      },
      `order:${orderId}:authorize`,
    );
    if (!hold.ok) throw new Error(hold.message);
    const capture = await processor.capture(hold.paymentId, grossCents, `order:${orderId}:capture`);
    if (!capture.ok) throw new Error(capture.message);
    await query(
      db,
      `INSERT INTO orders.payments (order_id, guest_id, chef_id, processor, processor_payment_id,
         status, currency, amount_cents, captured_cents, refunded_cents, fee_cents)
       VALUES ($1, $2, $3, 'local-test', $4, 'PARTIALLY_REFUNDED', 'cad', $5, $5, $6, $7)`,
      [orderId, guestId, chefId, hold.paymentId, grossCents, refundCents, capture.feeCents],
    );
    await query(
      db,
      `INSERT INTO orders.ledger_entries (chef_id, order_id, kind, amount_cents)
       VALUES ($1, $2, 'GROSS', $3), ($1, $2, 'COMMISSION', $4), ($1, $2, 'PROCESSOR_FEE', $5)`,
      [chefId, orderId, grossCents, -grossCents / 10, -capture.feeCents],
    );
    const key = `refund:${orderId}:form-1`;
    const refund = await processor.refund(hold.paymentId, refundCents, key);
    if (!refund.ok) throw new Error(refund.message);
    const refundId = randomUUID();
    await query(
      db,
      `INSERT INTO orders.refunds (id, order_id, amount_cents, processor_refund_id,
         idempotency_key, created_by) VALUES ($1, $2, $3, $4, $5, $6)`,
      [refundId, orderId, refundCents, refund.refundId, key, randomUUID()],
    );
    await query(
      db,
      `INSERT INTO orders.ledger_entries (chef_id, order_id, kind, amount_cents, refund_id)
       VALUES ($1, $2, 'REFUND', $3, $4), ($1, $2, 'COMMISSION_REFUND', $5, $4)`,
      [chefId, orderId, -refundCents, refundId, refundCents / 10],
    );
    return { orderId, chefId, paymentId: hold.paymentId };
  };

  /** A payout of `amountCents` to `chefId` sent through the provider and recorded PAID now. */
  const paidPayout = async (chefId: string, amountCents: number) => {
    const payoutId = randomUUID();
    const { transferId } = await provider.transfer(
      { payoutId, chefId, amountCents, currency: 'cad', reference: 'Hearth payout TEST' },
      `payout:${payoutId}:transfer`,
    );
    await query(
      db,
      `INSERT INTO orders.payouts (id, chef_id, period_start, period_end, order_count,
         amount_cents, currency, status, approved_at, paid_at, transfer_reference)
       VALUES ($1, $2, now() - interval '7 days', now(), 1, $3, 'cad', 'PAID', now(), now(), $4)`,
      [payoutId, chefId, amountCents, transferId],
    );
    return { payoutId, transferId };
  };

  beforeAll(async () => {
    const env = {
      STRIPE_SECRET_KEY: undefined,
      WISE_API_TOKEN: undefined,
      WISE_PROFILE_ID: undefined,
      PAYOUT_SCHEDULE_CHECK_SECONDS: '0',
      RECONCILIATION_CHECK_SECONDS: '0',
    };
    for (const [name, value] of Object.entries(env)) {
      saved[name] = process.env[name];
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    db = await freshDatabase(`hearth_test_orders_reconcile_${process.env.JEST_WORKER_ID ?? '1'}`);
    const issuer = await createTestIssuer();
    orders = await startSubgraph(
      { ...ordersSubgraph(), tokenKeys: issuer.keys },
      { config: { databaseUrl: db, port: 0, logLevel: 'silent' }, bus: new InProcessEventBus() },
    );
    admin = (await issuer.token({ role: 'ADMIN' })).token;
    processor = orders.app.get<PaymentProcessor>(PAYMENT_PROCESSOR);
    provider = orders.app.get<PayoutProvider>(PAYOUT_PROVIDER);
  });

  afterAll(async () => {
    await orders?.close();
    for (const [name, value] of Object.entries(saved))
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
  });

  it('finds nothing on a clean day; a refund the ledger lacks and a payout the provider failed are found once each, and an admin resolves one', async () => {
    const { chefId, orderId, paymentId } = await chargedOrder(2500, 500);
    const { payoutId, transferId } = await paidPayout(chefId, 1800);

    // A day that is not over cannot be reconciled.
    const early = await gql<{ runReconciliation: Record<string, unknown> }>(
      `${orders.url}/graphql`,
      `mutation($day: String) { runReconciliation(day: $day) { __typename
         ... on ValidationError { errors { field message } } } }`,
      { day: today },
      admin,
    );
    expect(early.data!.runReconciliation).toEqual({
      __typename: 'ValidationError',
      errors: [{ field: 'day', message: ReconciliationMessages.dayNotOver }],
    });

    // Clean: every capture, fee, refund and payout agrees.
    expect(await reconcile()).toMatchObject({ found: 0, added: 0 });
    const clean = await listed();
    expect(clean.reconciliationMismatches).toEqual([]);
    expect(clean.reconciliationLastRun).toMatchObject({ day: today, mismatchCount: 0 });

    // Planted: a refund made at the processor behind the ledger's back, and the bank returning the
    // payout (the provider's transfer FAILED) while Hearth recorded it PAID.
    const stray = await processor.refund(paymentId, 300, `stray:${orderId}`);
    if (!stray.ok) throw new Error(stray.message);
    await query(db, `UPDATE orders.payout_transfers SET status = 'FAILED' WHERE id = $1`, [
      transferId,
    ]);

    expect(await reconcile()).toMatchObject({ found: 2, added: 2 });
    const found = (await listed()).reconciliationMismatches;
    expect(
      found.map(({ kind, reference, orderId: o, payoutId: p, ourCents, theirCents }) => ({
        kind,
        reference,
        orderId: o,
        payoutId: p,
        ourCents,
        theirCents,
      })),
    ).toEqual(
      expect.arrayContaining([
        {
          kind: 'REFUND_NOT_IN_LEDGER',
          reference: stray.refundId,
          orderId,
          payoutId: null,
          ourCents: null,
          theirCents: 300,
        },
        {
          kind: 'PAYOUT_FAILED',
          reference: payoutId,
          orderId: null,
          payoutId,
          ourCents: 1800,
          theirCents: 0,
        },
      ]),
    );
    expect(found).toHaveLength(2);

    // Run again: the same two, not stored twice.
    expect(await reconcile()).toMatchObject({ found: 2, added: 0 });
    const [{ n }] = (await query<{ n: number }>(
      db,
      `SELECT count(*)::int AS n FROM orders.reconciliation_mismatches`,
    )) as [{ n: number }];
    expect(n).toBe(2);

    // The admin resolves the payout with a note; it leaves the open list, and a run keeps it so.
    const failed = found.find((m) => m.kind === 'PAYOUT_FAILED')!;
    const resolve = (note: string) =>
      gql<{ resolveReconciliationMismatch: Record<string, unknown> }>(
        `${orders.url}/graphql`,
        `mutation($id: ID!, $note: String!) { resolveReconciliationMismatch(id: $id, note: $note) {
           __typename ... on ReconciliationMismatch { resolvedAt resolutionNote }
           ... on ValidationError { errors { field message } } } }`,
        { id: failed.id, note },
        admin,
      );
    expect((await resolve('   ')).data!.resolveReconciliationMismatch).toMatchObject({
      __typename: 'ValidationError',
    });
    expect(
      (await resolve('Chef gave new bank details; paid again by hand')).data!
        .resolveReconciliationMismatch,
    ).toMatchObject({
      __typename: 'ReconciliationMismatch',
      resolutionNote: 'Chef gave new bank details; paid again by hand',
    });
    await reconcile();
    expect((await listed()).reconciliationMismatches.map((m) => m.kind)).toEqual([
      'REFUND_NOT_IN_LEDGER',
    ]);
  });

  it('a day is claimed by one run at a time: another replica is told it is running, the schedule skips a finished day, an admin runs it again', async () => {
    const repo = orders.app.get(ReconciliationRepository);
    const day = DateTime.now().setZone(ZONE).minus({ days: 3 }).toISODate()!;
    const from = new Date(`${day}T05:00:00Z`);
    const to = new Date(from.getTime() + 24 * 3600_000);
    expect(await repo.claim(day, from, to, 'SCHEDULE', false)).toBe('claimed');
    expect(await repo.claim(day, from, to, 'SCHEDULE', false)).toBe('running');
    expect(await repo.claim(day, from, to, 'ADMIN', true)).toBe('running');
    await repo.finish(day, 0);
    expect(await repo.claim(day, from, to, 'SCHEDULE', false)).toBe('done');
    expect(await repo.claim(day, from, to, 'ADMIN', true)).toBe('claimed');
    await repo.fail(day, 'processor down');
    // A failed run is taken again by the next scheduled tick.
    expect(await repo.claim(day, from, to, 'SCHEDULE', false)).toBe('claimed');
  });

  it('the schedule reconciles each of the last 7 days not reconciled yet, and then nothing', async () => {
    const handler = orders.app.get(RunReconciliationHandler);
    const now = DateTime.now().setZone(ZONE).plus({ days: 20 }).toJSDate();
    await handler.runDaily(now);
    const days = await query<{ day: string }>(
      db,
      `SELECT to_char(day, 'YYYY-MM-DD') AS day FROM orders.reconciliation_runs
        WHERE day > $1::date AND finished_at IS NOT NULL ORDER BY day`,
      [DateTime.fromJSDate(now).setZone(ZONE).minus({ days: 8 }).toISODate()],
    );
    expect(days.map((d) => d.day)).toEqual(
      [7, 6, 5, 4, 3, 2, 1].map((back) =>
        DateTime.fromJSDate(now).setZone(ZONE).minus({ days: back }).toISODate()!,
      ),
    );
    const before = await query(db, `SELECT day, started_at FROM orders.reconciliation_runs`);
    expect(await handler.runDaily(now)).toBe(0);
    expect(await query(db, `SELECT day, started_at FROM orders.reconciliation_runs`)).toEqual(
      before,
    );
  });
});

describe('reconciliation matching (pure)', () => {
  const p = { from: new Date('2026-11-20T05:00:00Z'), to: new Date('2026-11-21T05:00:00Z') };
  const at = new Date('2026-11-20T12:00:00Z');
  const payment = (over: Partial<LedgerPayment>): LedgerPayment => ({
    paymentId: 'pi_1',
    orderId: 'o1',
    status: 'CAPTURED',
    grossCents: 1000,
    feeCents: 59,
    grossAt: at,
    ...over,
  });

  it('a capture refunded in full on release matches a VOIDED payment with no ledger; what is left of it does not', () => {
    const charges = [{ paymentId: 'pi_1', orderId: 'o1', amountCents: 1000, feeCents: 59, at }];
    const voided = payment({ status: 'VOIDED', grossCents: 0, feeCents: 0, grossAt: null });
    const refund = (amountCents: number) => [
      { refundId: 're_1', paymentId: 'pi_1', amountCents, at },
    ];
    expect(
      matchProcessor(p, { charges, refunds: refund(1000), disputes: [] }, [voided], [], []),
    ).toEqual([]);
    expect(
      matchProcessor(p, { charges, refunds: refund(400), disputes: [] }, [voided], [], []),
    ).toEqual([
      expect.objectContaining({ kind: 'CHARGE_NOT_IN_LEDGER', reference: 'pi_1', theirCents: 600 }),
    ]);
  });

  it('a fee, a captured amount and a dispute status that differ are each one mismatch', () => {
    const found = matchProcessor(
      p,
      {
        charges: [{ paymentId: 'pi_1', orderId: 'o1', amountCents: 1200, feeCents: 65, at }],
        refunds: [],
        disputes: [{ disputeId: 'dp_1', paymentId: 'pi_1', amountCents: 1200, status: 'lost', at }],
      },
      [payment({})],
      [],
      [{ disputeId: 'dp_1', orderId: 'o1', status: 'OPEN', amountCents: 1200, openedAt: at }],
    );
    expect(found.map((m) => [m.kind, m.ourCents, m.theirCents])).toEqual([
      ['CHARGE_AMOUNT', 1000, 1200],
      ['FEE_AMOUNT', 59, 65],
      ['DISPUTE_STATUS', 1200, 1200],
    ]);
  });

  it('a charge written to the ledger that the processor never captured is found; outside the day it is not', () => {
    expect(
      matchProcessor(p, { charges: [], refunds: [], disputes: [] }, [payment({})], [], []),
    ).toEqual([expect.objectContaining({ kind: 'CHARGE_NOT_AT_PROCESSOR', ourCents: 1000 })]);
    const before = payment({ grossAt: new Date(p.from.getTime() - 1) });
    expect(matchProcessor(p, { charges: [], refunds: [], disputes: [] }, [before], [], [])).toEqual(
      [],
    );
  });
});

/**
 * The stand-in of test/support with Stripe's lists a reconciliation reads, from its own state:
 * `GET /v1/balance_transactions` (a `charge` transaction per captured PaymentIntent with the fee
 * the stand-in charges, a `refund` one per refund made through it; `source` expanded) and
 * `GET /v1/disputes` (`disputes`, planted by the test). Each request first goes to stripe-mock,
 * which refuses parameters Stripe's API spec does not allow.
 */
class StripeWithLists extends StripeStandIn {
  readonly refundsMade = new Map<string, { paymentIntent: string; amount: number }>();
  readonly disputes: Array<Record<string, unknown>> = [];

  protected override async answer(request: StripeRequest): Promise<StripeAnswer> {
    const list = (url: string, data: unknown[]) => ({
      status: 200,
      body: JSON.stringify({ object: 'list', url, has_more: false, data }),
    });
    if (request.method === 'GET' && /^\/v1\/(balance_transactions|disputes)$/.test(request.path)) {
      const checked = await this.forward(request);
      const text = await checked.text();
      if (!checked.ok) return { status: checked.status, body: text };
      const created = Math.floor(Date.now() / 1000);
      if (request.path === '/v1/disputes') return list('/v1/disputes', this.disputes);
      const charges = [...this.intents].filter(([, pi]) => pi.received > 0);
      return list('/v1/balance_transactions', [
        ...charges.map(([id, pi]) => ({
          object: 'balance_transaction',
          id: `txn_ch_${id}`,
          type: 'charge',
          amount: pi.received,
          fee: Math.round(pi.received * 0.029) + 30,
          created,
          source: {
            object: 'charge',
            id: `ch_${id}`,
            amount: pi.amount,
            payment_intent: id,
            metadata: { orderId: pi.orderId },
          },
        })),
        ...[...this.refundsMade].map(([id, r]) => ({
          object: 'balance_transaction',
          id: `txn_${id}`,
          type: 'refund',
          amount: -r.amount,
          fee: 0,
          created,
          source: { object: 'refund', id, amount: r.amount, payment_intent: r.paymentIntent },
        })),
      ]);
    }
    const answer = await super.answer(request);
    if (request.method === 'POST' && request.path === '/v1/refunds' && answer.status === 200) {
      const refund = JSON.parse(answer.body) as { id: string; amount: number };
      this.refundsMade.set(refund.id, {
        paymentIntent: request.form.payment_intent!,
        amount: refund.amount,
      });
    }
    return answer;
  }
}

describe('StripeProcessor.listActivity against stripe-mock', () => {
  let mock: StripeMock;
  let stripe: StripeWithLists;
  let processor: StripeProcessor;

  beforeAll(async () => {
    mock = await startStripeMock();
    stripe = new StripeWithLists(mock.url);
    await stripe.start();
    processor = new StripeProcessor({ secretKey: 'sk_test_reconcile', apiBase: stripe.url });
  });
  afterAll(async () => {
    await stripe.stop();
    await mock.stop();
  });

  it('reads the captures with their fees, the refunds and the disputes of a period from Stripe', async () => {
    const orderId = randomUUID();
    const hold = await processor.authorize(
      {
        amountCents: 3051,
        currency: 'cad',
        customerId: null,
        paymentMethodId: 'pm_card_visa',
        orderId,
      },
      `order:${orderId}:authorize`,
    );
    if (!hold.ok) throw new Error(hold.message);
    const capture = await processor.capture(hold.paymentId, 3051, `order:${orderId}:capture`);
    if (!capture.ok) throw new Error(capture.message);
    const refund = await processor.refund(hold.paymentId, 1000, `refund:${orderId}:1`);
    if (!refund.ok) throw new Error(refund.message);
    stripe.disputes.push({
      object: 'dispute',
      id: 'dp_reconcile',
      amount: 2051,
      currency: 'cad',
      charge: `ch_${hold.paymentId}`,
      payment_intent: hold.paymentId,
      reason: 'fraudulent',
      status: 'warning_closed',
      created: Math.floor(Date.now() / 1000),
    });
    const from = new Date(Date.now() - 3600_000);
    const to = new Date(Date.now() + 3600_000);
    const activity = await processor.listActivity(from, to, new Date(from.getTime() - 86_400_000));
    expect(activity.charges).toEqual([
      expect.objectContaining({
        paymentId: hold.paymentId,
        orderId,
        amountCents: 3051,
        feeCents: capture.feeCents,
      }),
    ]);
    expect(activity.refunds).toEqual([
      expect.objectContaining({
        refundId: refund.refundId,
        paymentId: hold.paymentId,
        amountCents: 1000,
      }),
    ]);
    expect(activity.disputes).toEqual([
      expect.objectContaining({
        disputeId: 'dp_reconcile',
        paymentId: hold.paymentId,
        amountCents: 2051,
        status: 'won',
      }),
    ]);
    // The period went over the wire as Stripe's created filters, in seconds.
    const listed = stripe.sent.find((r) => r.path === '/v1/balance_transactions')!;
    expect(listed.query).toMatchObject({
      'created[gte]': String(Math.floor(from.getTime() / 1000)),
      'created[lt]': String(Math.floor(to.getTime() / 1000)),
    });
  });
});

describe('WisePayoutProvider.readTransfer (Wise GET /v1/transfers/{id})', () => {
  /** A transfer as Wise's API reference shows it, with the status under test. */
  const transfer = (id: number, status: string): WiseExchange => ({
    request: { method: 'GET', path: `/v1/transfers/${id}`, body: null },
    response: {
      status: 200,
      body: {
        id,
        user: 4342275,
        targetAccount: 148149706,
        sourceAccount: null,
        quoteUuid: '11144c35-9fe8-4c32-b7fd-d05383f7eb5c',
        status,
        reference: 'Hearth payout 1A2B3C4D',
        rate: 1,
        created: '2026-11-25 20:30:00',
        business: 16145493,
        details: { reference: 'Hearth payout 1A2B3C4D' },
        hasActiveIssues: false,
        sourceCurrency: 'CAD',
        sourceValue: 80.36,
        targetCurrency: 'CAD',
        targetValue: 79.97,
      },
    },
  });
  const wise = new WiseStandIn(30820, [
    transfer(50500593, 'outgoing_payment_sent'),
    transfer(50500594, 'bounced_back'),
    transfer(50500595, 'processing'),
    {
      request: { method: 'GET', path: '/v1/transfers/1', body: null },
      response: { status: 404, body: { errors: [{ code: 'NOT_FOUND', message: 'Not found' }] } },
    },
  ]);
  const provider = new WisePayoutProvider({
    token: 'wise-test-token',
    profileId: 16145493,
    apiBase: wise.url,
    recipientOf: async () => null,
  });
  beforeAll(() => wise.start());
  afterAll(() => wise.stop());

  it('answers PAID, FAILED or PENDING with the amount in cents, and null for a transfer Wise does not know', async () => {
    expect(await provider.readTransfer('50500593')).toEqual({
      transferId: '50500593',
      status: 'PAID',
      providerStatus: 'outgoing_payment_sent',
      amountCents: 7997,
    });
    expect(await provider.readTransfer('50500594')).toMatchObject({ status: 'FAILED' });
    expect(await provider.readTransfer('50500595')).toMatchObject({ status: 'PENDING' });
    expect(await provider.readTransfer('1')).toBeNull();
    expect(wise.unexpected).toEqual([]);
    expect(wise.received.every((r) => r.auth === 'Bearer wise-test-token')).toBe(true);
  });
});
