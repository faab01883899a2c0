import {
  createEnvelope,
  EventTypes,
  type DishDeletedPayload,
  type EventEnvelope,
} from '@hearth/events';

/**
 * `DishDeleted` v1 — published on `Topics.restaurants` through the outbox, in the same transaction
 * as the delete, when a chef deletes a dish that is in no upcoming cooking session (SPEC §2).
 * Aggregate id = the dish id.
 */
export function dishDeleted(
  dish: { id: string; restaurantId: string },
  traceparent: string | null = null,
): EventEnvelope<DishDeletedPayload> {
  return createEnvelope<DishDeletedPayload>({
    type: EventTypes.DishDeleted,
    version: 1,
    aggregateId: dish.id,
    traceparent,
    payload: { dishId: dish.id, restaurantId: dish.restaurantId },
  });
}
