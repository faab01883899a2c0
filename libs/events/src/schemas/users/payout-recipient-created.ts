import { z } from 'zod';

/**
 * `PayoutRecipientCreated` v1 — published by `users` (topic `Topics.users`, through the outbox)
 * when the payout provider (Wise) has accepted a chef's saved bank details as a recipient account.
 * It follows that save's `BankDetailsAdded`; only the provider's recipient id travels (plus the
 * last 4 digits already in `BankDetailsAdded`), never the account itself. Aggregate id = `userId`.
 * Consumer: orders (`payout_bank_accounts.provider_recipient_id`, the account Wise payouts go to;
 * docs/rules/payments.md#payouts).
 */
export const PayoutRecipientCreatedV1 = z.object({
  userId: z.uuid(),
  /** The payout provider that holds the recipient (only Wise today). */
  provider: z.literal('wise'),
  /** The provider's recipient account id (Wise's `id` of `POST /v1/accounts`). */
  recipientId: z.number().int().positive(),
  /** The last 4 digits of the account the recipient was made from. */
  accountLast4: z.string().regex(/^\d{4}$/),
});

/** Payload of `PayoutRecipientCreated` v1. */
export type PayoutRecipientCreatedPayload = z.infer<typeof PayoutRecipientCreatedV1>;
