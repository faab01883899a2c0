import { Module } from '@nestjs/common';
import { OnUserRegisteredHandler } from '../events/on-user-registered.handler.js';
import { NotificationsResolver, UserNotificationsResolver } from './notifications.resolver.js';
import { NotificationsService } from './notifications.service.js';

/** In-app notifications: storage, paging, the welcome flow. */
@Module({
  providers: [
    NotificationsService,
    NotificationsResolver,
    UserNotificationsResolver,
    OnUserRegisteredHandler,
  ],
  exports: [NotificationsService],
})
export class NotificationsModule {}
