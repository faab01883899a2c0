import { UserReference, type SubgraphDefinition } from '@hearth/nest-common';
import { PrivacyModule } from './privacy/privacy.module.js';
import { CatalogModule } from './public-catalog/catalog.module.js';
import { RestaurantEntity } from './public-catalog/restaurant.entity.js';
import { CreateCatalog1763700000000 } from './migrations/1763700000000-create-catalog.js';
import { MediaModule } from './media/media.module.js';
import { RestaurantSetupModule } from './restaurant-setup/restaurant-setup.module.js';
import { OwnerModule } from './owner/owner.module.js';
import { KitchenRestaurantDetails1763800000000 } from './migrations/1763800000000-kitchen-restaurant-details.js';
import { ChefStanding1765100000001 } from './migrations/1765100000001-chef-standing.js';
import { ChefStandingEntity } from './standing/chef-standing.entity.js';
import { DishEntity } from './dishes/dish.entity.js';
import { DishesModule } from './dishes/dishes.module.js';
import { MenuEntity } from './menus/menu.entity.js';
import { MenusModule } from './menus/menus.module.js';
import { DishesMenus1765000000001 } from './migrations/1765000000001-dishes-menus.js';
import { ScheduleModule } from './schedule/schedule.module.js';
import { Reviews1765400000001 } from './migrations/1765400000001-reviews.js';
import { CompletedOrders1765400000002 } from './migrations/1765400000002-completed-orders.js';
import { ReviewEntity } from './reviews/review.entity.js';
import { ReviewsModule } from './reviews/reviews.module.js';
import { Favourites1765400000003 } from './migrations/1765400000003-favourites.js';
import { FavouritesModule } from './favourites/favourites.module.js';
import { Explore1765400000004 } from './migrations/1765400000004-explore.js';
import { ExploreModule } from './explore/explore.module.js';
import { IntegrationEventsModule } from './integration-events/integration-events.module.js';
import { ExploreAnnounced1765400000005 } from './migrations/1765400000005-explore-announced.js';
import { AnnounceDishIngredients1767300000000 } from './migrations/1767300000000-announce-dish-ingredients.js';
import { AnnounceRestaurantCuisines1767400000000 } from './migrations/1767400000000-announce-restaurant-cuisines.js';
import { AnnounceRestaurantVisibility1768000000000 } from './migrations/1768000000000-announce-restaurant-visibility.js';
import { AnnounceRestaurantPostalCodes1770200000000 } from './migrations/1770200000000-announce-restaurant-postal-codes.js';
import { MediaErasures1770100000000 } from './migrations/1770100000000-media-erasures.js';
import { ExploreSearchAndReach1770500000000 } from './migrations/1770500000000-explore-search-and-reach.js';
import { ExploreChefNames1770500000001 } from './migrations/1770500000001-explore-chef-names.js';
import { ExploreSearchCosts1770500000002 } from './migrations/1770500000002-explore-search-costs.js';
import { ExploreRatingOnRestaurant1770600000000 } from './migrations/1770600000000-explore-rating-on-restaurant.js';
import { DishAllergens1770400000000 } from './migrations/1770400000000-dish-allergens.js';

/** The `restaurants` subgraph (port 4002). */
export function restaurantsSubgraph(): SubgraphDefinition {
  return {
    service: 'restaurants',
    entities: [ChefStandingEntity, RestaurantEntity, DishEntity, MenuEntity, ReviewEntity],
    migrations: [
      CreateCatalog1763700000000,
      KitchenRestaurantDetails1763800000000,
      DishesMenus1765000000001,
      ChefStanding1765100000001,
      Reviews1765400000001,
      CompletedOrders1765400000002,
      Favourites1765400000003,
      Explore1765400000004,
      ExploreAnnounced1765400000005,
      AnnounceDishIngredients1767300000000,
      AnnounceRestaurantCuisines1767400000000,
      AnnounceRestaurantVisibility1768000000000,
      MediaErasures1770100000000,
      AnnounceRestaurantPostalCodes1770200000000,
      DishAllergens1770400000000,
      ExploreSearchAndReach1770500000000,
      ExploreChefNames1770500000001,
      ExploreSearchCosts1770500000002,
      ExploreRatingOnRestaurant1770600000000,
    ],
    // User: extended with `restaurant` (owner/); no root field reaches it.
    orphanedTypes: [UserReference],
    imports: [
      PrivacyModule,
      CatalogModule,
      MediaModule,
      RestaurantSetupModule,
      OwnerModule,
      ScheduleModule,
      DishesModule,
      MenusModule,
      ReviewsModule,
      FavouritesModule,
      ExploreModule,
      IntegrationEventsModule,
    ],
  };
}
export default restaurantsSubgraph;
