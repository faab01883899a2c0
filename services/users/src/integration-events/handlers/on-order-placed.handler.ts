import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EventTypes, Topics, type OrderPlacedPayload } from '@hearth/events';
import { EventSubscriber } from '@hearth/nest-common';
import { ContactService } from '../../contact/contact.service.js';
import { OpenOrdersService } from '../../open-orders/open-orders.service.js';

/** Inbox consumer name of this handler. */
export const ORDER_PLACED_CONSUMER = 'users.on-order-placed';

/**
 * On `OrderPlaced` (orders): `ContactService.recordOrder` (the chef may read the guest's contact)
 * and `OpenOrdersService.placed` (neither side may delete their account until the order ends).
 */
@Injectable()
export class OnOrderPlacedHandler implements OnModuleInit {
  constructor(
    private readonly events: EventSubscriber,
    private readonly contacts: ContactService,
    private readonly openOrders: OpenOrdersService,
  ) {}

  onModuleInit(): Promise<void> {
    return this.events.on<OrderPlacedPayload>(
      Topics.orders,
      EventTypes.OrderPlaced,
      ORDER_PLACED_CONSUMER,
      async (p, m, e) => {
        await this.contacts.recordOrder(p, m, e);
        await this.openOrders.placed(m, p, e.occurredAt);
      },
    );
  }
}
