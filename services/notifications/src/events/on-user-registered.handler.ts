import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EventSubscriber } from '@hearth/nest-common';
import { EventTypes, Topics, type UserRegisteredPayload } from '@hearth/events';
import { NotificationsService } from '../inbox/notifications.service.js';

/** Inbox consumer name of this handler (one row per handled event id). */
export const WELCOME_CONSUMER = 'notifications.on-user-registered';

/** The welcome text for a new account, by role. */
export function welcomeFor(p: UserRegisteredPayload): { title: string; body: string } {
  const title = `Welcome to Hearth, ${p.firstName}!`;
  switch (p.role) {
    case 'Chef':
      return {
        title,
        body: 'Finish your chef application: we answer every application within 2 days.',
      };
    case 'Admin':
      return {
        title,
        body: 'Your admin account is ready. The admin dashboard is under your profile menu.',
      };
    default:
      return { title, body: 'Explore home chefs near you and pre-order fresh, home-cooked meals.' };
  }
}

/** On `UserRegistered` (users): stores a welcome notification for the new user, once per event. */
@Injectable()
export class OnUserRegisteredHandler implements OnModuleInit {
  constructor(
    private readonly events: EventSubscriber,
    private readonly notifications: NotificationsService,
  ) {}

  onModuleInit(): Promise<void> {
    return this.events.on<UserRegisteredPayload>(
      Topics.users,
      EventTypes.UserRegistered,
      WELCOME_CONSUMER,
      async (payload, manager) => {
        const { title, body } = welcomeFor(payload);
        await this.notifications.add(manager, payload.userId, 'WELCOME', title, body);
      },
    );
  }
}
