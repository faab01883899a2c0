import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { UserDeletedPayload } from '@hearth/events';

/** A link that carries a query or a fragment (where one-time tokens go), and all that follows it. */
const LINK_WITH_QUERY = /https?:\/\/[^\s?#]*[?#]\S*/g;

/**
 * A waiting or parked e-mail's text for the user's data copy: the links with a query or a fragment
 * (a password-reset or e-mail-confirmation token, an unsubscribe key) are replaced by
 * '[link removed]' — a copy is not a way to use them; plain links stay.
 */
export function withoutTokenLinks(text: string): string {
  return text.replace(LINK_WITH_QUERY, '[link removed]');
}

/**
 * The user's privacy rights in notifications (docs/rules/accounts-and-admin.md#your-data): a copy of
 * what notifications holds about them (the user's in-app notifications, the contact copy (e-mail,
 * first name) notifications e-mails to, the messages they wrote, their notification preferences, their help reports
 * and the e-mail to them not sent yet), and erasing it when the account is deleted.
 */
@Injectable()
export class PrivacyService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * What notifications holds about the user `userId` (signed in with `email`), as plain JSON: one key
   * per kind of record, an empty list or null when there is none. Money in cents, times ISO 8601.
   * `mailNotSentYet`: e-mail for the user still in the mail outbox, oldest first — to their
   * address (`email`, or the contact copy's), or queued for them (`userId` on the message: e.g.
   * the link confirming a new e-mail, sent to an address not theirs yet) — `{ to, subject,
   * text, createdAt, attempts, status: 'WAITING' | 'PARKED', parkedAt }`; the text without its
   * token links (`withoutTokenLinks`), no headers. Mail queued for another account to the same
   * address is not theirs: a message with another `userId` is left out.
   */
  async exportData(userId: string, email: string): Promise<Record<string, unknown>> {
    const one = async (sql: string): Promise<unknown> => {
      const rows = (await this.dataSource.query(sql, [userId])) as Array<{ v: unknown }>;
      return rows[0]?.v ?? null;
    };
    const mail: Array<{
      to: string;
      subject: string;
      text: string | null;
      created_at: Date;
      attempts: number;
      failed_at: Date | null;
    }> = await this.dataSource.query(
      `SELECT message->>'to' AS "to", message->>'subject' AS subject, message->>'text' AS text,
              created_at, attempts, failed_at
         FROM mail_outbox
        WHERE message->>'userId' = $1::uuid::text
           OR (coalesce(message->>'userId', $1::uuid::text) = $1::uuid::text
               AND (lower(message->>'to') = lower($2)
                    OR lower(message->>'to') =
                         (SELECT lower(email) FROM user_contacts WHERE user_id = $1)))
        ORDER BY created_at, id`,
      [userId, email],
    );
    return {
      notifications: await one(
        `SELECT coalesce(jsonb_agg(to_jsonb(n) - 'user_id' ORDER BY n.created_at), '[]') AS v
         FROM notifications n WHERE n.user_id = $1`,
      ),
      contact: await one(
        `SELECT to_jsonb(c) - 'user_id' AS v FROM user_contacts c WHERE c.user_id = $1`,
      ),
      // The messages the user wrote (with their conversation); the other side's words are theirs.
      messagesWritten: await one(
        `SELECT coalesce(jsonb_agg(jsonb_build_object(
                  'conversationId', m.conversation_id, 'kind', c.kind, 'orderId', c.order_id,
                  'restaurantId', c.restaurant_id, 'body', m.body, 'imageUrl', m.image_url,
                  'sentAt', m.created_at)
                ORDER BY m.created_at), '[]') AS v
           FROM messages m JOIN conversations c ON c.id = m.conversation_id
          WHERE m.sender_id = $1`,
      ),
      notificationPreferences: await one(
        `SELECT coalesce(jsonb_agg(jsonb_build_object('kind', p.kind, 'channel', p.channel,
                  'enabled', p.enabled, 'updatedAt', p.updated_at) ORDER BY p.kind, p.channel), '[]') AS v
           FROM notification_preferences p WHERE p.user_id = $1`,
      ),
      helpReports: await one(
        `SELECT coalesce(jsonb_agg(to_jsonb(h) - 'guest_id' - 'answered_by' ORDER BY h.created_at), '[]') AS v
           FROM help_reports h WHERE h.guest_id = $1`,
      ),
      mailNotSentYet: mail.map((m) => ({
        to: m.to,
        subject: m.subject,
        text: withoutTokenLinks(m.text ?? ''),
        createdAt: m.created_at.toISOString(),
        attempts: m.attempts,
        status: m.failed_at ? 'PARKED' : 'WAITING',
        parkedAt: m.failed_at?.toISOString() ?? null,
      })),
    };
  }

  /**
   * On `UserDeleted`: erases, in the handler's transaction (`manager`), every in-app notification of the user, the contact copy (e-mail, first name), live-update tickets, the user's messages (and a guest's question threads whole) and the words of their help reports, and e-mail to their address (or queued for them, to a new address not confirmed yet) not sent yet. E-mails already sent are in the recipient's mailbox, not here.
   * Idempotent: running it twice changes nothing more.
   */
  async erase(manager: EntityManager, p: UserDeletedPayload): Promise<void> {
    await manager.query(`DELETE FROM notifications WHERE user_id = $1`, [p.userId]);
    await manager.query(`DELETE FROM user_contacts WHERE user_id = $1`, [p.userId]);
    await manager.query(`DELETE FROM live_tickets WHERE user_id = $1`, [p.userId]);
    await manager.query(`DELETE FROM notification_preferences WHERE user_id = $1`, [p.userId]);
    // Messaging: a guest's pre-order question threads go whole (they are about nothing but the
    // guest's questions); in order conversations the user's own messages go and the other side's
    // stay (the chef's record of the order); help reports keep their reason, status and answer
    // (the platform's record of a complaint) but lose the guest's own words.
    await manager.query(`DELETE FROM conversations WHERE kind = 'QUESTION' AND guest_id = $1`, [
      p.userId,
    ]);
    await manager.query(`DELETE FROM messages WHERE sender_id = $1`, [p.userId]);
    await manager.query(
      `UPDATE help_reports SET description = '', photo_url = NULL WHERE guest_id = $1`,
      [p.userId],
    );
    // E-mail to the address not sent yet (waiting for a retry, or parked) goes too, and mail
    // queued for the account to another address (a new e-mail not confirmed yet).
    await manager.query(
      `DELETE FROM mail_outbox
        WHERE lower(message->>'to') = lower($1) OR message->>'userId' = $2::text`,
      [p.email, p.userId],
    );
  }
}
