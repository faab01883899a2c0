import { Module } from '@nestjs/common';
import { PromotionsResolver, RestaurantOffersResolver } from './promotions.resolver.js';
import { PromotionsService } from './promotions.service.js';

/**
 * Promotions: admins' definitions, the offers guests meet on restaurants and at checkout, and
 * the redemptions the checkout counts and the lifecycle gives back.
 */
@Module({
  providers: [PromotionsService, PromotionsResolver, RestaurantOffersResolver],
  exports: [PromotionsService],
})
export class PromotionsModule {}
