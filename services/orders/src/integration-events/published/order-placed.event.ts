import { integrationEvent, type EventEnvelope, type OrderPlacedPayload } from '@hearth/events';

/**
 * `OrderPlaced` v1 — published on `Topics.orders` through the outbox, in the transaction of the order's
 * status change (aggregate id = the order id, so one order's events stay ordered): a guest checked out (order PLACED), in the transaction that writes the order and removes its cart lines. Consumers: sessions (reserves the stock).
 */
export function orderPlaced(
  payload: OrderPlacedPayload,
  traceparent: string | null,
): EventEnvelope<OrderPlacedPayload> {
  return integrationEvent('OrderPlaced@1', payload.orderId, payload, traceparent);
}
