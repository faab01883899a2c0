import Stripe from 'stripe';
import { PaymentMessages } from '@hearth/contracts/messages';
import {
  ProcessorUnavailable,
  type CaptureResult,
  type Decline,
  type SavedCard,
} from './payment-processor.js';

// The Stripe adapter's shared pieces: how its errors map onto the port, and Stripe objects onto
// the port's shapes (integer cents throughout).

/**
 * Runs one Stripe call, turning "Stripe cannot be reached" into `ProcessorUnavailable`.
 * @throws ProcessorUnavailable on a network error, a 429 or a 5xx; any other error as it is.
 */
export async function callStripe<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isUnavailable(err))
      throw new ProcessorUnavailable(`Stripe is unavailable: ${err.message}`, { cause: err });
    throw err;
  }
}

/** A PaymentMethod of type `card` as a saved card. */
export function toSavedCard(pm: Stripe.PaymentMethod): SavedCard {
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
export function idOf(ref: string | { id: string } | null | undefined): string | null {
  return typeof ref === 'string' ? ref : (ref?.id ?? null);
}

/** The result of a capture that went through: amount received and Stripe's fee, in cents. */
export function captured(pi: Stripe.PaymentIntent): CaptureResult {
  const charge = typeof pi.latest_charge === 'object' ? pi.latest_charge : null;
  const txn =
    charge && typeof charge.balance_transaction === 'object' ? charge.balance_transaction : null;
  return { ok: true, capturedCents: pi.amount_received, feeCents: txn?.fee ?? 0 };
}

/** The code and message of a card error (HTTP 402), or null for any other error. */
export function cardDecline(err: unknown): Decline | null {
  if (!(err instanceof Stripe.errors.StripeCardError)) return null;
  return {
    // The SDK sets `decline_code` to '' when Stripe gives none, hence `||`.
    code: err.decline_code || err.code || 'card_declined',
    message: err.message || PaymentMessages.declinedFallback,
  };
}

/** The PaymentIntent a Stripe error is about, when the error names one. */
export function paymentIntentIdOf(err: unknown): string | null {
  return err instanceof Stripe.errors.StripeError ? (err.payment_intent?.id ?? null) : null;
}

/** Whether `err` is Stripe's `invalid_request_error` (with that `code`, when given). */
export function isInvalidRequest(
  err: unknown,
  code?: string,
): err is InstanceType<typeof Stripe.errors.StripeInvalidRequestError> {
  return (
    err instanceof Stripe.errors.StripeInvalidRequestError &&
    (code === undefined || err.code === code)
  );
}

/** Whether `err` says Stripe could not be reached or could not answer now (nothing is known). */
export function isUnavailable(err: unknown): err is Error {
  return (
    err instanceof Stripe.errors.StripeConnectionError ||
    err instanceof Stripe.errors.StripeAPIError ||
    err instanceof Stripe.errors.StripeRateLimitError ||
    (err instanceof Stripe.errors.StripeError && (err.statusCode ?? 0) >= 500)
  );
}
