import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EventTypes, Topics, type TipAddedPayload } from '@hearth/events';
import { EventSubscriber } from '@hearth/nest-common';
import { orderTippedNotice } from '../../orders/order-notices.js';
import { OrderNotifier } from '../../orders/order-notifier.js';

/** Inbox consumer name of this handler. */
export const TIP_ADDED_CONSUMER = 'notifications.on-tip-added';

/**
 * On `TipAdded` (orders): a guest tipped the chef after the order was completed; tells the chef
 * the amount in the app (docs/rules/payments.md#tips), once per event.
 */
@Injectable()
export class OnTipAddedHandler implements OnModuleInit {
  constructor(
    private readonly events: EventSubscriber,
    private readonly notifier: OrderNotifier,
  ) {}

  onModuleInit(): Promise<void> {
    return this.events.on<TipAddedPayload>(
      Topics.orders,
      EventTypes.TipAdded,
      TIP_ADDED_CONSUMER,
      (p, m) => this.notifier.tell(m, p, 'chef', orderTippedNotice(p.orderId, p.amountCents)),
    );
  }
}
