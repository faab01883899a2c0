import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EventTypes, Topics, type RestaurantEstablishedPayload } from '@hearth/events';
import { EventSubscriber } from '@hearth/nest-common';
import { OWNERS_PROJECTION_CONSUMER, SessionsService } from '../../sessions/sessions.service.js';

/**
 * On `RestaurantEstablished` (restaurants): sessions learns who owns the restaurant, its time
 * zone and delivery / pickup, once per event.
 */
@Injectable()
export class OnRestaurantEstablishedHandler implements OnModuleInit {
  constructor(
    private readonly events: EventSubscriber,
    private readonly sessions: SessionsService,
  ) {}

  onModuleInit(): Promise<void> {
    return this.events.on<RestaurantEstablishedPayload>(
      Topics.restaurants,
      EventTypes.RestaurantEstablished,
      OWNERS_PROJECTION_CONSUMER,
      (p, manager) => this.sessions.recordRestaurant(manager, p),
    );
  }
}
