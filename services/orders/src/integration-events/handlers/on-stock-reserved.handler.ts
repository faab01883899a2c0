import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EventTypes, Topics, type StockReservedPayload } from '@hearth/events';
import { EventSubscriber } from '@hearth/nest-common';
import { OrderLifecycleService, OrderConsumers } from '../../orders/order-lifecycle.service.js';

/** On `StockReserved` (sessions): `OrderLifecycleService.applyStockReserved`, once per event (inbox). */
@Injectable()
export class OnStockReservedHandler implements OnModuleInit {
  constructor(
    private readonly events: EventSubscriber,
    private readonly service: OrderLifecycleService,
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
