import { z } from 'zod';

/**
 * `PayoutPaid` v1 — published by `orders` (topic `Topics.orders`, through the outbox, in the
 * transaction that marks the payout PAID): the payout provider accepted the transfer of
 * `amountCents` to the chef's bank account (`transferId` is the provider's reference). Aggregate
 * id = `payoutId`. Consumers: none yet.
 */
export const PayoutPaidV1 = z.object({
  payoutId: z.uuid(),
  chefId: z.uuid(),
  amountCents: z.number().int().positive(),
  currency: z.string().length(3),
  transferId: z.string().min(1),
  paidAt: z.iso.datetime({ offset: true }),
});

/** Payload of `PayoutPaid` v1. */
export type PayoutPaidPayload = z.infer<typeof PayoutPaidV1>;
