import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EventTypes, Topics, type EmailChangedPayload } from '@hearth/events';
import { EventSubscriber } from '@hearth/nest-common';

/** Inbox consumer name of this handler (one row per handled event id). */
export const EMAIL_CHANGED_CONSUMER = 'admin.on-email-changed';

/**
 * On `EmailChanged` (users): the guest projection (the newsletter's Guests audience) and the chef
 * list take the new address, once per event, in the inbox's transaction.
 */
@Injectable()
export class OnEmailChangedHandler implements OnModuleInit {
  constructor(private readonly events: EventSubscriber) {}

  onModuleInit(): Promise<void> {
    return this.events.on<EmailChangedPayload>(
      Topics.users,
      EventTypes.EmailChanged,
      EMAIL_CHANGED_CONSUMER,
      async (p, manager) => {
        await manager.query(`UPDATE guest_accounts SET email = $2 WHERE id = $1`, [
          p.userId,
          p.email,
        ]);
        await manager.query(`UPDATE chef_applications SET email = $2 WHERE id = $1`, [
          p.userId,
          p.email,
        ]);
      },
    );
  }
}
