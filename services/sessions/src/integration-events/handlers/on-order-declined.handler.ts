import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EventTypes, Topics, type OrderDeclinedPayload } from '@hearth/events';
import { EventSubscriber } from '@hearth/nest-common';
import {
  ReservationConsumers,
  ReservationsService,
} from '../../reservations/reservations.service.js';

/**
 * On `OrderDeclined` (orders: the order was declined): gives a reserved order's portions back once and
 * publishes the new stock, once per event.
 */
@Injectable()
export class OnOrderDeclinedHandler implements OnModuleInit {
  constructor(
    private readonly events: EventSubscriber,
    private readonly reservations: ReservationsService,
  ) {}

  onModuleInit(): Promise<void> {
    return this.events.on<OrderDeclinedPayload>(
      Topics.orders,
      EventTypes.OrderDeclined,
      ReservationConsumers.orderDeclined,
      (p, m, e) => this.reservations.release(p, m, e),
    );
  }
}
