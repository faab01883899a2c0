import { Field, Float, InputType, Int, ObjectType } from '@nestjs/graphql';
import { resultUnion } from '@hearth/nest-common';
import { RestaurantType } from '../public-catalog/restaurant.types.js';

/**
 * Establish/update restaurant form (rules and messages: `restaurantSchema`). Every field is
 * nullable so that a missing value gets its message as a `ValidationError`. The owner is the
 * caller, never an input. Money in integer cents, distances in km.
 */
@InputType('RestaurantInput')
export class RestaurantInput {
  @Field(() => String, { nullable: true, description: '3–100 characters.' })
  name?: string | null;
  @Field(() => String, { nullable: true, description: 'Description, at least 3 characters.' })
  description?: string | null;
  @Field(() => String, { nullable: true }) addressLine1?: string | null;
  @Field(() => String, { nullable: true }) addressLine2?: string | null;
  @Field(() => String, { nullable: true }) province?: string | null;
  @Field(() => String, { nullable: true }) city?: string | null;
  @Field(() => String, { nullable: true }) country?: string | null;
  @Field(() => String, { nullable: true }) postalCode?: string | null;
  @Field(() => Float, { nullable: true }) latitude?: number | null;
  @Field(() => Float, { nullable: true }) longitude?: number | null;
  @Field(() => String, { nullable: true, description: 'Banner image URL (required).' })
  imageUrl?: string | null;
  @Field(() => Boolean, { nullable: true, description: 'The restaurant delivers.' })
  offersDelivery?: boolean | null;
  @Field(() => Boolean, { nullable: true, description: 'Guests may pick orders up.' })
  offersPickup?: boolean | null;
  @Field(() => Float, { nullable: true, description: 'km, 0–100; required when delivering.' })
  deliveryRadiusKm?: number | null;
  @Field(() => Int, {
    nullable: true,
    description: 'Fixed delivery fee in cents, 10–40000; required when delivering.',
  })
  baseDeliveryFeeCents?: number | null;
  @Field(() => Int, { nullable: true, description: 'Fee per km in cents, 10–40000; optional.' })
  feePerKmCents?: number | null;
  @Field(() => [String], { nullable: true, description: '1–50 tags, each ≤ 20 characters.' })
  cuisines?: string[] | null;
  @Field(() => [String], {
    nullable: true,
    description: 'Pickup/delivery instructions: 1–100 tags, each 5–20 characters.',
  })
  instructions?: string[] | null;
  @Field(() => String, { nullable: true, description: 'IANA zone; default America/Toronto.' })
  timeZone?: string | null;
}

/** The restaurant's full address: its owner only (a home chef's street address is private). */
@ObjectType('RestaurantAddress')
export class RestaurantAddressType {
  @Field(() => String, { nullable: true }) addressLine1!: string | null;
  @Field(() => String, { nullable: true }) addressLine2!: string | null;
  @Field(() => String, { nullable: true }) province!: string | null;
  @Field(() => String, { nullable: true }) city!: string | null;
  @Field(() => String, { nullable: true }) country!: string | null;
  @Field(() => String, { nullable: true }) postalCode!: string | null;
  @Field(() => Float, { nullable: true }) latitude!: number | null;
  @Field(() => Float, { nullable: true }) longitude!: number | null;
}

/** Result of `establishRestaurant` / `updateRestaurant` (errors as data). */
export const RestaurantResult = resultUnion('RestaurantResult', () => RestaurantType);
