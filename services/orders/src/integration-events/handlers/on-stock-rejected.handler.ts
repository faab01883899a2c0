import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EventTypes, Topics, type StockRejectedPayload } from '@hearth/events';
import { EventSubscriber } from '@hearth/nest-common';
import { OrderSagaService, OrderConsumers } from '../../orders/order-saga.service.js';

/** On `StockRejected` (sessions): `OrderSagaService.applyStockRejected`, once per event (inbox). */
@Injectable()
export class OnStockRejectedHandler implements OnModuleInit {
  constructor(
    private readonly events: EventSubscriber,
    private readonly service: OrderSagaService,
  ) {}

  onModuleInit(): Promise<void> {
    return this.events.on<StockRejectedPayload>(
      Topics.sessions,
      EventTypes.StockRejected,
      OrderConsumers.stockRejected,
      (p, m, e) => this.service.applyStockRejected(p, m, e),
    );
  }
}
