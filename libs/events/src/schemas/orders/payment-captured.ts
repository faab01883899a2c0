import { z } from 'zod';
import { OrderRefV1 } from './order-placed.js';

/**
 * `PaymentCaptured` v1 — published by `orders` (topic `Topics.orders`, through the outbox, in the
 * transaction that accepts the order): the guest's card was charged `capturedCents` and the
 * ledger received the order's gross, commission and processor fee. Aggregate id = `orderId`.
 */
export const PaymentCapturedV1 = OrderRefV1.extend({
  /** Charged, integer cents. */
  capturedCents: z.number().int().positive(),
  /** The platform's commission and the processor's fee, integer cents (≥ 0). */
  commissionCents: z.number().int().nonnegative(),
  processorFeeCents: z.number().int().nonnegative(),
  /**
   * What the platform paid the chef for a discount it funds, integer cents (added to v1 later,
   * additive: absent means none).
   */
  promotionFundingCents: z.number().int().nonnegative().nullish(),
  currency: z.string().length(3),
});

/** Payload of `PaymentCaptured` v1. */
export type PaymentCapturedPayload = z.infer<typeof PaymentCapturedV1>;
