import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EventTypes, Topics, type DishDeletedPayload } from '@hearth/events';
import { EventSubscriber } from '@hearth/nest-common';
import {
  DishesConsumers,
  RestaurantDishesService,
} from '../../dishes/restaurant-dishes.service.js';

/**
 * On `DishDeleted` (restaurants): a DELETED tombstone, and the dish leaves upcoming occurrences
 * that sold none of it (`OccurrenceDishesWithdrawn` each), once per event.
 */
@Injectable()
export class OnDishDeletedHandler implements OnModuleInit {
  constructor(
    private readonly events: EventSubscriber,
    private readonly dishes: RestaurantDishesService,
  ) {}

  onModuleInit(): Promise<void> {
    return this.events.on<DishDeletedPayload>(
      Topics.restaurants,
      EventTypes.DishDeleted,
      DishesConsumers.dishDeleted,
      (p, manager, event) =>
        this.dishes.applyDelete(manager, p, event.occurredAt, event.traceparent ?? null),
    );
  }
}
