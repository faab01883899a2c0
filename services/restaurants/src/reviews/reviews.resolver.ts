import { Inject } from '@nestjs/common';
import {
  Args,
  Context,
  Float,
  GraphQLISODateTime,
  ID,
  Int,
  Mutation,
  Parent,
  Query,
  ResolveField,
  Resolver,
} from '@nestjs/graphql';
import type { Logger } from 'pino';
import {
  CurrentUser,
  LOGGER,
  Public,
  Roles,
  mutationResult,
  type AuthUser,
} from '@hearth/nest-common';
import type { RestaurantEntity } from '../public-catalog/restaurant.entity.js';
import { RestaurantType } from '../public-catalog/restaurant.types.js';
import { RatingService } from './rating.service.js';
import type { ReviewEntity } from './review.entity.js';
import {
  ChangeReviewInput,
  CreateReviewInput,
  RatingSummaryType,
  ReviewPageType,
  ReviewResult,
  ReviewType,
} from './review.types.js';
import { ReviewsService, type ReviewSaveResult } from './reviews.service.js';

/**
 * Reviews (create, or change an existing one; /user/reviews) and the restaurant rating fields
 * (the card shows stars with half stars, one decimal, and the review count).
 * Thin: authorise the role, call the service, map to the union. Only guests write reviews;
 * visitors get UNAUTHENTICATED, other roles FORBIDDEN.
 */
@Resolver(() => ReviewType)
export class ReviewsResolver {
  constructor(
    private readonly reviews: ReviewsService,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** `ReviewResult` of a save: the review, `ValidationError` or `ServerError`. */
  private result(save: () => Promise<ReviewSaveResult>) {
    return mutationResult(this.logger, 'saving a review failed', save, (r) => r.review);
  }

  /**
   * Creates a review (GUEST): one review per order. `ValidationError` carries 'Review stars
   * are required', the 1–5 rule, 'You have already reviewed this order' or an unknown
   * restaurant; nothing is written then. The restaurant's rating and count change in the same
   * transaction.
   */
  @Roles('GUEST')
  @Mutation(() => ReviewResult, {
    description:
      'Reviews a restaurant for one order (guests; one review per order; stars 1–5 required).',
  })
  createReview(@Args('input') input: CreateReviewInput, @CurrentUser() user: AuthUser) {
    return this.result(() => this.reviews.create(user, input));
  }

  /**
   * Changes a review (GUEST, own review only, else FORBIDDEN). On success the client shows
   * 'Your review has been updated' (`ReviewMessages.updated`).
   */
  @Roles('GUEST')
  @Mutation(() => ReviewResult, {
    description: "Changes the caller's own review (guests); the rating follows in the same write.",
  })
  changeReview(
    @Args('reviewId', { type: () => ID }) reviewId: string,
    @Args('input') input: ChangeReviewInput,
    @CurrentUser() user: AuthUser,
  ) {
    return this.result(() => this.reviews.change(user, reviewId, input));
  }

  /** /user/reviews: the caller's reviews, newest first (keyset pages of 1..50). */
  @Roles('GUEST')
  @Query(() => ReviewPageType, { description: "The caller's reviews, newest first (guests)." })
  myReviews(
    @Args('limit', { type: () => Int, defaultValue: 20 }) limit: number,
    @Args('cursor', { type: () => String, nullable: true }) cursor: string | null,
    @CurrentUser() user: AuthUser,
  ) {
    return this.reviews.mine(user, limit, cursor);
  }

  /** The caller's review of one order, or null: 'Review Your Order' creates or changes it. */
  @Roles('GUEST')
  @Query(() => ReviewType, {
    nullable: true,
    description: "The caller's review of an order, or null when not reviewed yet (guests).",
  })
  myReviewForOrder(
    @Args('orderId', { type: () => ID }) orderId: string,
    @CurrentUser() user: AuthUser,
  ) {
    return this.reviews.mineForOrder(user, orderId);
  }

  /** The reviewed restaurant (null when it is gone). */
  @ResolveField(() => RestaurantType, { nullable: true, description: 'The reviewed restaurant.' })
  restaurant(@Parent() review: ReviewEntity, @Context() ctx: object) {
    return this.reviews.restaurantOf(review.restaurantId, ctx);
  }
}

/** `Restaurant.rating` and `Restaurant.reviewCount`, batched per request (one query a page). */
@Resolver(() => RestaurantType)
export class RestaurantRatingResolver {
  constructor(private readonly ratings: RatingService) {}

  /** The rating: the reviews' average stars to one decimal (0.0–5.0); null with no reviews. */
  @Public()
  @ResolveField(() => Float, {
    nullable: true,
    description: 'Average stars to one decimal (out of 5); null with no reviews.',
  })
  async rating(@Parent() restaurant: RestaurantEntity, @Context() ctx: object) {
    return (await this.ratings.of(restaurant.id, ctx)).rating;
  }

  /** How many reviews the rating averages (the card shows it). */
  @Public()
  @ResolveField(() => Int, { description: 'Number of reviews behind the rating.' })
  async reviewCount(@Parent() restaurant: RestaurantEntity, @Context() ctx: object) {
    return (await this.ratings.of(restaurant.id, ctx)).reviewCount;
  }

  /** The rating of the reviews written in a period (the chef's sales at a glance). */
  @Public()
  @ResolveField(() => RatingSummaryType, {
    nullable: true,
    description:
      'Average stars (one decimal) and count of the reviews written in [from, to); for the owner and admins only (null for anyone else).',
  })
  async ratingBetween(
    @Parent() restaurant: RestaurantEntity,
    @CurrentUser() viewer: AuthUser | null,
    @Args('from', { type: () => GraphQLISODateTime }) from: Date,
    @Args('to', { type: () => GraphQLISODateTime }) to: Date,
  ): Promise<RatingSummaryType | null> {
    if (!viewer || (viewer.id !== restaurant.ownerUserId && viewer.role !== 'ADMIN')) return null;
    return Object.assign(
      new RatingSummaryType(),
      await this.ratings.between(restaurant.id, from, to),
    );
  }
}
