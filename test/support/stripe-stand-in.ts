import { randomBytes } from 'node:crypto';
import { StripeMockFront, type StripeAnswer, type StripeRequest } from './stripe-mock-front.js';

/**
 * Stripe for tests: every request goes to the real stripe-mock (Stripe's official stand-in, which
 * validates it against Stripe's OpenAPI spec and answers its fixture shapes — a malformed call
 * fails the test), and this layer keeps the state stripe-mock does not: each PaymentIntent's
 * amount, status, captured and refunded cents under an id of its own, the result of each
 * Idempotency-Key (a repeated key answers the first result, as Stripe does), and the behaviour of
 * the well-known test payment methods (`pm_card_chargeDeclined…` decline with Stripe's recorded
 * card error). Every request is recorded for assertions.
 */
export class StripeStandIn extends StripeMockFront {
  /** PaymentIntents by id: the state Stripe would hold. */
  readonly intents = new Map<
    string,
    { amount: number; status: string; received: number; refunded: number; orderId: string | null }
  >();
  private readonly byKey = new Map<string, StripeAnswer>();

  constructor(upstream: string) {
    super(upstream, 'req_standin');
  }

  /** Mutating requests (POST/DELETE) sent so far. */
  writes() {
    return this.sent.filter((s) => s.method !== 'GET');
  }

  protected async answer(request: StripeRequest): Promise<StripeAnswer> {
    const { method, path, form, headers } = request;
    const key = headers['idempotency-key'];
    if (method !== 'GET' && typeof key === 'string') {
      const previous = this.byKey.get(key);
      if (previous) return previous;
    }
    // stripe-mock validates the request (and answers the fixture shape we then fill in).
    const upstream = await this.forward(
      request,
      request.url.replace(/pi_standin_[0-9a-f]+/, 'pi_fixture'),
    );
    const fixture = (await upstream.json()) as Record<string, unknown>;
    const answer = upstream.ok
      ? this.stateful(method, path, form, fixture)
      : { status: upstream.status, body: JSON.stringify(fixture) };
    if (method !== 'GET' && typeof key === 'string') this.byKey.set(key, answer);
    return answer;
  }

  private stateful(
    method: string,
    path: string,
    form: Record<string, string>,
    fixture: Record<string, unknown>,
  ): { status: number; body: string } {
    const ok = (value: Record<string, unknown>) => ({ status: 200, body: JSON.stringify(value) });
    const intentOf = (id: string) => {
      const pi = this.intents.get(id)!;
      return {
        ...fixture,
        object: 'payment_intent',
        id,
        amount: pi.amount,
        amount_capturable: pi.status === 'requires_capture' ? pi.amount : 0,
        amount_received: pi.received,
        currency: 'cad',
        capture_method: 'manual',
        status: pi.status,
        metadata: { orderId: pi.orderId },
        latest_charge: {
          object: 'charge',
          id: `ch_${id}`,
          amount_refunded: pi.refunded,
          balance_transaction:
            pi.received > 0
              ? { object: 'balance_transaction', fee: Math.round(pi.received * 0.029) + 30 }
              : null,
        },
      };
    };
    if (method === 'POST' && path === '/v1/payment_intents') {
      const id = `pi_standin_${randomBytes(8).toString('hex')}`;
      const amount = Number(form.amount);
      if (form.payment_method?.startsWith('pm_card_chargeDeclined')) {
        this.intents.set(id, {
          amount,
          status: 'requires_payment_method',
          received: 0,
          refunded: 0,
          orderId: form['metadata[orderId]'] ?? null,
        });
        const insufficient = form.payment_method.endsWith('InsufficientFunds');
        return {
          status: 402,
          body: JSON.stringify({
            error: {
              type: 'card_error',
              code: 'card_declined',
              decline_code: insufficient ? 'insufficient_funds' : 'generic_decline',
              message: insufficient
                ? 'Your card has insufficient funds.'
                : 'Your card was declined.',
              payment_intent: { id, object: 'payment_intent' },
            },
          }),
        };
      }
      this.intents.set(id, {
        amount,
        status: 'requires_capture',
        received: 0,
        refunded: 0,
        orderId: form['metadata[orderId]'] ?? null,
      });
      return ok(intentOf(id));
    }
    const capture = /^\/v1\/payment_intents\/(pi_standin_[0-9a-f]+)\/capture$/.exec(path);
    if (capture) {
      const pi = this.intents.get(capture[1]!)!;
      const amount = Number(form.amount_to_capture ?? pi.amount);
      if (pi.status !== 'requires_capture' || amount > pi.amount)
        return {
          status: 400,
          body: JSON.stringify({
            error: {
              type: 'invalid_request_error',
              code: 'payment_intent_unexpected_state',
              message: 'This PaymentIntent could not be captured.',
            },
          }),
        };
      pi.status = 'succeeded';
      pi.received = amount;
      return ok(intentOf(capture[1]!));
    }
    const cancel = /^\/v1\/payment_intents\/(pi_standin_[0-9a-f]+)\/cancel$/.exec(path);
    if (cancel) {
      const pi = this.intents.get(cancel[1]!)!;
      if (pi.status === 'requires_capture') pi.status = 'canceled';
      return ok(intentOf(cancel[1]!));
    }
    const get = /^\/v1\/payment_intents\/(pi_standin_[0-9a-f]+)$/.exec(path);
    if (get && method === 'GET') return ok(intentOf(get[1]!));
    if (method === 'POST' && path === '/v1/refunds') {
      const pi = this.intents.get(form.payment_intent!)!;
      const amount = Number(form.amount);
      if (pi.status !== 'succeeded' || pi.refunded + amount > pi.received)
        return {
          status: 400,
          body: JSON.stringify({
            error: {
              type: 'invalid_request_error',
              code: 'amount_too_large',
              message: 'Refund amount is greater than unrefunded amount on charge.',
            },
          }),
        };
      pi.refunded += amount;
      return ok({
        ...fixture,
        id: `re_${randomBytes(6).toString('hex')}`,
        amount,
        status: 'succeeded',
        payment_intent: form.payment_intent,
      });
    }
    return { status: 200, body: JSON.stringify(fixture) };
  }
}
