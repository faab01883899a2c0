import { z } from 'zod';

/**
 * `StockReserved` v1 — published by `sessions` (topic `Topics.sessions`, through the outbox, in the
 * same transaction as the reservation) when every line of an `OrderPlaced` was reserved from the
 * occurrence's stock (the saga's stock step). Aggregate id = `orderId`.
 * Consumer: orders only (the order becomes PENDING and orders publishes `OrderPending` in that
 * transaction, so nobody learns of the outcome before orders has committed it).
 */
export const StockReservedV1 = z.object({
  orderId: z.uuid(),
  occurrenceId: z.uuid(),
});

/** Payload of `StockReserved` v1. */
export type StockReservedPayload = z.infer<typeof StockReservedV1>;
