import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { AuthUser } from '@hearth/nest-common';
import { conversationSummary, type ConversationRow } from './conversation-views.js';
import type { ConversationType } from './messaging.types.js';

/** Most conversations the Messages list shows. */
export const CONVERSATIONS_LIST_MAX = 100;

/**
 * The user's conversations with a message, most recent first, each with its restaurant's name,
 * its guest's first name, the latest message's body and the user's unread count — one statement:
 * the two sides' recent conversations are index ranges (`conversations_guest_recent_idx`,
 * `conversations_chef_recent_idx`), and the latest message and the unread count are probes of
 * `messages_conversation_idx` per listed conversation (no query per conversation).
 */
const LIST_SQL = `WITH mine AS (
    (SELECT id FROM conversations WHERE guest_id = $1 AND last_message_at IS NOT NULL
      ORDER BY last_message_at DESC LIMIT ${CONVERSATIONS_LIST_MAX})
    UNION
    (SELECT id FROM conversations WHERE chef_id = $1 AND last_message_at IS NOT NULL
      ORDER BY last_message_at DESC LIMIT ${CONVERSATIONS_LIST_MAX}))
  SELECT c.*, r.name AS restaurant_name, u.first_name AS guest_name, last.body AS last_body,
         unread.n AS unread_count
    FROM mine JOIN conversations c ON c.id = mine.id
    LEFT JOIN messaging_restaurants r ON r.restaurant_id = c.restaurant_id
    LEFT JOIN user_contacts u ON u.user_id = c.guest_id
    LEFT JOIN LATERAL (SELECT body FROM messages WHERE conversation_id = c.id
                        ORDER BY created_at DESC LIMIT 1) last ON true
    CROSS JOIN LATERAL (SELECT count(*)::int AS n FROM messages m
                         WHERE m.conversation_id = c.id AND m.sender_id <> $1
                           AND m.created_at > COALESCE(CASE WHEN c.guest_id = $1 THEN c.guest_read_at
                                                            ELSE c.chef_read_at END, '-infinity')) unread
   ORDER BY c.last_message_at DESC LIMIT ${CONVERSATIONS_LIST_MAX}`;

/** ListConversations: the signed-in user's Messages list (docs/rules/messaging.md). */
@Injectable()
export class ListConversationsQuery {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Every conversation `user` is a party of that has a message, most recent message first (at
   * most `CONVERSATIONS_LIST_MAX`), each without its messages (`messages` empty; the latest one
   * gives the preview) and with the user's unread count (messages of the other party since the
   * user last read it, all when never read).
   */
  async handle(user: AuthUser): Promise<ConversationType[]> {
    const rows: Array<ConversationRow & { last_body: string | null; unread_count: number }> =
      await this.dataSource.query(LIST_SQL, [user.id]);
    return rows.map((r) => conversationSummary(r, user.id, r.unread_count, r.last_body));
  }
}
