import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EventTypes, Topics, type CookingSessionScheduledPayload } from '@hearth/events';
import { EventSubscriber } from '@hearth/nest-common';
import { ExploreOccurrencesService } from '../../explore/explore-occurrences.service.js';
import { DishScheduleService } from '../../schedule/dish-schedule.service.js';

/** Inbox consumer name of the dish schedule's effect (one per event id). */
export const ON_COOKING_SESSION_SCHEDULED = 'restaurants.on-cooking-session-scheduled';
/** Inbox consumer name of explore's effect (one per event id). */
export const EXPLORE_ON_COOKING_SESSION_SCHEDULED =
  'restaurants.explore-on-cooking-session-scheduled';

/**
 * On `CookingSessionScheduled` (sessions: a session created or updated), two effects, each once
 * per event (its own inbox consumer):
 * - `dish_session_schedule` learns which dishes the session offers until when;
 * - explore drops the occurrences the rescheduled session no longer has.
 */
@Injectable()
export class OnCookingSessionScheduledHandler implements OnModuleInit {
  constructor(
    private readonly events: EventSubscriber,
    private readonly schedule: DishScheduleService,
    private readonly explore: ExploreOccurrencesService,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.events.on<CookingSessionScheduledPayload>(
      Topics.sessions,
      EventTypes.CookingSessionScheduled,
      EXPLORE_ON_COOKING_SESSION_SCHEDULED,
      (p, manager, event) => this.explore.dropUnannounced(manager, p.sessionId, event.occurredAt),
    );
    await this.events.on<CookingSessionScheduledPayload>(
      Topics.sessions,
      EventTypes.CookingSessionScheduled,
      ON_COOKING_SESSION_SCHEDULED,
      (payload, manager) => this.schedule.apply(manager, payload),
    );
  }
}
