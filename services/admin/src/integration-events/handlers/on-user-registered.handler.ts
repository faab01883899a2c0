import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EventTypes, Topics, type UserRegisteredPayload } from '@hearth/events';
import { EventSubscriber } from '@hearth/nest-common';
import { ChefApplicationsService } from '../../chefs/chef-applications.service.js';

/** Inbox consumer name of this handler (one row per handled event id). */
export const CHEF_PROJECTION_CONSUMER = 'admin.on-user-registered';

/** On `UserRegistered` (users): a new chef enters the admin's chef list, once per event. */
@Injectable()
export class OnUserRegisteredHandler implements OnModuleInit {
  constructor(
    private readonly events: EventSubscriber,
    private readonly chefs: ChefApplicationsService,
  ) {}

  onModuleInit(): Promise<void> {
    return this.events.on<UserRegisteredPayload>(
      Topics.users,
      EventTypes.UserRegistered,
      CHEF_PROJECTION_CONSUMER,
      (p, manager, event) => this.chefs.recordRegistration(manager, p, event.occurredAt),
    );
  }
}
