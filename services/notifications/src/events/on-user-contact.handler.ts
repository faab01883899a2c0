import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EventSubscriber } from '@hearth/nest-common';
import { EventTypes, Topics, type UserRegisteredPayload } from '@hearth/events';

/** Inbox consumer name of this handler. */
export const USER_CONTACT_CONSUMER = 'notifications.user-contacts';

/**
 * On `UserRegistered` (users): keeps the user's e-mail address and first name in `user_contacts`,
 * so order e-mails (accepted / declined, issue #5) can reach a guest whose order events carry only
 * the user id. Idempotent (inbox + upsert).
 */
@Injectable()
export class OnUserContactHandler implements OnModuleInit {
  constructor(private readonly events: EventSubscriber) {}

  onModuleInit(): Promise<void> {
    return this.events.on<UserRegisteredPayload>(
      Topics.users,
      EventTypes.UserRegistered,
      USER_CONTACT_CONSUMER,
      async (p, manager) => {
        await manager.query(
          `INSERT INTO user_contacts (user_id, email, first_name) VALUES ($1, $2, $3)
           ON CONFLICT (user_id) DO UPDATE SET email = EXCLUDED.email, first_name = EXCLUDED.first_name`,
          [p.userId, p.email, p.firstName],
        );
      },
    );
  }
}
