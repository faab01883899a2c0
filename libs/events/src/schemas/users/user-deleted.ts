import { z } from 'zod';

/**
 * `UserDeleted` v1 — published by `users` (topic `Topics.users`, in the transaction that
 * anonymises the account) when a user deletes their account. Aggregate id = `userId`.
 *
 * Every service holding personal data about the user erases or anonymises it on this event:
 * orders (delivery addresses and instructions, cart, the payment stand-in's e-mail; totals and
 * the ledger stay), notifications (in-app notifications and the contact projection), admin (guest
 * projection, waitlists, newsletter subscriptions and recipient addresses), restaurants
 * (favourites; reviews stay and show 'Former guest'), sessions (Notify me waits). `email` is the
 * address the account had, for the rows keyed by address (waitlists, newsletter); it travels only
 * in this event and the outbox row, which is pruned like every other.
 */
export const UserDeletedV1 = z.object({
  userId: z.uuid(),
  email: z.string(),
  role: z.enum(['Guest', 'Chef', 'Admin']),
});

/** Payload of `UserDeleted` v1. */
export type UserDeletedPayload = z.infer<typeof UserDeletedV1>;
