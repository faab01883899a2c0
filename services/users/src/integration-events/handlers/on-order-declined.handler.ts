import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EventTypes, Topics, type OrderDeclinedPayload } from '@hearth/events';
import { EventSubscriber } from '@hearth/nest-common';
import { OpenOrdersService } from '../../open-orders/open-orders.service.js';

/** Inbox consumer name of this handler. */
export const ORDER_DECLINED_CONSUMER = 'users.on-order-declined';

/**
 * On `OrderDeclined` (orders; the chef declined it): `OpenOrdersService.closed` — the order no longer keeps its guest
 * or its chef from deleting their account. Once per event, in the inbox's transaction.
 */
@Injectable()
export class OnOrderDeclinedHandler implements OnModuleInit {
  constructor(
    private readonly events: EventSubscriber,
    private readonly openOrders: OpenOrdersService,
  ) {}

  onModuleInit(): Promise<void> {
    return this.events.on<OrderDeclinedPayload>(
      Topics.orders,
      EventTypes.OrderDeclined,
      ORDER_DECLINED_CONSUMER,
      (p, m, e) => this.openOrders.closed(m, p, e.occurredAt),
    );
  }
}
