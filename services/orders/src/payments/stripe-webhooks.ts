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
  'charge.dispute.created': 'dispute_opened',
  'charge.dispute.closed': 'dispute_closed',
};

/**
 * A verified Stripe event in the port's terms: its id and type, what it means for Hearth
 * (`payment_intent.canceled` → the hold is gone, `payment_intent.succeeded` → captured,
 * `charge.refunded` → refunded, `charge.dispute.created` / `charge.dispute.closed` → a dispute
 * opened / closed, with the dispute's id, amount (cents), status and reason; anything else
 * `other`) and the PaymentIntent it is about (the object itself, or a charge's or dispute's
 * `payment_intent`; null when neither).
 */
export function toProcessorEvent(event: Stripe.Event): ProcessorEvent {
  const object = event.data.object as {
    object?: string;
    id?: string;
    payment_intent?: unknown;
    amount?: unknown;
    status?: unknown;
    reason?: unknown;
  };
  const paymentId =
    object.object === 'payment_intent'
      ? (object.id ?? null)
      : typeof object.payment_intent === 'string'
        ? object.payment_intent
        : object.payment_intent && typeof object.payment_intent === 'object'
          ? ((object.payment_intent as { id?: string }).id ?? null)
          : null;
  const kind = KINDS[event.type] ?? 'other';
  const read: ProcessorEvent = { id: event.id, type: event.type, kind, paymentId };
  if ((kind === 'dispute_opened' || kind === 'dispute_closed') && object.object === 'dispute')
    read.dispute = {
      id: String(object.id),
      amountCents: typeof object.amount === 'number' ? object.amount : 0,
      status: typeof object.status === 'string' ? object.status : 'unknown',
      reason: typeof object.reason === 'string' ? object.reason : null,
    };
  return read;
}
