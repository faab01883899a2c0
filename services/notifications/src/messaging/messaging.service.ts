import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { GraphQLError } from 'graphql';
import type { Logger } from 'pino';
import { DataSource, type EntityManager } from 'typeorm';
import { MessagingMessages, messageBodySchema, messageFormSchema } from '@hearth/contracts';
import { LOGGER, type AuthUser, type RejectedInput } from '@hearth/nest-common';
import { NotificationsService } from '../inbox/notifications.service.js';
import { LiveHub } from '../live/live-hub.js';
import { chefDecisionEmail } from '../mail/chef-decisions.js';
import { Mailer } from '../mail/mailer.js';
import { PreferencesService } from '../preferences/preferences.service.js';
import { checkAttachment } from './attachments.js';
import type { ConversationMessageType, ConversationType } from './messaging.types.js';

/** Most messages one conversation read returns (the newest ones, oldest first). */
export const CONVERSATION_MESSAGES_MAX = 200;

/**
 * A message as one line for previews (the conversation list, the in-app notification): its text
 * cut at 120 characters, or 'Photo' for a photo-only message.
 */
export function messagePreview(body: string, imageUrl: string | null): string {
  if (!body && imageUrl) return 'Photo';
  return body.length > 120 ? `${body.slice(0, 120)}…` : body;
}

interface ConversationRow {
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

const SELECT_CONVERSATION = `SELECT c.*, r.name AS restaurant_name, u.first_name AS guest_name
  FROM conversations c
  LEFT JOIN messaging_restaurants r ON r.restaurant_id = c.restaurant_id
  LEFT JOIN user_contacts u ON u.user_id = c.guest_id`;

/**
 * Conversations between a guest and a chef (docs/rules/messaging.md): one per order, one
 * question thread per guest and restaurant. Only the two parties read or write one; an admin
 * reads (never writes) the conversation of an order a guest reported. A message is plain text
 * (`messageBodySchema`); after commit both sides' open browsers get `{ kind: 'message',
 * conversationId }`, and the recipient gets one notification and one e-mail per unread streak
 * (the first message they have not read; later ones wait until they read the conversation).
 */
@Injectable()
export class MessagingService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly notifications: NotificationsService,
    private readonly live: LiveHub,
    @Inject(Mailer) private readonly mailer: Mailer,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly preferences: PreferencesService,
  ) {}

  /** Every conversation the user is a party of, most recent message first. */
  async mine(user: AuthUser): Promise<ConversationType[]> {
    const rows: ConversationRow[] = await this.dataSource.query(
      `${SELECT_CONVERSATION} WHERE (c.guest_id = $1 OR c.chef_id = $1) AND c.last_message_at IS NOT NULL
       ORDER BY c.last_message_at DESC LIMIT 100`,
      [user.id],
    );
    return Promise.all(rows.map((r) => this.view(this.dataSource.manager, r, user.id, false)));
  }

  /**
   * One conversation with its messages, for a party (or an admin when `adminReadable`).
   * @throws NOT_FOUND 'This conversation is not available.' for anyone else.
   */
  async one(user: AuthUser, id: string): Promise<ConversationType> {
    const row = await this.load(this.dataSource.manager, id);
    if (!row || !(await this.mayRead(user, row))) {
      throw notFound(MessagingMessages.conversationNotFound);
    }
    return this.view(this.dataSource.manager, row, user.id, true);
  }

  /** The conversation of a reported order for an admin (null when there is none). */
  async forReportedOrder(orderId: string, viewerId: string): Promise<ConversationType | null> {
    const rows: ConversationRow[] = await this.dataSource.query(
      `${SELECT_CONVERSATION} WHERE c.order_id = $1`,
      [orderId],
    );
    return rows[0] ? this.view(this.dataSource.manager, rows[0], viewerId, true) : null;
  }

  /** How many messages of others the user has not read, over all their conversations. */
  async unreadCount(userId: string): Promise<number> {
    const rows: Array<{ n: string }> = await this.dataSource.query(
      `SELECT count(*) AS n FROM messages m JOIN conversations c ON c.id = m.conversation_id
       WHERE m.sender_id <> $1 AND (
         (c.guest_id = $1 AND (c.guest_read_at IS NULL OR m.created_at > c.guest_read_at)) OR
         (c.chef_id = $1 AND (c.chef_read_at IS NULL OR m.created_at > c.chef_read_at)))`,
      [userId],
    );
    return Number(rows[0]?.n ?? 0);
  }

  /**
   * The conversation of an order, created on first use; for its guest or chef only.
   * @throws NOT_FOUND 'This order is not available.' for anyone else or an unknown order.
   */
  async openForOrder(user: AuthUser, orderId: string): Promise<ConversationType> {
    return this.dataSource.transaction(async (m) => {
      const orders: Array<{ guest_id: string; chef_id: string; restaurant_id: string }> =
        await m.query(
          `SELECT guest_id, chef_id, restaurant_id FROM messaging_orders WHERE order_id = $1`,
          [orderId],
        );
      const order = orders[0];
      if (!order || (order.guest_id !== user.id && order.chef_id !== user.id)) {
        throw notFound(MessagingMessages.orderNotFound);
      }
      await m.query(
        `INSERT INTO conversations (id, kind, order_id, restaurant_id, guest_id, chef_id)
         VALUES ($1, 'ORDER', $2, $3, $4, $5) ON CONFLICT (order_id) DO NOTHING`,
        [randomUUID(), orderId, order.restaurant_id, order.guest_id, order.chef_id],
      );
      const rows: ConversationRow[] = await m.query(
        `${SELECT_CONVERSATION} WHERE c.order_id = $1`,
        [orderId],
      );
      return this.view(m, rows[0]!, user.id, true);
    });
  }

  /**
   * A guest's question to a restaurant before ordering: reuses their question thread with that
   * restaurant (or starts it) and sends `body` in it.
   * @returns the conversation, or `{ errors }` with nothing written: a body rule's message (field
   *   `body`) or 'You cannot ask your own restaurant a question.' (field `restaurantId`).
   * @throws NOT_FOUND 'This restaurant is not available for questions.' (unknown restaurant).
   */
  async ask(
    user: AuthUser,
    restaurantId: string,
    body: string,
  ): Promise<ConversationType | RejectedInput> {
    const text = this.checkBody(body);
    if (typeof text !== 'string') return text;
    const id = await this.dataSource.transaction(async (m) => {
      const owners: Array<{ owner_user_id: string }> = await m.query(
        `SELECT owner_user_id FROM messaging_restaurants WHERE restaurant_id = $1`,
        [restaurantId],
      );
      const owner = owners[0];
      if (!owner) throw notFound(MessagingMessages.restaurantNotFound);
      if (owner.owner_user_id === user.id) return null;
      await m.query(
        `INSERT INTO conversations (id, kind, restaurant_id, guest_id, chef_id)
         VALUES ($1, 'QUESTION', $2, $3, $4)
         ON CONFLICT (restaurant_id, guest_id) WHERE kind = 'QUESTION' DO NOTHING`,
        [randomUUID(), restaurantId, user.id, owner.owner_user_id],
      );
      const rows: Array<{ id: string }> = await m.query(
        `SELECT id FROM conversations WHERE kind = 'QUESTION' AND restaurant_id = $1 AND guest_id = $2`,
        [restaurantId, user.id],
      );
      return rows[0]!.id;
    });
    if (id === null) {
      return { errors: [{ field: 'restaurantId', message: MessagingMessages.ownRestaurant }] };
    }
    await this.send(user, id, text);
    return this.one(user, id);
  }

  /**
   * Sends `body` (plain text, trimmed) from the caller in a conversation they are a party of;
   * marks it read for the sender.
   * `imageUrl` (optional) must be the sender's own upload to our store (`attachments/<userId>/…`);
   * with an image the text is an optional caption (a photo-only message).
   * @returns the message, or `{ errors }` (field `body`: 'Write a message first.' / 'A message can
   *   be at most 2000 characters.'; field `imageUrl`: 'Attach an image uploaded here.') with
   *   nothing written.
   * @throws NOT_FOUND for a conversation the caller is not a party of (admins included).
   */
  async send(
    user: AuthUser,
    conversationId: string,
    body: string,
    imageUrl: string | null = null,
  ): Promise<ConversationMessageType | RejectedInput> {
    const image = checkAttachment(imageUrl, user.id, 'imageUrl');
    if (image !== null && typeof image !== 'string') return image;
    const parsed = messageFormSchema.safeParse({ body, imageUrl: image });
    if (!parsed.success) {
      return { errors: [{ field: 'body', message: parsed.error.issues[0]!.message }] };
    }
    const text = parsed.data.body;
    let email: {
      to: string;
      userId: string;
      firstName: string;
      title: string;
      body: string;
    } | null = null;
    const message = await this.dataSource.transaction(async (m) => {
      const rows: ConversationRow[] = await m.query(
        `${SELECT_CONVERSATION} WHERE c.id = $1 FOR UPDATE OF c`,
        [conversationId],
      );
      const c = rows[0];
      if (!c || (c.guest_id !== user.id && c.chef_id !== user.id)) {
        throw notFound(MessagingMessages.conversationNotFound);
      }
      const senderRole = c.guest_id === user.id ? 'GUEST' : 'CHEF';
      const recipient = senderRole === 'GUEST' ? c.chef_id : c.guest_id;
      const recipientReadAt = senderRole === 'GUEST' ? c.chef_read_at : c.guest_read_at;
      // Did the recipient already have something unread here? Then they were told already.
      const waiting: Array<{ n: string }> = await m.query(
        `SELECT count(*) AS n FROM messages WHERE conversation_id = $1 AND sender_id <> $2
         AND ($3::timestamptz IS NULL OR created_at > $3)`,
        [c.id, recipient, recipientReadAt],
      );
      const id = randomUUID();
      const inserted: Array<{ created_at: Date }> = await m.query(
        `INSERT INTO messages (id, conversation_id, sender_id, body, image_url)
         VALUES ($1, $2, $3, $4, $5) RETURNING created_at`,
        [id, c.id, user.id, text, image],
      );
      const createdAt = inserted[0]!.created_at;
      await m.query(
        `UPDATE conversations SET last_message_at = $2,
           guest_read_at = CASE WHEN guest_id = $3 THEN $2 ELSE guest_read_at END,
           chef_read_at = CASE WHEN chef_id = $3 THEN $2 ELSE chef_read_at END
         WHERE id = $1`,
        [c.id, createdAt, user.id],
      );
      if (Number(waiting[0]?.n ?? 0) === 0) {
        const from =
          senderRole === 'GUEST' ? (c.guest_name ?? 'A guest') : (c.restaurant_name ?? 'The chef');
        const title = `New message from ${from}`;
        const preview = messagePreview(text, image);
        // The recipient's preferences decide the channels (docs/rules/notification-preferences.md).
        if (await this.preferences.allows(m, recipient, 'MESSAGES', 'IN_APP')) {
          await this.notifications.add(m, recipient, 'MESSAGE', title, preview);
        }
        const contacts: Array<{ email: string; first_name: string }> =
          (await this.preferences.allows(m, recipient, 'MESSAGES', 'EMAIL'))
            ? await m.query(`SELECT email, first_name FROM user_contacts WHERE user_id = $1`, [
                recipient,
              ])
            : [];
        if (contacts[0]) {
          email = {
            to: contacts[0].email,
            userId: recipient,
            firstName: contacts[0].first_name,
            title,
            body: text
              ? `${from} wrote: "${preview}" Open Hearth to read and answer.`
              : `${from} sent a photo. Open Hearth to see it and answer.`,
          };
        }
      }
      for (const side of [c.guest_id, c.chef_id]) {
        this.live.publishAfterCommit(m, side, {
          kind: 'message',
          orderId: c.order_id,
          status: null,
          notificationId: null,
          conversationId: c.id,
        });
      }
      return { id, body: text, imageUrl: image, senderRole, sentByMe: true, createdAt };
    });
    const mail = email as {
      to: string;
      userId: string;
      firstName: string;
      title: string;
      body: string;
    } | null;
    if (mail) {
      // After commit: a refused e-mail never loses the message (the notification is stored).
      this.mailer
        .send({ to: mail.to, userId: mail.userId, ...chefDecisionEmail(mail.firstName, mail) })
        .catch((err: unknown) => this.logger.warn({ err }, 'message e-mail failed'));
    }
    return message;
  }

  /**
   * Marks a conversation read for the caller (a party) up to now.
   * @returns the caller's unread count over all conversations afterwards.
   * @throws NOT_FOUND for anyone but its two parties.
   */
  async markRead(user: AuthUser, conversationId: string): Promise<number> {
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
    return this.unreadCount(user.id);
  }

  /** The trimmed body, or the body rule's message as a field error of `body`. */
  private checkBody(body: string): string | RejectedInput {
    const parsed = messageBodySchema.safeParse(body);
    if (!parsed.success) {
      return { errors: [{ field: 'body', message: parsed.error.issues[0]!.message }] };
    }
    return parsed.data;
  }

  private async load(m: EntityManager, id: string): Promise<ConversationRow | undefined> {
    if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
    const rows: ConversationRow[] = await m.query(`${SELECT_CONVERSATION} WHERE c.id = $1`, [id]);
    return rows[0];
  }

  /** A party reads; an admin reads an order conversation only when that order was reported. */
  private async mayRead(user: AuthUser, c: ConversationRow): Promise<boolean> {
    if (c.guest_id === user.id || c.chef_id === user.id) return true;
    if (user.role !== 'ADMIN' || !c.order_id) return false;
    const reports: unknown[] = await this.dataSource.query(
      `SELECT 1 FROM help_reports WHERE order_id = $1 LIMIT 1`,
      [c.order_id],
    );
    return reports.length > 0;
  }

  private async view(
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
      id: c.id,
      kind: c.kind,
      orderId: c.order_id,
      restaurantId: c.restaurant_id,
      restaurantName: c.restaurant_name ?? 'Restaurant',
      guestName: c.guest_name ?? 'Guest',
      myRole,
      unreadCount: Number(unread[0]?.n ?? 0),
      lastMessageAt: c.last_message_at,
      lastMessagePreview: last ? last.body.slice(0, 120) : null, // '' for a photo-only message
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
