import { z } from 'zod';
import { OrderRefV1 } from './order-placed.js';

/**
 * `TipAdded` v1 — published by `orders` (topic `Topics.orders`, through the outbox, in the
 * transaction that records the tip and its ledger entries): a guest tipped the chef of a COMPLETED
 * order, charged on its own (docs/rules/payments.md#tips). A tip given at checkout is part of the
 * order and has no event of its own. Aggregate id = `orderId`.
 * Consumers: notifications (tells the chef in the app).
 */
export const TipAddedV1 = OrderRefV1.extend({
  tipId: z.uuid(),
  /** The tip charged, integer cents; all of it is the chef's. */
  amountCents: z.number().int().positive(),
  currency: z.string().length(3),
});

/** Payload of `TipAdded` v1. */
export type TipAddedPayload = z.infer<typeof TipAddedV1>;
