import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EventTypes, Topics, type RestaurantEstablishedPayload } from '@hearth/events';
import { EventSubscriber } from '@hearth/nest-common';
import {
  OWNERS_PROJECTION_CONSUMER,
  RestaurantOwnersService,
} from '../../sessions/restaurant-owners.service.js';

/**
 * On `RestaurantEstablished` (restaurants): sessions learns who owns the restaurant, its time
 * zone and delivery / pickup, once per event.
 */
@Injectable()
export class OnRestaurantEstablishedHandler implements OnModuleInit {
  constructor(
    private readonly events: EventSubscriber,
    private readonly owners: RestaurantOwnersService,
  ) {}

  onModuleInit(): Promise<void> {
    return this.events.on<RestaurantEstablishedPayload>(
      Topics.restaurants,
      EventTypes.RestaurantEstablished,
      OWNERS_PROJECTION_CONSUMER,
      (p, manager) => this.owners.recordRestaurant(manager, p),
    );
  }
}
