import { integrationEvent, type EventEnvelope, type OrderCompletedPayload } from '@hearth/events';

/**
 * `OrderCompleted` v1 — published on `Topics.orders` through the outbox, in the transaction of the order's
 * status change (aggregate id = the order id, so one order's events stay ordered): the chef completed an ACCEPTED order. Consumers: restaurants (the guest may review), notifications.
 */
export function orderCompleted(
  payload: OrderCompletedPayload,
  traceparent: string | null,
): EventEnvelope<OrderCompletedPayload> {
  return integrationEvent('OrderCompleted@1', payload.orderId, payload, traceparent);
}
