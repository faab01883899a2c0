import { Module } from '@nestjs/common';
import { NotificationsModule } from '../inbox/notifications.module.js';
import { ChefDecisionNotifier } from './chef-decision-notifier.js';
import { MailModule } from './mail.module.js';

/** E-mails beside in-app notices: a chef decision is told in the app and by e-mail. */
@Module({
  imports: [MailModule, NotificationsModule],
  providers: [ChefDecisionNotifier],
  exports: [ChefDecisionNotifier],
})
export class ConfirmationsModule {}
