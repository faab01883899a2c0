import type { EntityManager } from 'typeorm';
import { OrderMessages, deliveryFeeCents } from '@hearth/contracts';
import { distanceKm } from '@hearth/geo';

/** A restaurant's delivery terms as orders' projection holds them (ADR 0006). */
export interface RestaurantTerms {
  ownerUserId: string;
  latitude: number | null;
  longitude: number | null;
  /** km */
  deliveryRadiusKm: number | null;
  /** integer cents */
  baseDeliveryFeeCents: number | null;
  /** integer cents per km */
  feePerKmCents: number | null;
}

/** The restaurant's delivery terms from the projection, or null when orders does not know it. */
export async function loadRestaurantTerms(
  m: EntityManager,
  restaurantId: string,
): Promise<RestaurantTerms | null> {
  const [terms] = (await m.query(
    `SELECT owner_user_id AS "ownerUserId", latitude, longitude,
            delivery_radius_km AS "deliveryRadiusKm",
            base_delivery_fee_cents AS "baseDeliveryFeeCents", fee_per_km_cents AS "feePerKmCents"
       FROM order_restaurants WHERE restaurant_id = $1`,
    [restaurantId],
  )) as RestaurantTerms[];
  return terms ?? null;
}

/**
 * Delivery to `at` under `terms`: the distance (km, 3 decimals) and fee (integer cents, base + per
 * km × km rounded to the cent), or why not — `field` and the guest-facing `message`
 * ('This session does not offer delivery' when the occurrence does not deliver or the restaurant
 * has no location/radius; the outside-radius message with the radius in km). The ONE calculation
 * behind both `placeOrder` and `deliveryQuote`, so the quote always equals the order.
 */
export function quoteDelivery(
  terms: RestaurantTerms | null,
  occurrenceOffersDelivery: boolean,
  at: { latitude: number; longitude: number },
):
  | { ok: true; km: number; feeCents: number }
  | { ok: false; km: number | null; field: string; message: string } {
  if (
    !occurrenceOffersDelivery ||
    !terms ||
    terms.latitude === null ||
    terms.longitude === null ||
    terms.deliveryRadiusKm === null
  )
    return { ok: false, km: null, field: 'fulfilment', message: OrderMessages.deliveryNotOffered };
  const km = distanceKm(
    { latitude: terms.latitude, longitude: terms.longitude },
    { latitude: at.latitude, longitude: at.longitude },
  );
  const rounded = Math.round(km * 1000) / 1000;
  if (km > terms.deliveryRadiusKm)
    return {
      ok: false,
      km: rounded,
      field: 'deliveryAddress.line1',
      message: OrderMessages.outsideRadius(terms.deliveryRadiusKm),
    };
  return {
    ok: true,
    km: rounded,
    feeCents: deliveryFeeCents(terms.baseDeliveryFeeCents, terms.feePerKmCents, km),
  };
}
