import {
  integrationEvent,
  type OrderAcceptedPayload,
  type OrderCancelledPayload,
  type OrderCompletedPayload,
  type OrderDeclinedPayload,
  type OrderPendingPayload,
  type OrderPlacedPayload,
  type OrderRejectedPayload,
} from '@hearth/events';

/**
 * The events orders publishes on `Topics.orders` (through the outbox, each in the transaction of
 * its status change; aggregate id = the order id, so one order's events stay ordered). Consumers
 * are listed on each schema in libs/events (sessions reserves/releases; notifications tells).
 */
export const OrderEvents = {
  /** `OrderPlaced` v1: a guest checked out (order PLACED). */
  placed: (p: OrderPlacedPayload, tp: string | null) =>
    integrationEvent('OrderPlaced@1', p.orderId, p, tp),
  /** `OrderPending` v1: stock is reserved (`StockReserved`), the order waits for the chef. */
  pending: (p: OrderPendingPayload, tp: string | null) =>
    integrationEvent('OrderPending@1', p.orderId, p, tp),
  /** `OrderRejected` v1: stock could not be reserved (`StockRejected`), with the reason. */
  rejected: (p: OrderRejectedPayload, tp: string | null) =>
    integrationEvent('OrderRejected@1', p.orderId, p, tp),
  /** `OrderAccepted` v1: the chef accepted a PENDING order. */
  accepted: (p: OrderAcceptedPayload, tp: string | null) =>
    integrationEvent('OrderAccepted@1', p.orderId, p, tp),
  /** `OrderDeclined` v1: the chef declined a PENDING order (stock is released). */
  declined: (p: OrderDeclinedPayload, tp: string | null) =>
    integrationEvent('OrderDeclined@1', p.orderId, p, tp),
  /** `OrderCancelled` v1: the guest cancelled a PENDING order (stock is released). */
  cancelled: (p: OrderCancelledPayload, tp: string | null) =>
    integrationEvent('OrderCancelled@1', p.orderId, p, tp),
  /** `OrderCompleted` v1: the chef completed an ACCEPTED order. */
  completed: (p: OrderCompletedPayload, tp: string | null) =>
    integrationEvent('OrderCompleted@1', p.orderId, p, tp),
} as const;
