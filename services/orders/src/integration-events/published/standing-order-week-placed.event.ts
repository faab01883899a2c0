import {
  integrationEvent,
  type EventEnvelope,
  type StandingOrderWeekPlacedPayload,
} from '@hearth/events';

/**
 * `StandingOrderWeekPlaced` v1 — published on `Topics.orders` through the outbox (aggregate id =
 * the standing order id): a standing order's week has its order PENDING (stock reserved, card
 * held). Consumer: notifications (tells the guest).
 */
export function standingOrderWeekPlaced(
  payload: StandingOrderWeekPlacedPayload,
  traceparent: string | null,
): EventEnvelope<StandingOrderWeekPlacedPayload> {
  return integrationEvent(
    'StandingOrderWeekPlaced@1',
    payload.standingOrderId,
    payload,
    traceparent,
  );
}
