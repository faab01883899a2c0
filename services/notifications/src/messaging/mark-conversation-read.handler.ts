import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { MessagingMessages } from '@hearth/contracts';
import type { AuthUser } from '@hearth/nest-common';
import { LiveHub } from '../live/live-hub.js';
import { notFound } from './conversation-views.js';
import { UnreadMessagesQuery } from './unread-messages.query.js';

/**
 * MarkConversationRead: the reader opened a conversation (docs/rules/messaging.md); their next
 * unread message starts a new streak (a new notification and e-mail).
 */
@Injectable()
export class MarkConversationReadHandler {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly live: LiveHub,
    private readonly unreadMessages: UnreadMessagesQuery,
  ) {}

  /**
   * Marks conversation `conversationId` read for `user` (a party) up to now; their open browsers
   * get `{ kind: 'message', conversationId }`.
   * @returns the caller's unread count over all conversations afterwards.
   * @throws NOT_FOUND 'This conversation is not available.' for anyone but its two parties.
   */
  async handle(user: AuthUser, conversationId: string): Promise<number> {
    const result: [unknown[], number] = await this.dataSource.query(
      `UPDATE conversations SET
         guest_read_at = CASE WHEN guest_id = $2 THEN clock_timestamp() ELSE guest_read_at END,
         chef_read_at = CASE WHEN chef_id = $2 THEN clock_timestamp() ELSE chef_read_at END
       WHERE id = $1 AND (guest_id = $2 OR chef_id = $2)`,
      [conversationId, user.id],
    );
    if (result[1] === 0) throw notFound(MessagingMessages.conversationNotFound);
    this.live.publishAfterCommit(this.dataSource.manager, user.id, {
      kind: 'message',
      orderId: null,
      status: null,
      notificationId: null,
      conversationId,
    });
    return this.unreadMessages.handle(user.id);
  }
}
