import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EventTypes, Topics, type ChefApplicationSubmittedPayload } from '@hearth/events';
import { EventSubscriber } from '@hearth/nest-common';
import { ChefApplicationsService } from '../../chefs/chef-applications.service.js';

/**
 * On `ChefApplicationSubmitted` (users): the chef's application waits in the Unverified Chef
 * queue, with the names the chef gave in the wizard, once per event.
 */
@Injectable()
export class OnChefApplicationSubmittedHandler implements OnModuleInit {
  constructor(
    private readonly events: EventSubscriber,
    private readonly chefs: ChefApplicationsService,
  ) {}

  onModuleInit(): Promise<void> {
    return this.events.on<ChefApplicationSubmittedPayload>(
      Topics.users,
      EventTypes.ChefApplicationSubmitted,
      'admin.on-chef-application-submitted',
      (p, manager, event) => this.chefs.recordSubmission(manager, p, event.occurredAt),
    );
  }
}
