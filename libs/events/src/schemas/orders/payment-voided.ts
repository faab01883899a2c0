import { z } from 'zod';
import { OrderRefV1 } from './order-placed.js';

/**
 * `PaymentVoided` v1 — published by `orders` (topic `Topics.orders`, through the outbox) when the
 * hold on the guest's card was released because the order ended without being accepted
 * (declined, cancelled, or not answered before its cutoff). Aggregate id = `orderId`.
 */
export const PaymentVoidedV1 = OrderRefV1.extend({
  /** The amount that was held and is released, integer cents. */
  amountCents: z.number().int().positive(),
  currency: z.string().length(3),
});

/** Payload of `PaymentVoided` v1. */
export type PaymentVoidedPayload = z.infer<typeof PaymentVoidedV1>;
