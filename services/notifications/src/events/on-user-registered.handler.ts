import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { EVENT_BUS, SERVICE_CONFIG, type ServiceConfig } from '@hearth/nest-common';
import {
  EventTypes,
  handleOnce,
  parsePayload,
  Topics,
  type EventBus,
  type EventEnvelope,
  type UserRegisteredPayload,
} from '@hearth/events';
import { NotificationsService } from '../inbox/notifications.service.js';

/** Inbox consumer name of this handler (one row per handled event id). */
export const WELCOME_CONSUMER = 'notifications.on-user-registered';

/** The welcome text for a new account, by role. */
export function welcomeFor(p: UserRegisteredPayload): { title: string; body: string } {
  const title = `Welcome to Hearth, ${p.firstName}!`;
  switch (p.role) {
    case 'Chef':
      return { title, body: 'Finish your chef application: we answer every application within 2 days.' };
    case 'Admin':
      return { title, body: 'Your admin account is ready. The admin dashboard is under your profile menu.' };
    default:
      return { title, body: 'Explore home chefs near you and pre-order fresh, home-cooked meals.' };
  }
}

/**
 * On `UserRegistered` (users): stores a welcome notification for the new user, exactly once per
 * event id (inbox). Subscribes in the `notifications` consumer group.
 */
@Injectable()
export class OnUserRegisteredHandler implements OnModuleInit {
  constructor(
    @Inject(EVENT_BUS) private readonly bus: EventBus,
    @Inject(SERVICE_CONFIG) private readonly config: ServiceConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly notifications: NotificationsService,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.bus.subscribe(this.config.service, Topics.users, async (event) => {
      await this.handle(event);
    });
  }

  /** Applies one event; other event types on the topic are ignored. Returns whether it applied. */
  async handle(event: EventEnvelope): Promise<boolean> {
    if (event.type !== EventTypes.UserRegistered) return false;
    const payload = parsePayload(event) as UserRegisteredPayload;
    const { title, body } = welcomeFor(payload);
    return handleOnce(this.dataSource, WELCOME_CONSUMER, event, (manager) =>
      this.notifications.add(manager, payload.userId, 'WELCOME', title, body),
    );
  }
}
