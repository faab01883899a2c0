import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EventTypes, Topics, type OccurrenceStockChangedPayload } from '@hearth/events';
import { EventSubscriber } from '@hearth/nest-common';
import {
  CatalogProjections,
  CatalogConsumers,
} from '../../catalog-projection/catalog-projections.service.js';

/** On `OccurrenceStockChanged` (sessions): `CatalogProjections.applyOccurrenceStockChanged`, once per event (inbox). */
@Injectable()
export class OnOccurrenceStockChangedHandler implements OnModuleInit {
  constructor(
    private readonly events: EventSubscriber,
    private readonly service: CatalogProjections,
  ) {}

  onModuleInit(): Promise<void> {
    return this.events.on<OccurrenceStockChangedPayload>(
      Topics.sessions,
      EventTypes.OccurrenceStockChanged,
      CatalogConsumers.occurrenceStockChanged,
      (p, m, e) => this.service.applyOccurrenceStockChanged(p, m, e),
    );
  }
}
