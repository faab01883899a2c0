import {
  integrationEvent,
  type EventEnvelope,
  type OrderPaymentFailedPayload,
} from '@hearth/events';

/**
 * `OrderPaymentFailed` v1 — published on `Topics.orders` through the outbox, in the transaction of the money
 * step (aggregate id = the order id, so one order's events stay ordered): the processor declined the card after the stock was reserved; the order is REJECTED. Consumers: sessions (release the portions), notifications (tell the guest).
 */
export function orderPaymentFailed(
  payload: OrderPaymentFailedPayload,
  traceparent: string | null,
): EventEnvelope<OrderPaymentFailedPayload> {
  return integrationEvent('OrderPaymentFailed@1', payload.orderId, payload, traceparent);
}
