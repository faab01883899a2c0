import { integrationEvent, type EventEnvelope, type StockRejectedPayload } from '@hearth/events';

/**
 * `StockRejected` v1 — published on `Topics.sessions` (through the outbox, in the transaction that
 * records the `OrderPlaced` it answers) when an order could not be reserved; nothing was reserved.
 * Aggregate id = the order id. Consumers: orders (order → REJECTED with the reason), notifications.
 */
export function stockRejected(
  payload: StockRejectedPayload,
  traceparent: string | null,
): EventEnvelope<StockRejectedPayload> {
  return integrationEvent('StockRejected@1', payload.orderId, payload, traceparent);
}
