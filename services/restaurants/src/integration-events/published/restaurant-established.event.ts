import {
  integrationEvent,
  type EventEnvelope,
  type RestaurantEstablishedPayload,
} from '@hearth/events';
import type { RestaurantEntity } from '../../public-catalog/restaurant.entity.js';
import type { ChefStanding } from '../../standing/chef-standing.entity.js';

/**
 * `RestaurantEstablished` v1 — published on `Topics.restaurants` (through the outbox, in the same
 * transaction as the row) when a chef establishes a restaurant and again on every update, with
 * the full current state, delivery terms included (coordinates, radius in km, fees in integer
 * cents), the postal code (orders' place of supply for tax), the cuisine tags and the visibility facts (`standing` of the owner and the restaurant's
 * own hidden flag; left out when `standing` is null). Also published when only a fact changes
 * (the chef approved or rejected, bank details added). Aggregate id = the restaurant id.
 * Consumers: sessions (`restaurant_owners`: who may schedule; sessions only for an Active chef,
 * listed only while public), orders (`order_restaurants`: delivery checkout pricing and radius,
 * ADR 0006, the cuisines a promotion may be limited to, and carts and checkout only while public).
 */
export function restaurantEstablished(
  row: RestaurantEntity,
  standing: ChefStanding | null,
  traceparent: string | null = null,
): EventEnvelope<RestaurantEstablishedPayload> {
  return integrationEvent(
    'RestaurantEstablished@1',
    row.id,
    {
      restaurantId: row.id,
      ownerUserId: row.ownerUserId,
      slug: row.slug,
      name: row.name,
      timeZone: row.timeZone,
      offersDelivery: row.offersDelivery,
      offersPickup: row.offersPickup,
      latitude: row.latitude,
      longitude: row.longitude,
      deliveryRadiusKm: row.deliveryRadiusKm,
      baseDeliveryFeeCents: row.baseDeliveryFeeCents,
      feePerKmCents: row.feePerKmCents,
      cuisines: row.cuisines,
      postalCode: row.postalCode,
      ...(standing && {
        isChefActive: standing.isActive,
        hasBankDetails: standing.hasBankDetails,
        isHidden: row.isHidden,
      }),
    },
    traceparent,
  );
}
