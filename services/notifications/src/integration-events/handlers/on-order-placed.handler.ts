import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EventTypes, Topics, type OrderPlacedPayload } from '@hearth/events';
import { EventSubscriber } from '@hearth/nest-common';
import { MessagingParties } from '../../messaging/messaging-parties.service.js';

/** Inbox consumer name of this handler. */
export const ORDER_PLACED_CONSUMER = 'notifications.on-order-placed';

/**
 * On `OrderPlaced` (orders): remembers the order's guest, chef, restaurant and total
 * (`messaging_orders`), so only those two may talk about it and only its guest may report it.
 * Once per event (inbox).
 */
@Injectable()
export class OnOrderPlacedHandler implements OnModuleInit {
  constructor(
    private readonly events: EventSubscriber,
    private readonly parties: MessagingParties,
  ) {}

  onModuleInit(): Promise<void> {
    return this.events.on<OrderPlacedPayload>(
      Topics.orders,
      EventTypes.OrderPlaced,
      ORDER_PLACED_CONSUMER,
      (p, m, e) => this.parties.orderPlaced(m, p, e.occurredAt),
    );
  }
}
