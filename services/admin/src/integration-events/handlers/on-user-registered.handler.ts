import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EventTypes, Topics, type UserRegisteredPayload } from '@hearth/events';
import { EventSubscriber } from '@hearth/nest-common';
import { ChefApplicationsService } from '../../chefs/chef-applications.service.js';
import { GuestAccountsService } from '../../guests/guest-accounts.service.js';

/** Inbox consumer name of this handler (one row per handled event id). */
export const CHEF_PROJECTION_CONSUMER = 'admin.on-user-registered';

/**
 * On `UserRegistered` (users): a new chef enters the admin's chef list, a new guest the guest
 * accounts (the newsletter's Guests audience), once per event, in one transaction.
 */
@Injectable()
export class OnUserRegisteredHandler implements OnModuleInit {
  constructor(
    private readonly events: EventSubscriber,
    private readonly chefs: ChefApplicationsService,
    private readonly guests: GuestAccountsService,
  ) {}

  onModuleInit(): Promise<void> {
    return this.events.on<UserRegisteredPayload>(
      Topics.users,
      EventTypes.UserRegistered,
      CHEF_PROJECTION_CONSUMER,
      async (p, manager, event) => {
        await this.chefs.recordRegistration(manager, p, event.occurredAt);
        await this.guests.recordRegistration(manager, p, event.occurredAt);
      },
    );
  }
}
