import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EventTypes, Topics, type ChefRejectedPayload } from '@hearth/events';
import { EventSubscriber } from '@hearth/nest-common';
import { ChefStandingService, StandingConsumers } from '../../standing/chef-standing.service.js';

/** On `ChefRejected` (users): the chef's standing is no longer active, once per event. */
@Injectable()
export class OnChefRejectedHandler implements OnModuleInit {
  constructor(
    private readonly events: EventSubscriber,
    private readonly standing: ChefStandingService,
  ) {}

  onModuleInit(): Promise<void> {
    return this.events.on<ChefRejectedPayload>(
      Topics.users,
      EventTypes.ChefRejected,
      StandingConsumers.chefRejected,
      (p, manager, event) => this.standing.setActive(manager, p.userId, false, event.occurredAt),
    );
  }
}
