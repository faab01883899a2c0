import { z } from 'zod';
import { OrderLineV1, OrderRefV1 } from './order-placed.js';

/**
 * `OrderPaymentFailed` v1 — published by `orders` (topic `Topics.orders`, through the outbox, in the
 * transaction that moves the order PLACED → REJECTED and puts its lines back in the guest's cart)
 * when the processor declined the card after sessions had reserved the stock. Aggregate id =
 * `orderId`. Consumers: sessions (releases the reserved portions, once), notifications (tell the
 * guest why).
 */
export const OrderPaymentFailedV1 = OrderRefV1.extend({
  lines: z.array(OrderLineV1).min(1),
  /** The processor's code (`card_declined`, `insufficient_funds`, …). */
  code: z.string().min(1),
  /** The guest-facing reason, as the processor gave it. */
  message: z.string().min(1),
});

/** Payload of `OrderPaymentFailed` v1. */
export type OrderPaymentFailedPayload = z.infer<typeof OrderPaymentFailedV1>;
