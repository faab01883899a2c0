import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EventTypes, Topics, type OrderCancelledPayload } from '@hearth/events';
import { EventSubscriber } from '@hearth/nest-common';
import { orderCancelledNotice } from '../../orders/order-notices.js';
import { OrderNotifier } from '../../orders/order-notifier.js';

/** Inbox consumer name of this handler. */
export const ORDER_CANCELLED_CONSUMER = 'notifications.on-order-cancelled';

/** On `OrderCancelled` (orders): the guest cancelled; tells the chef, once per event. */
@Injectable()
export class OnOrderCancelledHandler implements OnModuleInit {
  constructor(
    private readonly events: EventSubscriber,
    private readonly notifier: OrderNotifier,
  ) {}

  onModuleInit(): Promise<void> {
    return this.events.on<OrderCancelledPayload>(
      Topics.orders,
      EventTypes.OrderCancelled,
      ORDER_CANCELLED_CONSUMER,
      (p, m) => this.notifier.tell(m, p, 'chef', orderCancelledNotice(p.orderId)),
    );
  }
}
