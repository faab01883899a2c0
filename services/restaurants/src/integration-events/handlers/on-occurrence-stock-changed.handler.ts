import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EventTypes, Topics, type OccurrenceStockChangedPayload } from '@hearth/events';
import { EventSubscriber } from '@hearth/nest-common';
import { ExploreOccurrencesService } from '../../explore/explore-occurrences.service.js';

/** Inbox consumer name of this handler (one effect per event id). */
export const ON_OCCURRENCE_STOCK_CHANGED = 'restaurants.on-occurrence-stock-changed';

/** On `OccurrenceStockChanged` (sessions): explore's occurrence and stock rows, once per event. */
@Injectable()
export class OnOccurrenceStockChangedHandler implements OnModuleInit {
  constructor(
    private readonly events: EventSubscriber,
    private readonly explore: ExploreOccurrencesService,
  ) {}

  onModuleInit(): Promise<void> {
    return this.events.on<OccurrenceStockChangedPayload>(
      Topics.sessions,
      EventTypes.OccurrenceStockChanged,
      ON_OCCURRENCE_STOCK_CHANGED,
      (p, manager, event) => this.explore.applyOccurrence(manager, p, event),
    );
  }
}
