import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EventTypes, Topics, type DishChangedPayload } from '@hearth/events';
import { EventSubscriber } from '@hearth/nest-common';
import {
  CatalogProjections,
  CatalogConsumers,
} from '../../catalog-projection/catalog-projections.service.js';

/** On `DishChanged` (restaurants): `CatalogProjections.applyDishChanged`, once per event (inbox). */
@Injectable()
export class OnDishChangedHandler implements OnModuleInit {
  constructor(
    private readonly events: EventSubscriber,
    private readonly service: CatalogProjections,
  ) {}

  onModuleInit(): Promise<void> {
    return this.events.on<DishChangedPayload>(
      Topics.restaurants,
      EventTypes.DishChanged,
      CatalogConsumers.dishChanged,
      (p, m, e) => this.service.applyDishChanged(p, m, e),
    );
  }
}
