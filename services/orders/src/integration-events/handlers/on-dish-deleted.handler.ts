import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EventTypes, Topics, type DishDeletedPayload } from '@hearth/events';
import { EventSubscriber } from '@hearth/nest-common';
import {
  CatalogProjections,
  CatalogConsumers,
} from '../../catalog-projection/catalog-projections.service.js';

/** On `DishDeleted` (restaurants): `CatalogProjections.applyDishDeleted`, once per event (inbox). */
@Injectable()
export class OnDishDeletedHandler implements OnModuleInit {
  constructor(
    private readonly events: EventSubscriber,
    private readonly service: CatalogProjections,
  ) {}

  onModuleInit(): Promise<void> {
    return this.events.on<DishDeletedPayload>(
      Topics.restaurants,
      EventTypes.DishDeleted,
      CatalogConsumers.dishDeleted,
      (p, m, e) => this.service.applyDishDeleted(p, m, e),
    );
  }
}
