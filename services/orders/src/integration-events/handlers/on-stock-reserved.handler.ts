import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EventTypes, Topics, type StockReservedPayload } from '@hearth/events';
import { EventSubscriber } from '@hearth/nest-common';
import { OrderSagaService, OrderConsumers } from '../../orders/order-saga.service.js';

/** On `StockReserved` (sessions): `OrderSagaService.applyStockReserved`, once per event (inbox). */
@Injectable()
export class OnStockReservedHandler implements OnModuleInit {
  constructor(
    private readonly events: EventSubscriber,
    private readonly service: OrderSagaService,
  ) {}

  onModuleInit(): Promise<void> {
    return this.events.on<StockReservedPayload>(
      Topics.sessions,
      EventTypes.StockReserved,
      OrderConsumers.stockReserved,
      (p, m, e) => this.service.applyStockReserved(p, m, e),
    );
  }
}
