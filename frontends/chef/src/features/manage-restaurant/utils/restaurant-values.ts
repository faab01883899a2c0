import {
  centsToDollars,
  dollarsToCents,
  restaurantSchema,
  type RestaurantData,
} from '@hearth/contracts';
import type { AddressValues } from '../../../components/form/AddressFields';
import { contractResolver, knownField } from '../../../components/form/form-outcome';

// The restaurant form's values and their mapping to the API's RestaurantInput.

/**
 * The restaurant form's fields. Numbers are kept as typed text; fees are
 * in DOLLARS here and become integer cents for the API (`toRestaurantInput`).
 */
export interface RestaurantValues extends AddressValues {
  name: string;
  description: string;
  latitude: number | null;
  longitude: number | null;
  imageUrl: string;
  /** null until answered. */
  offersDelivery: boolean | null;
  offersPickup: boolean | null;
  /** km as typed. */
  deliveryRadiusKm: string;
  /** Dollars as typed. */
  baseDeliveryFee: string;
  /** Dollars as typed (optional). */
  feePerKm: string;
  cuisines: string[];
  instructions: string[];
}

/** What the form reads from a saved restaurant (the `myRestaurant` fragment's shape). */
export interface SavedRestaurant {
  name: string;
  description: string;
  cuisines: string[];
  instructions: string[];
  imageUrl?: string | null;
  offersDelivery: boolean;
  offersPickup: boolean;
  deliveryRadiusKm?: number | null;
  baseDeliveryFeeCents?: number | null;
  feePerKmCents?: number | null;
  address?: {
    addressLine1?: string | null;
    addressLine2?: string | null;
    province?: string | null;
    city?: string | null;
    country?: string | null;
    postalCode?: string | null;
    latitude?: number | null;
    longitude?: number | null;
  } | null;
}

const numberText = (n: number | null | undefined): string => (n == null ? '' : String(n));

/** Form values for a new restaurant (nothing answered) or from a saved one. */
export function restaurantDefaults(saved?: SavedRestaurant | null): RestaurantValues {
  const a = saved?.address ?? {};
  return {
    name: saved?.name ?? '',
    description: saved?.description ?? '',
    addressLine1: a.addressLine1 ?? '',
    addressLine2: a.addressLine2 ?? '',
    province: a.province ?? '',
    city: a.city ?? '',
    country: a.country ?? '',
    postalCode: a.postalCode ?? '',
    latitude: a.latitude ?? null,
    longitude: a.longitude ?? null,
    imageUrl: saved?.imageUrl ?? '',
    offersDelivery: saved ? saved.offersDelivery : null,
    offersPickup: saved ? saved.offersPickup : null,
    deliveryRadiusKm: numberText(saved?.deliveryRadiusKm),
    baseDeliveryFee: numberText(
      saved?.baseDeliveryFeeCents != null ? centsToDollars(saved.baseDeliveryFeeCents) : null,
    ),
    feePerKm: numberText(saved?.feePerKmCents != null ? centsToDollars(saved.feePerKmCents) : null),
    cuisines: saved?.cuisines ?? [],
    instructions: saved?.instructions ?? [],
  };
}

const optionalNumber = (text: string): number | null => (text.trim() === '' ? null : Number(text));
const optionalCents = (text: string): number | null => {
  const dollars = optionalNumber(text);
  return dollars === null ? null : dollarsToCents(dollars);
};

/** The API input of EstablishRestaurant/UpdateRestaurant: km, integer cents, nulls. */
export function toRestaurantInput(v: RestaurantValues) {
  return {
    ...v,
    offersDelivery: v.offersDelivery ?? undefined,
    offersPickup: v.offersPickup ?? undefined,
    deliveryRadiusKm: optionalNumber(v.deliveryRadiusKm),
    baseDeliveryFeeCents: optionalCents(v.baseDeliveryFee),
    feePerKmCents: optionalCents(v.feePerKm),
    baseDeliveryFee: undefined,
    feePerKm: undefined,
  };
}

const FIELDS: (keyof RestaurantValues)[] = [
  'name',
  'description',
  'addressLine1',
  'addressLine2',
  'province',
  'city',
  'country',
  'postalCode',
  'imageUrl',
  'offersDelivery',
  'offersPickup',
  'deliveryRadiusKm',
  'baseDeliveryFee',
  'feePerKm',
  'cuisines',
  'instructions',
];
const RENAME: Record<string, string> = {
  baseDeliveryFeeCents: 'baseDeliveryFee',
  feePerKmCents: 'feePerKm',
  latitude: 'addressLine1',
  longitude: 'addressLine1',
};
/** Maps an API / zod path to a restaurant form field (fees in cents → the dollar fields). */
export const restaurantFieldOf = knownField(FIELDS, ['input'], RENAME);

/** The restaurant form's resolver: `restaurantSchema` on the API input. */
export const restaurantResolver = contractResolver<RestaurantValues, RestaurantData>(
  restaurantSchema,
  toRestaurantInput,
  (path) => restaurantFieldOf(path.map(String).join('.')) ?? 'name',
);
