import { Module } from '@nestjs/common';
import { NotificationsModule } from '../inbox/notifications.module.js';
import { MailModule } from '../mail/mail.module.js';
import { PreferencesModule } from '../preferences/preferences.module.js';
import { OrderNotifier } from './order-notifier.js';

/** Order notifications: every saga transition tells the guest or the chef. */
@Module({
  imports: [NotificationsModule, MailModule, PreferencesModule],
  providers: [OrderNotifier],
  exports: [OrderNotifier],
})
export class OrderNotificationsModule {}
