import {
  integrationEvent,
  type EventEnvelope,
  type PayoutRecipientCreatedPayload,
} from '@hearth/events';

/**
 * `PayoutRecipientCreated` v1 — published (topic `Topics.users`, through the outbox, in the
 * transaction that records Wise's answer) when Wise has made a recipient account from the chef's
 * latest saved bank details. Carries Wise's recipient id and the account's last 4 digits, never
 * the account. Aggregate id = the chef's user id. Consumer: orders (the account payouts go to).
 */
export function payoutRecipientCreated(
  userId: string,
  recipientId: number,
  accountLast4: string,
): EventEnvelope<PayoutRecipientCreatedPayload> {
  return integrationEvent(
    'PayoutRecipientCreated@1',
    userId,
    { userId, provider: 'wise', recipientId, accountLast4 },
    null,
  );
}
