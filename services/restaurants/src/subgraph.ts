import { Module } from '@nestjs/common';
import type { SubgraphDefinition } from '@hearth/nest-common';
import { CatalogResolver } from './catalog/catalog.resolver.js';
import { CatalogService } from './catalog/catalog.service.js';
import { RestaurantEntity } from './catalog/restaurant.entity.js';
import { CreateCatalog1763700000000 } from './migrations/1763700000000-create-catalog.js';
import { MediaModule } from './media/media.module.js';
import { KitchenModule } from './kitchen/kitchen.module.js';
import { KitchenRestaurantDetails1763800000000 } from './migrations/1763800000000-kitchen-restaurant-details.js';

/** Restaurants, dishes, menus, reviews, favourites (the chef issue fills most of it). */
@Module({ providers: [CatalogService, CatalogResolver] })
export class CatalogModule {}

/** The `restaurants` subgraph (port 4002). */
export function restaurantsSubgraph(): SubgraphDefinition {
  return {
    service: 'restaurants',
    entities: [RestaurantEntity],
    migrations: [CreateCatalog1763700000000, KitchenRestaurantDetails1763800000000],
    imports: [CatalogModule, MediaModule, KitchenModule],
  };
}
export default restaurantsSubgraph;
