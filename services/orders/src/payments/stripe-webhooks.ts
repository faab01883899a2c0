import type Stripe from 'stripe';
import type { ProcessorEvent } from './payment-processor.js';

/**
 * Checks a webhook's `Stripe-Signature` header against the raw request body (exactly the bytes
 * received, before any JSON parsing) with the endpoint's signing secret, and parses the event.
 * @throws Error when no webhook secret is configured; the SDK's
 * `StripeSignatureVerificationError` when the signature does not match or is too old.
 */
export function verifyStripeWebhook(
  stripe: Stripe,
  webhookSecret: string | undefined,
  rawBody: string | Buffer,
  signatureHeader: string,
): Stripe.Event {
  if (!webhookSecret)
    throw new Error('StripeProcessor: no webhookSecret is configured to verify webhooks with');
  return stripe.webhooks.constructEvent(rawBody, signatureHeader, webhookSecret);
}

/** What each Stripe event type means for Hearth; any other type is `other`. */
const KINDS: Record<string, ProcessorEvent['kind']> = {
  'payment_intent.canceled': 'payment_canceled',
  'payment_intent.succeeded': 'payment_captured',
  'charge.refunded': 'refunded',
};

/**
 * A verified Stripe event in the port's terms: its id and type, what it means for Hearth
 * (`payment_intent.canceled` → the hold is gone, `payment_intent.succeeded` → captured,
 * `charge.refunded` → refunded; anything else `other`) and the PaymentIntent it is about (the
 * object itself, or a charge's `payment_intent`; null when neither).
 */
export function toProcessorEvent(event: Stripe.Event): ProcessorEvent {
  const object = event.data.object as { object?: string; id?: string; payment_intent?: unknown };
  const paymentId =
    object.object === 'payment_intent'
      ? (object.id ?? null)
      : typeof object.payment_intent === 'string'
        ? object.payment_intent
        : null;
  return { id: event.id, type: event.type, kind: KINDS[event.type] ?? 'other', paymentId };
}
