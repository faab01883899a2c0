import { Inject } from '@nestjs/common';
import {
  Args,
  Context,
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
import { RestaurantPageType, RestaurantType } from '../public-catalog/restaurant.types.js';
import { FavouriteResult } from './favourite.types.js';
import { FavouritesService } from './favourites.service.js';

/**
 * Favourites (the restaurant card's toggle, /user/favorites): `setFavourite`, `myFavourites`
 * and `Restaurant.isFavourite`. Thin: authorise (guests only write), call, map to the union.
 */
@Resolver(() => RestaurantType)
export class FavouritesResolver {
  constructor(
    private readonly favourites: FavouritesService,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /**
   * The card's favourite toggle (GUEST): `isFavourite` true adds the restaurant (public ones
   * only, else ValidationError 'This restaurant is not available'), false removes it; either is
   * idempotent. Returns the restaurant, whose `isFavourite` is the new state.
   */
  @Roles('GUEST')
  @Mutation(() => FavouriteResult, {
    description:
      "Adds (true) or removes (false) a restaurant from the caller's favourites (guests).",
  })
  setFavourite(
    @Args('restaurantId', { type: () => ID }) restaurantId: string,
    @Args('isFavourite') isFavourite: boolean,
    @CurrentUser() user: AuthUser,
  ) {
    return mutationResult(
      this.logger,
      'setting a favourite failed',
      () => this.favourites.set(user, restaurantId, isFavourite),
      (r) => r.restaurant,
    );
  }

  /** /user/favorites: the caller's public favourites, most recently added first (GUEST). */
  @Roles('GUEST')
  @Query(() => RestaurantPageType, {
    description: "The caller's favourite public restaurants, most recently added first (guests).",
  })
  myFavourites(
    @Args('limit', { type: () => Int, defaultValue: 12 }) limit: number,
    @Args('cursor', { type: () => String, nullable: true }) cursor: string | null,
    @CurrentUser() user: AuthUser,
  ) {
    return this.favourites.mine(user, limit, cursor);
  }

  /** True when the signed-in guest has favourited the restaurant; false for everyone else. */
  @Public()
  @ResolveField(() => Boolean, {
    description:
      'The signed-in guest favourited this restaurant (false for visitors and other roles).',
  })
  isFavourite(
    @Parent() restaurant: RestaurantEntity,
    @CurrentUser() viewer: AuthUser | null,
    @Context() ctx: object,
  ) {
    if (!viewer || viewer.role !== 'GUEST') return false;
    return this.favourites.isFavourite(viewer, restaurant.id, ctx);
  }
}
