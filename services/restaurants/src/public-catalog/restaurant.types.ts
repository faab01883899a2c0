import { Directive, Field, Float, ID, Int, ObjectType } from '@nestjs/graphql';

/**
 * A restaurant as the public sees it. The street address is not here: the owner reads it through
 * `address` (kitchen feature). Money in integer cents, distances in km.
 */
@ObjectType('Restaurant')
@Directive('@key(fields: "id")')
export class RestaurantType {
  @Field(() => ID) id!: string;
  /** URL name: the restaurant page is /restaurant/{slug}. */
  @Field() slug!: string;
  @Field() name!: string;
  @Field() description!: string;
  @Field(() => [String]) cuisines!: string[];
  @Field(() => String, { nullable: true, description: 'Banner image URL.' })
  imageUrl!: string | null;
  @Field(() => String, { nullable: true }) city!: string | null;
  @Field(() => String, { nullable: true }) province!: string | null;
  @Field(() => String, { nullable: true }) country!: string | null;
  @Field({ description: 'The restaurant delivers.' }) offersDelivery!: boolean;
  @Field({ description: 'Guests may pick orders up.' }) offersPickup!: boolean;
  @Field(() => Float, { nullable: true, description: 'km (0–100); null unless delivering.' })
  deliveryRadiusKm!: number | null;
  @Field(() => Int, {
    nullable: true,
    description: 'Fixed delivery fee in cents (10–40000); null unless delivering.',
  })
  baseDeliveryFeeCents!: number | null;
  @Field(() => Int, {
    nullable: true,
    description: 'Extra fee per km in cents (10–40000); optional.',
  })
  feePerKmCents!: number | null;
  @Field(() => [String], { description: 'Pickup/delivery instructions.' })
  instructions!: string[];
  @Field({ description: 'IANA time zone, e.g. America/Toronto.' }) timeZone!: string;
  @Field({
    description: 'The chef hid the restaurant; see isPublic for the whole visibility rule.',
  })
  isHidden!: boolean;
}

/** One page of restaurants, newest first; pass `nextCursor` back as `cursor`. */
@ObjectType('RestaurantPage')
export class RestaurantPageType {
  @Field(() => [RestaurantType]) items!: RestaurantType[];
  @Field(() => String, { nullable: true }) nextCursor!: string | null;
}
