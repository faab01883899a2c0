import { integrationEvent, type EventEnvelope, type OrderRejectedPayload } from '@hearth/events';

/**
 * `OrderRejected` v1 — published on `Topics.orders` through the outbox, in the transaction of the order's
 * status change (aggregate id = the order id, so one order's events stay ordered): stock could not be reserved (`StockRejected`), with the reason. Consumers: notifications (tells the guest).
 */
export function orderRejected(
  payload: OrderRejectedPayload,
  traceparent: string | null,
): EventEnvelope<OrderRejectedPayload> {
  return integrationEvent('OrderRejected@1', payload.orderId, payload, traceparent);
}
