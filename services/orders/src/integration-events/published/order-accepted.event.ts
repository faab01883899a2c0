import { integrationEvent, type EventEnvelope, type OrderAcceptedPayload } from '@hearth/events';

/**
 * `OrderAccepted` v1 — published on `Topics.orders` through the outbox, in the transaction of the order's
 * status change (aggregate id = the order id, so one order's events stay ordered): the chef accepted a PENDING order. Consumers: notifications.
 */
export function orderAccepted(
  payload: OrderAcceptedPayload,
  traceparent: string | null,
): EventEnvelope<OrderAcceptedPayload> {
  return integrationEvent('OrderAccepted@1', payload.orderId, payload, traceparent);
}
