import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EventTypes, Topics, type DishChangedPayload } from '@hearth/events';
import { EventSubscriber } from '@hearth/nest-common';
import {
  DishesConsumers,
  RestaurantDishesService,
} from '../../dishes/restaurant-dishes.service.js';

/** On `DishChanged` (restaurants): the dish's current state in `restaurant_dishes`, once per event. */
@Injectable()
export class OnDishChangedHandler implements OnModuleInit {
  constructor(
    private readonly events: EventSubscriber,
    private readonly dishes: RestaurantDishesService,
  ) {}

  onModuleInit(): Promise<void> {
    return this.events.on<DishChangedPayload>(
      Topics.restaurants,
      EventTypes.DishChanged,
      DishesConsumers.dishChanged,
      (p, manager, event) => this.dishes.applyChange(manager, p, event.occurredAt),
    );
  }
}
