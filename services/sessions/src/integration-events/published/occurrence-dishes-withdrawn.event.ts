import {
  integrationEvent,
  type EventEnvelope,
  type OccurrenceDishesWithdrawnPayload,
} from '@hearth/events';

/**
 * `OccurrenceDishesWithdrawn` v1 — published (topic `Topics.sessions`, through the outbox, in the
 * transaction of the session edit that removed the dishes from the occurrence). Aggregate id = the
 * occurrence id, so it stays in order with that occurrence's `OccurrenceStockChanged`.
 * Consumers: orders (cart lines for those dishes become unavailable at once).
 */
export function occurrenceDishesWithdrawn(
  payload: OccurrenceDishesWithdrawnPayload,
  traceparent: string | null = null,
): EventEnvelope<OccurrenceDishesWithdrawnPayload> {
  return integrationEvent(
    'OccurrenceDishesWithdrawn@1',
    payload.occurrenceId,
    payload,
    traceparent,
  );
}
