import { Module } from '@nestjs/common';
import { OnOrderCompletedHandler } from './on-order-completed.handler.js';
import { RatingService } from './rating.service.js';
import { RestaurantRatingResolver, ReviewsResolver } from './reviews.resolver.js';
import { ReviewsService } from './reviews.service.js';

/** Reviews and the restaurant rating (SPEC §3 Review, §7 CreateReview / ChangeReview, §9). */
@Module({
  providers: [
    OnOrderCompletedHandler,
    ReviewsService,
    RatingService,
    ReviewsResolver,
    RestaurantRatingResolver,
  ],
  exports: [RatingService],
})
export class ReviewsModule {}
