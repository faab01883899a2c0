import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EventTypes, Topics, type RestaurantEstablishedPayload } from '@hearth/events';
import { EventSubscriber } from '@hearth/nest-common';
import {
  CatalogProjections,
  CatalogConsumers,
} from '../../catalog-projection/catalog-projections.service.js';

/** On `RestaurantEstablished` (restaurants): `CatalogProjections.applyRestaurantEstablished`, once per event (inbox). */
@Injectable()
export class OnRestaurantEstablishedHandler implements OnModuleInit {
  constructor(
    private readonly events: EventSubscriber,
    private readonly service: CatalogProjections,
  ) {}

  onModuleInit(): Promise<void> {
    return this.events.on<RestaurantEstablishedPayload>(
      Topics.restaurants,
      EventTypes.RestaurantEstablished,
      CatalogConsumers.restaurantEstablished,
      (p, m, e) => this.service.applyRestaurantEstablished(p, m, e),
    );
  }
}
