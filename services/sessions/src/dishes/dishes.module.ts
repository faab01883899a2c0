import { Module } from '@nestjs/common';
import { RestaurantDishesService } from './restaurant-dishes.service.js';

/** Sessions' view of restaurants' dishes (`restaurant_dishes`), fed by restaurants' dish events. */
@Module({ providers: [RestaurantDishesService], exports: [RestaurantDishesService] })
export class DishesModule {}
