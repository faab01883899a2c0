import {
  Field,
  GraphQLISODateTime,
  ID,
  InputType,
  Int,
  ObjectType,
  registerEnumType,
} from '@nestjs/graphql';
import type {
  StandingMissReason,
  StandingOrderStatus,
  StandingWeekOutcome,
} from '@hearth/contracts';
import { resultUnion } from '@hearth/nest-common';
import { FulfilmentEnum } from '../orders/orders.types.js';
import type { Fulfilment } from '@hearth/contracts';

/** GraphQL enum of a standing order's states (contracts' `STANDING_ORDER_STATUSES`). */
export const StandingOrderStatusEnum = {
  ACTIVE: 'ACTIVE',
  PAUSED: 'PAUSED',
  CANCELLED: 'CANCELLED',
} as const satisfies Record<StandingOrderStatus, StandingOrderStatus>;
registerEnumType(StandingOrderStatusEnum, {
  name: 'StandingOrderStatus',
  description:
    'ACTIVE (each week is placed by itself) ⇄ PAUSED (kept, not placed); either → CANCELLED (for good).',
});

/** GraphQL enum of what became of one week (contracts' `STANDING_WEEK_OUTCOMES`). */
export const StandingWeekOutcomeEnum = {
  SKIPPED: 'SKIPPED',
  PLACING: 'PLACING',
  PLACED: 'PLACED',
  MISSED: 'MISSED',
} as const satisfies Record<StandingWeekOutcome, StandingWeekOutcome>;
registerEnumType(StandingWeekOutcomeEnum, {
  name: 'StandingWeekOutcome',
  description:
    'SKIPPED by the guest; PLACING (order placed, stock and card not answered yet); PLACED (stock reserved, card held); MISSED (not placed: see missReason).',
});

/** GraphQL enum of why a week was missed (contracts' `STANDING_MISS_REASONS`). */
export const StandingMissReasonEnum = {
  NO_STOCK: 'NO_STOCK',
  CARD_DECLINED: 'CARD_DECLINED',
  UNAVAILABLE: 'UNAVAILABLE',
} as const satisfies Record<StandingMissReason, StandingMissReason>;
registerEnumType(StandingMissReasonEnum, {
  name: 'StandingMissReason',
  description: 'NO_STOCK (no portions left), CARD_DECLINED, UNAVAILABLE (the order was refused).',
});

/** One dish of a standing order, priced as the catalog prices it today. */
@ObjectType('StandingOrderLine')
export class StandingOrderLineType {
  @Field(() => ID) dishId!: string;
  @Field() dishName!: string;
  @Field() portionSize!: string;
  @Field(() => Int, { description: 'Price of one portion today, integer cents.' })
  unitPriceCents!: number;
  @Field(() => Int) quantity!: number;
}

/** The week a standing order places next. */
@ObjectType('StandingOrderNextWeek')
export class StandingOrderNextWeekType {
  @Field(() => ID) occurrenceId!: string;
  @Field(() => GraphQLISODateTime, { description: 'When the food is ready.' })
  startsAt!: Date;
  @Field(() => GraphQLISODateTime, {
    description: 'When the order is placed by itself (the lead time before the cutoff).',
  })
  placesAt!: Date;
  @Field(() => GraphQLISODateTime, { description: "The occurrence's order cutoff." })
  orderCutoffAt!: Date;
}

/** What became of one week of a standing order. */
@ObjectType('StandingOrderWeek')
export class StandingOrderWeekType {
  @Field(() => ID) occurrenceId!: string;
  @Field(() => GraphQLISODateTime) startsAt!: Date;
  @Field(() => StandingWeekOutcomeEnum) outcome!: StandingWeekOutcome;
  @Field(() => StandingMissReasonEnum, { nullable: true })
  missReason!: StandingMissReason | null;
  @Field(() => String, {
    nullable: true,
    description: "The processor's or checkout's own words for a missed week.",
  })
  missDetail!: string | null;
  @Field(() => ID, { nullable: true, description: 'The order placed for the week.' })
  orderId!: string | null;
}

/** A guest's standing weekly order with one chef (issue 28). */
@ObjectType('StandingOrder')
export class StandingOrderType {
  @Field(() => ID) id!: string;
  @Field(() => StandingOrderStatusEnum) status!: StandingOrderStatus;
  @Field(() => ID) restaurantId!: string;
  @Field() restaurantName!: string;
  @Field() restaurantSlug!: string;
  @Field(() => ID, { description: 'The order it was made from.' }) sourceOrderId!: string;
  @Field(() => FulfilmentEnum) fulfilment!: Fulfilment;
  @Field(() => [StandingOrderLineType]) lines!: StandingOrderLineType[];
  @Field(() => StandingOrderNextWeekType, {
    nullable: true,
    description:
      'The week placed next (null: cancelled, or the chef has no later occurrence of the session yet). Paused orders show it too.',
  })
  nextWeek!: StandingOrderNextWeekType | null;
  @Field(() => [StandingOrderWeekType], { description: 'The last weeks, newest first.' })
  weeks!: StandingOrderWeekType[];
  @Field(() => GraphQLISODateTime) createdAt!: Date;
}

/** A new quantity of one of the standing order's dishes (0 drops it). */
@InputType('StandingOrderLineInput')
export class StandingOrderLineInput {
  @Field(() => ID) dishId!: string;
  @Field(() => Int) quantity!: number;
}

/** The standing order after an action, or why not. */
export const StandingOrderResult = resultUnion('StandingOrderResult', () => StandingOrderType);
