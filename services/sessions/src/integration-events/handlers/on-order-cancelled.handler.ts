import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EventTypes, Topics, type OrderCancelledPayload } from '@hearth/events';
import { EventSubscriber } from '@hearth/nest-common';
import {
  ReservationConsumers,
  ReservationsService,
} from '../../reservations/reservations.service.js';

/**
 * On `OrderCancelled` (orders: the order was cancelled): gives a reserved order's portions back once and
 * publishes the new stock, once per event.
 */
@Injectable()
export class OnOrderCancelledHandler implements OnModuleInit {
  constructor(
    private readonly events: EventSubscriber,
    private readonly reservations: ReservationsService,
  ) {}

  onModuleInit(): Promise<void> {
    return this.events.on<OrderCancelledPayload>(
      Topics.orders,
      EventTypes.OrderCancelled,
      ReservationConsumers.orderCancelled,
      (p, m, e) => this.reservations.release(p, m, e),
    );
  }
}
