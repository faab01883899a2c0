import { integrationEvent, type EventEnvelope, type OrderTimedOutPayload } from '@hearth/events';

/**
 * `OrderTimedOut` v1 — published on `Topics.orders` through the outbox, in the transaction that
 * rejects a PLACED order whose stock answer never came (aggregate id = the order id, so it
 * follows the order's `OrderPlaced`). Consumers: sessions (release), notifications (tell the guest).
 */
export function orderTimedOut(
  payload: OrderTimedOutPayload,
  traceparent: string | null,
): EventEnvelope<OrderTimedOutPayload> {
  return integrationEvent('OrderTimedOut@1', payload.orderId, payload, traceparent);
}
