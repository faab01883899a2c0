import { integrationEvent, type EventEnvelope, type TipAddedPayload } from '@hearth/events';

/**
 * `TipAdded` v1 — published on `Topics.orders` through the outbox, in the transaction that records
 * a tip given after completion (aggregate id = the order id, so one order's events stay ordered).
 * Consumers: notifications (tell the chef).
 */
export function tipAdded(
  payload: TipAddedPayload,
  traceparent: string | null,
): EventEnvelope<TipAddedPayload> {
  return integrationEvent('TipAdded@1', payload.orderId, payload, traceparent);
}
