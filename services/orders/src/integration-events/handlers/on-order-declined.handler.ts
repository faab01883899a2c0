import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EventTypes, Topics, type OrderDeclinedPayload } from '@hearth/events';
import { EventSubscriber } from '@hearth/nest-common';
import { OrderConsumers, OrderSagaService } from '../../orders/order-saga.service.js';

/**
 * On `OrderDeclined` (orders' own event): the hold on the guest's card is released
 * (`OrderSagaService.releasePayment`), once per event (inbox).
 */
@Injectable()
export class OnOrderDeclinedHandler implements OnModuleInit {
  constructor(
    private readonly events: EventSubscriber,
    private readonly service: OrderSagaService,
  ) {}

  onModuleInit(): Promise<void> {
    return this.events.on<OrderDeclinedPayload>(
      Topics.orders,
      EventTypes.OrderDeclined,
      OrderConsumers.orderDeclined,
      (p, m, e) => this.service.releasePayment(p.orderId, m, e),
    );
  }
}
