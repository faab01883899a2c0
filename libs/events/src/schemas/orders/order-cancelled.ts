import { z } from 'zod';
import { OrderLineV1, OrderRefV1 } from './order-placed.js';

/**
 * `OrderCancelled` v1 — published by `orders` (topic `Topics.orders`, through the outbox, in the
 * same transaction as the status change) when the guest cancels a PENDING order (after
 * confirming 'Do you want to cancel the order?'). Aggregate id = `orderId`.
 * Consumers: sessions (releases the order's reserved portions, once), notifications (tell the chef).
 */
export const OrderCancelledV1 = OrderRefV1.extend({
  lines: z.array(OrderLineV1).min(1),
});

/** Payload of `OrderCancelled` v1. */
export type OrderCancelledPayload = z.infer<typeof OrderCancelledV1>;
