import { Args, Int, Query, Resolver } from '@nestjs/graphql';
import { Public } from '@hearth/nest-common';
import { RestaurantPageType } from '../public-catalog/restaurant.types.js';
import { ExploreService } from './explore.service.js';
import { ExploreFilterInput, ExploreSortEnum, type ExploreSort } from './explore.types.js';

/** Explore (/user/explore, /user/restaurant-list; docs/rules/catalogue.md#explore). Public. */
@Resolver()
export class ExploreResolver {
  constructor(private readonly explore: ExploreService) {}

  /**
   * Public restaurants filtered and sorted server-side, in keyset pages of 1..48 (pass
   * `nextCursor` back as `cursor` with the same filter and sort). With `postalCode`, only the
   * restaurants that deliver there or offer pickup within `filter.pickupWithinKm` km (default 10),
   * each with `distanceKm` and `deliversHere`. Errors: BAD_USER_INPUT with 'Enter your postal
   * code to sort by distance', 'We could not find that postal code', 'Choose a valid date',
   * 'Choose a pickup distance from 1 to 100 km', or 'Invalid cursor'.
   */
  @Public()
  @Query(() => RestaurantPageType, {
    description:
      'Explore public restaurants: filters (AND); with postalCode only those that deliver there or offer pickup within filter.pickupWithinKm (default 10 km); sort RATING (best first) or DISTANCE (km from postalCode, nearest first); keyset pages of 1..48.',
  })
  exploreRestaurants(
    @Args('filter', { type: () => ExploreFilterInput, nullable: true })
    filter: ExploreFilterInput | null,
    @Args('sort', { type: () => ExploreSortEnum, defaultValue: 'RATING' }) sort: ExploreSort,
    @Args('postalCode', {
      type: () => String,
      nullable: true,
      description:
        "The guest's postal code: lists only the restaurants that can feed the guest there (delivery radius covers it, or pickup within filter.pickupWithinKm) with their distance; required for DISTANCE.",
    })
    postalCode: string | null,
    @Args('limit', { type: () => Int, defaultValue: 12 }) limit: number,
    @Args('cursor', { type: () => String, nullable: true }) cursor: string | null,
  ) {
    return this.explore.explore(filter, sort, postalCode, limit, cursor);
  }

  /** The cuisine tags public restaurants use, alphabetically (explore's cuisine filter). */
  @Public()
  @Query(() => [String], { description: 'Cuisine tags of public restaurants, A–Z.' })
  exploreCuisines() {
    return this.explore.cuisines();
  }
}
