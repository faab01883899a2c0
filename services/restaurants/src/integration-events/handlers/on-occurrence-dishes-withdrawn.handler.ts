import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EventTypes, Topics, type OccurrenceDishesWithdrawnPayload } from '@hearth/events';
import { EventSubscriber } from '@hearth/nest-common';
import { ExploreOccurrencesService } from '../../explore/explore-occurrences.service.js';

/** Inbox consumer name of this handler (one effect per event id). */
export const ON_OCCURRENCE_DISHES_WITHDRAWN = 'restaurants.on-occurrence-dishes-withdrawn';

/**
 * On `OccurrenceDishesWithdrawn` (sessions: a session edit took dishes out of one occurrence):
 * explore stops counting their portions, once per event.
 */
@Injectable()
export class OnOccurrenceDishesWithdrawnHandler implements OnModuleInit {
  constructor(
    private readonly events: EventSubscriber,
    private readonly explore: ExploreOccurrencesService,
  ) {}

  onModuleInit(): Promise<void> {
    return this.events.on<OccurrenceDishesWithdrawnPayload>(
      Topics.sessions,
      EventTypes.OccurrenceDishesWithdrawn,
      ON_OCCURRENCE_DISHES_WITHDRAWN,
      (p, manager, event) => this.explore.withdrawDishes(manager, p, event),
    );
  }
}
