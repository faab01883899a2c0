import Stripe from 'stripe';
import type {
  AuthorizeInput,
  AuthorizeResult,
  CaptureResult,
  CardResult,
  CardSetup,
  CardSetupRecord,
  PaymentProcessor,
  ProcessorActivity,
  ProcessorEvent,
  ProcessorPayment,
  RefundResult,
  SavedCard,
} from './payment-processor.js';
import { StripeCards } from './stripe-cards.js';
import { listStripeActivity } from './stripe-activity.js';
import { StripeCharges } from './stripe-charges.js';
import { toProcessorEvent, verifyStripeWebhook } from './stripe-webhooks.js';

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

const DEFAULT_MAX_NETWORK_RETRIES = 2;
const DEFAULT_TIMEOUT_MS = 30_000;

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
  private readonly cards: StripeCards;
  private readonly charges: StripeCharges;

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
    this.cards = new StripeCards(this.stripe);
    this.charges = new StripeCharges(this.stripe);
  }

  // ── cards (StripeCards) ──────────────────────────────────────────────────────────────────

  /** A Stripe customer for the guest; its id (`cus_…`). See `StripeCards.createCustomer`. */
  createCustomer(
    input: { guestId: string; email: string | null },
    idempotencyKey: string,
  ): Promise<string> {
    return this.cards.createCustomer(input, idempotencyKey);
  }

  /** Attaches a token's card to the customer, or the refusal. See `StripeCards.attachCard`. */
  attachCard(customerId: string, token: string, idempotencyKey: string): Promise<CardResult> {
    return this.cards.attachCard(customerId, token, idempotencyKey);
  }

  /** A SetupIntent for the browser's card form. See `StripeCards.startCardSetup`. */
  startCardSetup(customerId: string, idempotencyKey: string): Promise<CardSetup> {
    return this.cards.startCardSetup(customerId, idempotencyKey);
  }

  /** Stripe's record of a SetupIntent, or null. See `StripeCards.readCardSetup`. */
  readCardSetup(setupId: string): Promise<CardSetupRecord | null> {
    return this.cards.readCardSetup(setupId);
  }

  /** The customer's saved cards, newest first. See `StripeCards.listCards`. */
  listCards(customerId: string): Promise<SavedCard[]> {
    return this.cards.listCards(customerId);
  }

  /** Detaches one of the customer's own cards. See `StripeCards.detachCard`. */
  detachCard(customerId: string, paymentMethodId: string, idempotencyKey: string): Promise<void> {
    return this.cards.detachCard(customerId, paymentMethodId, idempotencyKey);
  }

  // ── money (StripeCharges) ────────────────────────────────────────────────────────────────

  /** Holds `amountCents` on the card, or the decline. See `StripeCharges.authorize`. */
  authorize(input: AuthorizeInput, idempotencyKey: string): Promise<AuthorizeResult> {
    return this.charges.authorize(input, idempotencyKey);
  }

  /** Captures `amountCents` of a hold, with Stripe's fee. See `StripeCharges.capture`. */
  capture(paymentId: string, amountCents: number, idempotencyKey: string): Promise<CaptureResult> {
    return this.charges.capture(paymentId, amountCents, idempotencyKey);
  }

  /** Releases an uncaptured hold. See `StripeCharges.voidAuthorization`. */
  voidAuthorization(paymentId: string, idempotencyKey: string): Promise<void> {
    return this.charges.voidAuthorization(paymentId, idempotencyKey);
  }

  /** Refunds `amountCents` of a captured payment, or the refusal. See `StripeCharges.refund`. */
  refund(paymentId: string, amountCents: number, idempotencyKey: string): Promise<RefundResult> {
    return this.charges.refund(paymentId, amountCents, idempotencyKey);
  }

  /** Stripe's record of a PaymentIntent in the port's terms, or null. See `StripeCharges.retrieve`. */
  retrieve(paymentId: string): Promise<ProcessorPayment | null> {
    return this.charges.retrieve(paymentId);
  }

  /**
   * Captures, refunds (balance transactions in `[from, to)`) and disputes (opened since
   * `disputesFrom`) for the daily reconciliation. See `listStripeActivity`.
   */
  listActivity(from: Date, to: Date, disputesFrom: Date): Promise<ProcessorActivity> {
    return listStripeActivity(this.stripe, from, to, disputesFrom);
  }

  // ── webhooks (stripe-webhooks.ts) ────────────────────────────────────────────────────────

  /**
   * `readWebhook` of the port: verifies the `Stripe-Signature` header over the raw body and maps
   * the event onto what it means for Hearth (see `toProcessorEvent`).
   * @throws Error on a bad signature or when no webhook secret is configured.
   */
  readWebhook(rawBody: Buffer, signature: string): ProcessorEvent {
    return toProcessorEvent(this.verifyWebhook(rawBody, signature));
  }

  /**
   * Verifies a webhook's `Stripe-Signature` header over the raw body with the endpoint's signing
   * secret and parses the event (see `verifyStripeWebhook`).
   * @throws Error when no webhook secret is configured; the SDK's
   * `StripeSignatureVerificationError` when the signature does not match or is too old.
   */
  verifyWebhook(rawBody: string | Buffer, signatureHeader: string): Stripe.Event {
    return verifyStripeWebhook(this.stripe, this.webhookSecret, rawBody, signatureHeader);
  }
}
