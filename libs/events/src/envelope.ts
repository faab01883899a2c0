import { randomUUID } from 'node:crypto';

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

/** Builds a new envelope with a fresh id and `occurredAt = now`. */
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
    traceparent: input.traceparent ?? null,
  };
}
