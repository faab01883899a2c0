import { Field, Float, ID, InputType, Int, ObjectType } from '@nestjs/graphql';
import { resultUnion } from '@hearth/nest-common';

/** A review as the guest and the public see it. Times ISO-8601 with zone. */
@ObjectType('Review')
export class ReviewType {
  @Field(() => ID) id!: string;
  @Field(() => ID, { description: 'The reviewed restaurant (only restaurants are reviewed).' })
  restaurantId!: string;
  @Field(() => ID, { description: 'The completed order this review is about (one per order).' })
  orderId!: string;
  @Field(() => Int, { description: 'Whole stars, 1–5.' }) stars!: number;
  @Field({ description: "The guest's text ('' when none)." }) description!: string;
  @Field() createdAt!: Date;
  @Field() updatedAt!: Date;
}

/**
 * A new review of a restaurant for one order. Nullable so that a missing value gets its message
 * ('Review stars are required') as a ValidationError.
 */
@InputType('CreateReviewInput')
export class CreateReviewInput {
  @Field(() => ID, { nullable: true }) restaurantId?: string | null;
  @Field(() => ID, { nullable: true, description: 'The completed order being reviewed.' })
  orderId?: string | null;
  @Field(() => Int, { nullable: true, description: 'Whole stars, 1–5 (required).' })
  stars?: number | null;
  @Field(() => String, { nullable: true, description: 'Optional text, up to 1000 characters.' })
  description?: string | null;
}

/** Changing a review: new stars and text for an existing review (the review id is an arg). */
@InputType('ChangeReviewInput')
export class ChangeReviewInput {
  @Field(() => Int, { nullable: true, description: 'Whole stars, 1–5 (required).' })
  stars?: number | null;
  @Field(() => String, { nullable: true, description: 'Optional text, up to 1000 characters.' })
  description?: string | null;
}

/** One page of the caller's reviews, newest first; pass `nextCursor` back as `cursor`. */
@ObjectType('ReviewPage')
export class ReviewPageType {
  @Field(() => [ReviewType]) items!: ReviewType[];
  @Field(() => String, { nullable: true }) nextCursor!: string | null;
}

/** Result of `createReview` / `changeReview` (errors as data). */
export const ReviewResult = resultUnion('ReviewResult', () => ReviewType);

/** A rating over some reviews: average stars to one decimal (null with none) and their count. */
@ObjectType('RatingSummary')
export class RatingSummaryType {
  @Field(() => Float, { nullable: true }) rating!: number | null;
  @Field(() => Int) reviewCount!: number;
}
