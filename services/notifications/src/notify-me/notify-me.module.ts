import { Module } from '@nestjs/common';
import { NotificationsModule } from '../inbox/notifications.module.js';
import { MailModule } from '../mail/mail.module.js';
import { DishAvailableNotifier } from './dish-available-notifier.js';

/** Notify me: waiting guests told that a dish has portions again (docs/rules/notify-me.md). */
@Module({
  imports: [NotificationsModule, MailModule],
  providers: [DishAvailableNotifier],
  exports: [DishAvailableNotifier],
})
export class NotifyMeModule {}
