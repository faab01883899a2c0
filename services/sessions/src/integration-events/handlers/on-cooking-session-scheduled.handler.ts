import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EventTypes, Topics, type CookingSessionScheduledPayload } from '@hearth/events';
import { EventSubscriber } from '@hearth/nest-common';
import {
  ReservationConsumers,
  ReservationsService,
} from '../../reservations/reservations.service.js';

/**
 * On `CookingSessionScheduled` (sessions' own event): publishes the stock of every occurrence of
 * the session, so orders' cart projection learns new and edited occurrences; once per event.
 */
@Injectable()
export class OnCookingSessionScheduledHandler implements OnModuleInit {
  constructor(
    private readonly events: EventSubscriber,
    private readonly reservations: ReservationsService,
  ) {}

  onModuleInit(): Promise<void> {
    return this.events.on<CookingSessionScheduledPayload>(
      Topics.sessions,
      EventTypes.CookingSessionScheduled,
      ReservationConsumers.sessionScheduled,
      (p, m, e) => this.reservations.announceSessionStock(m, p.sessionId, e.traceparent),
    );
  }
}
