import {
  integrationEvent,
  type ChefTaxNumberChangedPayload,
  type EventEnvelope,
} from '@hearth/events';

/**
 * `ChefTaxNumberChanged` v1 — published (topic `Topics.users`, through the outbox, in the same
 * transaction as the save) each time a chef sets, changes or removes their GST/HST number
 * (`gstHstNumber` compact, `123456782RT0001`, or null). Aggregate id = the chef's user id.
 * Consumer: orders (who supplies the chef's orders for GST/HST, docs/rules/tax.md).
 */
export function chefTaxNumberChanged(
  userId: string,
  gstHstNumber: string | null,
  traceparent: string | null = null,
): EventEnvelope<ChefTaxNumberChangedPayload> {
  return integrationEvent('ChefTaxNumberChanged@1', userId, { userId, gstHstNumber }, traceparent);
}
