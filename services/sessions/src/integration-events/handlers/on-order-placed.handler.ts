import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EventTypes, Topics, type OrderPlacedPayload } from '@hearth/events';
import { EventSubscriber } from '@hearth/nest-common';
import {
  ReservationConsumers,
  ReservationsService,
} from '../../reservations/reservations.service.js';

/**
 * On `OrderPlaced` (orders): reserves every line all or nothing and answers `StockReserved` (+ the
 * new stock) or `StockRejected`, once per event, in one transaction with those outbox rows.
 */
@Injectable()
export class OnOrderPlacedHandler implements OnModuleInit {
  constructor(
    private readonly events: EventSubscriber,
    private readonly reservations: ReservationsService,
  ) {}

  onModuleInit(): Promise<void> {
    return this.events.on<OrderPlacedPayload>(
      Topics.orders,
      EventTypes.OrderPlaced,
      ReservationConsumers.orderPlaced,
      (p, m, e) => this.reservations.reserve(p, m, e),
    );
  }
}
