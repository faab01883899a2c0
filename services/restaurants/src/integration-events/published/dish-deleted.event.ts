import { integrationEvent, type DishDeletedPayload, type EventEnvelope } from '@hearth/events';

/**
 * `DishDeleted` v1 — published on `Topics.restaurants` through the outbox, in the same transaction
 * as the delete, when a chef deletes a dish that is in no upcoming cooking session.
 * Aggregate id = the dish id.
 */
export function dishDeleted(
  dish: { id: string; restaurantId: string },
  traceparent: string | null = null,
): EventEnvelope<DishDeletedPayload> {
  return integrationEvent(
    'DishDeleted@1',
    dish.id,
    { dishId: dish.id, restaurantId: dish.restaurantId },
    traceparent,
  );
}
