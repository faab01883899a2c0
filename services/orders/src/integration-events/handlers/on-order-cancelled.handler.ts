import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EventTypes, Topics, type OrderCancelledPayload } from '@hearth/events';
import { EventSubscriber } from '@hearth/nest-common';
import { OrderConsumers, OrderSagaService } from '../../orders/order-saga.service.js';

/**
 * On `OrderCancelled` (orders' own event): the hold on the guest's card is released
 * (`OrderSagaService.releasePayment`), once per event (inbox).
 */
@Injectable()
export class OnOrderCancelledHandler implements OnModuleInit {
  constructor(
    private readonly events: EventSubscriber,
    private readonly service: OrderSagaService,
  ) {}

  onModuleInit(): Promise<void> {
    return this.events.on<OrderCancelledPayload>(
      Topics.orders,
      EventTypes.OrderCancelled,
      OrderConsumers.orderCancelled,
      (p, m, e) => this.service.releasePayment(p.orderId, m, e),
    );
  }
}
