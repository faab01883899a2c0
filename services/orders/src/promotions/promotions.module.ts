import { Module } from '@nestjs/common';
import { CheckoutDiscountQuery } from './checkout-discount.query.js';
import { CreatePromotionHandler } from './create-promotion.handler.js';
import { EndPromotionHandler } from './end-promotion.handler.js';
import { GiveBackRedemptionHandler } from './give-back-redemption.handler.js';
import { ListPromotionsQuery } from './list-promotions.query.js';
import { PausePromotionHandler } from './pause-promotion.handler.js';
import { PromotionFactsQueries } from './promotion-facts.queries.js';
import { PromotionJudge } from './promotion-judge.js';
import { PromotionRepository } from './promotion.repository.js';
import { PromotionTargetsQuery } from './promotion-targets.query.js';
import { PromotionsResolver, RestaurantOffersResolver } from './promotions.resolver.js';
import { PromotionsService } from './promotions.service.js';
import { RecordWaitlistMemberHandler } from './record-waitlist-member.handler.js';
import { RedeemPromotionHandler } from './redeem-promotion.handler.js';
import { RestaurantOffersQuery } from './restaurant-offers.query.js';
import { ResumePromotionHandler } from './resume-promotion.handler.js';

/** The handlers and queries of the promotions context, one per intention (exported). */
const HANDLERS = [
  CreatePromotionHandler,
  PausePromotionHandler,
  ResumePromotionHandler,
  EndPromotionHandler,
  ListPromotionsQuery,
  PromotionTargetsQuery,
  RestaurantOffersQuery,
  CheckoutDiscountQuery,
  RedeemPromotionHandler,
  GiveBackRedemptionHandler,
  RecordWaitlistMemberHandler,
];

/**
 * Promotions: admins' definitions, the offers guests meet on restaurants and at checkout, and
 * the redemptions the checkout counts and the lifecycle gives back. The `PromotionEntity` model
 * owns its states and rules; one handler or query per intention; `PromotionRepository` and
 * `PromotionFactsQueries` hold the SQL. `PromotionsService` is a facade for older callers.
 */
@Module({
  providers: [
    PromotionRepository,
    PromotionFactsQueries,
    PromotionJudge,
    ...HANDLERS,
    PromotionsService,
    PromotionsResolver,
    RestaurantOffersResolver,
  ],
  exports: [PromotionsService, ...HANDLERS],
})
export class PromotionsModule {}
