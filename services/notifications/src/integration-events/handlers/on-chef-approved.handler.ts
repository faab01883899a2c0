import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EventTypes, Topics, type ChefApprovedPayload } from '@hearth/events';
import { EventSubscriber } from '@hearth/nest-common';
import { ChefDecisionNotifier } from '../../mail/chef-decision-notifier.js';
import { CHEF_APPROVED_KIND, chefApprovedNotice } from '../../mail/chef-decisions.js';

/** Inbox consumer name of this handler (one row per handled event id). */
export const CHEF_APPROVED_CONSUMER = 'notifications.on-chef-approved';

/** On `ChefApproved` (users): tells the chef in the app and by e-mail, once per event. */
@Injectable()
export class OnChefApprovedHandler implements OnModuleInit {
  constructor(
    private readonly events: EventSubscriber,
    private readonly chefDecisions: ChefDecisionNotifier,
  ) {}

  onModuleInit(): Promise<void> {
    return this.events.on<ChefApprovedPayload>(
      Topics.users,
      EventTypes.ChefApproved,
      CHEF_APPROVED_CONSUMER,
      (p, manager) =>
        this.chefDecisions.tell(manager, p, CHEF_APPROVED_KIND, chefApprovedNotice(p)),
    );
  }
}
