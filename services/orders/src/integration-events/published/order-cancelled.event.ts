import { integrationEvent, type EventEnvelope, type OrderCancelledPayload } from '@hearth/events';

/**
 * `OrderCancelled` v1 — published on `Topics.orders` through the outbox, in the transaction of the order's
 * status change (aggregate id = the order id, so one order's events stay ordered): the guest cancelled a PENDING order. Consumers: sessions (releases the stock), notifications.
 */
export function orderCancelled(
  payload: OrderCancelledPayload,
  traceparent: string | null,
): EventEnvelope<OrderCancelledPayload> {
  return integrationEvent('OrderCancelled@1', payload.orderId, payload, traceparent);
}
