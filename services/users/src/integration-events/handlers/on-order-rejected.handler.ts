import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EventTypes, Topics, type OrderRejectedPayload } from '@hearth/events';
import { EventSubscriber } from '@hearth/nest-common';
import { OpenOrdersService } from '../../open-orders/open-orders.service.js';

/** Inbox consumer name of this handler. */
export const ORDER_REJECTED_CONSUMER = 'users.on-order-rejected';

/**
 * On `OrderRejected` (orders; the order was rejected (no stock, or the restaurant not public)): `OpenOrdersService.closed` — the order no longer keeps its guest
 * or its chef from deleting their account. Once per event, in the inbox's transaction.
 */
@Injectable()
export class OnOrderRejectedHandler implements OnModuleInit {
  constructor(
    private readonly events: EventSubscriber,
    private readonly openOrders: OpenOrdersService,
  ) {}

  onModuleInit(): Promise<void> {
    return this.events.on<OrderRejectedPayload>(
      Topics.orders,
      EventTypes.OrderRejected,
      ORDER_REJECTED_CONSUMER,
      (p, m, e) => this.openOrders.closed(m, p, e.occurredAt),
    );
  }
}
