import { z } from 'zod';

/**
 * `BankDetailsAdded` v1 — published by `users` (topic `Topics.users`, same transaction) when a chef
 * saves bank details, first time or update. No account data travels: only the fact and, optionally,
 * the last 4 digits of the account number (what admins see beside a payout). Aggregate id =
 * `userId`. Consumers: restaurants (public visibility: a restaurant is public only when its chef is
 * Active, bank details are filled and it is not hidden), orders (payouts go only to chefs with bank
 * details; the last 4 digits are shown to admins).
 */
export const BankDetailsAddedV1 = z.object({
  userId: z.uuid(),
  /** The last 4 digits of the account number (optional: older events do not carry them). */
  accountLast4: z
    .string()
    .regex(/^\d{4}$/)
    .optional(),
});

/** Payload of `BankDetailsAdded` v1. */
export type BankDetailsAddedPayload = z.infer<typeof BankDetailsAddedV1>;
