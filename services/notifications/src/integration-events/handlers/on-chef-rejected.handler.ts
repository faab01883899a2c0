import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EventTypes, Topics, type ChefRejectedPayload } from '@hearth/events';
import { EventSubscriber } from '@hearth/nest-common';
import { ChefDecisionNotifier } from '../../mail/chef-decision-notifier.js';
import { CHEF_REJECTED_KIND, chefRejectedNotice } from '../../mail/chef-decisions.js';

/** Inbox consumer name of this handler (one row per handled event id). */
export const CHEF_REJECTED_CONSUMER = 'notifications.on-chef-rejected';

/**
 * On `ChefRejected` (users): tells the chef, with the admin's reason, in the app and by e-mail,
 * once per event.
 */
@Injectable()
export class OnChefRejectedHandler implements OnModuleInit {
  constructor(
    private readonly events: EventSubscriber,
    private readonly chefDecisions: ChefDecisionNotifier,
  ) {}

  onModuleInit(): Promise<void> {
    return this.events.on<ChefRejectedPayload>(
      Topics.users,
      EventTypes.ChefRejected,
      CHEF_REJECTED_CONSUMER,
      (p, manager) =>
        this.chefDecisions.tell(manager, p, CHEF_REJECTED_KIND, chefRejectedNotice(p)),
    );
  }
}
