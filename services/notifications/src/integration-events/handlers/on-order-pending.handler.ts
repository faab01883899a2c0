import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EventTypes, Topics, type OrderPendingPayload } from '@hearth/events';
import { EventSubscriber } from '@hearth/nest-common';
import { newOrderNotice } from '../../orders/order-notices.js';
import { OrderNotifier } from '../../orders/order-notifier.js';

/** Inbox consumer name of this handler. */
export const ORDER_PENDING_CONSUMER = 'notifications.on-order-pending';

/**
 * On `OrderPending` (orders): stock is reserved; tells the chef 'New order …', once per event.
 * It comes from orders' outbox in the transaction that set the status, so the live push that
 * follows (both sides' browsers refetch) always reads the new status.
 */
@Injectable()
export class OnOrderPendingHandler implements OnModuleInit {
  constructor(
    private readonly events: EventSubscriber,
    private readonly notifier: OrderNotifier,
  ) {}

  onModuleInit(): Promise<void> {
    return this.events.on<OrderPendingPayload>(
      Topics.orders,
      EventTypes.OrderPending,
      ORDER_PENDING_CONSUMER,
      async (p, m) => {
        await this.notifier.tell(m, p, 'chef', newOrderNotice(p));
      },
    );
  }
}
