import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { MessagingMessages } from '@hearth/contracts';
import type { AuthUser } from '@hearth/nest-common';
import { ConversationViews, notFound } from './conversation-views.js';
import type { ConversationType } from './messaging.types.js';

/**
 * ReadConversation: one conversation with its messages (docs/rules/messaging.md) — for its two
 * parties, and read-only for an admin once its order was reported.
 */
@Injectable()
export class ReadConversationQuery {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly views: ConversationViews,
  ) {}

  /**
   * Conversation `id` with its newest messages, for a party (or an admin on a reported order).
   * @throws NOT_FOUND 'This conversation is not available.' for anyone else or an unknown id.
   */
  async handle(user: AuthUser, id: string): Promise<ConversationType> {
    const row = await this.views.load(this.dataSource.manager, id);
    if (!row || !(await this.views.mayRead(user, row))) {
      throw notFound(MessagingMessages.conversationNotFound);
    }
    return this.views.view(this.dataSource.manager, row, user.id, true);
  }

  /**
   * The conversation of order `orderId` with its messages as `viewerId` (an admin opening a help
   * report on that order) sees it; null when the order has none. The caller checks the role.
   */
  async ofReportedOrder(orderId: string, viewerId: string): Promise<ConversationType | null> {
    return this.views.viewOfOrder(this.dataSource.manager, orderId, viewerId);
  }
}
