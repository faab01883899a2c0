import {
  integrationEvent,
  type EventEnvelope,
  type PaymentAuthorizedPayload,
} from '@hearth/events';

/**
 * `PaymentAuthorized` v1 — published on `Topics.orders` through the outbox, in the transaction of the money
 * step (aggregate id = the order id, so one order's events stay ordered): the processor holds the order total on the guest's card (with the PLACED → PENDING change). Consumers: none yet (the record of the money step).
 */
export function paymentAuthorized(
  payload: PaymentAuthorizedPayload,
  traceparent: string | null,
): EventEnvelope<PaymentAuthorizedPayload> {
  return integrationEvent('PaymentAuthorized@1', payload.orderId, payload, traceparent);
}
