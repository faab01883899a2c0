import {
  Args,
  Context,
  ID,
  Int,
  Parent,
  Query,
  ResolveField,
  Resolver,
  ResolveReference,
} from '@nestjs/graphql';
import { CurrentUser, Public, type AuthUser } from '@hearth/nest-common';
import { ChefStandingService } from '../standing/chef-standing.service.js';
import { CatalogService, isOwnerOrAdmin } from './catalog.service.js';
import type { RestaurantEntity } from './restaurant.entity.js';
import { RestaurantPageType, RestaurantType } from './restaurant.types.js';

/**
 * The restaurant catalogue (home carousel, explore, /restaurant/{slug}) under the public
 * visibility rule (docs/rules/catalogue.md#visibility): chef Active + bank details filled + not
 * hidden. Thin: call, map.
 */
@Resolver(() => RestaurantType)
export class CatalogResolver {
  constructor(
    private readonly catalog: CatalogService,
    private readonly standing: ChefStandingService,
  ) {}

  @Public()
  @Query(() => RestaurantPageType, {
    description:
      'Public restaurants (chef Active, bank details filled, not hidden), newest first (limit 1..48).',
  })
  restaurants(
    @Args('limit', { type: () => Int, defaultValue: 12 }) limit: number,
    @Args('cursor', { type: () => String, nullable: true }) cursor: string | null,
  ) {
    return this.catalog.visible(limit, cursor);
  }

  /** The restaurant page /restaurant/{slug}. Null when unknown or not public. */
  @Public()
  @Query(() => RestaurantType, {
    nullable: true,
    description:
      'The restaurant at /restaurant/{slug} (GetRestaurantDetails): null when unknown or not public, unless the caller owns it or is an admin.',
  })
  restaurantBySlug(@Args('slug') slug: string, @CurrentUser() viewer: AuthUser | null) {
    return this.catalog.bySlugFor(slug, viewer);
  }

  /** A restaurant by id; a non-public one only for its owner or an admin (null otherwise). */
  @Public()
  @Query(() => RestaurantType, {
    nullable: true,
    description:
      'A restaurant by id: null when unknown or not public, unless the caller owns it or is an admin.',
  })
  restaurant(@Args('id', { type: () => ID }) id: string, @CurrentUser() viewer: AuthUser | null) {
    return this.catalog.byIdFor(id, viewer);
  }

  /** The visibility rule: true only when the chef is Active, bank details filled and not hidden. */
  @Public()
  @ResolveField(() => Boolean, {
    description:
      'Visible to the public: the chef is Active, bank details are filled and the restaurant is not hidden.',
  })
  async isPublic(@Parent() restaurant: RestaurantEntity, @Context() ctx: object) {
    return (await this.standing.visibility(restaurant, ctx)).isPublic;
  }

  /**
   * Why the restaurant is not public (`RestaurantVisibilityMessages`, for the chef dashboard);
   * [] when public, and always [] for anyone but the owner and admins.
   */
  @Public()
  @ResolveField(() => [String], {
    description:
      'Owner-facing reasons the restaurant is not public ([] when public; [] for anyone but the owner and admins).',
  })
  async visibilityBlockers(
    @Parent() restaurant: RestaurantEntity,
    @CurrentUser() viewer: AuthUser | null,
    @Context() ctx: object,
  ) {
    if (!isOwnerOrAdmin(restaurant, viewer)) return [];
    return (await this.standing.visibility(restaurant, ctx)).blockers;
  }

  /**
   * Federation: a \`Restaurant\` reference under the same rule as \`restaurant(id)\`: the restaurant
   * when it is public or the viewer owns it or is an admin, else null (the subgraph reached
   * directly tells nothing about a restaurant that is not public).
   */
  @Public()
  @ResolveReference()
  resolveReference(@Parent() ref: { id: string }, @CurrentUser() viewer: AuthUser | null) {
    return this.catalog.byIdFor(ref.id, viewer);
  }
}
