import { Directive, Field, ID, ObjectType } from '@nestjs/graphql';

/** A restaurant as the public sees it. */
@ObjectType('Restaurant')
@Directive('@key(fields: "id")')
export class RestaurantType {
  @Field(() => ID) id!: string;
  /** URL name: /restaurant/{slug} (SPEC §2). */
  @Field() slug!: string;
  @Field() name!: string;
  @Field() description!: string;
  @Field(() => [String]) cuisines!: string[];
}

/** One page of restaurants, newest first; pass `nextCursor` back as `cursor`. */
@ObjectType('RestaurantPage')
export class RestaurantPageType {
  @Field(() => [RestaurantType]) items!: RestaurantType[];
  @Field(() => String, { nullable: true }) nextCursor!: string | null;
}
