import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EventTypes, Topics, type OrderPlacedPayload } from '@hearth/events';
import { EventSubscriber } from '@hearth/nest-common';
import { ContactService } from '../../contact/contact.service.js';

/** Inbox consumer name of this handler. */
export const ORDER_PLACED_CONSUMER = 'users.on-order-placed';

/** On `OrderPlaced` (orders): `ContactService.recordOrder` (the chef may read the guest's contact). */
@Injectable()
export class OnOrderPlacedHandler implements OnModuleInit {
  constructor(
    private readonly events: EventSubscriber,
    private readonly contacts: ContactService,
  ) {}

  onModuleInit(): Promise<void> {
    return this.events.on<OrderPlacedPayload>(
      Topics.orders,
      EventTypes.OrderPlaced,
      ORDER_PLACED_CONSUMER,
      (p, m, e) => this.contacts.recordOrder(p, m, e),
    );
  }
}
