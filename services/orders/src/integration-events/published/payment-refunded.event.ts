import { integrationEvent, type EventEnvelope, type PaymentRefundedPayload } from '@hearth/events';

/**
 * `PaymentRefunded` v1 — published on `Topics.orders` through the outbox, in the transaction of the money
 * step (aggregate id = the order id, so one order's events stay ordered): an admin refunded part or all of a charged order. Consumers: notifications (tell the guest).
 */
export function paymentRefunded(
  payload: PaymentRefundedPayload,
  traceparent: string | null,
): EventEnvelope<PaymentRefundedPayload> {
  return integrationEvent('PaymentRefunded@1', payload.orderId, payload, traceparent);
}
