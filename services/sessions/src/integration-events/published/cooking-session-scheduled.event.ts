import {
  integrationEvent,
  type CookingSessionScheduledPayload,
  type EventEnvelope,
} from '@hearth/events';

/**
 * `CookingSessionScheduled` v1 — published (topic `Topics.sessions`, through the outbox, in the
 * transaction of every createCookingSession / updateCookingSession) with the session's current
 * dish ids and the end of its last occurrence (ISO-8601; null when the schedule has no end).
 * Aggregate id = the session id. Consumers: restaurants (a dish in an upcoming session cannot be
 * deleted, only archived).
 */
export function cookingSessionScheduled(
  payload: {
    sessionId: string;
    restaurantId: string;
    dishIds: string[];
    lastOccurrenceEndsAt: Date | null;
  },
  traceparent: string | null = null,
): EventEnvelope<CookingSessionScheduledPayload> {
  return integrationEvent(
    'CookingSessionScheduled@1',
    payload.sessionId,
    {
      sessionId: payload.sessionId,
      restaurantId: payload.restaurantId,
      dishIds: payload.dishIds,
      lastOccurrenceEndsAt: payload.lastOccurrenceEndsAt?.toISOString() ?? null,
    },
    traceparent,
  );
}
