/**
 * The payment processor port: what orders needs from a card processor, in integer cents of one
 * currency (CAD). Two adapters implement it: `StripeProcessor` (the official SDK; PaymentIntents
 * with manual capture) and `LocalTestProcessor` (the embedded default: a stateful test-mode
 * processor in the service's own database that knows the processor's well-known test cards).
 *
 * Every call that changes something takes an idempotency key, derived by the caller from the
 * order id and the step (`order:<id>:authorize`, `…:capture[:<hold>]`, `…:void`,
 * `refund:<id>:<key>`): a retry after a crash between the call and the commit gets the first
 * call's answer and never charges twice. A processor that cannot be reached throws
 * `ProcessorUnavailable` (transient: the event that triggered the call is retried); a refusal is
 * a result, not an error.
 */
export interface PaymentProcessor {
  /** `test` (no real card is charged; the UI says so) or `live`. */
  readonly mode: 'test' | 'live';
  /** The adapter's name for records and logs: `stripe` or `local-test`. */
  readonly name: string;

  /** Creates the processor's customer for a guest; returns its id. */
  createCustomer(
    input: { guestId: string; email: string | null },
    idempotencyKey: string,
  ): Promise<string>;

  /**
   * Saves a card to a customer from a payment-method token (`pm_card_visa`, or one a processor's
   * browser library made). Refused when the processor declines the card on saving.
   */
  attachCard(customerId: string, token: string, idempotencyKey: string): Promise<CardResult>;

  /**
   * The publishable key the browser's card form uses with this processor (`pk_live_…`), or null
   * when the processor has no browser card form (the local test processor) or none is configured.
   */
  readonly publishableKey?: string | null;

  /**
   * Starts saving a card through the processor's own browser card form (a Stripe SetupIntent for
   * the customer, for later charges without the guest present). Returns its id and the client
   * secret the browser confirms it with. Absent when the processor has no such form.
   */
  startCardSetup?(customerId: string, idempotencyKey: string): Promise<CardSetup>;

  /**
   * The processor's own record of a card setup: whose customer it is for, its status and the card
   * it saved. Null when the processor does not know the id. Absent with `startCardSetup`.
   */
  readCardSetup?(setupId: string): Promise<CardSetupRecord | null>;

  /** The customer's saved cards, newest first. */
  listCards(customerId: string): Promise<SavedCard[]>;

  /** Removes a saved card from the customer (no error when it is already gone). */
  detachCard(customerId: string, paymentMethodId: string, idempotencyKey: string): Promise<void>;

  /**
   * Places a hold of `amountCents` on the card (manual capture). `customerId` is needed for a
   * saved card, null for a fresh token. A declined card is `{ ok: false }` with the processor's
   * code and guest-facing message.
   */
  authorize(input: AuthorizeInput, idempotencyKey: string): Promise<AuthorizeResult>;

  /**
   * Captures `amountCents` (≤ the hold) of an authorised payment. Returns the amount captured
   * and the processor's fee (cents); `{ ok: false }` when the hold can no longer be captured
   * (expired, voided).
   */
  capture(paymentId: string, amountCents: number, idempotencyKey: string): Promise<CaptureResult>;

  /** Releases the hold of an uncaptured payment (no error when it is already released). */
  voidAuthorization(paymentId: string, idempotencyKey: string): Promise<void>;

  /** Refunds `amountCents` of a captured payment. */
  refund(paymentId: string, amountCents: number, idempotencyKey: string): Promise<RefundResult>;

  /** The processor's own record of a payment, for reconciliation with the ledger. */
  retrieve(paymentId: string): Promise<ProcessorPayment | null>;

  /**
   * What moved money at the processor in `[from, to)`, for the daily reconciliation
   * (docs/rules/payments.md#reconciliation): each capture with its fee, each refund, and each card
   * dispute opened since `disputesFrom` (≤ `from`; disputes close weeks after they open) up to `to`
   * with its current status. Amounts are positive integer cents.
   * @throws ProcessorUnavailable when the processor cannot be reached.
   */
  listActivity(from: Date, to: Date, disputesFrom: Date): Promise<ProcessorActivity>;

  /**
   * Verifies a webhook the processor sent (its signature over the raw body) and reads it.
   * Absent when the processor sends none (the local test processor).
   * @throws Error when the signature does not match.
   */
  readWebhook?(rawBody: Buffer, signature: string): ProcessorEvent;
}

/** A processor webhook, read: its own id (for deduplication), kind and the payment it is about. */
export interface ProcessorEvent {
  id: string;
  /** The processor's event type, e.g. `payment_intent.canceled`. */
  type: string;
  /**
   * What it means for Hearth (`other`: recorded, no effect). `dispute_opened` / `dispute_closed`:
   * a guest disputed the charge with their bank (a chargeback), or the bank decided; `dispute` says
   * which and how it ended.
   */
  kind:
    | 'payment_canceled'
    | 'payment_captured'
    | 'refunded'
    | 'dispute_opened'
    | 'dispute_closed'
    | 'other';
  paymentId: string | null;
  /** The dispute a `dispute_opened` / `dispute_closed` event is about; absent otherwise. */
  dispute?: ProcessorDispute;
}

/** A card dispute (chargeback) as the processor reports it (amount in integer cents). */
export interface ProcessorDispute {
  /** The processor's dispute id (`dp_…`). */
  id: string;
  /** The amount disputed, cents of the payment's currency. */
  amountCents: number;
  /**
   * How it ended: `won` (the merchant kept the money), `lost` (the guest got it back); any other
   * status of a closed dispute (e.g. Stripe's `warning_closed`, an inquiry that never became a
   * chargeback) keeps the money too. Open disputes' statuses are passed through as they are.
   */
  status: string;
  /** The bank's reason (`fraudulent`, `product_not_received`, …); null when none is given. */
  reason: string | null;
}

/** A capture at the processor: the payment, its order (the processor's metadata) and fee. */
export interface ProcessorCharge {
  paymentId: string;
  orderId: string | null;
  /** Captured, integer cents. */
  amountCents: number;
  /** The processor's fee on it, integer cents. */
  feeCents: number;
  at: Date;
}

/** A refund at the processor, by its own id (`re_…`), of the payment `paymentId`. */
export interface ProcessorRefund {
  refundId: string;
  paymentId: string;
  /** Refunded, integer cents (> 0). */
  amountCents: number;
  at: Date;
}

/** A dispute at the processor in reconciliation's terms: `open`, `won` or `lost`. */
export interface ProcessorDisputeRecord {
  disputeId: string;
  paymentId: string;
  amountCents: number;
  status: 'open' | 'won' | 'lost';
  at: Date;
}

/** `PaymentProcessor.listActivity`'s answer. */
export interface ProcessorActivity {
  charges: ProcessorCharge[];
  refunds: ProcessorRefund[];
  disputes: ProcessorDisputeRecord[];
}

/** A saved card as the guest sees it. */
export interface SavedCard {
  /** The processor's payment-method id (`pm_…`). */
  id: string;
  /** `visa`, `mastercard`, … */
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

/** A card setup the browser confirms: the processor's id (`seti_…`) and its client secret. */
export interface CardSetup {
  id: string;
  clientSecret: string;
}

/**
 * A card setup as the processor records it: its customer (null: none), its status (`succeeded`
 * once the card is saved; `requires_payment_method`, `requires_action`, `processing`, `canceled`)
 * and the card it saved with the customer that card belongs to (null until there is one).
 */
export interface CardSetupRecord {
  id: string;
  customerId: string | null;
  status: string;
  card: (SavedCard & { customerId: string | null }) | null;
}

/** Saving a card: the card, or the processor's refusal. */
export type CardResult = { ok: true; card: SavedCard } | ({ ok: false } & Decline);

/** Why the processor refused: its code (`card_declined`, `insufficient_funds`, …) and message. */
export interface Decline {
  code: string;
  message: string;
}

export interface AuthorizeInput {
  amountCents: number;
  /** Lower-case ISO currency (`cad`). */
  currency: string;
  customerId: string | null;
  paymentMethodId: string;
  /** Shown on the processor's dashboard and used by reconciliation. */
  orderId: string;
  /**
   * True when the guest is not there to confirm the payment with their bank (a far-off order's
   * hold and its renewals, on a saved card: Stripe's `off_session`). A bank that wants the guest
   * to confirm it then declines with the code `authentication_required`. Default false.
   */
  offSession?: boolean;
}

/** An authorisation: the processor's payment id and the amount held, or the decline. */
export type AuthorizeResult =
  | { ok: true; paymentId: string; amountCents: number }
  | ({ ok: false; paymentId: string | null } & Decline);

export type CaptureResult =
  { ok: true; capturedCents: number; feeCents: number } | ({ ok: false } & Decline);

export type RefundResult =
  { ok: true; refundId: string; amountCents: number } | ({ ok: false } & Decline);

/** A payment as the processor records it (amounts in cents). */
export interface ProcessorPayment {
  id: string;
  status: 'requires_capture' | 'canceled' | 'succeeded' | 'declined';
  orderId: string | null;
  authorizedCents: number;
  capturedCents: number;
  refundedCents: number;
}

/**
 * The processor could not be reached or answered with a server error: nothing is known to have
 * happened. Transient: the event bus retries the event that made the call (same idempotency key).
 */
export class ProcessorUnavailable extends Error {
  /** Read by the event bus's retry (`isTransientError`). */
  readonly transient = true;
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ProcessorUnavailable';
  }
}

/** Nest injection token of the configured `PaymentProcessor`. */
export const PAYMENT_PROCESSOR = Symbol('PAYMENT_PROCESSOR');
