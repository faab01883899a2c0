import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EventTypes, Topics, type OrderAcceptedPayload } from '@hearth/events';
import { EventSubscriber } from '@hearth/nest-common';
import { orderAcceptedNotice } from '../../orders/order-notices.js';
import { OrderNotifier } from '../../orders/order-notifier.js';

/** Inbox consumer name of this handler. */
export const ORDER_ACCEPTED_CONSUMER = 'notifications.on-order-accepted';

/** On `OrderAccepted` (orders): tells the guest, in the app and by e-mail, once per event. */
@Injectable()
export class OnOrderAcceptedHandler implements OnModuleInit {
  constructor(
    private readonly events: EventSubscriber,
    private readonly notifier: OrderNotifier,
  ) {}

  onModuleInit(): Promise<void> {
    return this.events.on<OrderAcceptedPayload>(
      Topics.orders,
      EventTypes.OrderAccepted,
      ORDER_ACCEPTED_CONSUMER,
      (p, m) => this.notifier.tell(m, p, 'guest', orderAcceptedNotice(p.orderId), { email: true }),
    );
  }
}
