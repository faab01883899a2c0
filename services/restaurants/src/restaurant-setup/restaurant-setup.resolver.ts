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
} from '@nestjs/graphql';
import type { Logger } from 'pino';
import {
  CurrentUser,
  LOGGER,
  Public,
  Roles,
  mutationResult,
  traceparentOf,
  type AuthUser,
  type GqlContext,
} from '@hearth/nest-common';
import type { RestaurantEntity } from '../public-catalog/restaurant.entity.js';
import { RestaurantType } from '../public-catalog/restaurant.types.js';
import { RestaurantSetupService, type RestaurantSetupResult } from './restaurant-setup.service.js';
import {
  RestaurantAddressType,
  RestaurantInput,
  RestaurantResult,
} from './restaurant-setup.types.js';

/** The chef's own restaurant: establish and update it. Thin: call, map. */
@Resolver(() => RestaurantType)
export class RestaurantSetupResolver {
  constructor(
    private readonly setup: RestaurantSetupService,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** `RestaurantResult` of a save: the restaurant, `ValidationError` or `ServerError`. */
  private result(save: () => Promise<RestaurantSetupResult>) {
    return mutationResult(this.logger, 'saving a restaurant failed', save, (r) => r.restaurant);
  }

  /**
   * Establishes the caller's restaurant (CHEF; one per chef; the owner is the caller, never an
   * input). Not hidden, yet public only once the chef is Active and has bank details
   * (`Restaurant.isPublic`, docs/rules/catalogue.md#visibility). `ValidationError` carries the
   * messages of `restaurantSchema` (nothing written); the client shows the first, else 'Failed to
   * Establish Restaurant'.
   */
  @Roles('CHEF')
  @Mutation(() => RestaurantResult, {
    description:
      "Establishes the caller's restaurant (chefs; one per chef; public once the chef is Active with bank details).",
  })
  establishRestaurant(
    @Args('input') input: RestaurantInput,
    @CurrentUser() user: AuthUser,
    @Context() ctx: GqlContext,
  ) {
    return this.result(() => this.setup.establish(user, input, traceparentOf(ctx)));
  }

  /**
   * Replaces the caller's restaurant details (owner only, else FORBIDDEN); `isHidden` changes
   * only when given. Same rules and messages as `establishRestaurant`.
   */
  @Roles('CHEF')
  @Mutation(() => RestaurantResult, {
    description: "Updates the caller's own restaurant (owner only; isHidden kept when omitted).",
  })
  updateRestaurant(
    @Args('restaurantId', { type: () => ID }) restaurantId: string,
    @Args('input') input: RestaurantInput,
    @Args('isHidden', { type: () => Boolean, nullable: true }) isHidden: boolean | null,
    @CurrentUser() user: AuthUser,
    @Context() ctx: GqlContext,
  ) {
    return this.result(() =>
      this.setup.update(user, restaurantId, input, isHidden, traceparentOf(ctx)),
    );
  }

  /** The caller's restaurant with its id and slug (the wizard keeps them), or null. */
  @Roles('CHEF')
  @Query(() => RestaurantType, {
    nullable: true,
    description: "The caller's restaurant (chefs), or null before it is established.",
  })
  myRestaurant(@CurrentUser() user: AuthUser) {
    return this.setup.mine(user);
  }

  /**
   * The full street address: the owner only, null for everyone else — visitors included (the
   * field is public so that a visitor's restaurant page gets null here, not an error).
   */
  @Public()
  @ResolveField(() => RestaurantAddressType, {
    nullable: true,
    description: 'Full address; visible to the owner only (null otherwise).',
  })
  address(@Parent() restaurant: RestaurantEntity, @Context() ctx: GqlContext) {
    const user = ctx.req.user;
    if (!user || user.id !== restaurant.ownerUserId) return null;
    return restaurant;
  }
}
