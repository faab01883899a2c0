import {
  integrationEvent,
  type EventEnvelope,
  type OccurrenceWithdrawnPayload,
} from '@hearth/events';

/**
 * `OccurrenceWithdrawn` v1 — published (topic `Topics.sessions`, through the outbox, in the
 * transaction of the session edit that deleted the occurrence). Aggregate id = the occurrence id.
 * Consumers: orders (cart lines for it become unavailable at once).
 */
export function occurrenceWithdrawn(
  payload: OccurrenceWithdrawnPayload,
  traceparent: string | null = null,
): EventEnvelope<OccurrenceWithdrawnPayload> {
  return integrationEvent('OccurrenceWithdrawn@1', payload.occurrenceId, payload, traceparent);
}
