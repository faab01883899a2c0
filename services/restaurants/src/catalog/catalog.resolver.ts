import { Args, Int, Query, Resolver, ResolveReference } from '@nestjs/graphql';
import { Public } from '@hearth/nest-common';
import { CatalogService } from './catalog.service.js';
import { RestaurantPageType, RestaurantType } from './restaurant.types.js';

/** Public restaurant listing (home carousel, explore). */
@Resolver(() => RestaurantType)
export class CatalogResolver {
  constructor(private readonly catalog: CatalogService) {}

  @Public()
  @Query(() => RestaurantPageType, {
    description: 'Visible restaurants, newest first (limit 1..48).',
  })
  restaurants(
    @Args('limit', { type: () => Int, defaultValue: 12 }) limit: number,
    @Args('cursor', { type: () => String, nullable: true }) cursor: string | null,
  ) {
    return this.catalog.visible(limit, cursor);
  }

  @ResolveReference()
  resolveReference(ref: { id: string }) {
    return this.catalog.byId(ref.id);
  }
}
