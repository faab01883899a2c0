import { z } from 'zod';
import { DEFAULT_TIME_ZONE } from './cooking-session.js';

/**
 * Restaurant form rules (docs/rules/validation.md#restaurants). Messages marked as product wording
 * are word for word (including 'atleast'); the others are Hearth's own. Units: distances in km,
 * money in INTEGER CENTS end to end (fees of 0.1–400 dollars → 10–40000 cents).
 */
export const RestaurantMessages = {
  /** Fallback when establishing the restaurant fails without a message (product wording). */
  establishFailed: 'Failed to Establish Restaurant',
  nameRequired: 'Restaurant name is required!',
  /** 3 to 100 characters. */
  nameLength: 'Restaurant name must be 3 to 100 characters',
  descriptionRequired: 'Description is required!',
  /** At least 3 characters. */
  descriptionTooShort: 'Description must be at least 3 characters',
  descriptionTooLong: 'Description must be at most 3000 characters',
  addressLine1Required: 'Address line 1 is required!',
  provinceRequired: 'Province is required!',
  cityRequired: 'City is required!',
  countryRequired: 'Country is required!',
  postalCodeRequired: 'Postal code is required!',
  addressTooLong: 'Address fields must be at most 200 characters',
  latitudeInvalid: 'Latitude must be between -90 and 90',
  longitudeInvalid: 'Longitude must be between -180 and 180',
  /** The form needs an image but shows no message (Next stays disabled); the API reports this. */
  imageRequired: 'Restaurant image is required!',
  imageInvalid: 'Restaurant image must be an http(s) URL',
  /** The banner is accepted only as an upload of the chef's own to our store. */
  imageNotOurs: 'Upload the restaurant image here.',
  /** Product wording, word for word. */
  deliveryOrPickupRequired: 'You must select atleast one: delivery or pickup',
  deliveryRadiusRequired: 'Delivery radius is required when you offer delivery',
  /** 0 to 100 km. */
  deliveryRadiusRange: 'Delivery radius must be between 0 and 100 km',
  baseDeliveryFeeRequired: 'Fixed delivery fee is required when you offer delivery',
  /** 0.1 to 400 dollars. */
  deliveryFeeRange: 'Delivery fees must be between $0.10 and $400.00',
  deliveryFeeCents: 'Delivery fees must be a whole number of cents',
  cuisinesRequired: 'Add at least one cuisine',
  /** At most 50 tags. */
  cuisinesTooMany: 'At most 50 cuisines',
  /** Tags up to 20 characters. */
  cuisineTooLong: 'Each cuisine must be at most 20 characters',
  cuisineEmpty: 'A cuisine cannot be empty',
  instructionsRequired: 'Add at least one instruction',
  /** At most 100 instruction tags (the limit counts tags, like cuisine's max 50). */
  instructionsTooMany: 'At most 100 instructions',
  /** Each instruction tag 5 to 20 characters. */
  instructionLength: 'Each instruction must be 5 to 20 characters',
  timeZoneInvalid: 'Choose a valid time zone',
} as const;

/** Restaurant name 3–100 characters. */
export const RESTAURANT_NAME = { min: 3, max: 100 } as const;
/** Description at least 3 characters (3000 is Hearth's upper bound). */
export const RESTAURANT_DESCRIPTION = { min: 3, max: 3000 } as const;
/** Delivery radius 0–100 km. */
export const DELIVERY_RADIUS_KM = { min: 0, max: 100 } as const;
/** Delivery fees 0.1–400 dollars, in cents. */
export const DELIVERY_FEE_CENTS = { min: 10, max: 40_000 } as const;
/** At most 50 cuisine tags, each up to 20 characters. */
export const CUISINES = { maxCount: 50, maxLength: 20 } as const;
/** Instructions (pickup and delivery logistics) required; at most 100 tags of 5–20 characters. */
export const INSTRUCTIONS = { maxCount: 100, minLength: 5, maxLength: 20 } as const;
/** Hearth's cap on each address field. */
export const ADDRESS_FIELD_MAX = 200;

/** True when `zone` is an IANA time zone this runtime knows. */
export function isValidTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const requiredText = (required: string, max: number, tooLong: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong);

const optionalText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .nullish()
    .transform((v) => (v ? v : null));

const feeCents = z
  .number({ error: RestaurantMessages.deliveryFeeRange })
  .int(RestaurantMessages.deliveryFeeCents)
  .min(DELIVERY_FEE_CENTS.min, RestaurantMessages.deliveryFeeRange)
  .max(DELIVERY_FEE_CENTS.max, RestaurantMessages.deliveryFeeRange);

const answered = z.boolean({ error: RestaurantMessages.deliveryOrPickupRequired });

/**
 * Establish/update restaurant form (EstablishRestaurant / UpdateRestaurant). Address: line 1,
 * province, city, country and postal code required, line 2 optional; `latitude`/`longitude`
 * optional (filled by the address autocomplete). `imageUrl`: the banner. `offersDelivery` and
 * `offersPickup` must both be answered and at least one true. When delivering:
 * `deliveryRadiusKm` (km, 0–100) and `baseDeliveryFeeCents` (cents, 10–40000) required,
 * `feePerKmCents` (cents per km, 10–40000) optional; when not delivering all three become null.
 * `cuisines` 1–50 tags of ≤ 20 characters; `instructions` (logistics) 1–100 tags of 5–20
 * characters; `timeZone` an IANA zone, default America/Toronto.
 */
export const restaurantSchema = z
  .object({
    name: z
      .string({ error: RestaurantMessages.nameRequired })
      .trim()
      .min(1, RestaurantMessages.nameRequired)
      .min(RESTAURANT_NAME.min, RestaurantMessages.nameLength)
      .max(RESTAURANT_NAME.max, RestaurantMessages.nameLength),
    description: z
      .string({ error: RestaurantMessages.descriptionRequired })
      .trim()
      .min(1, RestaurantMessages.descriptionRequired)
      .min(RESTAURANT_DESCRIPTION.min, RestaurantMessages.descriptionTooShort)
      .max(RESTAURANT_DESCRIPTION.max, RestaurantMessages.descriptionTooLong),
    addressLine1: requiredText(
      RestaurantMessages.addressLine1Required,
      ADDRESS_FIELD_MAX,
      RestaurantMessages.addressTooLong,
    ),
    addressLine2: optionalText(ADDRESS_FIELD_MAX, RestaurantMessages.addressTooLong),
    province: requiredText(
      RestaurantMessages.provinceRequired,
      ADDRESS_FIELD_MAX,
      RestaurantMessages.addressTooLong,
    ),
    city: requiredText(
      RestaurantMessages.cityRequired,
      ADDRESS_FIELD_MAX,
      RestaurantMessages.addressTooLong,
    ),
    country: requiredText(
      RestaurantMessages.countryRequired,
      ADDRESS_FIELD_MAX,
      RestaurantMessages.addressTooLong,
    ),
    postalCode: requiredText(
      RestaurantMessages.postalCodeRequired,
      ADDRESS_FIELD_MAX,
      RestaurantMessages.addressTooLong,
    ),
    latitude: z
      .number({ error: RestaurantMessages.latitudeInvalid })
      .min(-90, RestaurantMessages.latitudeInvalid)
      .max(90, RestaurantMessages.latitudeInvalid)
      .nullish()
      .transform((v) => v ?? null),
    longitude: z
      .number({ error: RestaurantMessages.longitudeInvalid })
      .min(-180, RestaurantMessages.longitudeInvalid)
      .max(180, RestaurantMessages.longitudeInvalid)
      .nullish()
      .transform((v) => v ?? null),
    imageUrl: z
      .string({ error: RestaurantMessages.imageRequired })
      .trim()
      .min(1, RestaurantMessages.imageRequired)
      .regex(/^https?:\/\/\S+$/i, RestaurantMessages.imageInvalid),
    offersDelivery: answered,
    offersPickup: answered,
    deliveryRadiusKm: z
      .number({ error: RestaurantMessages.deliveryRadiusRange })
      .min(DELIVERY_RADIUS_KM.min, RestaurantMessages.deliveryRadiusRange)
      .max(DELIVERY_RADIUS_KM.max, RestaurantMessages.deliveryRadiusRange)
      .nullish()
      .transform((v) => v ?? null),
    baseDeliveryFeeCents: feeCents.nullish().transform((v) => v ?? null),
    feePerKmCents: feeCents.nullish().transform((v) => v ?? null),
    cuisines: z
      .array(
        z
          .string()
          .trim()
          .min(1, RestaurantMessages.cuisineEmpty)
          .max(CUISINES.maxLength, RestaurantMessages.cuisineTooLong),
        { error: RestaurantMessages.cuisinesRequired },
      )
      .min(1, RestaurantMessages.cuisinesRequired)
      .max(CUISINES.maxCount, RestaurantMessages.cuisinesTooMany),
    instructions: z
      .array(
        z
          .string()
          .trim()
          .min(INSTRUCTIONS.minLength, RestaurantMessages.instructionLength)
          .max(INSTRUCTIONS.maxLength, RestaurantMessages.instructionLength),
        { error: RestaurantMessages.instructionsRequired },
      )
      .min(1, RestaurantMessages.instructionsRequired)
      .max(INSTRUCTIONS.maxCount, RestaurantMessages.instructionsTooMany),
    timeZone: z
      .string()
      .trim()
      .nullish()
      .transform((v) => (v ? v : DEFAULT_TIME_ZONE))
      .refine(isValidTimeZone, RestaurantMessages.timeZoneInvalid),
  })
  .superRefine((r, ctx) => {
    if (!r.offersDelivery && !r.offersPickup) {
      ctx.addIssue({
        code: 'custom',
        path: ['offersDelivery'],
        message: RestaurantMessages.deliveryOrPickupRequired,
      });
    }
    if (r.offersDelivery) {
      if (r.deliveryRadiusKm === null) {
        ctx.addIssue({
          code: 'custom',
          path: ['deliveryRadiusKm'],
          message: RestaurantMessages.deliveryRadiusRequired,
        });
      }
      if (r.baseDeliveryFeeCents === null) {
        ctx.addIssue({
          code: 'custom',
          path: ['baseDeliveryFeeCents'],
          message: RestaurantMessages.baseDeliveryFeeRequired,
        });
      }
    }
  })
  .transform((r) =>
    r.offersDelivery
      ? r
      : { ...r, deliveryRadiusKm: null, baseDeliveryFeeCents: null, feePerKmCents: null },
  );

/** What the form sends (before validation). */
export type RestaurantInputData = z.input<typeof restaurantSchema>;
/** A validated restaurant form (trimmed; delivery fields null unless delivering). */
export type RestaurantData = z.output<typeof restaurantSchema>;

/** The delivery part of a restaurant form that choosing a delivery option resets. */
export interface DeliveryOptionFields {
  offersDelivery?: boolean | null;
  deliveryRadiusKm?: number | null;
  baseDeliveryFeeCents?: number | null;
  feePerKmCents?: number | null;
}

/**
 * Choosing a delivery option on the restaurant form resets radius and fees: returns a
 * copy of `form` with `offersDelivery` set and the radius (km) and both fees (cents) cleared.
 * Pure; the rest of the form is kept.
 */
export function applyDeliveryOptionChange<T extends DeliveryOptionFields>(
  form: T,
  offersDelivery: boolean,
): T {
  return {
    ...form,
    offersDelivery,
    deliveryRadiusKm: null,
    baseDeliveryFeeCents: null,
    feePerKmCents: null,
  };
}
