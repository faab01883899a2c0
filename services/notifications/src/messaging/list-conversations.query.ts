import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { AuthUser } from '@hearth/nest-common';
import {
  ConversationViews,
  SELECT_CONVERSATION,
  type ConversationRow,
} from './conversation-views.js';
import type { ConversationType } from './messaging.types.js';

/** ListConversations: the signed-in user's Messages list (docs/rules/messaging.md). */
@Injectable()
export class ListConversationsQuery {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly views: ConversationViews,
  ) {}

  /**
   * Every conversation `user` is a party of that has a message, most recent message first (at
   * most 100), each without its messages (`messages` empty; the latest one gives the preview).
   */
  async handle(user: AuthUser): Promise<ConversationType[]> {
    const rows: ConversationRow[] = await this.dataSource.query(
      `${SELECT_CONVERSATION} WHERE (c.guest_id = $1 OR c.chef_id = $1) AND c.last_message_at IS NOT NULL
       ORDER BY c.last_message_at DESC LIMIT 100`,
      [user.id],
    );
    return Promise.all(
      rows.map((r) => this.views.view(this.dataSource.manager, r, user.id, false)),
    );
  }
}
