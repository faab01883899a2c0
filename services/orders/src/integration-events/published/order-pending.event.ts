import { integrationEvent, type EventEnvelope, type OrderPendingPayload } from '@hearth/events';

/**
 * `OrderPending` v1 — published on `Topics.orders` through the outbox, in the transaction of the order's
 * status change (aggregate id = the order id, so one order's events stay ordered): stock is reserved (`StockReserved`), the order waits for the chef. Consumers: notifications (tells the chef).
 */
export function orderPending(
  payload: OrderPendingPayload,
  traceparent: string | null,
): EventEnvelope<OrderPendingPayload> {
  return integrationEvent('OrderPending@1', payload.orderId, payload, traceparent);
}
