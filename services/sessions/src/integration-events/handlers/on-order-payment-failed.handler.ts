import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EventTypes, Topics, type OrderPaymentFailedPayload } from '@hearth/events';
import { EventSubscriber } from '@hearth/nest-common';
import {
  ReservationConsumers,
  ReservationsService,
} from '../../reservations/reservations.service.js';

/**
 * On `OrderPaymentFailed` (orders: the card was declined after the stock was reserved): gives the
 * order's portions back once and publishes the new stock, once per event.
 */
@Injectable()
export class OnOrderPaymentFailedHandler implements OnModuleInit {
  constructor(
    private readonly events: EventSubscriber,
    private readonly reservations: ReservationsService,
  ) {}

  onModuleInit(): Promise<void> {
    return this.events.on<OrderPaymentFailedPayload>(
      Topics.orders,
      EventTypes.OrderPaymentFailed,
      ReservationConsumers.orderPaymentFailed,
      (p, m, e) => this.reservations.release(p, m, e),
    );
  }
}
