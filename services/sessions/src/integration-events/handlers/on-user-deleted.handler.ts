import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EventTypes, Topics, type UserDeletedPayload } from '@hearth/events';
import { EventSubscriber } from '@hearth/nest-common';
import { forgetGuestWaits } from '../../waiting/forget-guest-waits.js';

/** Inbox consumer name of this handler. */
export const USER_DELETED_CONSUMER = 'sessions.on-user-deleted';

/**
 * On `UserDeleted` (users): erases the deleted user's Notify me waits (`stock_watches`, the only
 * personal data sessions holds about a guest), once per event, in the inbox's transaction.
 */
@Injectable()
export class OnUserDeletedHandler implements OnModuleInit {
  constructor(private readonly events: EventSubscriber) {}

  onModuleInit(): Promise<void> {
    return this.events.on<UserDeletedPayload>(
      Topics.users,
      EventTypes.UserDeleted,
      USER_DELETED_CONSUMER,
      (p, m) => forgetGuestWaits(m, p.userId),
    );
  }
}
