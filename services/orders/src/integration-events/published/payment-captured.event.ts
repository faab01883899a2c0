import { integrationEvent, type EventEnvelope, type PaymentCapturedPayload } from '@hearth/events';

/**
 * `PaymentCaptured` v1 — published on `Topics.orders` through the outbox, in the transaction of the money
 * step (aggregate id = the order id, so one order's events stay ordered): the guest's card was charged when the chef accepted, and the ledger got the order's entries. Consumers: none yet (the record of the money step).
 */
export function paymentCaptured(
  payload: PaymentCapturedPayload,
  traceparent: string | null,
): EventEnvelope<PaymentCapturedPayload> {
  return integrationEvent('PaymentCaptured@1', payload.orderId, payload, traceparent);
}
