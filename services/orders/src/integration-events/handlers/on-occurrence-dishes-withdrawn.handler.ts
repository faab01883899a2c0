import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EventTypes, Topics, type OccurrenceDishesWithdrawnPayload } from '@hearth/events';
import { EventSubscriber } from '@hearth/nest-common';
import {
  CatalogProjections,
  CatalogConsumers,
} from '../../catalog-projection/catalog-projections.service.js';

/** On `OccurrenceDishesWithdrawn` (sessions): `CatalogProjections.applyOccurrenceDishesWithdrawn`, once per event (inbox). */
@Injectable()
export class OnOccurrenceDishesWithdrawnHandler implements OnModuleInit {
  constructor(
    private readonly events: EventSubscriber,
    private readonly service: CatalogProjections,
  ) {}

  onModuleInit(): Promise<void> {
    return this.events.on<OccurrenceDishesWithdrawnPayload>(
      Topics.sessions,
      EventTypes.OccurrenceDishesWithdrawn,
      CatalogConsumers.occurrenceDishesWithdrawn,
      (p, m, e) => this.service.applyOccurrenceDishesWithdrawn(p, m, e),
    );
  }
}
