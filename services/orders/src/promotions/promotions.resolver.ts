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
import { PromotionsService, type PromotionAction } from './promotions.service.js';
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
 * Thin: authorise, call `PromotionsService`.
 */
@Resolver(() => PromotionType)
export class PromotionsResolver {
  constructor(
    private readonly service: PromotionsService,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** Admins: every promotion, newest first, with its state. */
  @Roles('ADMIN')
  @Query(() => [PromotionType], {
    description: 'Every promotion, newest first (at most 200), for admins.',
  })
  promotions() {
    return this.service.list();
  }

  /** Admins: the restaurants and cuisines a promotion may be limited to. */
  @Roles('ADMIN')
  @Query(() => PromotionTargetsType, {
    description: "The Create Promotion form's restaurants and cuisines, for admins.",
  })
  promotionTargets() {
    return this.service.targets();
  }

  /** CreatePromotion (admins): see `PromotionsService.create`. */
  @Roles('ADMIN')
  @Mutation(() => PromotionResult, {
    description:
      'Creates a promotion (admins): a code or an automatic offer, percent or fixed cents, minimum subtotal, start and end in a time zone, limits, restrictions and who funds it.',
  })
  createPromotion(@Args('input') input: CreatePromotionInput, @CurrentUser() admin: AuthUser) {
    return mutationResult(
      this.logger,
      'creating a promotion failed',
      () => this.service.create(admin, input),
      (r) => r.promotion,
    );
  }

  private act(id: string, action: PromotionAction) {
    return mutationResult(
      this.logger,
      `${action} of a promotion failed`,
      () => this.service.act(id, action),
      (r) => r.promotion,
    );
  }

  /** PausePromotion (admins): a running or scheduled promotion stops applying until resumed. */
  @Roles('ADMIN')
  @Mutation(() => PromotionResult, {
    description: 'Pauses a running or scheduled promotion (admins); ResumePromotion undoes it.',
  })
  pausePromotion(@Args('id', { type: () => ID }) id: string) {
    return this.act(id, 'pause');
  }

  /** ResumePromotion (admins): a paused promotion applies again (within its dates). */
  @Roles('ADMIN')
  @Mutation(() => PromotionResult, { description: 'Resumes a paused promotion (admins).' })
  resumePromotion(@Args('id', { type: () => ID }) id: string) {
    return this.act(id, 'resume');
  }

  /** EndPromotion (admins): ends a promotion for good; orders that used it keep their discount. */
  @Roles('ADMIN')
  @Mutation(() => PromotionResult, {
    description: 'Ends a promotion for good (admins); orders that used it keep their discount.',
  })
  endPromotion(@Args('id', { type: () => ID }) id: string) {
    return this.act(id, 'end');
  }

  /** CheckoutDiscount (guests): see `PromotionsService.checkoutDiscount`. */
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
    return this.service.checkoutDiscount(user, occurrenceId, code);
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

  constructor(private readonly promotions: PromotionsService) {}

  /** Federation: orders knows restaurants only by id (public: restaurants are). */
  @Public()
  @ResolveReference()
  resolveReference(ref: { id: string }): RestaurantReference {
    return RestaurantReference.of(ref.id);
  }

  /** The running offers this viewer may use here (see `PromotionsService.offersFor`). */
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
    return this.loaders.load(ctx, restaurant.id, (ids) => this.promotions.offersFor(ids, viewer));
  }
}
