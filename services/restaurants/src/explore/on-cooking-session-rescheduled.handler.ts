import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EventTypes, Topics, type CookingSessionScheduledPayload } from '@hearth/events';
import { EventSubscriber } from '@hearth/nest-common';

/** Inbox consumer name of this handler (one effect per event id). */
export const EXPLORE_ON_COOKING_SESSION_SCHEDULED =
  'restaurants.explore-on-cooking-session-scheduled';

/**
 * Drops occurrences a rescheduled session no longer has from `explore_occurrences`. On
 * `CookingSessionScheduled` v1, `sessions` re-announces every occurrence the session still has
 * (`OccurrenceStockChanged`, created after this event); so a row of the session last announced
 * before this event's `occurredAt` is an occurrence that was removed. Rows announced later —
 * even when delivered before this event — are kept. Idempotent through the inbox.
 */
@Injectable()
export class OnCookingSessionRescheduledHandler implements OnModuleInit {
  constructor(private readonly events: EventSubscriber) {}

  onModuleInit(): Promise<void> {
    return this.events.on<CookingSessionScheduledPayload>(
      Topics.sessions,
      EventTypes.CookingSessionScheduled,
      EXPLORE_ON_COOKING_SESSION_SCHEDULED,
      async (p, manager, event) => {
        await manager.query(
          `DELETE FROM explore_occurrences WHERE session_id = $1 AND announced_at < $2`,
          [p.sessionId, event.occurredAt],
        );
      },
    );
  }
}
