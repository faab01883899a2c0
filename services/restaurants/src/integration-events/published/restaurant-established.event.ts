import {
  integrationEvent,
  type EventEnvelope,
  type RestaurantEstablishedPayload,
} from '@hearth/events';
import type { RestaurantEntity } from '../../catalog/restaurant.entity.js';

/**
 * `RestaurantEstablished` v1 — published on `Topics.restaurants` (through the outbox, in the same
 * transaction as the row) when a chef establishes a restaurant and again on every update, with
 * the full current state, delivery terms included (coordinates, radius in km, fees in integer
 * cents) and the cuisine tags. Aggregate id = the restaurant id. Consumers: sessions
 * (`restaurant_owners`), orders (`order_restaurants`: delivery checkout pricing and radius,
 * ADR 0006, and the cuisines a promotion may be limited to).
 */
export function restaurantEstablished(
  row: RestaurantEntity,
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
    },
    traceparent,
  );
}
