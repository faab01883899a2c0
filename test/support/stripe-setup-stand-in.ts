import { randomBytes } from 'node:crypto';
import type { StripeAnswer, StripeRequest } from './stripe-mock-front.js';
import { StripeStandIn } from './stripe-stand-in.js';

/** A card saved through a SetupIntent: the PaymentMethod as the stand-in keeps it. */
interface StandInCard {
  id: string;
  customer: string | null;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  /** A declining test number's recorded card error, answered when a setup is confirmed with it. */
  declines: { decline_code: string; message: string } | null;
}

/** The recorded card errors Stripe answers for its well-known declining test card numbers. */
const DECLINING_NUMBERS: Record<string, { decline_code: string; message: string }> = {
  '4000000000000002': { decline_code: 'generic_decline', message: 'Your card was declined.' },
  '4000000000009995': {
    decline_code: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
};

const hex = (bytes: number) => randomBytes(bytes).toString('hex');
const json = (status: number, value: unknown): StripeAnswer => ({
  status,
  body: JSON.stringify(value),
});
const invalid = (code: string, message: string, status = 400) =>
  json(status, { error: { type: 'invalid_request_error', code, message } });

/**
 * Stripe's card setups for tests, on top of `StripeStandIn` (PaymentIntents) in front of the real
 * stripe-mock, which validates every request against Stripe's API spec but keeps no state and
 * accepts only test secret keys. This layer keeps what Stripe would:
 * - SetupIntents (`POST /v1/setup_intents` by the server with its secret key, one per
 *   Idempotency-Key; `GET …/:id` with the payment method expanded);
 * - what Stripe.js sends from the browser, with the publishable key as `key` in the form: the
 *   card as a PaymentMethod (`POST /v1/payment_methods`, `card[number]`…), then the setup's
 *   confirmation with it (`POST …/:id/confirm`, `payment_method` and the `client_secret`, which
 *   must be the intent's): a declining test number answers Stripe's recorded card error, any
 *   other number attaches the card to the intent's customer and the intent `succeeded`;
 * - the customer's cards made that way (`GET /v1/customers/:id/payment_methods`,
 *   `GET/POST …/payment_methods/:id[/detach]`).
 * A live key (`sk_live_…`, `pk_live_…`) is accepted and sent on to stripe-mock as a test key,
 * so a live-mode deployment can be tested against it. Everything else is `StripeStandIn`'s.
 */
export class StripeSetupStandIn extends StripeStandIn {
  /** SetupIntents by id. */
  readonly setupIntents = new Map<
    string,
    { customer: string | null; status: string; clientSecret: string; paymentMethod: string | null }
  >();
  /** PaymentMethods saved through SetupIntents, by id. */
  readonly cards = new Map<string, StandInCard>();
  private readonly setupByKey = new Map<string, StripeAnswer>();

  protected override forward(request: StripeRequest, url = request.url): Promise<Response> {
    const auth = String(request.headers.authorization ?? '');
    const testAuth = auth.replace(/^Bearer (sk|pk)_live_/, 'Bearer sk_test_');
    return super.forward(
      { ...request, headers: { ...request.headers, authorization: testAuth } },
      url,
    );
  }

  protected override async answer(request: StripeRequest): Promise<StripeAnswer> {
    const { method, path, query } = request;
    if (method === 'POST' && path === '/v1/setup_intents') return this.createSetup(request);
    if (method === 'POST' && path === '/v1/payment_methods' && request.form.key)
      return this.createCard(request);
    const confirm = /^\/v1\/setup_intents\/(seti_standin_[0-9a-f]+)\/confirm$/.exec(path);
    if (method === 'POST' && confirm) return this.confirmSetup(request, confirm[1]!);
    const get = /^\/v1\/setup_intents\/(seti_[A-Za-z0-9_]+)$/.exec(path);
    if (method === 'GET' && get) {
      const upstream = await this.forward(request, request.url.replace(get[1]!, 'seti_fixture'));
      if (!upstream.ok) return { status: upstream.status, body: await upstream.text() };
      const intent = this.setupIntents.get(get[1]!);
      if (!intent) return invalid('resource_missing', `No such setupintent: '${get[1]}'`, 404);
      const fixture = (await upstream.json()) as Record<string, unknown>;
      const expand = Object.values(query).includes('payment_method');
      return json(200, this.setupView(get[1]!, fixture, expand));
    }
    const list = /^\/v1\/customers\/([A-Za-z0-9_]+)\/payment_methods$/.exec(path);
    const mine = list ? [...this.cards.values()].filter((c) => c.customer === list[1]) : [];
    if (method === 'GET' && list && mine.length > 0) {
      await this.forward(request);
      return json(200, {
        object: 'list',
        url: path,
        has_more: false,
        data: mine.reverse().map((c) => this.cardView(c)),
      });
    }
    const pm = /^\/v1\/payment_methods\/(pm_standin_[0-9a-f]+)(\/detach)?$/.exec(path);
    if (pm) {
      await this.forward(request, request.url.replace(pm[1]!, 'pm_card_visa'));
      const card = this.cards.get(pm[1]!);
      if (!card) return invalid('resource_missing', `No such PaymentMethod: '${pm[1]}'`, 404);
      if (pm[2] && method === 'POST') card.customer = null;
      return json(200, this.cardView(card));
    }
    return super.answer(request);
  }

  private async createSetup(request: StripeRequest): Promise<StripeAnswer> {
    const key = request.headers['idempotency-key'];
    const previous = typeof key === 'string' ? this.setupByKey.get(key) : undefined;
    if (previous) return previous;
    const upstream = await this.forward(request);
    if (!upstream.ok) return { status: upstream.status, body: await upstream.text() };
    const fixture = (await upstream.json()) as Record<string, unknown>;
    const id = `seti_standin_${hex(8)}`;
    this.setupIntents.set(id, {
      customer: request.form.customer ?? null,
      status: 'requires_payment_method',
      clientSecret: `${id}_secret_${hex(12)}`,
      paymentMethod: null,
    });
    const answer = json(200, this.setupView(id, fixture, false));
    if (typeof key === 'string') this.setupByKey.set(key, answer);
    return answer;
  }

  /** Whether a browser request carries a publishable key; its form without the key. */
  private fromBrowser(request: StripeRequest) {
    const { key, ...rest } = request.form;
    return { publishable: Boolean(key?.startsWith('pk_')), rest };
  }

  /**
   * Forwards a browser request to stripe-mock as the same API call made with a secret key (the
   * only kind stripe-mock accepts): it checks the rest of the request against Stripe's spec.
   */
  private forwardFromBrowser(request: StripeRequest, rest: Record<string, string>, url: string) {
    return this.forward(
      {
        ...request,
        body: new URLSearchParams(rest).toString(),
        headers: {
          ...request.headers,
          authorization: 'Bearer sk_test_standin',
          'content-type': 'application/x-www-form-urlencoded',
        },
      },
      url,
    );
  }

  private async createCard(request: StripeRequest): Promise<StripeAnswer> {
    const { publishable, rest } = this.fromBrowser(request);
    if (!publishable)
      return invalid('api_key_invalid', 'Stripe.js sends the publishable key as `key`.', 401);
    const upstream = await this.forwardFromBrowser(request, rest, request.url);
    if (!upstream.ok) return { status: upstream.status, body: await upstream.text() };
    const number = rest['card[number]'] ?? '';
    const card: StandInCard = {
      id: `pm_standin_${hex(8)}`,
      customer: null,
      brand: number.startsWith('5') ? 'mastercard' : number.startsWith('3') ? 'amex' : 'visa',
      last4: number.slice(-4),
      expMonth: Number(rest['card[exp_month]']),
      expYear: Number(rest['card[exp_year]']),
      declines: DECLINING_NUMBERS[number] ?? null,
    };
    this.cards.set(card.id, card);
    return json(200, this.cardView(card));
  }

  private async confirmSetup(request: StripeRequest, id: string): Promise<StripeAnswer> {
    const { publishable, rest } = this.fromBrowser(request);
    if (!publishable)
      return invalid('api_key_invalid', 'Stripe.js sends the publishable key as `key`.', 401);
    const intent = this.setupIntents.get(id);
    if (!intent || intent.clientSecret !== rest.client_secret)
      return invalid('resource_missing', `No such setupintent: '${id}'`, 404);
    const card = this.cards.get(rest.payment_method ?? '');
    if (!card)
      return invalid('resource_missing', `No such PaymentMethod: '${rest.payment_method}'`);
    const upstream = await this.forwardFromBrowser(
      request,
      { ...rest, payment_method: 'pm_card_visa' },
      request.url.replace(id, 'seti_fixture'),
    );
    if (!upstream.ok) return { status: upstream.status, body: await upstream.text() };
    const fixture = (await upstream.json()) as Record<string, unknown>;
    if (card.declines)
      return json(402, {
        error: {
          type: 'card_error',
          code: 'card_declined',
          ...card.declines,
          setup_intent: this.setupView(id, fixture, false),
        },
      });
    card.customer = intent.customer;
    intent.status = 'succeeded';
    intent.paymentMethod = card.id;
    return json(200, this.setupView(id, fixture, false));
  }

  private setupView(id: string, fixture: Record<string, unknown>, expand: boolean) {
    const intent = this.setupIntents.get(id)!;
    const card = intent.paymentMethod ? this.cards.get(intent.paymentMethod)! : null;
    return {
      ...fixture,
      object: 'setup_intent',
      id,
      client_secret: intent.clientSecret,
      customer: intent.customer,
      status: intent.status,
      usage: 'off_session',
      last_setup_error: null,
      next_action: null,
      payment_method: card ? (expand ? this.cardView(card) : card.id) : null,
    };
  }

  private cardView(card: StandInCard) {
    return {
      object: 'payment_method',
      id: card.id,
      type: 'card',
      customer: card.customer,
      livemode: false,
      created: 1_700_000_000,
      metadata: {},
      billing_details: { address: null, email: null, name: null, phone: null },
      card: {
        brand: card.brand,
        last4: card.last4,
        exp_month: card.expMonth,
        exp_year: card.expYear,
        country: 'CA',
        funding: 'credit',
      },
    };
  }
}

/**
 * A stand-in for the part of Stripe.js (https://js.stripe.com) Hearth's live card form calls —
 * a recorded contract, served to Chromium in place of Stripe's script (Playwright's route):
 * `Stripe(publishableKey)` with `version` (the release train @stripe/stripe-js expects),
 * `elements()`, `create('card')` and the element's `mount`, `on('change' | 'focus' | 'blur' |
 * 'ready')`, `focus`, `clear`, `destroy`, and `confirmCardSetup(clientSecret, { payment_method:
 * { card } })`. The card element draws three plain inputs (card number, MM / YY, CVC) where
 * Stripe's iframe would be; it answers Stripe's own messages for an invalid or incomplete card
 * without a request, as Stripe.js does. Confirming sends what Stripe.js sends, with the
 * publishable key as `key`: `POST https://api.stripe.com/v1/payment_methods` (the card), then
 * `POST …/v1/setup_intents/:id/confirm` (the setup's client secret and that payment method) —
 * the test routes those to `StripeSetupStandIn` (and so to stripe-mock). Answers
 * `{ setupIntent }` or `{ error }` with Stripe's error object.
 */
export const STRIPE_JS_STAND_IN = `(() => {
  const API = 'https://api.stripe.com';
  const post = async (path, form) => {
    const res = await fetch(API + path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
    });
    return { ok: res.ok, body: await res.json() };
  };
  const luhn = (n) => {
    let sum = 0;
    for (let i = 0; i < n.length; i++) {
      let d = Number(n[n.length - 1 - i]);
      if (i % 2) { d *= 2; if (d > 9) d -= 9; }
      sum += d;
    }
    return sum % 10 === 0;
  };
  const digits = (v) => v.replace(/\\D/g, '');
  class CardElement {
    constructor(options) {
      this.handlers = {};
      this.options = options || {};
      this.inputs = {};
      this.wrapper = null;
    }
    emit(name, event) { (this.handlers[name] || []).forEach((h) => h(event)); }
    on(name, handler) { (this.handlers[name] = this.handlers[name] || []).push(handler); return this; }
    state() {
      const number = digits(this.inputs.number.value);
      const exp = digits(this.inputs.exp.value);
      const cvc = digits(this.inputs.cvc.value);
      let error;
      if (number.length >= 16 && !luhn(number))
        error = { type: 'validation_error', code: 'invalid_number', message: 'Your card number is invalid.' };
      return {
        number, exp, cvc, error,
        complete: !error && number.length === 16 && exp.length === 4 && cvc.length >= 3,
        empty: !number && !exp && !cvc,
      };
    }
    mount(target) {
      const box = typeof target === 'string' ? document.querySelector(target) : target;
      const base = (this.options.style && this.options.style.base) || {};
      const wrapper = document.createElement('div');
      wrapper.setAttribute('data-stripe-stand-in', 'card');
      wrapper.style.cssText = 'display:flex;gap:8px;align-items:center;min-width:0';
      const field = (name, label, placeholder, width, mode) => {
        const input = document.createElement('input');
        input.setAttribute('aria-label', label);
        input.placeholder = placeholder;
        input.inputMode = 'numeric';
        input.autocomplete = name === 'number' ? 'cc-number' : name === 'exp' ? 'cc-exp' : 'cc-csc';
        input.style.cssText = 'border:0;outline:0;background:transparent;padding:0;min-width:0;' +
          'font-size:' + (base.fontSize || '16px') + ';font-family:' + (base.fontFamily || 'inherit') +
          ';color:' + (base.color || 'inherit') + ';' + (width ? 'flex:0 0 ' + width : 'flex:1 1 auto');
        input.addEventListener('input', () => {
          const s = this.state();
          this.emit('change', { elementType: 'card', complete: s.complete, empty: s.empty, error: s.error, brand: s.number.startsWith('4') ? 'visa' : 'unknown' });
        });
        input.addEventListener('focus', () => this.emit('focus', { elementType: 'card' }));
        input.addEventListener('blur', () => this.emit('blur', { elementType: 'card' }));
        this.inputs[name] = input;
        wrapper.appendChild(input);
      };
      field('number', 'Card number', 'Card number', null);
      field('exp', 'Expiration date MM / YY', 'MM / YY', '4.5em');
      field('cvc', 'Security code (CVC)', 'CVC', '3em');
      box.appendChild(wrapper);
      this.wrapper = wrapper;
      setTimeout(() => this.emit('ready', { elementType: 'card' }), 0);
    }
    focus() { if (this.inputs.number) this.inputs.number.focus(); }
    clear() { Object.values(this.inputs).forEach((i) => { i.value = ''; }); }
    unmount() { if (this.wrapper) this.wrapper.remove(); }
    destroy() { this.unmount(); }
  }
  function Stripe(key) {
    if (!(this instanceof Stripe)) return new Stripe(key);
    if (!/^pk_(test|live)_/.test(key)) throw new Error('Invalid publishable key: ' + key);
    this.elements = () => ({
      create: (type, options) => {
        if (type !== 'card') throw new Error('The Stripe.js stand-in knows the card element only');
        return new CardElement(options);
      },
    });
    this.confirmCardSetup = async (clientSecret, data) => {
      const s = data.payment_method.card.state();
      const invalid = (code, message) => ({ error: { type: 'validation_error', code, message } });
      if (s.error) return { error: s.error };
      if (s.number.length < 16) return invalid('incomplete_number', 'Your card number is incomplete.');
      if (s.exp.length < 4) return invalid('incomplete_expiry', "Your card's expiration date is incomplete.");
      if (s.cvc.length < 3) return invalid('incomplete_cvc', "Your card's security code is incomplete.");
      const pm = await post('/v1/payment_methods', {
        key, type: 'card', 'card[number]': s.number, 'card[exp_month]': s.exp.slice(0, 2),
        'card[exp_year]': '20' + s.exp.slice(2), 'card[cvc]': s.cvc,
      });
      if (!pm.ok) return { error: pm.body.error };
      const id = clientSecret.split('_secret_')[0];
      const confirmed = await post('/v1/setup_intents/' + id + '/confirm', {
        key, client_secret: clientSecret, payment_method: pm.body.id,
      });
      return confirmed.ok ? { setupIntent: confirmed.body } : { error: confirmed.body.error };
    };
  }
  Stripe.version = 'endive';
  window.Stripe = Stripe;
})();
`;
