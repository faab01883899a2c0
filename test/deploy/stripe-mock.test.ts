// Contract of the Stripe API calls the payments adapter will make (issue 10 "Real parts in every
// test"), against stripe-mock, Stripe's official API stand-in built from the Go module proxy by
// `bash tools/go-servers/build.sh` (tools/go-servers/servers.mjs starts it).
//
// stripe-mock validates every request against Stripe's OpenAPI spec and answers with the spec's
// response shapes, reflecting the request's own parameters (amount, currency, capture_method, …)
// into them. It is STATELESS: confirm and capture do not move a PaymentIntent on (they answer the
// fixture, status `requires_payment_method`, amount 1099 usd) and an Idempotency-Key is echoed,
// not replayed. So this file pins the request encoding and the fields/enums an adapter reads;
// status transitions (requires_capture → succeeded) must be tested against a fake of our own.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { startStripeMock, type StripeMock } from '../../tools/go-servers/servers.mjs';

/** stripe-mock accepts any `sk_test_<one word>` key (three parts split by `_`). */
const SECRET_KEY = 'sk_test_hearthcontract';

/** PaymentIntent.status values of the Stripe API. */
const PAYMENT_INTENT_STATUSES = [
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'processing',
  'requires_capture',
  'canceled',
  'succeeded',
];
/** Refund.status values of the Stripe API. */
const REFUND_STATUSES = ['pending', 'requires_action', 'succeeded', 'failed', 'canceled'];
/** PaymentIntent.capture_method values of the Stripe API. */
const CAPTURE_METHODS = ['automatic', 'automatic_async', 'manual'];

/** The fields of a PaymentIntent a payments adapter reads. */
interface PaymentIntent {
  id: string;
  object: 'payment_intent';
  status: string;
  amount: number;
  amount_capturable: number;
  amount_received: number;
  currency: string;
  capture_method: string;
  customer: string | null;
  payment_method: string | null;
}
interface Customer {
  id: string;
  object: 'customer';
  email: string | null;
}
interface Refund {
  id: string;
  object: 'refund';
  status: string;
  amount: number;
  currency: string;
  payment_intent: string | null;
}
interface StripeError {
  error: { type: string; message: string };
}

/** One answer of the API: HTTP status, headers and parsed JSON body. */
interface Answer<T> {
  status: number;
  headers: Headers;
  body: T;
}

describe('stripe-mock: the Stripe API shapes the payments adapter relies on', () => {
  let stripe: StripeMock;

  /**
   * POSTs `params` form-encoded (as Stripe's API takes them) to `path` with the secret key and a
   * fresh `Idempotency-Key` (returned with the answer), as the adapter will send every write.
   */
  async function post<T>(
    path: string,
    params: Record<string, string>,
  ): Promise<Answer<T> & { idempotencyKey: string }> {
    const idempotencyKey = randomUUID();
    const res = await fetch(`${stripe.url}${path}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${SECRET_KEY}`,
        'content-type': 'application/x-www-form-urlencoded',
        'idempotency-key': idempotencyKey,
      },
      body: new URLSearchParams(params).toString(),
    });
    return {
      status: res.status,
      headers: res.headers,
      body: (await res.json()) as T,
      idempotencyKey,
    };
  }

  /** Checks the fields an adapter reads of any PaymentIntent answer. */
  function expectPaymentIntentShape(pi: PaymentIntent) {
    expect(pi.object).toBe('payment_intent');
    expect(pi.id).toMatch(/^pi_/);
    expect(PAYMENT_INTENT_STATUSES).toContain(pi.status);
    expect(CAPTURE_METHODS).toContain(pi.capture_method);
    for (const cents of [pi.amount, pi.amount_capturable, pi.amount_received])
      expect(Number.isInteger(cents)).toBe(true);
    expect(pi.currency).toMatch(/^[a-z]{3}$/);
  }

  beforeAll(async () => {
    stripe = await startStripeMock();
  }, 60_000);
  afterAll(async () => {
    await stripe?.stop();
  }, 30_000);

  it('is the pinned stripe-mock and refuses calls without a secret key', async () => {
    expect(stripe.version).toMatch(/^v\d+\.\d+\.\d+$/);
    const res = await fetch(`${stripe.url}/v1/customers`);
    expect(res.status).toBe(401);
    expect(res.headers.get('stripe-mock-version')).toBe(stripe.version);
  });

  it('customer → manual-capture PaymentIntent in CAD cents → confirm → capture → refund, each with an Idempotency-Key', async () => {
    const customer = await post<Customer>('/v1/customers', {
      email: 'guest@example.com',
      name: 'Ada Guest',
      'metadata[hearth_user_id]': randomUUID(),
    });
    expect(customer.status).toBe(200);
    expect(customer.headers.get('idempotency-key')).toBe(customer.idempotencyKey);
    expect(customer.body).toMatchObject({ object: 'customer', email: 'guest@example.com' });
    expect(customer.body.id).toMatch(/^cus_/);

    // $25.99 CAD held on the card, captured when the chef accepts the order.
    const created = await post<PaymentIntent>('/v1/payment_intents', {
      amount: '2599',
      currency: 'cad',
      capture_method: 'manual',
      customer: customer.body.id,
      payment_method: 'pm_card_visa',
      'payment_method_types[]': 'card',
      'metadata[order_id]': randomUUID(),
    });
    expect(created.status).toBe(200);
    expect(created.headers.get('idempotency-key')).toBe(created.idempotencyKey);
    expectPaymentIntentShape(created.body);
    expect(created.body).toMatchObject({
      amount: 2599,
      currency: 'cad',
      capture_method: 'manual',
      customer: customer.body.id,
      payment_method: 'pm_card_visa',
    });
    const id = created.body.id;

    const confirmed = await post<PaymentIntent>(`/v1/payment_intents/${id}/confirm`, {
      payment_method: 'pm_card_visa',
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.headers.get('idempotency-key')).toBe(confirmed.idempotencyKey);
    expectPaymentIntentShape(confirmed.body);
    expect(confirmed.body.id).toBe(id);

    const captured = await post<PaymentIntent>(`/v1/payment_intents/${id}/capture`, {
      amount_to_capture: '2599',
    });
    expect(captured.status).toBe(200);
    expect(captured.headers.get('idempotency-key')).toBe(captured.idempotencyKey);
    expectPaymentIntentShape(captured.body);
    expect(captured.body.id).toBe(id);

    // A partial refund of $5.00 (e.g. one dish the chef could not make).
    const refund = await post<Refund>('/v1/refunds', {
      payment_intent: id,
      amount: '500',
      reason: 'requested_by_customer',
    });
    expect(refund.status).toBe(200);
    expect(refund.headers.get('idempotency-key')).toBe(refund.idempotencyKey);
    expect(refund.body.object).toBe('refund');
    expect(refund.body.id).toMatch(/^re_/);
    expect(REFUND_STATUSES).toContain(refund.body.status);
    expect(refund.body).toMatchObject({ status: 'succeeded', amount: 500, payment_intent: id });
    expect(refund.body.currency).toMatch(/^[a-z]{3}$/);
  });

  it('refuses what Stripe refuses: dollars instead of cents, an unknown capture method, a missing currency (400 invalid_request_error)', async () => {
    const bad: Array<[Record<string, string>, RegExp]> = [
      [{ amount: '25.99', currency: 'cad' }, /'amount'/],
      [{ amount: '2599', currency: 'cad', capture_method: 'later' }, /'capture_method'/],
      [{ amount: '2599' }, /'currency' is required/],
      [{ amount: '2599', currency: 'cad', payment_method_types: 'card' }, /'payment_method_types'/],
    ];
    for (const [params, message] of bad) {
      const res = await post<StripeError>('/v1/payment_intents', params);
      expect({ params, status: res.status, type: res.body.error.type }).toEqual({
        params,
        status: 400,
        type: 'invalid_request_error',
      });
      expect(res.body.error.message).toMatch(message);
    }
    const capture = await post<StripeError>('/v1/payment_intents/pi_x/capture', {
      amount_to_capture: '25.99',
    });
    expect(capture.status).toBe(400);
    expect(capture.body.error.message).toMatch(/'amount_to_capture'/);
  });
});
