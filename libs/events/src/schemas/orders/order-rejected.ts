import { z } from 'zod';
import { OrderRefV1 } from './order-placed.js';
import { StockRejectionReasonV1 } from '../sessions/stock-rejected.js';

/**
 * `OrderRejected` v1 — published by `orders` (topic `Topics.orders`, through the outbox, in the same
 * transaction that moves the order PLACED → REJECTED on `StockRejected` and puts its lines back in
 * the guest's cart) when sessions could not reserve every line (the saga's last step).
 * Published once per order (only by the update that changed the row). Aggregate id = `orderId`;
 * the envelope's `occurredAt` is when the order was rejected.
 * Consumers: notifications (tell the guest with the reason; push the change to both sides).
 */
export const OrderRejectedV1 = OrderRefV1.extend({
  /** Why sessions refused the reservation (the `StockRejected` reason code). */
  reason: StockRejectionReasonV1,
  /** The guest-facing text of `reason` (`rejectionMessage` of `@hearth/contracts`). */
  reasonMessage: z.string().min(1),
  /** The first dish that failed, or null when the reason is not about one dish. */
  dishId: z.uuid().nullable(),
});

/** Payload of `OrderRejected` v1. */
export type OrderRejectedPayload = z.infer<typeof OrderRejectedV1>;
