import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EventTypes, Topics, type RestaurantEstablishedPayload } from '@hearth/events';
import { EventSubscriber } from '@hearth/nest-common';
import { MessagingParties } from '../../messaging/messaging-parties.service.js';

/** Inbox consumer name of this handler. */
export const RESTAURANT_ESTABLISHED_CONSUMER = 'notifications.on-restaurant-established';

/**
 * On `RestaurantEstablished` (restaurants): remembers the restaurant's owner and name
 * (`messaging_restaurants`), so a guest's question reaches its chef. Once per event (inbox).
 */
@Injectable()
export class OnRestaurantEstablishedHandler implements OnModuleInit {
  constructor(
    private readonly events: EventSubscriber,
    private readonly parties: MessagingParties,
  ) {}

  onModuleInit(): Promise<void> {
    return this.events.on<RestaurantEstablishedPayload>(
      Topics.restaurants,
      EventTypes.RestaurantEstablished,
      RESTAURANT_ESTABLISHED_CONSUMER,
      (p, m) => this.parties.restaurantEstablished(m, p),
    );
  }
}
