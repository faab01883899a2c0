// Recorded-contract tests of the Stripe adapter (StripeProcessor): the official SDK talks to the
// real stripe-mock (Stripe's API stand-in, which validates every request against Stripe's OpenAPI
// spec) through a recording proxy, so each test asserts what went over the wire and how the
// adapter reads the answer. stripe-mock is stateless (a confirmed PaymentIntent stays
// `requires_payment_method`), so where an answer depends on state the proxy patches stripe-mock's
// reply (e.g. status `requires_capture`) or answers a recorded Stripe error itself. State
// transitions (hold → capture → refund, expiry, idempotent replays) are tested against the local
// test processor.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { startStripeMock, type StripeMock } from '../../../tools/go-servers/servers.mjs';
import { ProcessorUnavailable } from '../src/payments/payment-processor.js';
import { StripeProcessor } from '../src/payments/stripe-processor.js';
import {
  StripeMockFront,
  type StripeAnswer,
  type StripeRequest,
} from '../../../test/support/stripe-mock-front.js';

/** stripe-mock accepts any `sk_test_<one word>` key. */
const SECRET_KEY = 'sk_test_hearthcontract';
const WEBHOOK_SECRET = 'whsec_hearthcontract';

/** Stripe's answer to a charge the issuer refuses (HTTP 402), as recorded from the API. */
const INSUFFICIENT_FUNDS = {
  error: {
    type: 'card_error',
    code: 'card_declined',
    decline_code: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
    payment_intent: { id: 'pi_123', object: 'payment_intent' },
  },
};

/** A JSON object of an answer. */
type Json = Record<string, unknown>;

/** One request as it went over the wire. */
type Sent = StripeRequest;

/**
 * How the proxy answers one request: with a canned answer (stripe-mock is not asked), or with
 * stripe-mock's answer changed by `patch` (what a stateful Stripe would answer instead).
 */
type Override = { reply: { status: number; body: Json } } | { patch: (body: Json) => Json };

/** A recording proxy in front of stripe-mock that can override answers. */
class RecordingProxy extends StripeMockFront {
  private readonly overrides: Override[] = [];

  constructor(upstream: string) {
    super(upstream, 'req_proxy');
  }

  protected async answer(request: StripeRequest): Promise<StripeAnswer> {
    const override = this.overrides.shift();
    if (override && 'reply' in override)
      return { status: override.reply.status, body: JSON.stringify(override.reply.body) };
    const upstream = await this.forward(request);
    let answer = (await upstream.json()) as Json;
    if (override) answer = override.patch(answer);
    return { status: upstream.status, body: JSON.stringify(answer) };
  }

  /** The next request not yet answered gets `override` (later ones stripe-mock's answer again). */
  next(override: Override): void {
    this.overrides.push(override);
  }

  /** Runs `call` and returns its result with the requests it sent. */
  async during<T>(call: () => Promise<T>): Promise<{ result: T; sent: Sent[] }> {
    const from = this.sent.length;
    const result = await call();
    return { result, sent: this.sent.slice(from) };
  }
}

/** A port nothing listens on (a server was there a moment ago). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** The error `promise` rejects with. */
async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (err) {
    return err;
  }
  throw new Error('expected the call to fail');
}

const isWrite = (s: Sent) => s.method === 'POST' || s.method === 'DELETE';

describe('StripeProcessor: the Stripe calls of the payment processor port, against stripe-mock', () => {
  let stripeMock: StripeMock;
  let proxy: RecordingProxy;
  let processor: StripeProcessor;
  /** The same adapter with the SDK's network retries off (failure tests). */
  let noRetries: StripeProcessor;

  beforeAll(async () => {
    stripeMock = await startStripeMock();
    proxy = new RecordingProxy(stripeMock.url);
    await proxy.start();
    processor = new StripeProcessor({
      secretKey: SECRET_KEY,
      apiBase: proxy.url,
      webhookSecret: WEBHOOK_SECRET,
    });
    noRetries = new StripeProcessor({
      secretKey: SECRET_KEY,
      apiBase: proxy.url,
      maxNetworkRetries: 0,
    });
  }, 60_000);
  afterAll(async () => {
    await proxy?.stop();
    await stripeMock?.stop();
  }, 30_000);

  it('is test mode with an sk_test_ key, live mode with an sk_live_ key, and named stripe', () => {
    expect(processor.mode).toBe('test');
    expect(processor.name).toBe('stripe');
    expect(new StripeProcessor({ secretKey: 'sk_live_hearthcontract' }).mode).toBe('live');
  });

  it("sends every write once, with the caller's idempotency key as Idempotency-Key", async () => {
    const customerId = 'cus_hearthguest';
    const calls: Array<[string, (key: string) => Promise<unknown>]> = [
      [
        'createCustomer',
        (key) => processor.createCustomer({ guestId: randomUUID(), email: null }, key),
      ],
      ['attachCard', (key) => processor.attachCard(customerId, 'pm_card_visa', key)],
      [
        'detachCard',
        (key) => {
          // The card must be the customer's (stripe-mock's payment method has no customer).
          proxy.next({ patch: (pm) => ({ ...pm, customer: customerId }) });
          return processor.detachCard(customerId, 'pm_hearthcard', key);
        },
      ],
      [
        'authorize',
        (key) =>
          processor.authorize(
            {
              amountCents: 2599,
              currency: 'cad',
              customerId,
              paymentMethodId: 'pm_hearthcard',
              orderId: randomUUID(),
            },
            key,
          ),
      ],
      ['capture', (key) => processor.capture('pi_hearth', 2599, key)],
      ['voidAuthorization', (key) => processor.voidAuthorization('pi_hearth', key)],
      ['refund', (key) => processor.refund('pi_hearth', 500, key)],
    ];
    for (const [name, call] of calls) {
      const key = `order:${randomUUID()}:${name}`;
      const { sent } = await proxy.during(() => call(key));
      const writes = sent.filter(isWrite);
      expect({ name, writes: writes.length }).toEqual({ name, writes: 1 });
      expect({ name, key: writes[0]!.headers['idempotency-key'] }).toEqual({ name, key });
    }
  });

  it('creates the customer with the guest id in metadata and the email when known', async () => {
    const guestId = randomUUID();
    const { result, sent } = await proxy.during(() =>
      processor.createCustomer({ guestId, email: 'ada@example.com' }, randomUUID()),
    );
    expect(result).toMatch(/^cus_/);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ method: 'POST', path: '/v1/customers' });
    expect(sent[0]!.form).toEqual({ 'metadata[guestId]': guestId, email: 'ada@example.com' });
    expect(sent[0]!.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);

    const anonymous = await proxy.during(() =>
      processor.createCustomer({ guestId, email: null }, randomUUID()),
    );
    expect(anonymous.sent[0]!.form).toEqual({ 'metadata[guestId]': guestId });
  });

  it('attaches a card token to the customer and lists the saved cards (type card)', async () => {
    const attached = await proxy.during(() =>
      processor.attachCard('cus_hearthguest', 'pm_card_visa', randomUUID()),
    );
    expect(attached.sent[0]).toMatchObject({
      method: 'POST',
      path: '/v1/payment_methods/pm_card_visa/attach',
      form: { customer: 'cus_hearthguest' },
    });
    expect(attached.result).toEqual({
      ok: true,
      card: {
        id: 'pm_card_visa',
        brand: 'visa',
        last4: '4242',
        expMonth: expect.any(Number),
        expYear: expect.any(Number),
      },
    });

    const listed = await proxy.during(() => processor.listCards('cus_hearthguest'));
    expect(listed.sent).toEqual([
      expect.objectContaining({
        method: 'GET',
        path: '/v1/customers/cus_hearthguest/payment_methods',
        query: { type: 'card', limit: '100' },
      }),
    ]);
    expect(listed.result.length).toBeGreaterThan(0);
    for (const card of listed.result)
      expect(card).toEqual({
        id: expect.stringMatching(/^pm_/),
        brand: 'visa',
        last4: '4242',
        expMonth: expect.any(Number),
        expYear: expect.any(Number),
      });
  });

  it("detaches only the customer's own card, and a missing card is no error", async () => {
    proxy.next({ patch: (pm) => ({ ...pm, customer: 'cus_hearthguest' }) });
    const own = await proxy.during(() =>
      processor.detachCard('cus_hearthguest', 'pm_hearthcard', randomUUID()),
    );
    expect(own.sent.map((s) => `${s.method} ${s.path}`)).toEqual([
      'GET /v1/payment_methods/pm_hearthcard',
      'POST /v1/payment_methods/pm_hearthcard/detach',
    ]);

    proxy.next({ patch: (pm) => ({ ...pm, customer: 'cus_someoneelse' }) });
    const other = await proxy.during(() =>
      processor.detachCard('cus_hearthguest', 'pm_theircard', randomUUID()),
    );
    expect(other.sent.filter(isWrite)).toEqual([]);

    proxy.next({
      reply: {
        status: 404,
        body: {
          error: {
            type: 'invalid_request_error',
            code: 'resource_missing',
            message: "No such PaymentMethod: 'pm_gone'",
            param: 'payment_method',
          },
        },
      },
    });
    await expect(
      processor.detachCard('cus_hearthguest', 'pm_gone', randomUUID()),
    ).resolves.toBeUndefined();
  });

  it('authorises: a manual-capture PaymentIntent in CAD cents, confirmed with the card, for the order → ok with the PaymentIntent id', async () => {
    const orderId = randomUUID();
    // stripe-mock validates the request and answers its fixture; a live Stripe answers a confirmed
    // manual-capture PaymentIntent with `requires_capture` and the amount held.
    proxy.next({
      patch: (pi) => ({ ...pi, status: 'requires_capture', amount_capturable: pi.amount }),
    });
    const { result, sent } = await proxy.during(() =>
      processor.authorize(
        {
          amountCents: 2599,
          currency: 'cad',
          customerId: 'cus_hearthguest',
          paymentMethodId: 'pm_card_visa',
          orderId,
        },
        `order:${orderId}:authorize`,
      ),
    );
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ method: 'POST', path: '/v1/payment_intents' });
    expect(sent[0]!.form).toEqual({
      amount: '2599',
      currency: 'cad',
      capture_method: 'manual',
      confirm: 'true',
      payment_method: 'pm_card_visa',
      customer: 'cus_hearthguest',
      'metadata[orderId]': orderId,
      description: `Hearth order #${orderId.slice(0, 8).toUpperCase()}`,
      'allowed_payment_method_types[0]': 'card',
      error_on_requires_action: 'true',
    });
    expect(result).toEqual({
      ok: true,
      paymentId: expect.stringMatching(/^pi_/),
      amountCents: 2599,
    });
  });

  it('authorises a fresh token without a customer, and a PaymentIntent not holding the amount is no authorisation', async () => {
    // stripe-mock's own answer: status requires_payment_method.
    const { result, sent } = await proxy.during(() =>
      processor.authorize(
        {
          amountCents: 1250,
          currency: 'cad',
          customerId: null,
          paymentMethodId: 'pm_card_visa',
          orderId: randomUUID(),
        },
        randomUUID(),
      ),
    );
    expect(sent[0]!.form).not.toHaveProperty('customer');
    expect(result).toEqual({
      ok: false,
      paymentId: expect.stringMatching(/^pi_/),
      code: 'requires_payment_method',
      message: expect.stringContaining('declined'),
    });
  });

  it("a card error (402) is a refusal with the issuer's decline code and Stripe's message", async () => {
    proxy.next({ reply: { status: 402, body: INSUFFICIENT_FUNDS } });
    const authorized = await processor.authorize(
      {
        amountCents: 2599,
        currency: 'cad',
        customerId: null,
        paymentMethodId: 'pm_card_chargeDeclinedInsufficientFunds',
        orderId: randomUUID(),
      },
      randomUUID(),
    );
    expect(authorized).toEqual({
      ok: false,
      paymentId: 'pi_123',
      code: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
    });

    // Without a decline code, Stripe's error code.
    proxy.next({
      reply: {
        status: 402,
        body: {
          error: { type: 'card_error', code: 'expired_card', message: 'Your card has expired.' },
        },
      },
    });
    await expect(
      processor.attachCard('cus_hearthguest', 'pm_card_expired', randomUUID()),
    ).resolves.toEqual({ ok: false, code: 'expired_card', message: 'Your card has expired.' });
  });

  it('captures amount_to_capture with the charge’s balance transaction expanded → amount received and the fee', async () => {
    let expanded: unknown;
    proxy.next({
      patch: (pi) => {
        const charge = pi.latest_charge as Json;
        expanded = charge.balance_transaction;
        return {
          ...pi,
          status: 'succeeded',
          amount_received: 2599,
          latest_charge: {
            ...charge,
            balance_transaction: { ...(charge.balance_transaction as Json), fee: 105 },
          },
        };
      },
    });
    const { result, sent } = await proxy.during(() =>
      processor.capture('pi_hearth', 2599, randomUUID()),
    );
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      method: 'POST',
      path: '/v1/payment_intents/pi_hearth/capture',
      form: { amount_to_capture: '2599', 'expand[0]': 'latest_charge.balance_transaction' },
    });
    // stripe-mock expanded the balance transaction, as Stripe does.
    expect(expanded).toMatchObject({ object: 'balance_transaction', fee: expect.any(Number) });
    expect(result).toEqual({ ok: true, capturedCents: 2599, feeCents: 105 });
  });

  it('a hold that can no longer be captured is a refusal; voiding a canceled payment is no error, a captured one is', async () => {
    const unexpectedState = (status: string) => ({
      reply: {
        status: 400,
        body: {
          error: {
            type: 'invalid_request_error',
            code: 'payment_intent_unexpected_state',
            message: `This PaymentIntent's status is ${status}.`,
            payment_intent: { id: 'pi_hearth', object: 'payment_intent', status },
          },
        },
      },
    });
    // The adapter checks whether the payment was captured after all (stripe-mock: it was not).
    proxy.next(unexpectedState('canceled'));
    const { result, sent } = await proxy.during(() =>
      processor.capture('pi_hearth', 2599, randomUUID()),
    );
    expect(sent.map((s) => `${s.method} ${s.path}`)).toEqual([
      'POST /v1/payment_intents/pi_hearth/capture',
      'GET /v1/payment_intents/pi_hearth',
    ]);
    expect(result).toEqual({
      ok: false,
      code: 'payment_intent_unexpected_state',
      message: "This PaymentIntent's status is canceled.",
    });

    const voided = await proxy.during(() => processor.voidAuthorization('pi_hearth', randomUUID()));
    expect(voided.sent).toEqual([
      expect.objectContaining({ method: 'POST', path: '/v1/payment_intents/pi_hearth/cancel' }),
    ]);
    proxy.next(unexpectedState('canceled'));
    await expect(processor.voidAuthorization('pi_hearth', randomUUID())).resolves.toBeUndefined();
    proxy.next(unexpectedState('succeeded'));
    await expect(processor.voidAuthorization('pi_hearth', randomUUID())).rejects.toBeInstanceOf(
      Stripe.errors.StripeInvalidRequestError,
    );
  });

  it('refunds an amount of the PaymentIntent → the refund id and amount; a refund over what is left is a refusal', async () => {
    const { result, sent } = await proxy.during(() =>
      processor.refund('pi_hearth', 500, randomUUID()),
    );
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ method: 'POST', path: '/v1/refunds' });
    expect(sent[0]!.form).toEqual({ payment_intent: 'pi_hearth', amount: '500' });
    expect(result).toEqual({ ok: true, refundId: expect.stringMatching(/^re_/), amountCents: 500 });

    proxy.next({
      reply: {
        status: 400,
        body: {
          error: {
            type: 'invalid_request_error',
            code: 'amount_too_large',
            message: 'Refund amount ($30.00) is greater than unrefunded amount on charge ($25.99)',
            param: 'amount',
          },
        },
      },
    });
    await expect(processor.refund('pi_hearth', 3000, randomUUID())).resolves.toEqual({
      ok: false,
      code: 'amount_too_large',
      message: 'Refund amount ($30.00) is greater than unrefunded amount on charge ($25.99)',
    });
  });

  it('retrieves a PaymentIntent with its charge expanded, in the port’s terms; an unknown id is null', async () => {
    const declined = await proxy.during(() => processor.retrieve('pi_hearth'));
    expect(declined.sent).toEqual([
      expect.objectContaining({
        method: 'GET',
        path: '/v1/payment_intents/pi_hearth',
        query: { 'expand[0]': 'latest_charge' },
      }),
    ]);
    // stripe-mock's fixture is `requires_payment_method`: no hold.
    expect(declined.result).toMatchObject({
      id: 'pi_hearth',
      status: 'declined',
      authorizedCents: 0,
      capturedCents: 0,
      refundedCents: 0,
    });

    const orderId = randomUUID();
    proxy.next({
      patch: (pi) => ({
        ...pi,
        status: 'succeeded',
        amount: 2599,
        amount_received: 2599,
        metadata: { orderId },
        latest_charge: { ...(pi.latest_charge as Json), amount_refunded: 500 },
      }),
    });
    await expect(processor.retrieve('pi_hearth')).resolves.toEqual({
      id: 'pi_hearth',
      status: 'succeeded',
      orderId,
      authorizedCents: 2599,
      capturedCents: 2599,
      refundedCents: 500,
    });

    proxy.next({
      reply: {
        status: 404,
        body: {
          error: {
            type: 'invalid_request_error',
            code: 'resource_missing',
            message: "No such payment_intent: 'pi_nope'",
          },
        },
      },
    });
    await expect(processor.retrieve('pi_nope')).resolves.toBeNull();
  });

  it('a request Stripe refuses as invalid is rethrown as the SDK error (a bug, not retried)', async () => {
    // stripe-mock's own validation: an amount in dollars instead of cents.
    const err = await rejection(
      processor.authorize(
        {
          amountCents: 25.99,
          currency: 'cad',
          customerId: null,
          paymentMethodId: 'pm_card_visa',
          orderId: randomUUID(),
        },
        randomUUID(),
      ),
    );
    expect(err).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(err).not.toBeInstanceOf(ProcessorUnavailable);
    expect((err as Error).message).toMatch(/'amount'/);
  });

  it('Stripe unreachable, answering 500 or rate limiting → ProcessorUnavailable (transient)', async () => {
    const key = randomUUID();
    const authorize = (p: StripeProcessor) =>
      p.authorize(
        {
          amountCents: 2599,
          currency: 'cad',
          customerId: null,
          paymentMethodId: 'pm_card_visa',
          orderId: randomUUID(),
        },
        key,
      );

    proxy.next({
      reply: {
        status: 500,
        body: { error: { type: 'api_error', message: 'An unknown error occurred' } },
      },
    });
    const serverError = await rejection(authorize(noRetries));
    expect(serverError).toBeInstanceOf(ProcessorUnavailable);
    expect((serverError as ProcessorUnavailable).transient).toBe(true);
    expect((serverError as Error).cause).toBeInstanceOf(Stripe.errors.StripeAPIError);

    proxy.next({
      reply: {
        status: 429,
        body: {
          error: {
            type: 'invalid_request_error',
            code: 'rate_limit',
            message: 'Too many requests',
          },
        },
      },
    });
    const rateLimited = await rejection(noRetries.capture('pi_hearth', 2599, key));
    expect(rateLimited).toBeInstanceOf(ProcessorUnavailable);
    expect((rateLimited as Error).cause).toBeInstanceOf(Stripe.errors.StripeRateLimitError);

    const unreachable = new StripeProcessor({
      secretKey: SECRET_KEY,
      apiBase: `http://127.0.0.1:${await closedPort()}`,
      maxNetworkRetries: 0,
    });
    const refused = await rejection(authorize(unreachable));
    expect(refused).toBeInstanceOf(ProcessorUnavailable);
    expect((refused as ProcessorUnavailable).transient).toBe(true);
    expect((refused as Error).cause).toBeInstanceOf(Stripe.errors.StripeConnectionError);
    await expect(unreachable.retrieve('pi_hearth')).rejects.toBeInstanceOf(ProcessorUnavailable);
  });

  it('verifies a webhook signed with the endpoint secret, and refuses a tampered payload', () => {
    const sdk = new Stripe(SECRET_KEY);
    const payload = JSON.stringify({
      id: 'evt_hearth',
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: { id: 'pi_hearth', object: 'payment_intent' } },
    });
    const header = sdk.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });

    expect(processor.verifyWebhook(payload, header)).toMatchObject({
      id: 'evt_hearth',
      type: 'payment_intent.succeeded',
    });
    expect(processor.verifyWebhook(Buffer.from(payload), header).id).toBe('evt_hearth');

    const tampered = payload.replace('pi_hearth', 'pi_other');
    expect(() => processor.verifyWebhook(tampered, header)).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    );
    const otherSecret = sdk.webhooks.generateTestHeaderString({ payload, secret: 'whsec_other' });
    expect(() => processor.verifyWebhook(payload, otherSecret)).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    );
    // An adapter without the endpoint's secret cannot verify anything.
    expect(() => noRetries.verifyWebhook(payload, header)).toThrow(/webhookSecret/);
  });
});
