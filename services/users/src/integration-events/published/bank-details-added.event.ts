import { integrationEvent, type BankDetailsAddedPayload, type EventEnvelope } from '@hearth/events';

/**
 * `BankDetailsAdded` v1 — published (topic `Topics.users`, through the outbox, in the same
 * transaction as the save) each time a chef saves bank details, first time or replacement. Only the
 * fact travels, never account data. Aggregate id = the chef's user id. Consumers: restaurants
 * (public visibility, docs/rules/catalogue.md#visibility).
 */
export function bankDetailsAdded(
  userId: string,
  traceparent: string | null = null,
): EventEnvelope<BankDetailsAddedPayload> {
  return integrationEvent('BankDetailsAdded@1', userId, { userId }, traceparent);
}
