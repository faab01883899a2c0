import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EventTypes, Topics, type PaymentRefundedPayload } from '@hearth/events';
import { EventSubscriber } from '@hearth/nest-common';
import { orderRefundedNotice } from '../../orders/order-notices.js';
import { OrderNotifier } from '../../orders/order-notifier.js';

/** Inbox consumer name of this handler. */
export const PAYMENT_REFUNDED_CONSUMER = 'notifications.on-payment-refunded';

/**
 * On `PaymentRefunded` (orders): an admin refunded part or all of an order; tells the guest the
 * amount and the reason (in-app and by e-mail), once per event.
 */
@Injectable()
export class OnPaymentRefundedHandler implements OnModuleInit {
  constructor(
    private readonly events: EventSubscriber,
    private readonly notifier: OrderNotifier,
  ) {}

  onModuleInit(): Promise<void> {
    return this.events.on<PaymentRefundedPayload>(
      Topics.orders,
      EventTypes.PaymentRefunded,
      PAYMENT_REFUNDED_CONSUMER,
      async (p, m) => {
        const notice = orderRefundedNotice(p.orderId, p.amountCents, p.reason);
        await this.notifier.tell(m, p, 'guest', notice, { email: true });
      },
    );
  }
}
