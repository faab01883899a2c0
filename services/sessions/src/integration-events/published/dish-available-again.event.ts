import {
  integrationEvent,
  type DishAvailableAgainPayload,
  type EventEnvelope,
} from '@hearth/events';

/**
 * `DishAvailableAgain` v1 — published (topic `Topics.sessions`, through the outbox, in the
 * transaction that freed or added the portions and marked the named guests told;
 * `tellWaitingGuests`). Aggregate id = the occurrence id. Consumer: notifications (tells each
 * guest in the app and by e-mail; docs/rules/notify-me.md).
 */
export function dishAvailableAgain(
  payload: DishAvailableAgainPayload,
  traceparent: string | null = null,
): EventEnvelope<DishAvailableAgainPayload> {
  return integrationEvent('DishAvailableAgain@1', payload.occurrenceId, payload, traceparent);
}
