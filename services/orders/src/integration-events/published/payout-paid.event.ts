import { integrationEvent, type EventEnvelope, type PayoutPaidPayload } from '@hearth/events';

/**
 * `PayoutPaid` v1 — published on `Topics.orders` through the outbox, in the transaction that marks
 * the payout PAID after the payout provider accepted its transfer (aggregate id = the payout id).
 * Consumers: none yet.
 */
export function payoutPaid(
  payload: PayoutPaidPayload,
  traceparent: string | null,
): EventEnvelope<PayoutPaidPayload> {
  return integrationEvent('PayoutPaid@1', payload.payoutId, payload, traceparent);
}
