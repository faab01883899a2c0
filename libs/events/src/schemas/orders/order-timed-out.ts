import { z } from 'zod';
import { OrderLineV1, OrderRefV1 } from './order-placed.js';

/**
 * `OrderTimedOut` v1 — published by `orders` (topic `Topics.orders`, through the outbox, in the
 * transaction that moves the order PLACED → REJECTED and puts its lines back in the guest's cart)
 * when no stock answer came within the confirmation timeout (e.g. the reservation request was
 * dead-lettered). It follows the order's `OrderPlaced` on the same partition, so sessions has
 * handled that one first. Aggregate id = `orderId`. Consumers: sessions (releases the portions if
 * it reserved them, once), notifications (tell the guest).
 */
export const OrderTimedOutV1 = OrderRefV1.extend({
  lines: z.array(OrderLineV1).min(1),
  /** The guest-facing reason. */
  message: z.string().min(1),
});

/** Payload of `OrderTimedOut` v1. */
export type OrderTimedOutPayload = z.infer<typeof OrderTimedOutV1>;
