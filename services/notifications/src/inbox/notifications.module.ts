import { Module } from '@nestjs/common';
import { NotificationsResolver, UserNotificationsResolver } from './notifications.resolver.js';
import { NotificationsService } from './notifications.service.js';

/** In-app notifications: storage and paging. */
@Module({
  providers: [NotificationsService, NotificationsResolver, UserNotificationsResolver],
  exports: [NotificationsService],
})
export class NotificationsModule {}
