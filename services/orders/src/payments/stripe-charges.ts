import Stripe from 'stripe';
import { PaymentMessages } from '@hearth/contracts/messages';
import { orderReference } from '@hearth/contracts';
import type {
  AuthorizeInput,
  AuthorizeResult,
  CaptureResult,
  ProcessorPayment,
  RefundResult,
} from './payment-processor.js';
import {
  callStripe,
  captured,
  cardDecline,
  isInvalidRequest,
  paymentIntentIdOf,
} from './stripe-errors.js';

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

/** The PaymentIntent statuses the port distinguishes; every other one is `declined`. */
const PORT_STATUSES = new Set<string>(['requires_capture', 'canceled', 'succeeded']);

/**
 * The money side of the Stripe adapter: each order's payment is one PaymentIntent with manual
 * capture (authorise = create and confirm → `requires_capture`; capture; void = cancel), its
 * refunds, and Stripe's record of it for reconciliation. Amounts are integer cents. Every write
 * sends the caller's idempotency key as Stripe's `Idempotency-Key`. Errors as `StripeProcessor`
 * describes them.
 */
export class StripeCharges {
  /** Works through the adapter's configured Stripe client. */
  constructor(private readonly stripe: Stripe) {}

  /**
   * Creates and confirms a manual-capture PaymentIntent of `amountCents` on the card
   * (`metadata.orderId` = the order; `description` 'Hearth order #D6E593A0', the order reference
   * the guest's screens and e-mails show, so Stripe's receipt and dashboard name the order the
   * same way). Ok when Stripe holds the amount (`requires_capture`):
   * `paymentId` is the PaymentIntent id (`pi_…`), `amountCents` the amount held. A card error is
   * `{ ok: false }` with the PaymentIntent id when Stripe made one; an unknown card is
   * `resource_missing`; a card that wants 3-D Secure (which checkout does not offer) is declined
   * by Stripe (`error_on_requires_action`, or `authentication_required` when `input.offSession`:
   * the PaymentIntent is then created with `off_session`, for a far-off order's hold and its
   * renewals); any other outcome is `{ ok: false, code: <status> }`.
   * @throws ProcessorUnavailable when Stripe cannot be reached.
   */
  async authorize(input: AuthorizeInput, idempotencyKey: string): Promise<AuthorizeResult> {
    return callStripe(async () => {
      let pi: Stripe.PaymentIntent;
      try {
        pi = await this.stripe.paymentIntents.create(
          {
            amount: input.amountCents,
            currency: input.currency,
            capture_method: 'manual',
            confirm: true,
            payment_method: input.paymentMethodId,
            // Cards only (the successor of `payment_method_types` in this API version).
            allowed_payment_method_types: ['card'],
            // No 3-D Secure step Hearth could not show: without the guest (`off_session`) a bank
            // that wants one declines with `authentication_required`; with the guest, Stripe
            // declines instead of waiting for an action nobody takes.
            ...(input.offSession ? { off_session: true } : { error_on_requires_action: true }),
            ...(input.customerId !== null && { customer: input.customerId }),
            metadata: { orderId: input.orderId },
            description: `Hearth order ${orderReference(input.orderId)}`,
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
    return callStripe(async () => {
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
    await callStripe(async () => {
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
    return callStripe(async () => {
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
    return callStripe(async () => {
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
}
