import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EventTypes, Topics, type OrderDeclinedPayload } from '@hearth/events';
import { EventSubscriber } from '@hearth/nest-common';
import { orderDeclinedNotice } from '../../orders/order-notices.js';
import { OrderNotifier } from '../../orders/order-notifier.js';

/** Inbox consumer name of this handler. */
export const ORDER_DECLINED_CONSUMER = 'notifications.on-order-declined';

/** On `OrderDeclined` (orders): tells the guest, with the reason, in the app and by e-mail, once per event. */
@Injectable()
export class OnOrderDeclinedHandler implements OnModuleInit {
  constructor(
    private readonly events: EventSubscriber,
    private readonly notifier: OrderNotifier,
  ) {}

  onModuleInit(): Promise<void> {
    return this.events.on<OrderDeclinedPayload>(
      Topics.orders,
      EventTypes.OrderDeclined,
      ORDER_DECLINED_CONSUMER,
      (p, m) =>
        this.notifier.tell(m, p, 'guest', orderDeclinedNotice(p.orderId, p.reason), {
          email: true,
        }),
    );
  }
}
