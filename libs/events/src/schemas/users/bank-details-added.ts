import { z } from 'zod';

/**
 * `BankDetailsAdded` v1 — published by `users` (topic `Topics.users`, same transaction) when a chef
 * saves bank details, first time or update. No account data travels: only the fact. Aggregate id =
 * `userId`. Consumers: restaurants (public visibility: a restaurant is public only when its chef is
 * Active, bank details are filled and it is not hidden).
 */
export const BankDetailsAddedV1 = z.object({
  userId: z.uuid(),
});

/** Payload of `BankDetailsAdded` v1. */
export type BankDetailsAddedPayload = z.infer<typeof BankDetailsAddedV1>;
