import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EventTypes, Topics, type OccurrenceWithdrawnPayload } from '@hearth/events';
import { EventSubscriber } from '@hearth/nest-common';
import {
  CatalogProjections,
  CatalogConsumers,
} from '../../catalog-projection/catalog-projections.service.js';

/** On `OccurrenceWithdrawn` (sessions): `CatalogProjections.applyOccurrenceWithdrawn`, once per event (inbox). */
@Injectable()
export class OnOccurrenceWithdrawnHandler implements OnModuleInit {
  constructor(
    private readonly events: EventSubscriber,
    private readonly service: CatalogProjections,
  ) {}

  onModuleInit(): Promise<void> {
    return this.events.on<OccurrenceWithdrawnPayload>(
      Topics.sessions,
      EventTypes.OccurrenceWithdrawn,
      CatalogConsumers.occurrenceWithdrawn,
      (p, m, e) => this.service.applyOccurrenceWithdrawn(p, m, e),
    );
  }
}
