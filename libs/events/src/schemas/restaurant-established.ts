import { z } from 'zod';

/**
 * `RestaurantEstablished` v1 — published by `restaurants` (topic `Topics.restaurants`) when a chef
 * establishes a restaurant (SPEC §7 EstablishRestaurant) and again when these fields change (same
 * payload, full state). Aggregate id = `restaurantId`. Consumers: sessions (the
 * `restaurant_owners` projection: who may schedule cooking sessions for the restaurant, in which
 * time zone, with which delivery/pickup options).
 */
export const RestaurantEstablishedV1 = z.object({
  restaurantId: z.uuid(),
  /** The chef's user id (the owner). */
  ownerUserId: z.uuid(),
  slug: z.string(),
  name: z.string(),
  /** IANA time zone of the restaurant, e.g. `America/Toronto` (ARCHITECTURE §4 default). */
  timeZone: z.string(),
  offersDelivery: z.boolean(),
  offersPickup: z.boolean(),
});

/** Payload of `RestaurantEstablished` v1. */
export type RestaurantEstablishedPayload = z.infer<typeof RestaurantEstablishedV1>;
