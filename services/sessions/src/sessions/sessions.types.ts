import { Field, ID, InputType, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { resultUnion } from '@hearth/nest-common';
import type { SessionSchedule } from '@hearth/contracts';

/** GraphQL enum of session schedules (docs/rules/orders-and-sessions.md#recurrence). */
const SessionScheduleEnum = {
  ONCE: 'ONCE',
  DAILY: 'DAILY',
  WEEKLY: 'WEEKLY',
  BIWEEKLY: 'BIWEEKLY',
} as const satisfies Record<SessionSchedule, SessionSchedule>;
registerEnumType(SessionScheduleEnum, {
  name: 'SessionSchedule',
  description: 'How a cooking session repeats: once, every day, every week or every other week.',
});

/** Total portions of one guest order from one occurrence (old name `limit`). */
@InputType('QuantityRangeInput')
export class QuantityRangeInput {
  @Field(() => Int, { nullable: true }) min?: number | null;
  @Field(() => Int, { nullable: true }) max?: number | null;
}

/** A dish of the session form (old names: did, min_quantity, max_quantity, unit). */
@InputType('SessionDishInput')
export class SessionDishInput {
  @Field(() => ID, { nullable: true }) dishId?: string | null;
  @Field(() => Int, { nullable: true, description: 'Least portions of this dish in one order.' })
  minQuantity?: number | null;
  @Field(() => Int, {
    nullable: true,
    description: 'Portions cooked for ONE occurrence: the stock of this dish per occurrence.',
  })
  maxQuantity?: number | null;
  @Field(() => String, { nullable: true, description: 'Portion size text, 3–300 characters.' })
  portionSize?: string | null;
}

/**
 * Create/edit cooking session form (rules and messages: `cookingSessionSchema`). Fields are
 * nullable so that a missing value gets its message as a `ValidationError`.
 */
@InputType('CookingSessionInput')
export class CookingSessionInput {
  @Field(() => ID) restaurantId!: string;
  @Field(() => String, { nullable: true, description: 'First local date, YYYY-MM-DD.' })
  startDate?: string | null;
  @Field(() => String, { nullable: true, description: 'Local start time, HH:mm.' })
  startTime?: string | null;
  @Field(() => String, { nullable: true, description: 'Local end time, HH:mm (after start).' })
  endTime?: string | null;
  @Field(() => SessionScheduleEnum, { nullable: true }) schedule?: SessionSchedule | null;
  @Field(() => String, {
    nullable: true,
    description: 'Last local date (inclusive, ≤ 90 days after startDate) of a repeating schedule.',
  })
  until?: string | null;
  @Field(() => Int, {
    nullable: true,
    description: 'Order cutoff lead time in hours (4, 10, …, 340).',
  })
  leadTimeHours?: number | null;
  @Field(() => QuantityRangeInput, { nullable: true, description: 'Default 1–20 portions.' })
  orderLimit?: QuantityRangeInput | null;
  @Field(() => Boolean, { nullable: true }) offersDelivery?: boolean | null;
  @Field(() => Boolean, { nullable: true }) offersPickup?: boolean | null;
  @Field(() => [SessionDishInput], { nullable: true }) dishes?: SessionDishInput[] | null;
}

/** A dish of a session. */
@ObjectType('SessionDish')
class SessionDishType {
  @Field(() => ID) dishId!: string;
  @Field(() => Int, { description: 'Least portions of this dish in one order.' })
  minQuantity!: number;
  @Field(() => Int, { description: 'Portions cooked per occurrence (the stock per occurrence).' })
  maxQuantity!: number;
  @Field() portionSize!: string;
  @Field(() => String, {
    nullable: true,
    description: "The dish's name (restaurants' DishChanged); null while unknown or once deleted.",
  })
  dishName!: string | null;
}

/** A dish of one occurrence, with the portions still available. */
@ObjectType('OccurrenceDish')
export class OccurrenceDishType extends SessionDishType {
  @Field(() => Int, { description: 'Portions not yet reserved for this occurrence.' })
  remaining!: number;
}

/** One dated occurrence of a session, with its own stock (old name: session tracker). */
@ObjectType('SessionOccurrence')
export class SessionOccurrenceType {
  @Field(() => ID) id!: string;
  @Field({ description: 'Local date in the restaurant time zone, YYYY-MM-DD.' }) localDate!: string;
  @Field() startsAt!: Date;
  @Field() endsAt!: Date;
  @Field({ description: 'Ordering closes here: startsAt minus the lead time.' })
  orderCutoffAt!: Date;
  @Field({ description: 'Before the cutoff and at least one dish has portions left.' })
  isOrderable!: boolean;
  @Field(() => [OccurrenceDishType]) dishes!: OccurrenceDishType[];
}

/** A cooking session with its upcoming occurrences and their stock. */
@ObjectType('CookingSession')
export class CookingSessionType {
  @Field(() => ID) id!: string;
  @Field(() => ID) restaurantId!: string;
  @Field(() => SessionScheduleEnum) schedule!: SessionSchedule;
  @Field() startDate!: string;
  @Field(() => String, { nullable: true }) until!: string | null;
  @Field({ description: 'Local HH:mm.' }) startTime!: string;
  @Field({ description: 'Local HH:mm.' }) endTime!: string;
  @Field({ description: 'IANA time zone of the restaurant, e.g. America/Toronto.' })
  timeZone!: string;
  @Field(() => Int, { description: 'Order cutoff lead time, hours.' }) leadTimeHours!: number;
  @Field(() => Int, { description: 'Least total portions of one order.' }) orderLimitMin!: number;
  @Field(() => Int, { description: 'Most total portions of one order.' }) orderLimitMax!: number;
  @Field() offersDelivery!: boolean;
  @Field() offersPickup!: boolean;
  @Field(() => [SessionDishType]) dishes!: SessionDishType[];
  @Field(() => [SessionOccurrenceType]) occurrences!: SessionOccurrenceType[];
}

/** Result of `createCookingSession` / `updateCookingSession` (errors as data). */
export const CookingSessionResult = resultUnion('CookingSessionResult', () => CookingSessionType);
