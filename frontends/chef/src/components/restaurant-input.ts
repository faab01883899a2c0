import type { RestaurantInputData } from '@hearth/contracts';
import type { KitchenRestaurant } from '../lib/use-kitchen';

/**
 * The full UpdateRestaurant input (`RestaurantInput`) that keeps `restaurant` as it is: the API
 * validates the whole form on every update, so a page that changes one part (the Hidden switch,
 * the delivery settings) sends this with its change on top. Money in cents, radius in km.
 */
export function restaurantInputOf(restaurant: KitchenRestaurant): RestaurantInputData {
  const a = restaurant.address;
  return {
    name: restaurant.name,
    description: restaurant.description,
    addressLine1: a?.addressLine1 ?? '',
    addressLine2: a?.addressLine2 ?? null,
    province: a?.province ?? '',
    city: a?.city ?? '',
    country: a?.country ?? '',
    postalCode: a?.postalCode ?? '',
    latitude: a?.latitude ?? null,
    longitude: a?.longitude ?? null,
    imageUrl: restaurant.imageUrl ?? '',
    offersDelivery: restaurant.offersDelivery,
    offersPickup: restaurant.offersPickup,
    deliveryRadiusKm: restaurant.deliveryRadiusKm ?? null,
    baseDeliveryFeeCents: restaurant.baseDeliveryFeeCents ?? null,
    feePerKmCents: restaurant.feePerKmCents ?? null,
    cuisines: [...restaurant.cuisines],
    instructions: [...restaurant.instructions],
    timeZone: restaurant.timeZone,
  };
}
