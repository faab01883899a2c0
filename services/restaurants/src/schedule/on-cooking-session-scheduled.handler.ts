import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EventTypes, Topics, type CookingSessionScheduledPayload } from '@hearth/events';
import { EventSubscriber } from '@hearth/nest-common';
import { DishScheduleService } from './dish-schedule.service.js';

/** Inbox consumer name of this handler (one effect per event id). */
export const ON_COOKING_SESSION_SCHEDULED = 'restaurants.on-cooking-session-scheduled';

/**
 * Consumes `CookingSessionScheduled` v1 (topic `Topics.sessions`, published by `sessions` when a
 * session is created or updated) into `dish_session_schedule`, idempotently: the inbox row and
 * the projection's rows commit together, and a redelivered event id has no second effect.
 */
@Injectable()
export class OnCookingSessionScheduledHandler implements OnModuleInit {
  constructor(
    private readonly events: EventSubscriber,
    private readonly schedule: DishScheduleService,
  ) {}

  onModuleInit(): Promise<void> {
    return this.events.on<CookingSessionScheduledPayload>(
      Topics.sessions,
      EventTypes.CookingSessionScheduled,
      ON_COOKING_SESSION_SCHEDULED,
      (payload, manager) => this.schedule.apply(manager, payload),
    );
  }
}
