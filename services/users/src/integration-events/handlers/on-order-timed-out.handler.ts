import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EventTypes, Topics, type OrderTimedOutPayload } from '@hearth/events';
import { EventSubscriber } from '@hearth/nest-common';
import { OpenOrdersService } from '../../open-orders/open-orders.service.js';

/** Inbox consumer name of this handler. */
export const ORDER_TIMED_OUT_CONSUMER = 'users.on-order-timed-out';

/**
 * On `OrderTimedOut` (orders; the chef did not answer in time): `OpenOrdersService.closed` — the order no longer keeps its guest
 * or its chef from deleting their account. Once per event, in the inbox's transaction.
 */
@Injectable()
export class OnOrderTimedOutHandler implements OnModuleInit {
  constructor(
    private readonly events: EventSubscriber,
    private readonly openOrders: OpenOrdersService,
  ) {}

  onModuleInit(): Promise<void> {
    return this.events.on<OrderTimedOutPayload>(
      Topics.orders,
      EventTypes.OrderTimedOut,
      ORDER_TIMED_OUT_CONSUMER,
      (p, m, e) => this.openOrders.closed(m, p, e.occurredAt),
    );
  }
}
