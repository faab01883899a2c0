import { randomUUID } from 'node:crypto';
import { context, propagation } from '@opentelemetry/api';

/**
 * The envelope every integration event travels in.
 *
 * - `id`: UUID v4, unique per event; consumers de-duplicate on it (inbox).
 * - `type`: past-tense event name, e.g. `UserRegistered`.
 * - `version`: payload schema version (integer, starts at 1).
 * - `occurredAt`: ISO-8601 instant with time zone (always UTC, `Z`).
 * - `aggregateId`: id of the aggregate that changed; used as the Kafka message key so that one
 *   aggregate's events stay ordered.
 * - `payload`: the event body, validated by the zod schema registered for (`type`, `version`).
 * - `traceparent`: W3C trace context of the request that caused the event, or null.
 */
export interface EventEnvelope<P = unknown> {
  id: string;
  type: string;
  version: number;
  occurredAt: string;
  aggregateId: string;
  payload: P;
  traceparent: string | null;
}

/**
 * The W3C `traceparent` of the span active in this async context (the HTTP request or the event
 * handler the caller runs in), or null when none is (tracing off: OpenTelemetry's API is then a
 * no-op). How one checkout stays one trace across the outbox, Kafka and the next handler
 * (issue 27).
 */
function activeTraceparent(): string | null {
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  return carrier['traceparent'] ?? null;
}

/**
 * Builds a new envelope with a fresh id and `occurredAt = now`. Without a `traceparent` (absent
 * or null) it carries the active span's (`activeTraceparent`), so an event raised while handling
 * a request or another event continues that trace.
 */
export function createEnvelope<P>(input: {
  type: string;
  version: number;
  aggregateId: string;
  payload: P;
  traceparent?: string | null;
  occurredAt?: Date;
}): EventEnvelope<P> {
  return {
    id: randomUUID(),
    type: input.type,
    version: input.version,
    occurredAt: (input.occurredAt ?? new Date()).toISOString(),
    aggregateId: input.aggregateId,
    payload: input.payload,
    traceparent: input.traceparent ?? activeTraceparent(),
  };
}
