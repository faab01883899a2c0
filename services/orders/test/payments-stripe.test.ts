import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import Stripe from 'stripe';
import { EventTypes, Topics } from '@hearth/events';
import { startStripeMock, type StripeMock } from '../../../tools/go-servers/servers.mjs';
import { eventually, gql, query } from '../../../test/support/db.js';
import type { StripeAnswer, StripeRequest } from '../../../test/support/stripe-mock-front.js';
import { StripeSetupStandIn } from '../../../test/support/stripe-setup-stand-in.js';
import { PAYMENT_PROCESSOR, type PaymentProcessor } from '../src/payments/payment-processor.js';
import { PaymentsService } from '../src/payments/payments.service.js';
import { processorFromEnv } from '../src/payments/payments.module.js';
import { SagaStack, type User } from './support/saga-stack.js';

/**
 * The stand-in, answering a cancel of a captured PaymentIntent as Stripe does: 400
 * `payment_intent_unexpected_state` (stripe-mock answers every cancel with its canned
 * `canceled` fixture, and `StripeStandIn` leaves a captured intent as it is and answers 200).
 */
class StripeRefusingCapturedCancel extends StripeSetupStandIn {
  protected override async answer(request: StripeRequest): Promise<StripeAnswer> {
    const cancel = /^\/v1\/payment_intents\/(pi_standin_[0-9a-f]+)\/cancel$/.exec(request.path);
    if (request.method === 'POST' && cancel && this.intents.get(cancel[1]!)?.status === 'succeeded')
      return {
        status: 400,
        body: JSON.stringify({
          error: {
            type: 'invalid_request_error',
            code: 'payment_intent_unexpected_state',
            message: 'You cannot cancel this PaymentIntent because it has a status of succeeded.',
            payment_intent: { id: cancel[1], object: 'payment_intent', status: 'succeeded' },
          },
        }),
      };
    return super.answer(request);
  }
}

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
  let stripe: StripeRefusingCapturedCancel;
  let admin: User;
  let curry: string;
  let occurrenceId: string;
  const saved: Record<string, string | undefined> = {};
  /** `${consumer group}:${event id}` → deliveries that group's handler finished (a positive signal). */
  const handled = new Map<string, number>();
  const countDeliveries = () => {
    const subscribe = stack.bus.subscribe.bind(stack.bus);
    stack.bus.subscribe = (group, topic, handler) =>
      subscribe(group, topic, async (event) => {
        await handler(event);
        const key = `${group}:${event.id}`;
        handled.set(key, (handled.get(key) ?? 0) + 1);
      });
  };

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
    stripe = new StripeRefusingCapturedCancel(mock.url);
    await stripe.start();
    for (const name of [
      'STRIPE_SECRET_KEY',
      'STRIPE_API_BASE',
      'STRIPE_WEBHOOK_SECRET',
      'STRIPE_PUBLISHABLE_KEY',
    ])
      saved[name] = process.env[name];
    process.env.STRIPE_SECRET_KEY = 'sk_test_hearthstripeflow';
    process.env.STRIPE_API_BASE = stripe.url;
    process.env.STRIPE_WEBHOOK_SECRET = WEBHOOK_SECRET;
    process.env.STRIPE_PUBLISHABLE_KEY = 'pk_test_hearthstripeflow';
    countDeliveries();
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
    // The refund's key is scoped by the order (two orders' refunds never share one).
    expect(keysFor(orderId)).toEqual([
      `order:${orderId}:authorize`,
      `order:${orderId}:capture`,
      `refund:${orderId}:${refundKey}`,
    ]);
    // Every write Stripe received carried an idempotency key of ours (none the SDK made up).
    for (const w of stripe.writes())
      expect(String(w.headers['idempotency-key'])).toMatch(
        /^(order:|refund:|customer:|card:|detach:|setup:)/,
      );
    const pay = await paymentOf(orderId);
    // Two curries ($36.00) + HST 13 % ($4.68).
    expect(pay).toMatchObject({ status: 'PARTIALLY_REFUNDED', captured: 4068, refunded: 500 });
    expect(stripe.intents.get(pay!.id)).toMatchObject({
      amount: 4068,
      received: 4068,
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
    // Orders handles a payment step inside the event's transaction: once its handler has finished
    // the redelivery, any second PaymentIntent or key would be there.
    await eventually(async () => handled.get(`orders:${reserved.event.id}`) === 2);
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
  it('a capture that went through at Stripe while its acceptance rolled back is refunded when the guest cancels', async () => {
    const { guest, orderId } = await checkout();
    const { id } = (await paymentOf(orderId))!;
    // Stripe captured the hold, but the acceptance around the capture never committed: the order
    // is still PENDING and its payment AUTHORIZED in Hearth.
    const processor = stack.orders.app.get<PaymentProcessor>(PAYMENT_PROCESSOR);
    expect(await processor.capture(id, 1800, `order:${orderId}:capture`)).toMatchObject({
      ok: true,
    });
    expect((await paymentOf(orderId))!.status).toBe('AUTHORIZED');

    expect((await stack.act(guest, 'cancelOrder', orderId)).order?.status).toBe('CANCELLED');
    await eventually(async () => (await paymentOf(orderId))!.status === 'VOIDED', stack.timeoutMs);
    // Refunded in full at Stripe, under the order's release key; no cancel was attempted.
    expect(stripe.intents.get(id)).toMatchObject({ received: 1800, refunded: 1800 });
    expect(keysFor(orderId)).toEqual([
      `order:${orderId}:authorize`,
      `order:${orderId}:capture`,
      `order:${orderId}:void-refund`,
    ]);
  });

  it('a far-off order is held and renewed off_session, and its renewed hold is captured under its own key', async () => {
    const farOff = await stack.session(
      [{ dishId: curry, minQuantity: 1, maxQuantity: 10, portionSize: '450 g' }],
      { min: 1, max: 20 },
      12,
    );
    const guest = await stack.guest();
    await stack.add(guest, curry, farOff, 1);
    const { order } = await stack.place(guest, {
      occurrenceId: farOff,
      paymentMethodId: 'pm_card_visa',
    });
    const orderId = order!.id;
    expect(await stack.settled(orderId)).toBe('PENDING');
    const intentsOf = () =>
      stripe
        .writes()
        .filter((w) => w.path === '/v1/payment_intents' && w.form['metadata[orderId]'] === orderId);
    // The guest is not there to confirm a hold with their bank: off_session, not
    // error_on_requires_action (which is for a guest at checkout).
    expect(intentsOf()).toHaveLength(1);
    expect(intentsOf()[0]!.form).toMatchObject({ off_session: 'true' });
    expect(intentsOf()[0]!.form).not.toHaveProperty('error_on_requires_action');
    expect(intentsOf()[0]!.form.customer).toMatch(/^cus_/);

    await query(
      stack.db,
      `UPDATE orders.payments SET authorized_at = now() - interval '5 days' WHERE order_id = $1`,
      [orderId],
    );
    expect(await stack.orders.app.get(PaymentsService).renewHolds()).toBe(1);
    expect(intentsOf()).toHaveLength(2);
    expect(intentsOf()[1]!.form).toMatchObject({ off_session: 'true' });
    expect(intentsOf()[1]!.form).not.toHaveProperty('error_on_requires_action');

    expect((await stack.act(stack.chef, 'acceptOrder', orderId)).order?.status).toBe('ACCEPTED');
    expect(keysFor(orderId)).toEqual([
      `order:${orderId}:save-card`,
      `order:${orderId}:authorize`,
      `order:${orderId}:authorize:2`,
      `order:${orderId}:void`,
      `order:${orderId}:capture:2`,
    ]);
    const { id, captured } = (await paymentOf(orderId))!;
    expect(captured).toBeGreaterThanOrEqual(1800);
    expect(stripe.intents.get(id)).toMatchObject({ status: 'succeeded', received: captured });
    // A near order's hold is placed with the guest: Stripe declines rather than asking them.
    const near = await checkout();
    const nearForm = stripe
      .writes()
      .find(
        (w) => w.path === '/v1/payment_intents' && w.form['metadata[orderId]'] === near.orderId,
      )!.form;
    expect(nearForm).toMatchObject({ error_on_requires_action: 'true' });
    expect(nearForm).not.toHaveProperty('off_session');
  });

  it('saves a card through a SetupIntent only once Stripe says it succeeded for this guest’s own customer', async () => {
    const START = `mutation($key: String!) { startCardSetup(idempotencyKey: $key) { __typename
      ... on CardSetup { setupIntentId clientSecret publishableKey } ... on ValidationError { errors { message } } } }`;
    const ADD = `mutation($id: String!, $key: String!) { addPaymentMethodFromSetup(setupIntentId: $id, idempotencyKey: $key) {
      __typename ... on PaymentMethod { id brand last4 expMonth expYear } ... on ValidationError { errors { field message } } } }`;
    type Setup = {
      __typename: string;
      setupIntentId: string;
      clientSecret: string;
      publishableKey: string;
    };
    type Added = {
      __typename: string;
      id?: string;
      last4?: string;
      expYear?: number;
      errors?: { message: string }[];
    };
    const start = async (user: User, key: string) =>
      (await gql<{ startCardSetup: Setup }>(stack.ordersUrl, START, { key }, user.token)).data!
        .startCardSetup;
    const add = async (user: User, id: string) =>
      (
        await gql<{ addPaymentMethodFromSetup: Added }>(
          stack.ordersUrl,
          ADD,
          { id, key: randomUUID() },
          user.token,
        )
      ).data!.addPaymentMethodFromSetup;
    /**
     * What Stripe.js sends from the guest's browser, with the publishable key (never the secret
     * one): the card as a PaymentMethod, then the setup's confirmation with it.
     */
    const confirmInBrowser = async (setup: Setup, number: string) => {
      const post = (path: string, form: Record<string, string>) =>
        fetch(`${stripe.url}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ key: setup.publishableKey, ...form }),
        });
      const pm = (await (
        await post('/v1/payment_methods', {
          type: 'card',
          'card[number]': number,
          'card[exp_month]': '12',
          'card[exp_year]': '2031',
          'card[cvc]': '123',
        })
      ).json()) as { id: string };
      return post(`/v1/setup_intents/${setup.setupIntentId}/confirm`, {
        client_secret: setup.clientSecret,
        payment_method: pm.id,
      });
    };

    const ana = await stack.guest();
    const formKey = randomUUID();
    const setup = await start(ana, formKey);
    expect(setup).toMatchObject({
      __typename: 'CardSetup',
      publishableKey: 'pk_test_hearthstripeflow',
      setupIntentId: expect.stringMatching(/^seti_/),
      clientSecret: expect.stringContaining('_secret_'),
    });
    // One setup per form key; for later charges without the guest; for Ana's Stripe customer.
    expect((await start(ana, formKey)).setupIntentId).toBe(setup.setupIntentId);
    const created = stripe.writes().filter((w) => w.path === '/v1/setup_intents');
    expect(created.at(-1)!.form).toMatchObject({
      usage: 'off_session',
      'allowed_payment_method_types[0]': 'card',
    });
    expect(created.at(-1)!.headers['idempotency-key']).toBe(`setup:${ana.id}:${formKey}`);
    const [{ customer }] = (await query<{ customer: string }>(
      stack.db,
      `SELECT customer_id AS customer FROM orders.payment_customers WHERE guest_id = $1`,
      [ana.id],
    )) as [{ customer: string }];
    expect(stripe.setupIntents.get(setup.setupIntentId)!.customer).toBe(customer);

    // Not confirmed at Stripe yet (whatever the browser says): no card.
    expect(await add(ana, setup.setupIntentId)).toMatchObject({
      __typename: 'ValidationError',
      errors: [{ message: 'Your card was not confirmed. Enter it again.' }],
    });
    // Stripe declines the card in the browser: still nothing to save.
    expect((await confirmInBrowser(setup, '4000000000000002')).status).toBe(402);
    expect((await add(ana, setup.setupIntentId)).__typename).toBe('ValidationError');
    expect((await confirmInBrowser(setup, '4242424242424242')).status).toBe(200);

    // Another guest (with a Stripe customer of their own) cannot take Ana's card.
    const ben = await stack.guest();
    expect((await start(ben, randomUUID())).__typename).toBe('CardSetup');
    expect(await add(ben, setup.setupIntentId)).toMatchObject({
      __typename: 'ValidationError',
      errors: [{ message: 'We could not find this card setup. Enter your card again.' }],
    });
    expect(await add(ben, 'seti_unknown')).toMatchObject({ __typename: 'ValidationError' });

    const saved = await add(ana, setup.setupIntentId);
    expect(saved).toMatchObject({ __typename: 'PaymentMethod', last4: '4242', expYear: 2031 });
    // Sent again: the same card, still one.
    expect((await add(ana, setup.setupIntentId)).id).toBe(saved.id);
    const cards = await gql<{ paymentMethods: { id: string }[] }>(
      stack.ordersUrl,
      `{ paymentMethods { id } }`,
      {},
      ana.token,
    );
    expect(cards.data!.paymentMethods.map((c) => c.id)).toEqual([saved.id]);
    // The server read the setup back from Stripe with its secret key.
    expect(
      stripe.sent.some(
        (r) =>
          r.method === 'GET' &&
          r.path === `/v1/setup_intents/${setup.setupIntentId}` &&
          String(r.headers.authorization).startsWith('Bearer sk_test_'),
      ),
    ).toBe(true);
  });

  it('refuses to start live payments without a live publishable key, or with keys of two modes', () => {
    // The data source is only for the local test processor, not made here.
    const db = null as never;
    expect(() => processorFromEnv(db, { STRIPE_SECRET_KEY: 'sk_live_x' })).toThrow(
      /STRIPE_PUBLISHABLE_KEY/,
    );
    expect(() =>
      processorFromEnv(db, { STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_PUBLISHABLE_KEY: 'pk_test_x' }),
    ).toThrow(/test key/);
    expect(
      processorFromEnv(db, { STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_PUBLISHABLE_KEY: 'pk_live_x' })
        .mode,
    ).toBe('live');
  });
});
