import { Module } from '@nestjs/common';
import { RatingService } from './rating.service.js';
import { RestaurantRatingResolver, ReviewsResolver } from './reviews.resolver.js';
import { ReviewsService } from './reviews.service.js';

/** Reviews and the restaurant rating (docs/rules/catalogue.md#reviews). */
@Module({
  providers: [ReviewsService, RatingService, ReviewsResolver, RestaurantRatingResolver],
  exports: [RatingService, ReviewsService],
})
export class ReviewsModule {}
