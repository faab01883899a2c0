import { integrationEvent, type EventEnvelope, type StockReservedPayload } from '@hearth/events';

/**
 * `StockReserved` v1 — published on `Topics.sessions` (through the outbox, in the transaction of the
 * reservation) when every line of an order was reserved. Aggregate id = the order id.
 * Consumers: orders (order → PENDING), notifications.
 */
export function stockReserved(
  payload: StockReservedPayload,
  traceparent: string | null,
): EventEnvelope<StockReservedPayload> {
  return integrationEvent('StockReserved@1', payload.orderId, payload, traceparent);
}
