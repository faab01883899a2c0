import { Module } from '@nestjs/common';
import { NotificationsModule } from '../inbox/notifications.module.js';
import { MailModule } from '../mail/mail.module.js';
import { PreferencesModule } from '../preferences/preferences.module.js';
import { HelpReportsService } from './help-reports.service.js';
import { MessagingNotifier } from './messaging-notifier.js';
import { MessagingParties } from './messaging-parties.service.js';
import { AttachmentReads } from './attachments.js';
import {
  ConversationMessageResolver,
  HelpReportsResolver,
  MessagingResolver,
} from './messaging.resolver.js';
import { AskRestaurantHandler } from './ask-restaurant.handler.js';
import { ConversationViews } from './conversation-views.js';
import { ListConversationsQuery } from './list-conversations.query.js';
import { MarkConversationReadHandler } from './mark-conversation-read.handler.js';
import { OpenOrderConversationHandler } from './open-order-conversation.handler.js';
import { ReadConversationQuery } from './read-conversation.query.js';
import { SendMessageHandler } from './send-message.handler.js';
import { UnreadMessagesQuery } from './unread-messages.query.js';

/** Messaging: guest–chef conversations, help reports, and the parties projection they rely on. */
@Module({
  imports: [NotificationsModule, MailModule, PreferencesModule],
  providers: [
    MessagingParties,
    MessagingNotifier,
    ConversationViews,
    ListConversationsQuery,
    ReadConversationQuery,
    UnreadMessagesQuery,
    OpenOrderConversationHandler,
    AskRestaurantHandler,
    SendMessageHandler,
    MarkConversationReadHandler,
    HelpReportsService,
    MessagingResolver,
    HelpReportsResolver,
    AttachmentReads,
    ConversationMessageResolver,
  ],
  exports: [MessagingParties],
})
export class MessagingModule {}
