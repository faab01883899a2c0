import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EventTypes, Topics, type OrderTimedOutPayload } from '@hearth/events';
import { EventSubscriber } from '@hearth/nest-common';
import { orderRejectedNotice } from '../../orders/order-notices.js';
import { OrderNotifier } from '../../orders/order-notifier.js';

/** Inbox consumer name of this handler. */
export const ORDER_TIMED_OUT_CONSUMER = 'notifications.on-order-timed-out';

/**
 * On `OrderTimedOut` (orders): the order could not be confirmed in time;
 * tells the guest with the reason (and pushes the change to the checkout that waits
 * for it), once per event.
 */
@Injectable()
export class OnOrderTimedOutHandler implements OnModuleInit {
  constructor(
    private readonly events: EventSubscriber,
    private readonly notifier: OrderNotifier,
  ) {}

  onModuleInit(): Promise<void> {
    return this.events.on<OrderTimedOutPayload>(
      Topics.orders,
      EventTypes.OrderTimedOut,
      ORDER_TIMED_OUT_CONSUMER,
      async (p, m) => {
        await this.notifier.tell(m, p, 'guest', orderRejectedNotice(p.orderId, p.message));
      },
    );
  }
}
