import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EventTypes, Topics, type ChefApplicationSubmittedPayload } from '@hearth/events';
import { EventSubscriber } from '@hearth/nest-common';
import { ExploreChefNamesService } from '../../explore/explore-chef-names.service.js';

/** Inbox consumer name of this handler (one row per handled event id). */
export const EXPLORE_ON_CHEF_APPLICATION_SUBMITTED =
  'restaurants.explore-on-chef-application-submitted';

/**
 * On `ChefApplicationSubmitted` (users): explore learns the chef's name ("first last") for text
 * search, once per event.
 */
@Injectable()
export class OnChefApplicationSubmittedHandler implements OnModuleInit {
  constructor(
    private readonly events: EventSubscriber,
    private readonly names: ExploreChefNamesService,
  ) {}

  onModuleInit(): Promise<void> {
    return this.events.on<ChefApplicationSubmittedPayload>(
      Topics.users,
      EventTypes.ChefApplicationSubmitted,
      EXPLORE_ON_CHEF_APPLICATION_SUBMITTED,
      (p, manager, event) =>
        this.names.setName(manager, p.userId, `${p.firstName} ${p.lastName}`, event.occurredAt),
    );
  }
}
