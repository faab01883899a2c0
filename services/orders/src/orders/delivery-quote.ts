import type { EntityManager } from 'typeorm';
import { OrderMessages, deliveryFeeCents, taxSupplier, type TaxSupplier } from '@hearth/contracts';
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
  /** The restaurant's postal code: a pickup's place of supply for tax (null: not known yet). */
  postalCode: string | null;
  /** The chef's GST/HST number (null: not registered, Hearth supplies for tax). */
  gstHstNumber: string | null;
  /** Who owes the tax on this restaurant's orders (docs/rules/tax.md#who-charges-it). */
  taxSupplier: TaxSupplier;
}

/**
 * The restaurant's delivery and tax terms from the projections, or null when orders does not
 * know it.
 */
export async function loadRestaurantTerms(
  m: EntityManager,
  restaurantId: string,
): Promise<RestaurantTerms | null> {
  const [terms] = (await m.query(
    `SELECT r.owner_user_id AS "ownerUserId", r.latitude, r.longitude,
            r.delivery_radius_km AS "deliveryRadiusKm",
            r.base_delivery_fee_cents AS "baseDeliveryFeeCents",
            r.fee_per_km_cents AS "feePerKmCents", r.postal_code AS "postalCode",
            t.gst_hst_number AS "gstHstNumber"
       FROM order_restaurants r
       LEFT JOIN order_chef_tax_numbers t ON t.chef_id = r.owner_user_id
      WHERE r.restaurant_id = $1`,
    [restaurantId],
  )) as Array<Omit<RestaurantTerms, 'taxSupplier'>>;
  return terms ? { ...terms, taxSupplier: taxSupplier(terms.gstHstNumber) } : null;
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
