import { z } from 'zod';

/**
 * `DishDeleted` v1 — published by `restaurants` (topic `Topics.restaurants`, same transaction) when
 * a chef deletes (after confirming) a dish that is in no upcoming cooking session.
 * Aggregate id = `dishId`. Consumers: sessions (drop it from `restaurant_dishes`).
 */
export const DishDeletedV1 = z.object({
  dishId: z.uuid(),
  restaurantId: z.uuid(),
});

/** Payload of `DishDeleted` v1. */
export type DishDeletedPayload = z.infer<typeof DishDeletedV1>;
