import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EventTypes, Topics, type UserDeletedPayload } from '@hearth/events';
import { EventSubscriber } from '@hearth/nest-common';
import { PrivacyService } from '../../privacy/privacy.service.js';

/** Inbox consumer name of this handler (one row per handled event id). */
export const USER_DELETED_CONSUMER = 'admin.on-user-deleted';

/**
 * On `UserDeleted` (users): erases what admin holds about the deleted user
 * (`PrivacyService.erase`), once per event, in the inbox's transaction.
 */
@Injectable()
export class OnUserDeletedHandler implements OnModuleInit {
  constructor(
    private readonly events: EventSubscriber,
    private readonly privacy: PrivacyService,
  ) {}

  onModuleInit(): Promise<void> {
    return this.events.on<UserDeletedPayload>(
      Topics.users,
      EventTypes.UserDeleted,
      USER_DELETED_CONSUMER,
      (p, manager) => this.privacy.erase(manager, p),
    );
  }
}
