import { z } from 'zod';
import { PaymentMessages, PaymentStatusLabels } from './messages.js';

export { PaymentMessages, PaymentStatusLabels };

/**
 * A payment's state (docs/rules/payments.md): AUTHORIZED (a hold on the card for the order total),
 * then CAPTURED when the chef accepts, VOIDED when the order ends without being accepted, FAILED
 * when the card was declined; refunds after capture make it PARTIALLY_REFUNDED or REFUNDED.
 */
export const PAYMENT_STATUSES = [
  'AUTHORIZED',
  'CAPTURED',
  'VOIDED',
  'FAILED',
  'PARTIALLY_REFUNDED',
  'REFUNDED',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** The currency of every amount on the platform (integer cents). */
export const CURRENCY = 'cad';

/**
 * The processor's well-known test cards, accepted by the local test-mode processor and by Stripe
 * in test mode under the same payment-method tokens. A test-mode card form maps the number the
 * guest types to its token in the browser, so no card number ever reaches Hearth's servers.
 */
export const TEST_CARDS = [
  { number: '4242424242424242', token: 'pm_card_visa', label: 'Succeeds' },
  { number: '4000000000000002', token: 'pm_card_chargeDeclined', label: 'Declined' },
  {
    number: '4000000000009995',
    token: 'pm_card_chargeDeclinedInsufficientFunds',
    label: 'Declined: insufficient funds',
  },
] as const;

/** The test-card token of a typed card number (spaces and dashes ignored), or null. */
export function testCardToken(cardNumber: string): string | null {
  const digits = cardNumber.replace(/[\s-]/g, '');
  return TEST_CARDS.find((c) => c.number === digits)?.token ?? null;
}

/** A payment method id or token: a saved card (`pm_…`) or a processor token. */
export const paymentMethodIdSchema = z
  .string({ error: PaymentMessages.cardRequired })
  .trim()
  .min(1, PaymentMessages.cardRequired)
  .max(255, PaymentMessages.cardRequired)
  .regex(/^pm_[A-Za-z0-9_]+$/, PaymentMessages.cardRequired);

/** AddPaymentMethod input: the processor's token of the card to save. */
export const addPaymentMethodSchema = z.object({ paymentMethodToken: paymentMethodIdSchema });

/**
 * AddPaymentMethodFromSetup input (live mode): the id of the processor's card setup
 * (a Stripe SetupIntent, `seti_…`) the guest's browser confirmed with the processor's card form.
 */
export const addPaymentMethodFromSetupSchema = z.object({
  setupIntentId: z
    .string({ error: PaymentMessages.cardSetupNotFound })
    .trim()
    .max(255, PaymentMessages.cardSetupNotFound)
    .regex(/^seti_[A-Za-z0-9_]+$/, PaymentMessages.cardSetupNotFound),
});

/**
 * RefundOrder input: an amount in integer cents (at least 1 cent; the server checks it against
 * what is left to refund), an optional reason and a client-made key so a resubmit refunds once.
 */
export const refundOrderSchema = z.object({
  orderId: z.uuid({ error: PaymentMessages.noPayment }),
  amountCents: z
    .number({ error: PaymentMessages.refundAmountInvalid })
    .int(PaymentMessages.refundAmountInvalid)
    .min(1, PaymentMessages.refundAmountInvalid),
  reason: z
    .string()
    .trim()
    .max(300, PaymentMessages.refundReasonTooLong)
    .nullish()
    .transform((v) => (v ? v : null)),
  idempotencyKey: z.string().trim().min(8).max(100),
});
export type RefundOrderData = z.output<typeof refundOrderSchema>;
