import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EventTypes, Topics, type ChefApprovedPayload } from '@hearth/events';
import { EventSubscriber } from '@hearth/nest-common';
import { ChefStandingService, StandingConsumers } from '../../standing/chef-standing.service.js';

/** On `ChefApproved` (users): the chef's standing is active, once per event. */
@Injectable()
export class OnChefApprovedHandler implements OnModuleInit {
  constructor(
    private readonly events: EventSubscriber,
    private readonly standing: ChefStandingService,
  ) {}

  onModuleInit(): Promise<void> {
    return this.events.on<ChefApprovedPayload>(
      Topics.users,
      EventTypes.ChefApproved,
      StandingConsumers.chefApproved,
      (p, manager, event) => this.standing.setActive(manager, p.userId, true, event.occurredAt),
    );
  }
}
