import {
  Directive,
  Field,
  GraphQLISODateTime,
  ID,
  InputType,
  Int,
  ObjectType,
  registerEnumType,
} from '@nestjs/graphql';
import {
  DISCOUNT_TYPES,
  PROMOTION_FUNDERS,
  PROMOTION_KINDS,
  PROMOTION_REFUSALS,
  PROMOTION_STATUSES,
  type DiscountType,
  type PromotionFunder,
  type PromotionKind,
  type PromotionRefusal,
  type PromotionStatus,
} from '@hearth/contracts';
import { resultUnion } from '@hearth/nest-common';

const enumOf = <T extends string>(values: readonly T[]) =>
  Object.fromEntries(values.map((v) => [v, v])) as { [K in T]: K };

/** GraphQL enum: a code or an automatic offer. */
export const PromotionKindEnum = enumOf(PROMOTION_KINDS);
registerEnumType(PromotionKindEnum, {
  name: 'PromotionKind',
  description: 'CODE: the guest types it at the cart or checkout. AUTOMATIC: applies by itself.',
});
/** GraphQL enum: percentage or fixed amount. */
export const DiscountTypeEnum = enumOf(DISCOUNT_TYPES);
registerEnumType(DiscountTypeEnum, {
  name: 'DiscountType',
  description: 'PERCENT of the food subtotal, or a FIXED amount in cents (at most the subtotal).',
});
/** GraphQL enum: who pays for the discount. */
export const PromotionFunderEnum = enumOf(PROMOTION_FUNDERS);
registerEnumType(PromotionFunderEnum, {
  name: 'PromotionFunder',
  description:
    "PLATFORM: Hearth pays the chef the discount (the chef's earnings are as without it). CHEF: the chef earns less.",
});
/** GraphQL enum: a promotion's state. */
export const PromotionStatusEnum = enumOf(PROMOTION_STATUSES);
registerEnumType(PromotionStatusEnum, {
  name: 'PromotionStatus',
  description:
    'SCHEDULED (before its start), ACTIVE, PAUSED (by an admin; resumable) or ENDED (its end passed or an admin ended it; final).',
});
/** GraphQL enum: why a promotion does not apply. */
export const PromotionRefusalEnum = enumOf(Object.keys(PROMOTION_REFUSALS) as PromotionRefusal[]);
registerEnumType(PromotionRefusalEnum, {
  name: 'PromotionRefusal',
  description: 'Why a code does not apply to a cart; each has its guest-facing message.',
});

/** A promotion as admins see it (money in integer cents, instants ISO-8601 UTC). */
@ObjectType('Promotion')
export class PromotionType {
  @Field(() => ID) id!: string;
  @Field() name!: string;
  @Field(() => PromotionKindEnum) kind!: PromotionKind;
  @Field(() => String, { nullable: true, description: 'Upper-case; null for an automatic offer.' })
  code!: string | null;
  @Field(() => DiscountTypeEnum) discountType!: DiscountType;
  @Field(() => Int, { nullable: true, description: '1–100, when PERCENT.' })
  percentOff!: number | null;
  @Field(() => Int, { nullable: true, description: 'Cents, when FIXED.' })
  amountOffCents!: number | null;
  @Field(() => Int, { description: 'The food subtotal needed, in cents (0: none).' })
  minSubtotalCents!: number;
  @Field(() => GraphQLISODateTime) startsAt!: Date;
  @Field(() => GraphQLISODateTime) endsAt!: Date;
  @Field({ description: 'The IANA zone the dates were given in, e.g. America/Toronto.' })
  timeZone!: string;
  @Field(() => Int, {
    nullable: true,
    description: 'Orders it may discount in all (null: no limit).',
  })
  totalLimit!: number | null;
  @Field(() => Int, { nullable: true, description: 'Orders per guest (null: no limit).' })
  perGuestLimit!: number | null;
  @Field(() => Int, {
    description: 'Orders holding a redemption now (given back when an order ends unaccepted).',
  })
  redemptionCount!: number;
  @Field(() => [ID], { description: 'Only these restaurants (empty: all).' })
  restaurantIds!: string[];
  @Field(() => [String], {
    description: 'Only restaurants with one of these cuisines (empty: all).',
  })
  cuisines!: string[];
  @Field({ description: "Only a guest's first order." }) firstOrderOnly!: boolean;
  @Field({ description: 'Only guests whose e-mail is on the guest waitlist.' })
  waitlistOnly!: boolean;
  @Field(() => PromotionFunderEnum) fundedBy!: PromotionFunder;
  @Field(() => PromotionStatusEnum) status!: PromotionStatus;
  @Field(() => GraphQLISODateTime) createdAt!: Date;
}

/**
 * An offer a guest may use, as the restaurant card, the restaurant page, the cart and the
 * checkout show it (money in integer cents).
 */
@ObjectType('Offer')
export class OfferType {
  @Field(() => ID) promotionId!: string;
  @Field() name!: string;
  @Field(() => PromotionKindEnum) kind!: PromotionKind;
  @Field(() => String, {
    nullable: true,
    description: 'The code to type; null: applies by itself.',
  })
  code!: string | null;
  @Field(() => DiscountTypeEnum) discountType!: DiscountType;
  @Field(() => Int, { nullable: true }) percentOff!: number | null;
  @Field(() => Int, { nullable: true }) amountOffCents!: number | null;
  @Field(() => Int) minSubtotalCents!: number;
  @Field(() => GraphQLISODateTime) endsAt!: Date;
  @Field() firstOrderOnly!: boolean;
  @Field() waitlistOnly!: boolean;
}

/**
 * The discount a cart of one occurrence would get (the same rules placeOrder applies): with a
 * code, that code's discount or why it does not apply; without one, the best automatic offer.
 */
@ObjectType('CheckoutDiscount')
export class CheckoutDiscountType {
  @Field(() => ID) occurrenceId!: string;
  @Field(() => Int, { description: "Σ price × qty of the guest's lines of the occurrence." })
  subtotalCents!: number;
  @Field(() => String, { nullable: true, description: 'The code asked about, upper-case.' })
  promotionCode!: string | null;
  @Field(() => Int, { description: 'The discount in cents (0 when nothing applies).' })
  discountCents!: number;
  @Field(() => OfferType, {
    nullable: true,
    description: 'The promotion that applies, or the code that does not (null: unknown or none).',
  })
  offer!: OfferType | null;
  @Field(() => PromotionRefusalEnum, {
    nullable: true,
    description: 'Why the code does not apply (null when it does, or no code was given).',
  })
  refusal!: PromotionRefusal | null;
  @Field(() => String, { nullable: true, description: 'The refusal in words (English).' })
  message!: string | null;
}

/** The restaurants and cuisines a promotion may be limited to (admins' form). */
@ObjectType('PromotionRestaurant')
export class PromotionRestaurantType {
  @Field(() => ID) id!: string;
  @Field() name!: string;
  @Field(() => [String]) cuisines!: string[];
}

/** The choices of the Create Promotion form's restrictions. */
@ObjectType('PromotionTargets')
export class PromotionTargetsType {
  @Field(() => [PromotionRestaurantType], { description: 'Every restaurant, by name.' })
  restaurants!: PromotionRestaurantType[];
  @Field(() => [String], { description: 'Every cuisine of those restaurants, sorted.' })
  cuisines!: string[];
}

/** CreatePromotion input (rules: `createPromotionSchema`). */
@InputType('CreatePromotionInput')
export class CreatePromotionInput {
  @Field(() => String, { nullable: true }) name?: string | null;
  @Field(() => PromotionKindEnum, { nullable: true }) kind?: PromotionKind | null;
  @Field(() => String, { nullable: true }) code?: string | null;
  @Field(() => DiscountTypeEnum, { nullable: true }) discountType?: DiscountType | null;
  @Field(() => Int, { nullable: true }) percentOff?: number | null;
  @Field(() => Int, { nullable: true, description: 'Cents.' }) amountOffCents?: number | null;
  @Field(() => Int, { nullable: true, description: 'Cents.' }) minSubtotalCents?: number | null;
  @Field(() => String, {
    nullable: true,
    description: 'Local date and time in `timeZone`: YYYY-MM-DDTHH:mm.',
  })
  startsAt?: string | null;
  @Field(() => String, { nullable: true, description: 'Local date and time in `timeZone`.' })
  endsAt?: string | null;
  @Field(() => String, { nullable: true, description: 'IANA zone; default America/Toronto.' })
  timeZone?: string | null;
  @Field(() => Int, { nullable: true }) totalLimit?: number | null;
  @Field(() => Int, { nullable: true }) perGuestLimit?: number | null;
  @Field(() => [String], { nullable: true }) restaurantIds?: string[] | null;
  @Field(() => [String], { nullable: true }) cuisines?: string[] | null;
  @Field(() => Boolean, { nullable: true }) firstOrderOnly?: boolean | null;
  @Field(() => Boolean, { nullable: true }) waitlistOnly?: boolean | null;
  @Field(() => PromotionFunderEnum, { nullable: true }) fundedBy?: PromotionFunder | null;
}

/** CreatePromotion / PausePromotion / ResumePromotion / EndPromotion: the promotion, or why not. */
export const PromotionResult = resultUnion('PromotionResult', () => PromotionType);

/**
 * The restaurants subgraph's `Restaurant`, as orders sees it when it adds the offers that apply
 * to it (federation: orders knows restaurants only by id).
 */
@ObjectType('Restaurant')
@Directive('@key(fields: "id")')
export class RestaurantReference {
  @Field(() => ID) id!: string;

  static of(id: string): RestaurantReference {
    return Object.assign(new RestaurantReference(), { id });
  }
}
