import { integrationEvent, type BankDetailsAddedPayload, type EventEnvelope } from '@hearth/events';

/**
 * `BankDetailsAdded` v1 — published (topic `Topics.users`, through the outbox, in the same
 * transaction as the save) each time a chef saves bank details, first time or replacement. Only the
 * fact and the last 4 digits of the account number travel, never the account itself. Aggregate
 * id = the chef's user id. Consumers: restaurants (public visibility,
 * docs/rules/catalogue.md#visibility), orders (payouts, and the last 4 digits admins see).
 */
export function bankDetailsAdded(
  userId: string,
  traceparent: string | null = null,
  accountLast4?: string,
): EventEnvelope<BankDetailsAddedPayload> {
  const payload = accountLast4 === undefined ? { userId } : { userId, accountLast4 };
  return integrationEvent('BankDetailsAdded@1', userId, payload, traceparent);
}
