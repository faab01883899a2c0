import { integrationEvent, type EventEnvelope, type OrderDeclinedPayload } from '@hearth/events';

/**
 * `OrderDeclined` v1 — published on `Topics.orders` through the outbox, in the transaction of the order's
 * status change (aggregate id = the order id, so one order's events stay ordered): the chef declined a PENDING order, with the reason. Consumers: sessions (releases the stock), notifications.
 */
export function orderDeclined(
  payload: OrderDeclinedPayload,
  traceparent: string | null,
): EventEnvelope<OrderDeclinedPayload> {
  return integrationEvent('OrderDeclined@1', payload.orderId, payload, traceparent);
}
