import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EventTypes, Topics, type UserDeletedPayload } from '@hearth/events';
import { EventSubscriber } from '@hearth/nest-common';
import { ExploreChefNamesService } from '../../explore/explore-chef-names.service.js';
import { PrivacyService } from '../../privacy/privacy.service.js';

/** Inbox consumer name of this handler (one row per handled event id). */
export const USER_DELETED_CONSUMER = 'restaurants.on-user-deleted';
/** Inbox consumer name of explore's effect: the chef's name is forgotten. */
export const EXPLORE_ON_USER_DELETED = 'restaurants.explore-on-user-deleted';

/**
 * On `UserDeleted` (users): erases what restaurants holds about the deleted user
 * (`PrivacyService.erase`) and explore's copy of a chef's name, each once per event (its own inbox
 * consumer), in the inbox's transaction.
 */
@Injectable()
export class OnUserDeletedHandler implements OnModuleInit {
  constructor(
    private readonly events: EventSubscriber,
    private readonly privacy: PrivacyService,
    private readonly chefNames: ExploreChefNamesService,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.events.on<UserDeletedPayload>(
      Topics.users,
      EventTypes.UserDeleted,
      USER_DELETED_CONSUMER,
      (p, manager) => this.privacy.erase(manager, p),
    );
    await this.events.on<UserDeletedPayload>(
      Topics.users,
      EventTypes.UserDeleted,
      EXPLORE_ON_USER_DELETED,
      (p, manager) => this.chefNames.erase(manager, p.userId),
    );
  }
}
