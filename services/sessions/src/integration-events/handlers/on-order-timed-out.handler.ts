import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EventTypes, Topics, type OrderTimedOutPayload } from '@hearth/events';
import { EventSubscriber } from '@hearth/nest-common';
import {
  ReservationConsumers,
  ReservationsService,
} from '../../reservations/reservations.service.js';

/**
 * On `OrderTimedOut` (orders: no stock answer reached orders in time): gives the
 * order's portions back once and publishes the new stock, once per event.
 */
@Injectable()
export class OnOrderTimedOutHandler implements OnModuleInit {
  constructor(
    private readonly events: EventSubscriber,
    private readonly reservations: ReservationsService,
  ) {}

  onModuleInit(): Promise<void> {
    return this.events.on<OrderTimedOutPayload>(
      Topics.orders,
      EventTypes.OrderTimedOut,
      ReservationConsumers.orderTimedOut,
      (p, m, e) => this.reservations.release(p, m, e),
    );
  }
}
