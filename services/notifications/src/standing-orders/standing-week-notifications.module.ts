import { Module } from '@nestjs/common';
import { NotificationsModule } from '../inbox/notifications.module.js';
import { MailModule } from '../mail/mail.module.js';
import { PreferencesModule } from '../preferences/preferences.module.js';
import { StandingWeekNotifier } from './standing-week-notifier.js';

/** Standing weekly orders' notifications: each week placed or missed is told to the guest. */
@Module({
  imports: [NotificationsModule, MailModule, PreferencesModule],
  providers: [StandingWeekNotifier],
  exports: [StandingWeekNotifier],
})
export class StandingWeekNotificationsModule {}
