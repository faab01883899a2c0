import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import Stripe from 'stripe';
import { EventTypes, Topics } from '@hearth/events';
import { startStripeMock, type StripeMock } from '../../../tools/go-servers/servers.mjs';
import { eventually, gql, query } from '../../../test/support/db.js';
import { StripeStandIn } from '../../../test/support/stripe-stand-in.js';
import { SagaStack, type User } from './support/saga-stack.js';

/**
 * The order saga's money through the Stripe adapter: the official SDK against stripe-mock (every
 * request validated against Stripe's API spec) with a stateful layer (`StripeStandIn`) for the
 * PaymentIntents' amounts and statuses. Asserts what goes over the wire (an idempotency key per
 * money step, derived from the order), that redelivered events and replayed webhooks change
 * nothing, and that the webhook endpoint checks the signature.
 */
const WEBHOOK_SECRET = 'whsec_hearthstripeflow';

describe('orders: payments through the Stripe adapter (stripe-mock)', () => {
  const stack = new SagaStack();
  let mock: StripeMock;
  let stripe: StripeStandIn;
  let admin: User;
  let curry: string;
  let occurrenceId: string;
  const saved: Record<string, string | undefined> = {};

  const paymentOf = async (orderId: string) => {
    const [row] = await query<{ status: string; id: string; captured: number; refunded: number }>(
      stack.db,
      `SELECT status, processor_payment_id AS id, captured_cents AS captured, refunded_cents AS refunded
         FROM orders.payments WHERE order_id = $1`,
      [orderId],
    );
    return row;
  };
  const checkout = async (paymentMethodId = 'pm_card_visa', quantity = 1) => {
    const guest = await stack.guest();
    await stack.add(guest, curry, occurrenceId, quantity);
    const { order } = await stack.place(guest, { occurrenceId, paymentMethodId });
    return { guest, orderId: order!.id, status: await stack.settled(order!.id) };
  };
  const keysFor = (orderId: string) =>
    stripe
      .writes()
      .map((w) => String(w.headers['idempotency-key']))
      .filter((k) => k.includes(orderId));
  const postWebhook = (payload: string, signature: string) =>
    fetch(`${stack.orders.url}/webhooks/payments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body: payload,
    });
  const signed = (payload: string) =>
    new Stripe('sk_test_x').webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });

  beforeAll(async () => {
    mock = await startStripeMock();
    stripe = new StripeStandIn(mock.url);
    await stripe.start();
    for (const name of ['STRIPE_SECRET_KEY', 'STRIPE_API_BASE', 'STRIPE_WEBHOOK_SECRET'])
      saved[name] = process.env[name];
    process.env.STRIPE_SECRET_KEY = 'sk_test_hearthstripeflow';
    process.env.STRIPE_API_BASE = stripe.url;
    process.env.STRIPE_WEBHOOK_SECRET = WEBHOOK_SECRET;
    await stack.start('orders_payments_stripe');
    admin = await stack.issuer.token({ role: 'ADMIN' });
    curry = await stack.dish('Butter Chicken', 1800);
    occurrenceId = await stack.session([
      { dishId: curry, minQuantity: 1, maxQuantity: 10, portionSize: '450 g' },
    ]);
  }, 60_000);
  afterAll(async () => {
    await stack.stop();
    await stripe?.stop();
    await mock?.stop();
    for (const [name, value] of Object.entries(saved))
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
  });

  it('holds, captures and refunds at Stripe with one idempotency key per money step of the order', async () => {
    const { orderId, status } = await checkout('pm_card_visa', 2);
    expect(status).toBe('PENDING');
    expect((await stack.act(stack.chef, 'acceptOrder', orderId)).order?.status).toBe('ACCEPTED');
    const refundKey = randomUUID();
    const refunded = await gql<{ refundOrder: { __typename: string } }>(
      stack.ordersUrl,
      `mutation($id: ID!, $key: String!) { refundOrder(orderId: $id, amountCents: 500, idempotencyKey: $key) {
        __typename } }`,
      { id: orderId, key: refundKey },
      admin.token,
    );
    expect(refunded.data!.refundOrder.__typename).toBe('Order');
    expect(keysFor(orderId)).toEqual([`order:${orderId}:authorize`, `order:${orderId}:capture`]);
    expect(
      stripe.writes().some((w) => w.headers['idempotency-key'] === `refund:${refundKey}`),
    ).toBe(true);
    // Every write Stripe received carried an idempotency key of ours (none the SDK made up).
    for (const w of stripe.writes())
      expect(String(w.headers['idempotency-key'])).toMatch(
        /^(order:|refund:|customer:|card:|detach:)/,
      );
    const pay = await paymentOf(orderId);
    expect(pay).toMatchObject({ status: 'PARTIALLY_REFUNDED', captured: 3600, refunded: 500 });
    expect(stripe.intents.get(pay!.id)).toMatchObject({
      amount: 3600,
      received: 3600,
      refunded: 500,
    });
    const rec = await gql<{ paymentReconciliation: unknown[] }>(
      stack.ordersUrl,
      `{ paymentReconciliation { orderId field ours processor } }`,
      {},
      admin.token,
    );
    expect(rec.data!.paymentReconciliation).toEqual([]);
  });

  it('a card Stripe declines rejects the order with Stripe’s message', async () => {
    const { guest, orderId, status } = await checkout('pm_card_chargeDeclinedInsufficientFunds');
    expect(status).toBe('REJECTED');
    const seen = await gql<{ order: { rejectionReason: string } }>(
      stack.ordersUrl,
      `query($id: ID!) { order(id: $id) { rejectionReason } }`,
      { id: orderId },
      guest.token,
    );
    expect(seen.data!.order.rejectionReason).toBe('Your card has insufficient funds.');
    expect((await paymentOf(orderId))!.status).toBe('FAILED');
  });

  it('a redelivered StockReserved creates no second PaymentIntent and changes nothing', async () => {
    const { orderId } = await checkout();
    const reserved = stack.seen.find(
      (s) =>
        s.event.type === EventTypes.StockReserved &&
        (s.event.payload as { orderId: string }).orderId === orderId,
    )!;
    const intentsBefore = stripe.intents.size;
    await stack.bus.publish(Topics.sessions, [reserved.event]);
    await new Promise((r) => setTimeout(r, 500));
    expect(stripe.intents.size).toBe(intentsBefore);
    expect(keysFor(orderId)).toEqual([`order:${orderId}:authorize`]);
    expect((await paymentOf(orderId))!.status).toBe('AUTHORIZED');
  });

  it('a signed payment_intent.canceled webhook voids the payment once; a replay changes nothing; a bad signature is refused', async () => {
    const { orderId } = await checkout();
    const { id } = (await paymentOf(orderId))!;
    const payload = JSON.stringify({
      id: `evt_${randomUUID().replace(/-/g, '')}`,
      object: 'event',
      type: 'payment_intent.canceled',
      data: { object: { id, object: 'payment_intent', status: 'canceled' } },
    });
    const tampered = await postWebhook(payload.replace('canceled', 'succeeded'), signed(payload));
    expect(tampered.status).toBe(400);
    expect((await paymentOf(orderId))!.status).toBe('AUTHORIZED');

    const first = await postWebhook(payload, signed(payload));
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ received: true, duplicate: false });
    expect((await paymentOf(orderId))!.status).toBe('VOIDED');
    const replay = await postWebhook(payload, signed(payload));
    expect(await replay.json()).toEqual({ received: true, duplicate: true });
    const [{ n }] = (await query<{ n: number }>(
      stack.db,
      `SELECT count(*)::int AS n FROM orders.processor_webhook_events`,
    )) as [{ n: number }];
    expect(n).toBe(1);
    // The hold is gone: accepting reports that the payment could not be collected.
    const accepted = await stack.act(stack.chef, 'acceptOrder', orderId);
    expect(accepted.order).toMatchObject({ __typename: 'ValidationError' });
    expect(await stack.statusOf(orderId)).toBe('PENDING');
  });

  it('a cancel releases the hold at Stripe with the order’s void key', async () => {
    const { guest, orderId } = await checkout();
    await stack.act(guest, 'cancelOrder', orderId);
    await eventually(async () => (await paymentOf(orderId))!.status === 'VOIDED', stack.timeoutMs);
    expect(keysFor(orderId)).toEqual([`order:${orderId}:authorize`, `order:${orderId}:void`]);
    expect(stripe.intents.get((await paymentOf(orderId))!.id)!.status).toBe('canceled');
  });
});
