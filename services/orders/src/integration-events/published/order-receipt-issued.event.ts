import {
  integrationEvent,
  type EventEnvelope,
  type OrderReceiptIssuedPayload,
} from '@hearth/events';

/**
 * `OrderReceiptIssued` v1 — published on `Topics.orders` through the outbox, in the transaction
 * that accepts the order and charges the card (aggregate id = the order id): the guest's receipt,
 * whole. Consumer: notifications (the receipt e-mail).
 */
export function orderReceiptIssued(
  payload: OrderReceiptIssuedPayload,
  traceparent: string | null,
): EventEnvelope<OrderReceiptIssuedPayload> {
  return integrationEvent('OrderReceiptIssued@1', payload.orderId, payload, traceparent);
}
