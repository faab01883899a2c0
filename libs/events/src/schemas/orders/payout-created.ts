import { z } from 'zod';

/**
 * `PayoutCreated` v1 — published by `orders` (topic `Topics.orders`, through the outbox, in the
 * transaction of the payout run that wrote it): a payout of `amountCents` to the chef was created
 * (PENDING, waiting for an admin) for `orderCount` completed orders whose money had not been paid
 * out yet, up to `periodEnd`; their PAYOUT ledger entries were written in the same transaction.
 * Aggregate id = `payoutId`. Times are ISO-8601 with an offset. Consumers: none yet.
 */
export const PayoutCreatedV1 = z.object({
  payoutId: z.uuid(),
  chefId: z.uuid(),
  periodStart: z.iso.datetime({ offset: true }),
  periodEnd: z.iso.datetime({ offset: true }),
  orderCount: z.number().int().positive(),
  /** What the chef is paid, integer cents (> 0). */
  amountCents: z.number().int().positive(),
  currency: z.string().length(3),
});

/** Payload of `PayoutCreated` v1. */
export type PayoutCreatedPayload = z.infer<typeof PayoutCreatedV1>;
