import { z } from 'zod';

/**
 * `RestaurantEstablished` v1 — published by `restaurants` (topic `Topics.restaurants`) when a chef
 * establishes a restaurant and again when these fields change (same payload, full state). Aggregate
 * id = `restaurantId`. Consumers: sessions (the `restaurant_owners` projection: who may schedule
 * cooking sessions for the restaurant, in which time zone, with which delivery/pickup options),
 * orders (`order_restaurants`: who sees the orders, the delivery terms that price and bound a
 * delivery checkout — ADR 0006 — and the cuisines a promotion may be limited to).
 *
 * The delivery terms were added to v1 as optional fields (additive: events written before them
 * simply lack them, and a consumer treats a missing term as "no delivery terms known").
 *
 * The visibility facts (`isChefActive`, `hasBankDetails`, `isHidden`) were added to v1 the same
 * way: restaurants publishes the event again whenever one of them changes (the chef approved or
 * rejected, bank details added, the restaurant hidden or shown), so sessions and orders apply the
 * one visibility rule of `@hearth/contracts` to their own copy without asking restaurants. An
 * event without them leaves a consumer's last known facts; a consumer that never saw them treats
 * the restaurant as not public.
 */
export const RestaurantEstablishedV1 = z.object({
  restaurantId: z.uuid(),
  /** The chef's user id (the owner). */
  ownerUserId: z.uuid(),
  slug: z.string(),
  name: z.string(),
  /** IANA time zone of the restaurant, e.g. `America/Toronto` (the default). */
  timeZone: z.string(),
  offersDelivery: z.boolean(),
  offersPickup: z.boolean(),
  /** Restaurant coordinates (WGS 84 degrees) for delivery distances, when known. */
  latitude: z.number().nullish(),
  longitude: z.number().nullish(),
  /** Delivery radius in km (0–100), when delivering. */
  deliveryRadiusKm: z.number().nullish(),
  /** Fixed delivery fee in integer cents, when delivering. */
  baseDeliveryFeeCents: z.number().int().nullish(),
  /** Extra delivery fee per km in integer cents (optional). */
  feePerKmCents: z.number().int().nullish(),
  /**
   * The restaurant's cuisine tags (added to v1 later, additive: an event without them leaves a
   * consumer's last known cuisines as they were).
   */
  cuisines: z.array(z.string()).nullish(),
  /** The owner's chef status is ACTIVE (approved by an admin). */
  isChefActive: z.boolean().nullish(),
  /** The owner has bank details on file. */
  hasBankDetails: z.boolean().nullish(),
  /** The chef hid the restaurant. */
  isHidden: z.boolean().nullish(),
  /**
   * The restaurant's postal code (added to v1 later, additive): orders reads the province of a
   * pickup's place of supply from it (docs/rules/tax.md). Missing: the consumer's last known one.
   */
  postalCode: z.string().nullish(),
});

/** Payload of `RestaurantEstablished` v1. */
export type RestaurantEstablishedPayload = z.infer<typeof RestaurantEstablishedV1>;
