import { z } from 'zod';
import { OrderLineV1, OrderRefV1 } from './order-placed.js';

/**
 * `OrderDeclined` v1 — published by `orders` (topic `Topics.orders`, through the outbox, in the same
 * transaction as the status change) when the chef declines a PENDING order with a reason
 * (docs/rules/orders-and-sessions.md#order-states). Aggregate id = `orderId`.
 * Consumers: sessions (releases the order's reserved portions, once), notifications (tell the
 * guest; e-mail).
 */
export const OrderDeclinedV1 = OrderRefV1.extend({
  lines: z.array(OrderLineV1).min(1),
  /** The chef's reason, shown to the guest. */
  reason: z.string(),
});

/** Payload of `OrderDeclined` v1. */
export type OrderDeclinedPayload = z.infer<typeof OrderDeclinedV1>;
