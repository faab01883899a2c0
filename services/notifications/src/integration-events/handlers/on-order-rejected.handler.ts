import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EventTypes, Topics, type OrderRejectedPayload } from '@hearth/events';
import { EventSubscriber } from '@hearth/nest-common';
import { orderRejectedNotice } from '../../orders/order-notices.js';
import { OrderNotifier } from '../../orders/order-notifier.js';

/** Inbox consumer name of this handler. */
export const ORDER_REJECTED_CONSUMER = 'notifications.on-order-rejected';

/**
 * On `OrderRejected` (orders): stock could not be reserved; tells the guest with the reason,
 * once per event (orders publishes it at most once per order).
 */
@Injectable()
export class OnOrderRejectedHandler implements OnModuleInit {
  constructor(
    private readonly events: EventSubscriber,
    private readonly notifier: OrderNotifier,
  ) {}

  onModuleInit(): Promise<void> {
    return this.events.on<OrderRejectedPayload>(
      Topics.orders,
      EventTypes.OrderRejected,
      ORDER_REJECTED_CONSUMER,
      async (p, m) => {
        await this.notifier.tell(m, p, 'guest', orderRejectedNotice(p.orderId, p.reasonMessage));
      },
    );
  }
}
