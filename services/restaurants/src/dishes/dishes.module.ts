import { Module } from '@nestjs/common';
import { CatalogModule } from '../public-catalog/catalog.module.js';
import { MediaModule } from '../media/media.module.js';
import { ScheduleModule } from '../schedule/schedule.module.js';
import { DishesResolver, RestaurantDishesResolver } from './dishes.resolver.js';
import { DishesService } from './dishes.service.js';

/** Dishes and their ingredients of a chef's restaurant: add, update, status, delete, list. */
@Module({
  imports: [CatalogModule, MediaModule, ScheduleModule],
  providers: [DishesService, DishesResolver, RestaurantDishesResolver],
  exports: [DishesService],
})
export class DishesModule {}
