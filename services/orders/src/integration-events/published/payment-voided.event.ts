import { integrationEvent, type EventEnvelope, type PaymentVoidedPayload } from '@hearth/events';

/**
 * `PaymentVoided` v1 — published on `Topics.orders` through the outbox, in the transaction of the money
 * step (aggregate id = the order id, so one order's events stay ordered): the hold was released because the order ended without being accepted. Consumers: none yet (the record of the money step).
 */
export function paymentVoided(
  payload: PaymentVoidedPayload,
  traceparent: string | null,
): EventEnvelope<PaymentVoidedPayload> {
  return integrationEvent('PaymentVoided@1', payload.orderId, payload, traceparent);
}
