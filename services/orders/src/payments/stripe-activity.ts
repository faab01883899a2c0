import type Stripe from 'stripe';
import type { ProcessorActivity, ProcessorDisputeRecord } from './payment-processor.js';
import { callStripe, idOf } from './stripe-errors.js';

/** Seconds since the epoch, as Stripe's `created` filters want them. */
const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

/**
 * A dispute's Stripe status in reconciliation's terms: `lost` is lost; `won` and `warning_closed`
 * (an inquiry closed without a chargeback) kept the money, as Hearth records them (WON); every
 * other status is still open.
 */
export function disputeStatusOf(status: string): ProcessorDisputeRecord['status'] {
  if (status === 'lost') return 'lost';
  return status === 'won' || status === 'warning_closed' ? 'won' : 'open';
}

/**
 * Stripe's money movements for the daily reconciliation (`PaymentProcessor.listActivity`):
 * - the balance transactions created in `[from, to)` (`GET /v1/balance_transactions`, its
 *   `source` expanded, every page): `charge`/`payment` ones are captures (the amount and Stripe's
 *   fee, the charge's PaymentIntent and `metadata.orderId`), `refund`/`payment_refund` ones are
 *   refunds (the Refund's id, PaymentIntent and amount); other types (payouts to Hearth's bank,
 *   dispute adjustments, Stripe's own fees) are not order money and are left out;
 * - the disputes created in `[disputesFrom, to)` (`GET /v1/disputes`, every page) with their
 *   PaymentIntent, amount and status (`disputeStatusOf`).
 * Amounts are positive integer cents.
 * @throws ProcessorUnavailable when Stripe cannot be reached.
 */
export async function listStripeActivity(
  stripe: Stripe,
  from: Date,
  to: Date,
  disputesFrom: Date,
): Promise<ProcessorActivity> {
  return callStripe(async () => {
    const activity: ProcessorActivity = { charges: [], refunds: [], disputes: [] };
    const transactions = stripe.balanceTransactions.list({
      created: { gte: seconds(from), lt: seconds(to) },
      limit: 100,
      expand: ['data.source'],
    });
    for await (const bt of transactions) {
      const at = new Date(bt.created * 1000);
      const source = typeof bt.source === 'object' ? bt.source : null;
      if ((bt.type === 'charge' || bt.type === 'payment') && source?.object === 'charge') {
        const charge = source as Stripe.Charge;
        const paymentId = idOf(charge.payment_intent);
        if (!paymentId) continue;
        activity.charges.push({
          paymentId,
          orderId: charge.metadata?.orderId ?? null,
          amountCents: bt.amount,
          feeCents: bt.fee,
          at,
        });
      } else if (
        (bt.type === 'refund' || bt.type === 'payment_refund') &&
        source?.object === 'refund'
      ) {
        const refund = source as Stripe.Refund;
        const paymentId = idOf(refund.payment_intent);
        if (!paymentId) continue;
        activity.refunds.push({ refundId: refund.id, paymentId, amountCents: refund.amount, at });
      }
    }
    const disputes = stripe.disputes.list({
      created: { gte: seconds(disputesFrom), lt: seconds(to) },
      limit: 100,
    });
    for await (const d of disputes) {
      const paymentId = idOf(d.payment_intent);
      if (!paymentId) continue;
      activity.disputes.push({
        disputeId: d.id,
        paymentId,
        amountCents: d.amount,
        status: disputeStatusOf(d.status),
        at: new Date(d.created * 1000),
      });
    }
    return activity;
  });
}
