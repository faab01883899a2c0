import { z } from 'zod';
import { OrderRefV1 } from './order-placed.js';

/**
 * `PaymentAuthorized` v1 — published by `orders` (topic `Topics.orders`, through the outbox, in the
 * transaction that moves the order PLACED → PENDING): the processor holds `amountCents` on the
 * guest's card for the order total. Aggregate id = `orderId`.
 */
export const PaymentAuthorizedV1 = OrderRefV1.extend({
  /** The amount held, integer cents. */
  amountCents: z.number().int().positive(),
  /** Lower-case ISO currency (`cad`). */
  currency: z.string().length(3),
  /** The processor adapter (`stripe`, `local-test`) and its payment id. */
  processor: z.string().min(1),
  processorPaymentId: z.string().min(1),
});

/** Payload of `PaymentAuthorized` v1. */
export type PaymentAuthorizedPayload = z.infer<typeof PaymentAuthorizedV1>;
