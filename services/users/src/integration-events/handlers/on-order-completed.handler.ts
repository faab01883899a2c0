import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EventTypes, Topics, type OrderCompletedPayload } from '@hearth/events';
import { EventSubscriber } from '@hearth/nest-common';
import { OpenOrdersService } from '../../open-orders/open-orders.service.js';

/** Inbox consumer name of this handler. */
export const ORDER_COMPLETED_CONSUMER = 'users.on-order-completed';

/**
 * On `OrderCompleted` (orders; the chef completed it): `OpenOrdersService.closed` — the order no longer keeps its guest
 * or its chef from deleting their account. Once per event, in the inbox's transaction.
 */
@Injectable()
export class OnOrderCompletedHandler implements OnModuleInit {
  constructor(
    private readonly events: EventSubscriber,
    private readonly openOrders: OpenOrdersService,
  ) {}

  onModuleInit(): Promise<void> {
    return this.events.on<OrderCompletedPayload>(
      Topics.orders,
      EventTypes.OrderCompleted,
      ORDER_COMPLETED_CONSUMER,
      (p, m, e) => this.openOrders.closed(m, p, e.occurredAt),
    );
  }
}
