import { Module } from '@nestjs/common';
import { OnOrderDecidedHandler } from '../events/on-order-decided.handler.js';
import { OnOrderOutcomeHandler } from '../events/on-order-outcome.handler.js';
import { OnUserContactHandler } from '../events/on-user-contact.handler.js';
import { NotificationsModule } from '../inbox/notifications.module.js';
import { MailModule } from '../mail/mail.module.js';
import { OrderNotifier } from './order-notifier.js';

/** Order notifications (issue #5 point 7): every saga transition tells the guest or the chef. */
@Module({
  imports: [NotificationsModule, MailModule],
  providers: [OrderNotifier, OnOrderOutcomeHandler, OnOrderDecidedHandler, OnUserContactHandler],
})
export class OrderNotificationsModule {}
