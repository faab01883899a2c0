import { z } from 'zod';
import { OrderRefV1 } from './order-placed.js';

/**
 * `PaymentRefunded` v1 — published by `orders` (topic `Topics.orders`, through the outbox, in the
 * transaction that records the refund and its ledger entries): an admin refunded part or all of a
 * charged order. Aggregate id = `orderId`.
 */
export const PaymentRefundedV1 = OrderRefV1.extend({
  refundId: z.uuid(),
  /** This refund and every refund of the order so far, integer cents. */
  amountCents: z.number().int().positive(),
  totalRefundedCents: z.number().int().positive(),
  currency: z.string().length(3),
  /** The admin's reason, shown to the guest, or null. */
  reason: z.string().nullable(),
});

/** Payload of `PaymentRefunded` v1. */
export type PaymentRefundedPayload = z.infer<typeof PaymentRefundedV1>;
