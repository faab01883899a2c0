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
 * `conversations_chef_recent_idx`), and the names, the latest message and the unread count are
 * index probes per listed conversation (primary keys, `messages_conversation_idx`), so the plan
 * never reads a whole table however many users there are (no query per conversation either).
 */
const LIST_SQL = `WITH mine AS (
    (SELECT * FROM conversations WHERE guest_id = $1 AND last_message_at IS NOT NULL
      ORDER BY last_message_at DESC LIMIT ${CONVERSATIONS_LIST_MAX})
    UNION ALL
    (SELECT * FROM conversations WHERE chef_id = $1 AND guest_id <> $1
        AND last_message_at IS NOT NULL
      ORDER BY last_message_at DESC LIMIT ${CONVERSATIONS_LIST_MAX}))
  SELECT c.*,
         (SELECT name FROM messaging_restaurants WHERE restaurant_id = c.restaurant_id) AS restaurant_name,
         (SELECT first_name FROM user_contacts WHERE user_id = c.guest_id) AS guest_name,
         last.body AS last_body, unread.n AS unread_count
    FROM mine c
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
