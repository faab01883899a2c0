import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EventTypes, Topics, type OrderPaymentFailedPayload } from '@hearth/events';
import { EventSubscriber } from '@hearth/nest-common';
import { orderRejectedNotice } from '../../orders/order-notices.js';
import { OrderNotifier } from '../../orders/order-notifier.js';

/** Inbox consumer name of this handler. */
export const ORDER_PAYMENT_FAILED_CONSUMER = 'notifications.on-order-payment-failed';

/**
 * On `OrderPaymentFailed` (orders): the card was declined, so the order could not be placed;
 * tells the guest with the processor's reason (and pushes the change to the checkout that waits
 * for it), once per event.
 */
@Injectable()
export class OnOrderPaymentFailedHandler implements OnModuleInit {
  constructor(
    private readonly events: EventSubscriber,
    private readonly notifier: OrderNotifier,
  ) {}

  onModuleInit(): Promise<void> {
    return this.events.on<OrderPaymentFailedPayload>(
      Topics.orders,
      EventTypes.OrderPaymentFailed,
      ORDER_PAYMENT_FAILED_CONSUMER,
      async (p, m) => {
        await this.notifier.tell(m, p, 'guest', orderRejectedNotice(p.orderId, p.message));
      },
    );
  }
}
