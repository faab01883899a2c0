import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { GraphQLError } from 'graphql';
import { DataSource, type EntityManager } from 'typeorm';
import type { AuthUser } from '@hearth/nest-common';
import type { ConversationType } from './messaging.types.js';

/** Most messages one conversation read returns (the newest ones, oldest first). */
export const CONVERSATION_MESSAGES_MAX = 200;

/** A conversation row with its restaurant's name and its guest's first name (when known). */
export interface ConversationRow {
  id: string;
  kind: 'ORDER' | 'QUESTION';
  order_id: string | null;
  restaurant_id: string;
  guest_id: string;
  chef_id: string;
  last_message_at: Date | null;
  guest_read_at: Date | null;
  chef_read_at: Date | null;
  restaurant_name: string | null;
  guest_name: string | null;
}

/** A conversation, order or report the caller may not see: NOT_FOUND (never says whether it exists). */
export function notFound(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'NOT_FOUND' } });
}

/** Selects `ConversationRow`s (`c` is the conversation); append a `WHERE` on `c`. */
export const SELECT_CONVERSATION = `SELECT c.*, r.name AS restaurant_name, u.first_name AS guest_name
  FROM conversations c
  LEFT JOIN messaging_restaurants r ON r.restaurant_id = c.restaurant_id
  LEFT JOIN user_contacts u ON u.user_id = c.guest_id`;

/**
 * Conversation `c` as `viewerId` sees it, without its messages (`messages` empty): `myRole` GUEST,
 * CHEF or (anyone else) ADMIN, `unreadCount` as given, and the first 120 characters of the latest
 * message's body (`lastBody`; '' for a photo-only message, null without messages) as the preview.
 */
export function conversationSummary(
  c: ConversationRow,
  viewerId: string,
  unreadCount: number,
  lastBody: string | null,
): ConversationType {
  const myRole = c.guest_id === viewerId ? 'GUEST' : c.chef_id === viewerId ? 'CHEF' : 'ADMIN';
  return {
    id: c.id,
    kind: c.kind,
    orderId: c.order_id,
    restaurantId: c.restaurant_id,
    restaurantName: c.restaurant_name ?? 'Restaurant',
    guestName: c.guest_name ?? 'Guest',
    myRole,
    unreadCount: myRole === 'ADMIN' ? 0 : unreadCount,
    lastMessageAt: c.last_message_at,
    lastMessagePreview: lastBody === null ? null : lastBody.slice(0, 120),
    messages: [],
  };
}

/**
 * The read model of conversations (docs/rules/messaging.md), shared by the messaging queries and
 * handlers: loads a conversation row, decides who may read it, and shapes it for one viewer
 * (their role, their unread count, the latest message or the newest
 * `CONVERSATION_MESSAGES_MAX` messages).
 */
@Injectable()
export class ConversationViews {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The conversation `id` (undefined for an unknown id or one that is not a UUID). */
  async load(m: EntityManager, id: string): Promise<ConversationRow | undefined> {
    if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
    const rows: ConversationRow[] = await m.query(`${SELECT_CONVERSATION} WHERE c.id = $1`, [id]);
    return rows[0];
  }

  /**
   * The conversation of order `orderId` with its newest messages as `viewerId` sees it (see
   * `view`); null when that order has no conversation. Reading only: the caller decides who may
   * see it (a party of the order, or an admin on a reported order).
   */
  async viewOfOrder(
    m: EntityManager,
    orderId: string,
    viewerId: string,
  ): Promise<ConversationType | null> {
    const rows: ConversationRow[] = await m.query(`${SELECT_CONVERSATION} WHERE c.order_id = $1`, [
      orderId,
    ]);
    return rows[0] ? this.view(m, rows[0], viewerId, true) : null;
  }

  /** A party reads; an admin reads an order conversation only when that order was reported. */
  async mayRead(user: AuthUser, c: ConversationRow): Promise<boolean> {
    if (c.guest_id === user.id || c.chef_id === user.id) return true;
    if (user.role !== 'ADMIN' || !c.order_id) return false;
    const reports: unknown[] = await this.dataSource.query(
      `SELECT 1 FROM help_reports WHERE order_id = $1 LIMIT 1`,
      [c.order_id],
    );
    return reports.length > 0;
  }

  /**
   * Conversation `c` as `viewerId` sees it: `myRole` GUEST, CHEF or (anyone else) ADMIN, whose
   * unread count is 0. With `withMessages` its newest `CONVERSATION_MESSAGES_MAX` messages, oldest
   * first; without, `messages` is empty and only the latest message gives the preview.
   */
  async view(
    m: EntityManager,
    c: ConversationRow,
    viewerId: string,
    withMessages: boolean,
  ): Promise<ConversationType> {
    const myRole = c.guest_id === viewerId ? 'GUEST' : c.chef_id === viewerId ? 'CHEF' : 'ADMIN';
    const readAt = myRole === 'GUEST' ? c.guest_read_at : myRole === 'CHEF' ? c.chef_read_at : null;
    const messages: Array<{
      id: string;
      body: string;
      image_url: string | null;
      sender_id: string;
      created_at: Date;
    }> = await m.query(
      withMessages
        ? `SELECT * FROM (SELECT id, body, image_url, sender_id, created_at FROM messages
               WHERE conversation_id = $1 ORDER BY created_at DESC LIMIT ${CONVERSATION_MESSAGES_MAX}) t
             ORDER BY created_at`
        : `SELECT id, body, image_url, sender_id, created_at FROM messages WHERE conversation_id = $1
             ORDER BY created_at DESC LIMIT 1`,
      [c.id],
    );
    const unread: Array<{ n: string }> =
      myRole === 'ADMIN'
        ? [{ n: '0' }]
        : await m.query(
            `SELECT count(*) AS n FROM messages WHERE conversation_id = $1 AND sender_id <> $2
             AND ($3::timestamptz IS NULL OR created_at > $3)`,
            [c.id, viewerId, readAt],
          );
    const last = withMessages ? messages[messages.length - 1] : messages[0];
    return {
      ...conversationSummary(c, viewerId, Number(unread[0]?.n ?? 0), last?.body ?? null),
      messages: withMessages
        ? messages.map((x) => ({
            id: x.id,
            body: x.body,
            imageUrl: x.image_url,
            senderRole: x.sender_id === c.guest_id ? 'GUEST' : 'CHEF',
            sentByMe: x.sender_id === viewerId,
            createdAt: x.created_at,
          }))
        : [],
    };
  }
}
