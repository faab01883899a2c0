import { createEnvelope, type EventEnvelope } from './envelope.js';
import type { EventPayload, EventSchemaKey } from './schemas/index.js';

/**
 * A new envelope of the registered event `key` (`${type}@${version}`, e.g. `'OrderPlaced@1'`),
 * the one way services build the events they publish: `type` and `version` come from the key,
 * the payload is typed by the schema registered under it (`eventSchemas`), `id` is fresh and
 * `occurredAt` is now.
 *
 * @param key the schema registry key of the event
 * @param aggregateId the id of the aggregate that changed (the Kafka key: one aggregate's events
 *   stay ordered)
 * @param payload the event body, of the registered schema's type (consumers validate it)
 * @param traceparent the W3C trace context of the request that caused the event, or null
 */
export function integrationEvent<K extends EventSchemaKey>(
  key: K,
  aggregateId: string,
  payload: EventPayload<K>,
  traceparent: string | null = null,
): EventEnvelope<EventPayload<K>> {
  const at = key.lastIndexOf('@');
  return createEnvelope({
    type: key.slice(0, at),
    version: Number(key.slice(at + 1)),
    aggregateId,
    payload,
    traceparent,
  });
}
