import { Float, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { Public } from '@hearth/nest-common';
import { RestaurantType } from '../public-catalog/restaurant.types.js';
import type { ExploredRestaurant } from './explore.service.js';

/**
 * `Restaurant.distanceKm` and `Restaurant.deliversHere`: what explore computed for the guest's
 * postal code (docs/rules/catalogue.md#explore). They are only known on the restaurants an
 * `exploreRestaurants` call with a `postalCode` returned, and null anywhere else.
 */
@Resolver(() => RestaurantType)
export class ExploreReachResolver {
  /** km (one decimal, great circle) from the postal code explore was given; else null. */
  @Public()
  @ResolveField(() => Float, {
    nullable: true,
    description:
      'In exploreRestaurants with a postalCode: km (one decimal, as the crow flies) from that postal code; null elsewhere or without coordinates.',
  })
  distanceKm(@Parent() restaurant: ExploredRestaurant): number | null {
    return restaurant.distanceKm ?? null;
  }

  /** True when the delivery radius covers the postal code explore was given; else null. */
  @Public()
  @ResolveField(() => Boolean, {
    nullable: true,
    description:
      'In exploreRestaurants with a postalCode: the delivery radius covers that postal code; null elsewhere.',
  })
  deliversHere(@Parent() restaurant: ExploredRestaurant): boolean | null {
    return restaurant.deliversHere ?? null;
  }
}
