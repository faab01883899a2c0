import { Field, ID, Int, ObjectType } from '@nestjs/graphql';

/** A guest's "Notify me" on one sold-out dish of one occurrence, while they wait. */
@ObjectType('DishWatch')
export class DishWatchType {
  @Field(() => ID) occurrenceId!: string;
  @Field(() => ID) dishId!: string;
  @Field({ description: 'When the guest asked to be told.' }) waitingSince!: Date;
}

/** Demand for a dish of an occurrence: how many guests wait to be told it has portions again. */
@ObjectType('DishDemand')
export class DishDemandType {
  @Field(() => ID) occurrenceId!: string;
  @Field(() => ID) sessionId!: string;
  @Field(() => ID) dishId!: string;
  @Field({ description: 'The dish name as sessions knows it (empty when unknown).' })
  dishName!: string;
  @Field({ description: 'Local date in the restaurant time zone, YYYY-MM-DD.' })
  localDate!: string;
  @Field() startsAt!: Date;
  @Field({ description: 'IANA time zone of the restaurant.' }) timeZone!: string;
  @Field(() => Int, { description: 'Guests waiting (pressed Notify me, not yet told).' })
  waiting!: number;
}
