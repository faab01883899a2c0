import { Module } from '@nestjs/common';
import { CatalogModule } from '../public-catalog/catalog.module.js';
import { DishesModule } from '../dishes/dishes.module.js';
import { MenusResolver, RestaurantMenusResolver } from './menus.resolver.js';
import { MenusService } from './menus.service.js';

/** Menus of a chef's restaurant: list, create/update, delete. */
@Module({
  imports: [CatalogModule, DishesModule],
  providers: [MenusService, MenusResolver, RestaurantMenusResolver],
})
export class MenusModule {}
