import { Inject } from '@nestjs/common';
import {
  Args,
  Context,
  ID,
  Mutation,
  Parent,
  Query,
  ResolveField,
  Resolver,
  ResolveReference,
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
import { RequestLoaders } from '../common/request-loaders.js';
import { CheckoutDiscountQuery } from './checkout-discount.query.js';
import { CreatePromotionHandler } from './create-promotion.handler.js';
import { EndPromotionHandler } from './end-promotion.handler.js';
import { ListPromotionsQuery } from './list-promotions.query.js';
import { PausePromotionHandler } from './pause-promotion.handler.js';
import type { PromotionOutcome } from './promotion-state.js';
import { PromotionTargetsQuery } from './promotion-targets.query.js';
import { RestaurantOffersQuery } from './restaurant-offers.query.js';
import { ResumePromotionHandler } from './resume-promotion.handler.js';
import {
  CheckoutDiscountType,
  CreatePromotionInput,
  OfferType,
  PromotionResult,
  PromotionTargetsType,
  PromotionType,
  RestaurantReference,
} from './promotions.types.js';

/**
 * Promotions on the graph: admins create, list, pause, resume and end them (ADMIN role only;
 * everyone else FORBIDDEN); a guest asks what a code (or an automatic offer) takes off their cart.
 * Thin: parse, authorise (`@Roles`), call one handler or query.
 */
@Resolver(() => PromotionType)
export class PromotionsResolver {
  constructor(
    private readonly listPromotions: ListPromotionsQuery,
    private readonly promotionTargetsQuery: PromotionTargetsQuery,
    private readonly createPromotionHandler: CreatePromotionHandler,
    private readonly pausePromotionHandler: PausePromotionHandler,
    private readonly resumePromotionHandler: ResumePromotionHandler,
    private readonly endPromotionHandler: EndPromotionHandler,
    private readonly checkoutDiscountQuery: CheckoutDiscountQuery,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** Admins: every promotion, newest first, with its state. */
  @Roles('ADMIN')
  @Query(() => [PromotionType], {
    description: 'Every promotion, newest first (at most 200), for admins.',
  })
  promotions() {
    return this.listPromotions.execute();
  }

  /** Admins: the restaurants and cuisines a promotion may be limited to. */
  @Roles('ADMIN')
  @Query(() => PromotionTargetsType, {
    description: "The Create Promotion form's restaurants and cuisines, for admins.",
  })
  promotionTargets() {
    return this.promotionTargetsQuery.execute();
  }

  /** CreatePromotion (admins): see `CreatePromotionHandler`. */
  @Roles('ADMIN')
  @Mutation(() => PromotionResult, {
    description:
      'Creates a promotion (admins): a code or an automatic offer, percent or fixed cents, minimum subtotal, start and end in a time zone, limits, restrictions and who funds it.',
  })
  createPromotion(@Args('input') input: CreatePromotionInput, @CurrentUser() admin: AuthUser) {
    return mutationResult(
      this.logger,
      'creating a promotion failed',
      () => this.createPromotionHandler.execute(admin, input),
      (r) => r.promotion,
    );
  }

  private act(action: 'pause' | 'resume' | 'end', change: () => Promise<PromotionOutcome>) {
    return mutationResult(
      this.logger,
      `${action} of a promotion failed`,
      change,
      (r) => r.promotion,
    );
  }

  /** PausePromotion (admins): a running or scheduled promotion stops applying until resumed. */
  @Roles('ADMIN')
  @Mutation(() => PromotionResult, {
    description: 'Pauses a running or scheduled promotion (admins); ResumePromotion undoes it.',
  })
  pausePromotion(@Args('id', { type: () => ID }) id: string) {
    return this.act('pause', () => this.pausePromotionHandler.execute(id));
  }

  /** ResumePromotion (admins): a paused promotion applies again (within its dates). */
  @Roles('ADMIN')
  @Mutation(() => PromotionResult, { description: 'Resumes a paused promotion (admins).' })
  resumePromotion(@Args('id', { type: () => ID }) id: string) {
    return this.act('resume', () => this.resumePromotionHandler.execute(id));
  }

  /** EndPromotion (admins): ends a promotion for good; orders that used it keep their discount. */
  @Roles('ADMIN')
  @Mutation(() => PromotionResult, {
    description: 'Ends a promotion for good (admins); orders that used it keep their discount.',
  })
  endPromotion(@Args('id', { type: () => ID }) id: string) {
    return this.act('end', () => this.endPromotionHandler.execute(id));
  }

  /** CheckoutDiscount (guests): see `CheckoutDiscountQuery`. */
  @Roles('GUEST')
  @Query(() => CheckoutDiscountType, {
    nullable: true,
    description:
      "What a code (or, without one, the best automatic offer) takes off the guest's cart lines of one occurrence, or why the code does not apply — the rules placeOrder applies. Null for an unknown occurrence.",
  })
  checkoutDiscount(
    @Args('occurrenceId', { type: () => ID }) occurrenceId: string,
    @Args('promotionCode', { type: () => String, nullable: true }) code: string | null,
    @CurrentUser() user: AuthUser,
  ) {
    return this.checkoutDiscountQuery.execute(user, occurrenceId, code);
  }
}

/**
 * `Restaurant.offers`: the offers that apply to a restaurant for the viewer (federation: the
 * restaurants subgraph owns `Restaurant`; orders adds this field). The restaurants of one request
 * (an explore page, favourites, a restaurant page) are loaded together: one batch per request,
 * whatever the number of cards.
 */
@Resolver(() => RestaurantReference)
export class RestaurantOffersResolver {
  /** One batching loader per GraphQL request. */
  private readonly loaders = new RequestLoaders<string, OfferType[]>([]);

  constructor(private readonly restaurantOffers: RestaurantOffersQuery) {}

  /** Federation: orders knows restaurants only by id (public: restaurants are). */
  @Public()
  @ResolveReference()
  resolveReference(ref: { id: string }): RestaurantReference {
    return RestaurantReference.of(ref.id);
  }

  /** The running offers this viewer may use here (see `RestaurantOffersQuery`). */
  @Public()
  @ResolveField(() => [OfferType], {
    description:
      'The offers that apply here for the viewer (codes to type and automatic offers), the larger discount first; the card shows the first.',
  })
  offers(
    @Parent() restaurant: RestaurantReference,
    @CurrentUser() viewer: AuthUser | null,
    @Context() ctx: object,
  ): Promise<OfferType[]> {
    // One batch per request (the viewer is the same for the whole request).
    return this.loaders.load(ctx, restaurant.id, (ids) =>
      this.restaurantOffers.execute(ids, viewer),
    );
  }
}
