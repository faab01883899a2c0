import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EventTypes, Topics, type UserRegisteredPayload } from '@hearth/events';
import { EventSubscriber } from '@hearth/nest-common';
import { NotificationsService } from '../../inbox/notifications.service.js';
import { welcomeFor } from '../../inbox/welcome.js';
import { OrderNotifier } from '../../orders/order-notifier.js';

/** Inbox consumer name of the welcome (one row per handled event id). */
export const WELCOME_CONSUMER = 'notifications.on-user-registered';
/** Inbox consumer name of the contact book. */
export const USER_CONTACT_CONSUMER = 'notifications.user-contacts';

/**
 * On `UserRegistered` (users), two effects, each once per event (its own inbox consumer):
 * - a welcome notification for the new user;
 * - the user's e-mail address and first name in `user_contacts`, so order e-mails can reach a
 *   guest whose order events carry only the user id.
 */
@Injectable()
export class OnUserRegisteredHandler implements OnModuleInit {
  constructor(
    private readonly events: EventSubscriber,
    private readonly notifications: NotificationsService,
    private readonly orders: OrderNotifier,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.events.on<UserRegisteredPayload>(
      Topics.users,
      EventTypes.UserRegistered,
      WELCOME_CONSUMER,
      async (payload, manager) => {
        const { title, body } = welcomeFor(payload);
        await this.notifications.add(manager, payload.userId, 'WELCOME', title, body);
      },
    );
    await this.events.on<UserRegisteredPayload>(
      Topics.users,
      EventTypes.UserRegistered,
      USER_CONTACT_CONSUMER,
      (p, manager) => this.orders.rememberContact(manager, p.userId, p.email, p.firstName),
    );
  }
}
