import Stripe from 'stripe';
import { PaymentMessages } from '@hearth/contracts/messages';
import {
  ProcessorUnavailable,
  type AuthorizeInput,
  type AuthorizeResult,
  type CaptureResult,
  type CardResult,
  type CardSetup,
  type CardSetupRecord,
  type Decline,
  type PaymentProcessor,
  type ProcessorEvent,
  type ProcessorPayment,
  type RefundResult,
  type SavedCard,
} from './payment-processor.js';

/** How the Stripe adapter is configured (see `StripeProcessor`). */
export interface StripeProcessorOptions {
  /** `sk_test_…` (test mode) or `sk_live_…` (live mode: real cards are charged). */
  secretKey: string;
  /**
   * Where the API is, when it is not Stripe's own (`https://api.stripe.com`): e.g.
   * `http://127.0.0.1:12111` for stripe-mock. Scheme, host and port are used; a path is not.
   */
  apiBase?: string;
  /**
   * The publishable key (`pk_live_…`/`pk_test_…`) of the browser's card form (Stripe Elements);
   * without it no card setup is offered.
   */
  publishableKey?: string;
  /** The signing secret of the webhook endpoint (`whsec_…`); needed by `verifyWebhook` only. */
  webhookSecret?: string;
  /**
   * How often the SDK retries a request that failed on the network, with a 409 or a 5xx, before
   * the adapter throws `ProcessorUnavailable` (default 2). Safe: every write carries the caller's
   * idempotency key, so a retry gets the first attempt's answer.
   */
  maxNetworkRetries?: number;
  /** How long one attempt may take, in milliseconds (default 30 000). */
  timeoutMs?: number;
}

/**
 * Stripe's `invalid_request_error` codes that say the payment is no longer in a state that allows
 * the step (a refusal the caller records, as the local test processor answers it) rather than a
 * bug in the request.
 */
const CAPTURE_REFUSALS = new Set([
  'payment_intent_unexpected_state',
  'charge_expired_for_capture',
  'amount_too_large',
]);
const REFUND_REFUSALS = new Set([
  'amount_too_large',
  'charge_already_refunded',
  'charge_disputed',
  'charge_not_refundable',
  'refund_disputed_payment',
  'payment_intent_unexpected_state',
]);

const DEFAULT_MAX_NETWORK_RETRIES = 2;
const DEFAULT_TIMEOUT_MS = 30_000;
/** The PaymentIntent statuses the port distinguishes; every other one is `declined`. */
const PORT_STATUSES = new Set<string>(['requires_capture', 'canceled', 'succeeded']);

/**
 * The `PaymentProcessor` port on Stripe, through the official SDK: a customer per guest, saved
 * cards as PaymentMethods attached to it, and each order's payment as one PaymentIntent with
 * manual capture (authorise = create and confirm → `requires_capture`; capture; void = cancel;
 * refunds). All amounts are integer cents of the payment's currency (`cad`).
 *
 * Every write sends the caller's idempotency key as Stripe's `Idempotency-Key`, so a retry (the
 * SDK's own, or the event bus's after a crash) gets the first call's answer and never charges
 * twice. Errors:
 * - the network, a 409, 429 or 5xx (after the SDK's retries) → `ProcessorUnavailable`
 *   (`transient`: the event that made the call is retried with the same key);
 * - a card error (HTTP 402), or a payment no longer in a state that allows the step → a refusal
 *   result `{ ok: false, code, message }` (`code` is the issuer's `decline_code` when there is
 *   one, else Stripe's error `code`; `message` is Stripe's, fit to show the guest);
 * - any other Stripe error (a bad request, a bad key, an idempotency key reused for another
 *   request) is rethrown as the SDK's error: it is a bug or a configuration problem, not retried.
 */
export class StripeProcessor implements PaymentProcessor {
  readonly mode: 'test' | 'live';
  readonly name = 'stripe';
  readonly publishableKey: string | null;
  private readonly stripe: Stripe;
  private readonly webhookSecret: string | undefined;

  constructor(options: StripeProcessorOptions) {
    this.mode = options.secretKey.startsWith('sk_live_') ? 'live' : 'test';
    this.webhookSecret = options.webhookSecret;
    this.publishableKey = options.publishableKey ?? null;
    const base = options.apiBase ? new URL(options.apiBase) : null;
    this.stripe = new Stripe(options.secretKey, {
      maxNetworkRetries: options.maxNetworkRetries ?? DEFAULT_MAX_NETWORK_RETRIES,
      timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      ...(base && {
        host: base.hostname,
        port: base.port || (base.protocol === 'http:' ? 80 : 443),
        protocol: base.protocol === 'http:' ? 'http' : 'https',
      }),
    });
  }

  /**
   * Creates a Stripe customer for the guest (`metadata.guestId`, and the email when known).
   * @returns the customer id (`cus_…`).
   * @throws ProcessorUnavailable when Stripe cannot be reached.
   */
  async createCustomer(
    input: { guestId: string; email: string | null },
    idempotencyKey: string,
  ): Promise<string> {
    return this.call(async () => {
      const customer = await this.stripe.customers.create(
        {
          metadata: { guestId: input.guestId },
          ...(input.email !== null && { email: input.email }),
        },
        { idempotencyKey },
      );
      return customer.id;
    });
  }

  /**
   * Attaches the card of a payment-method token (`pm_card_visa`, or one Stripe.js made) to the
   * customer. Refused (`{ ok: false }`) when Stripe declines the card, or does not know the token
   * (`resource_missing`).
   * @throws ProcessorUnavailable when Stripe cannot be reached.
   */
  async attachCard(customerId: string, token: string, idempotencyKey: string): Promise<CardResult> {
    return this.call(async () => {
      try {
        const pm = await this.stripe.paymentMethods.attach(
          token,
          { customer: customerId },
          { idempotencyKey },
        );
        return { ok: true, card: toSavedCard(pm) };
      } catch (err) {
        const decline = cardDecline(err);
        if (decline) return { ok: false, ...decline };
        if (isInvalidRequest(err, 'resource_missing'))
          return { ok: false, code: 'resource_missing', message: PaymentMessages.cardNotFound };
        throw err;
      }
    });
  }

  /**
   * Creates a SetupIntent for the customer (cards only, `usage: off_session`: the card is charged
   * later without the guest — a far-off order's hold and its renewals are placed by the platform)
   * for the browser to confirm with Stripe Elements.
   * @returns its id (`seti_…`) and client secret.
   * @throws ProcessorUnavailable when Stripe cannot be reached.
   */
  async startCardSetup(customerId: string, idempotencyKey: string): Promise<CardSetup> {
    return this.call(async () => {
      const intent = await this.stripe.setupIntents.create(
        { customer: customerId, usage: 'off_session', allowed_payment_method_types: ['card'] },
        { idempotencyKey },
      );
      if (!intent.client_secret) throw new Error(`SetupIntent ${intent.id} has no client secret`);
      return { id: intent.id, clientSecret: intent.client_secret };
    });
  }

  /**
   * Stripe's record of a SetupIntent with its payment method: customer, status and the card with
   * the customer Stripe attached it to. Null when Stripe does not know the id.
   * @throws ProcessorUnavailable when Stripe cannot be reached.
   */
  async readCardSetup(setupId: string): Promise<CardSetupRecord | null> {
    return this.call(async () => {
      let intent: Stripe.SetupIntent;
      try {
        intent = await this.stripe.setupIntents.retrieve(setupId, { expand: ['payment_method'] });
      } catch (err) {
        if (isInvalidRequest(err, 'resource_missing')) return null;
        throw err;
      }
      const pm = typeof intent.payment_method === 'object' ? intent.payment_method : null;
      return {
        id: intent.id,
        customerId: idOf(intent.customer),
        status: intent.status,
        card: pm?.card ? { ...toSavedCard(pm), customerId: idOf(pm.customer) } : null,
      };
    });
  }

  /**
   * The customer's saved cards (PaymentMethods of type `card`), newest first, as Stripe lists
   * them; at most 100.
   * @throws ProcessorUnavailable when Stripe cannot be reached.
   */
  async listCards(customerId: string): Promise<SavedCard[]> {
    return this.call(async () => {
      const list = await this.stripe.customers.listPaymentMethods(customerId, {
        type: 'card',
        limit: 100,
      });
      return list.data.filter((pm) => pm.card).map(toSavedCard);
    });
  }

  /**
   * Detaches a saved card from the customer. Nothing happens when the card is gone or attached to
   * another customer (a payment-method id of someone else's card is never detached).
   * @throws ProcessorUnavailable when Stripe cannot be reached.
   */
  async detachCard(
    customerId: string,
    paymentMethodId: string,
    idempotencyKey: string,
  ): Promise<void> {
    await this.call(async () => {
      try {
        const pm = await this.stripe.paymentMethods.retrieve(paymentMethodId);
        const owner = typeof pm.customer === 'string' ? pm.customer : (pm.customer?.id ?? null);
        if (owner !== customerId) return;
        await this.stripe.paymentMethods.detach(paymentMethodId, {}, { idempotencyKey });
      } catch (err) {
        if (isInvalidRequest(err, 'resource_missing')) return;
        throw err;
      }
    });
  }

  /**
   * Creates and confirms a manual-capture PaymentIntent of `amountCents` on the card
   * (`metadata.orderId` = the order). Ok when Stripe holds the amount (`requires_capture`):
   * `paymentId` is the PaymentIntent id (`pi_…`), `amountCents` the amount held. A card error is
   * `{ ok: false }` with the PaymentIntent id when Stripe made one; an unknown card is
   * `resource_missing`; a card that wants 3-D Secure (which checkout does not offer) is declined
   * by Stripe (`error_on_requires_action`); any other outcome is `{ ok: false, code: <status> }`.
   * @throws ProcessorUnavailable when Stripe cannot be reached.
   */
  async authorize(input: AuthorizeInput, idempotencyKey: string): Promise<AuthorizeResult> {
    return this.call(async () => {
      let pi: Stripe.PaymentIntent;
      try {
        pi = await this.stripe.paymentIntents.create(
          {
            amount: input.amountCents,
            currency: input.currency,
            capture_method: 'manual',
            confirm: true,
            payment_method: input.paymentMethodId,
            // Cards only (the successor of `payment_method_types` in this API version), and no
            // 3-D Secure step checkout could not show: such a card is declined with a card error.
            allowed_payment_method_types: ['card'],
            error_on_requires_action: true,
            ...(input.customerId !== null && { customer: input.customerId }),
            metadata: { orderId: input.orderId },
          },
          { idempotencyKey },
        );
      } catch (err) {
        const decline = cardDecline(err);
        if (decline) return { ok: false, paymentId: paymentIntentIdOf(err), ...decline };
        if (isInvalidRequest(err, 'resource_missing'))
          return {
            ok: false,
            paymentId: null,
            code: 'resource_missing',
            message: PaymentMessages.cardNotFound,
          };
        throw err;
      }
      if (pi.status === 'requires_capture')
        return { ok: true, paymentId: pi.id, amountCents: pi.amount_capturable || pi.amount };
      return {
        ok: false,
        paymentId: pi.id,
        code: pi.status,
        message:
          pi.status === 'requires_action'
            ? 'This card needs extra authentication, which is not supported. Try another card.'
            : `${PaymentMessages.declinedFallback} (payment status: ${pi.status})`,
      };
    });
  }

  /**
   * Captures `amountCents` (≤ the hold) of an authorised PaymentIntent. Ok with the amount
   * received and Stripe's fee (from the charge's balance transaction; 0 when Stripe has not
   * reported it). Refused when the hold can no longer be captured (voided, expired, or less than
   * asked). A capture already done under an expired idempotency key is reported as done.
   * @throws ProcessorUnavailable when Stripe cannot be reached.
   */
  async capture(
    paymentId: string,
    amountCents: number,
    idempotencyKey: string,
  ): Promise<CaptureResult> {
    return this.call(async () => {
      let pi: Stripe.PaymentIntent;
      try {
        pi = await this.stripe.paymentIntents.capture(
          paymentId,
          { amount_to_capture: amountCents, expand: ['latest_charge.balance_transaction'] },
          { idempotencyKey },
        );
      } catch (err) {
        const decline = cardDecline(err);
        if (decline) return { ok: false, ...decline };
        if (!isInvalidRequest(err) || !CAPTURE_REFUSALS.has(err.code ?? '')) throw err;
        if (err.code === 'payment_intent_unexpected_state') {
          // Already captured (a retry after the idempotency key expired): report that capture.
          const now = await this.stripe.paymentIntents.retrieve(paymentId, {
            expand: ['latest_charge.balance_transaction'],
          });
          if (now.status === 'succeeded') return captured(now);
        }
        return { ok: false, code: err.code ?? 'invalid_request_error', message: err.message };
      }
      if (pi.status === 'succeeded') return captured(pi);
      return {
        ok: false,
        code: pi.status,
        message: `The payment was not captured (payment status: ${pi.status}).`,
      };
    });
  }

  /**
   * Cancels an uncaptured PaymentIntent, releasing the hold. Nothing happens when it is already
   * canceled.
   * @throws ProcessorUnavailable when Stripe cannot be reached; the SDK's error when the payment
   * is in another state that cannot be canceled (e.g. captured).
   */
  async voidAuthorization(paymentId: string, idempotencyKey: string): Promise<void> {
    await this.call(async () => {
      try {
        await this.stripe.paymentIntents.cancel(paymentId, {}, { idempotencyKey });
      } catch (err) {
        if (!isInvalidRequest(err, 'payment_intent_unexpected_state')) throw err;
        const status =
          err.payment_intent?.status ??
          (await this.stripe.paymentIntents.retrieve(paymentId)).status;
        if (status !== 'canceled') throw err;
      }
    });
  }

  /**
   * Refunds `amountCents` of a captured PaymentIntent. Ok with the refund id (`re_…`) and amount
   * (a `pending` refund counts: Stripe has accepted it). Refused when Stripe fails or cancels the
   * refund, or the payment cannot be refunded that much (more than is left, not captured,
   * disputed).
   * @throws ProcessorUnavailable when Stripe cannot be reached.
   */
  async refund(
    paymentId: string,
    amountCents: number,
    idempotencyKey: string,
  ): Promise<RefundResult> {
    return this.call(async () => {
      let refund: Stripe.Refund;
      try {
        refund = await this.stripe.refunds.create(
          { payment_intent: paymentId, amount: amountCents },
          { idempotencyKey },
        );
      } catch (err) {
        const decline = cardDecline(err);
        if (decline) return { ok: false, ...decline };
        if (isInvalidRequest(err) && REFUND_REFUSALS.has(err.code ?? ''))
          return { ok: false, code: err.code ?? 'invalid_request_error', message: err.message };
        throw err;
      }
      if (refund.status === 'failed' || refund.status === 'canceled')
        return {
          ok: false,
          code: refund.failure_reason ?? refund.status ?? 'failed',
          message: `The refund ${refund.status === 'failed' ? 'failed' : 'was canceled'}${
            refund.failure_reason ? ` (${refund.failure_reason})` : ''
          }.`,
        };
      return { ok: true, refundId: refund.id, amountCents: refund.amount };
    });
  }

  /**
   * Stripe's record of a PaymentIntent, in the port's terms: `requires_capture`, `canceled` and
   * `succeeded` as they are, any other status `declined` (no hold, nothing captured);
   * `authorizedCents` is the amount (0 when declined), `capturedCents` the amount received,
   * `refundedCents` what was refunded of its charge, `orderId` its `metadata.orderId`.
   * @returns null when Stripe does not know the id.
   * @throws ProcessorUnavailable when Stripe cannot be reached.
   */
  async retrieve(paymentId: string): Promise<ProcessorPayment | null> {
    return this.call(async () => {
      let pi: Stripe.PaymentIntent;
      try {
        pi = await this.stripe.paymentIntents.retrieve(paymentId, { expand: ['latest_charge'] });
      } catch (err) {
        if (isInvalidRequest(err, 'resource_missing')) return null;
        throw err;
      }
      const status = PORT_STATUSES.has(pi.status)
        ? (pi.status as ProcessorPayment['status'])
        : 'declined';
      const charge = typeof pi.latest_charge === 'object' ? pi.latest_charge : null;
      return {
        id: pi.id,
        status,
        orderId: pi.metadata?.orderId ?? null,
        authorizedCents: status === 'declined' ? 0 : pi.amount,
        capturedCents: pi.amount_received,
        refundedCents: charge?.amount_refunded ?? 0,
      };
    });
  }

  /**
   * Checks a webhook's `Stripe-Signature` header against the raw request body (exactly the bytes
   * received, before any JSON parsing) with the endpoint's signing secret, and parses the event.
   * @throws Error when no webhook secret is configured; the SDK's
   * `StripeSignatureVerificationError` when the signature does not match or is too old.
   */
  /**
   * `readWebhook` of the port: verifies the `Stripe-Signature` header over the raw body and maps
   * the event onto what it means for Hearth (`payment_intent.canceled` → the hold is gone,
   * `payment_intent.succeeded` → captured, `charge.refunded` → refunded; anything else `other`).
   * @throws Error on a bad signature or when no webhook secret is configured.
   */
  readWebhook(rawBody: Buffer, signature: string): ProcessorEvent {
    const event = this.verifyWebhook(rawBody, signature);
    const object = event.data.object as { object?: string; id?: string; payment_intent?: unknown };
    const paymentId =
      object.object === 'payment_intent'
        ? (object.id ?? null)
        : typeof object.payment_intent === 'string'
          ? object.payment_intent
          : null;
    const kinds: Record<string, ProcessorEvent['kind']> = {
      'payment_intent.canceled': 'payment_canceled',
      'payment_intent.succeeded': 'payment_captured',
      'charge.refunded': 'refunded',
    };
    return { id: event.id, type: event.type, kind: kinds[event.type] ?? 'other', paymentId };
  }

  verifyWebhook(rawBody: string | Buffer, signatureHeader: string): Stripe.Event {
    if (!this.webhookSecret)
      throw new Error('StripeProcessor: no webhookSecret is configured to verify webhooks with');
    return this.stripe.webhooks.constructEvent(rawBody, signatureHeader, this.webhookSecret);
  }

  /** Runs one adapter call, turning "Stripe cannot be reached" into `ProcessorUnavailable`. */
  private async call<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (err) {
      if (isUnavailable(err))
        throw new ProcessorUnavailable(`Stripe is unavailable: ${err.message}`, { cause: err });
      throw err;
    }
  }
}

/** A PaymentMethod of type `card` as a saved card. */
function toSavedCard(pm: Stripe.PaymentMethod): SavedCard {
  if (!pm.card) throw new Error(`Stripe payment method ${pm.id} is not a card (${pm.type})`);
  return {
    id: pm.id,
    brand: pm.card.brand,
    last4: pm.card.last4,
    expMonth: pm.card.exp_month,
    expYear: pm.card.exp_year,
  };
}

/** The id of an expandable Stripe reference (a string id or the object), or null. */
function idOf(ref: string | { id: string } | null | undefined): string | null {
  return typeof ref === 'string' ? ref : (ref?.id ?? null);
}

/** The result of a capture that went through: amount received and Stripe's fee, in cents. */
function captured(pi: Stripe.PaymentIntent): CaptureResult {
  const charge = typeof pi.latest_charge === 'object' ? pi.latest_charge : null;
  const txn =
    charge && typeof charge.balance_transaction === 'object' ? charge.balance_transaction : null;
  return { ok: true, capturedCents: pi.amount_received, feeCents: txn?.fee ?? 0 };
}

/** The code and message of a card error (HTTP 402), or null for any other error. */
function cardDecline(err: unknown): Decline | null {
  if (!(err instanceof Stripe.errors.StripeCardError)) return null;
  return {
    // The SDK sets `decline_code` to '' when Stripe gives none, hence `||`.
    code: err.decline_code || err.code || 'card_declined',
    message: err.message || PaymentMessages.declinedFallback,
  };
}

/** The PaymentIntent a Stripe error is about, when the error names one. */
function paymentIntentIdOf(err: unknown): string | null {
  return err instanceof Stripe.errors.StripeError ? (err.payment_intent?.id ?? null) : null;
}

/** Whether `err` is Stripe's `invalid_request_error` (with that `code`, when given). */
function isInvalidRequest(
  err: unknown,
  code?: string,
): err is InstanceType<typeof Stripe.errors.StripeInvalidRequestError> {
  return (
    err instanceof Stripe.errors.StripeInvalidRequestError &&
    (code === undefined || err.code === code)
  );
}

/** Whether `err` says Stripe could not be reached or could not answer now (nothing is known). */
function isUnavailable(err: unknown): err is Error {
  return (
    err instanceof Stripe.errors.StripeConnectionError ||
    err instanceof Stripe.errors.StripeAPIError ||
    err instanceof Stripe.errors.StripeRateLimitError ||
    (err instanceof Stripe.errors.StripeError && (err.statusCode ?? 0) >= 500)
  );
}
