import { z } from 'zod';
import { FulfilmentV1, OrderRefV1 } from './order-placed.js';

/**
 * `OrderPending` v1 — published by `orders` (topic `Topics.orders`, through the outbox, in the same
 * transaction that moves the order PLACED → PENDING on `StockReserved`) when sessions reserved every
 * line: the order is confirmed to the chef and waits for their decision (the saga's last
 * step). Published once per order (only by the update that changed the row). Aggregate id =
 * `orderId`; the envelope's `occurredAt` is when the order became PENDING.
 * Consumers: notifications (tell the chef 'New order …'; push the change to both sides' browsers,
 * which then read PENDING since orders has committed).
 */
export const OrderPendingV1 = OrderRefV1.extend({
  fulfilment: FulfilmentV1,
  /** Σ quantity over the order's lines, an integer ≥ 1. */
  portions: z.number().int().min(1),
  /** subtotalCents + deliveryFeeCents, integer cents. */
  totalCents: z.number().int().min(0),
});

/** Payload of `OrderPending` v1. */
export type OrderPendingPayload = z.infer<typeof OrderPendingV1>;
