import { z } from 'zod';

/**
 * Why `sessions` refused a reservation (nothing was reserved): the quantities were invalid, the
 * occurrence is unknown or past its order cutoff, its restaurant is not public (hidden, chef not
 * Active or no bank details, as sessions knows it), the order's total portions are outside the
 * session's order limit, a dish is below its per-order minimum, not in the session, or out of stock.
 * (`RESTAURANT_NOT_PUBLIC` was added to v1: orders, the one consumer, ships from the same source.)
 */
export const StockRejectionReasonV1 = z.enum([
  'INVALID_QUANTITY',
  'UNKNOWN_OCCURRENCE',
  'RESTAURANT_NOT_PUBLIC',
  'ORDER_CUTOFF_PASSED',
  'ORDER_LIMIT',
  'BELOW_DISH_MINIMUM',
  'UNKNOWN_DISH',
  'OUT_OF_STOCK',
]);

/**
 * `StockRejected` v1 — published by `sessions` (topic `Topics.sessions`, through the outbox, in the
 * same transaction as the inbox record of the `OrderPlaced` it answers) when an order's lines could
 * not all be reserved (the saga's stock step). Aggregate id = `orderId`.
 * Consumer: orders only (the order becomes REJECTED with the reason and orders publishes
 * `OrderRejected` in that transaction, so nobody learns of the outcome before orders committed it).
 */
export const StockRejectedV1 = z.object({
  orderId: z.uuid(),
  occurrenceId: z.uuid(),
  reason: StockRejectionReasonV1,
  /** The first dish that failed, or null when the reason is not about one dish. */
  dishId: z.uuid().nullable(),
});

/** Payload of `StockRejected` v1. */
export type StockRejectedPayload = z.infer<typeof StockRejectedV1>;
