import { Module } from '@nestjs/common';
import { NotificationsModule } from '../inbox/notifications.module.js';
import { MailModule } from '../mail/mail.module.js';
import { PreferencesModule } from '../preferences/preferences.module.js';
import { HelpReportsService } from './help-reports.service.js';
import { MessagingParties } from './messaging-parties.service.js';
import { AttachmentReads } from './attachments.js';
import {
  ConversationMessageResolver,
  HelpReportsResolver,
  MessagingResolver,
} from './messaging.resolver.js';
import { MessagingService } from './messaging.service.js';

/** Messaging: guest–chef conversations, help reports, and the parties projection they rely on. */
@Module({
  imports: [NotificationsModule, MailModule, PreferencesModule],
  providers: [
    MessagingParties,
    MessagingService,
    HelpReportsService,
    MessagingResolver,
    HelpReportsResolver,
    AttachmentReads,
    ConversationMessageResolver,
  ],
  exports: [MessagingParties],
})
export class MessagingModule {}
