import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EventTypes, Topics, type OrderPaymentFailedPayload } from '@hearth/events';
import { EventSubscriber } from '@hearth/nest-common';
import { OpenOrdersService } from '../../open-orders/open-orders.service.js';

/** Inbox consumer name of this handler. */
export const ORDER_PAYMENT_FAILED_CONSUMER = 'users.on-order-payment-failed';

/**
 * On `OrderPaymentFailed` (orders; the card hold failed): `OpenOrdersService.closed` — the order no longer keeps its guest
 * or its chef from deleting their account. Once per event, in the inbox's transaction.
 */
@Injectable()
export class OnOrderPaymentFailedHandler implements OnModuleInit {
  constructor(
    private readonly events: EventSubscriber,
    private readonly openOrders: OpenOrdersService,
  ) {}

  onModuleInit(): Promise<void> {
    return this.events.on<OrderPaymentFailedPayload>(
      Topics.orders,
      EventTypes.OrderPaymentFailed,
      ORDER_PAYMENT_FAILED_CONSUMER,
      (p, m, e) => this.openOrders.closed(m, p, e.occurredAt),
    );
  }
}
