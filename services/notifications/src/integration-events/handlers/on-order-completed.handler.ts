import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EventTypes, Topics, type OrderCompletedPayload } from '@hearth/events';
import { EventSubscriber } from '@hearth/nest-common';
import { orderCompletedNotice } from '../../orders/order-notices.js';
import { OrderNotifier } from '../../orders/order-notifier.js';

/** Inbox consumer name of this handler. */
export const ORDER_COMPLETED_CONSUMER = 'notifications.on-order-completed';

/** On `OrderCompleted` (orders): tells the guest (and invites a review), once per event. */
@Injectable()
export class OnOrderCompletedHandler implements OnModuleInit {
  constructor(
    private readonly events: EventSubscriber,
    private readonly notifier: OrderNotifier,
  ) {}

  onModuleInit(): Promise<void> {
    return this.events.on<OrderCompletedPayload>(
      Topics.orders,
      EventTypes.OrderCompleted,
      ORDER_COMPLETED_CONSUMER,
      (p, m) => this.notifier.tell(m, p, 'guest', orderCompletedNotice(p.orderId)),
    );
  }
}
