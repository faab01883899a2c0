import {
  integrationEvent,
  type EventEnvelope,
  type StandingOrderWeekMissedPayload,
} from '@hearth/events';

/**
 * `StandingOrderWeekMissed` v1 — published on `Topics.orders` through the outbox (aggregate id =
 * the standing order id): a standing order's week could not be placed (no stock, card declined,
 * refused); the standing order goes on next week. Consumer: notifications (tells the guest).
 */
export function standingOrderWeekMissed(
  payload: StandingOrderWeekMissedPayload,
  traceparent: string | null,
): EventEnvelope<StandingOrderWeekMissedPayload> {
  return integrationEvent(
    'StandingOrderWeekMissed@1',
    payload.standingOrderId,
    payload,
    traceparent,
  );
}
