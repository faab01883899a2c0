import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EventTypes, Topics } from '@hearth/events';
import { EventSubscriber } from '@hearth/nest-common';
import { OpenOrdersService, type OrderFacts } from '../../open-orders/open-orders.service.js';

/**
 * The orders events after which an order is no longer in progress, each with its inbox consumer
 * name (one row per handled event id and consumer).
 */
export const ORDER_ENDED_CONSUMERS = {
  [EventTypes.OrderRejected]: 'users.on-order-rejected',
  [EventTypes.OrderPaymentFailed]: 'users.on-order-payment-failed',
  [EventTypes.OrderTimedOut]: 'users.on-order-timed-out',
  [EventTypes.OrderDeclined]: 'users.on-order-declined',
  [EventTypes.OrderCancelled]: 'users.on-order-cancelled',
  [EventTypes.OrderCompleted]: 'users.on-order-completed',
} as const;

/**
 * On `OrderRejected`, `OrderPaymentFailed`, `OrderTimedOut`, `OrderDeclined`, `OrderCancelled`
 * and `OrderCompleted` (orders; each payload carries `orderId`, `guestId`, `chefId`):
 * `OpenOrdersService.closed` — the order no longer keeps its guest or chef from deleting their
 * account. Once per event, in the inbox's transaction.
 */
@Injectable()
export class OnOrderEndedHandler implements OnModuleInit {
  constructor(
    private readonly events: EventSubscriber,
    private readonly openOrders: OpenOrdersService,
  ) {}

  async onModuleInit(): Promise<void> {
    for (const [type, consumer] of Object.entries(ORDER_ENDED_CONSUMERS)) {
      await this.events.on<OrderFacts>(Topics.orders, type, consumer, (p, m, e) =>
        this.openOrders.closed(m, p, e.occurredAt),
      );
    }
  }
}
