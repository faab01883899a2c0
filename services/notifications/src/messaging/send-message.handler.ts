import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { MessagingMessages, messageFormSchema } from '@hearth/contracts';
import type { AuthUser, RejectedInput } from '@hearth/nest-common';
import { LiveHub } from '../live/live-hub.js';
import { checkAttachment } from './attachments.js';
import { SELECT_CONVERSATION, notFound, type ConversationRow } from './conversation-views.js';
import { MessagingNotifier, type MailContact } from './messaging-notifier.js';
import type { ConversationMessageType } from './messaging.types.js';

/**
 * A message as one line for previews (the conversation list, the in-app notification): its text
 * cut at 120 characters, or 'Photo' for a photo-only message.
 */
export function messagePreview(body: string, imageUrl: string | null): string {
  if (!body && imageUrl) return 'Photo';
  return body.length > 120 ? `${body.slice(0, 120)}…` : body;
}

/** The e-mail to send once a message commits: to whom, and its title and text. */
interface PendingEmail {
  contact: MailContact;
  userId: string;
  title: string;
  body: string;
}

/**
 * SendMessage: a party writes in a conversation (docs/rules/messaging.md). A message is plain
 * text (`messageFormSchema`), optionally with a photo; after commit both sides' open browsers get
 * `{ kind: 'message', conversationId }`, and the recipient gets one notification and one e-mail
 * per unread streak (the first message they have not read; later ones wait until they read the
 * conversation), each only if their notification preferences allow it.
 */
@Injectable()
export class SendMessageHandler {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly live: LiveHub,
    private readonly notifier: MessagingNotifier,
  ) {}

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
  async handle(
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
    let email: PendingEmail | null = null;
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
        await this.notifier.notifyInApp(m, recipient, 'MESSAGES', 'MESSAGE', title, preview);
        const contact = await this.notifier.emailContact(m, recipient, 'MESSAGES');
        if (contact) {
          email = {
            contact,
            userId: recipient,
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
    const mail = email as PendingEmail | null;
    if (mail) {
      // After commit: a refused e-mail never loses the message (the notification is stored).
      this.notifier.sendEmail(mail.contact, mail.userId, mail, 'message e-mail failed');
    }
    return message;
  }
}
