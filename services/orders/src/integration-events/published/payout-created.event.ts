import { integrationEvent, type EventEnvelope, type PayoutCreatedPayload } from '@hearth/events';

/**
 * `PayoutCreated` v1 — published on `Topics.orders` through the outbox, in the transaction of the
 * payout run that wrote the payout and its PAYOUT ledger entries (aggregate id = the payout id):
 * a chef's payout is waiting for an admin. Consumers: none yet.
 */
export function payoutCreated(
  payload: PayoutCreatedPayload,
  traceparent: string | null,
): EventEnvelope<PayoutCreatedPayload> {
  return integrationEvent('PayoutCreated@1', payload.payoutId, payload, traceparent);
}
