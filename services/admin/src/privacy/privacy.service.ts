import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { AccountMessages } from '@hearth/contracts';
import type { UserDeletedPayload } from '@hearth/events';

/**
 * The user's privacy rights in admin (docs/rules/accounts-and-admin.md#your-data): a copy of
 * what admin holds about them (the guest projection, waitlist sign-ups, the newsletter subscription, unsubscribes and the newsletters sent to the address), and erasing it when the account is deleted.
 */
@Injectable()
export class PrivacyService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * What admin holds about the user `userId` (signed in with `email`), as plain JSON: one key
   * per kind of record, an empty list or null when there is none. Money in cents, times ISO 8601.
   */
  async exportData(userId: string, email: string): Promise<Record<string, unknown>> {
    // Rows keyed by the account's id take `userId`, rows keyed by address `email` (both as $1).
    const one = async (sql: string, by: 'id' | 'email' = 'id'): Promise<unknown> => {
      const rows = (await this.dataSource.query(sql, [by === 'id' ? userId : email])) as Array<{
        v: unknown;
      }>;
      return rows[0]?.v ?? null;
    };

    return {
      guestAccount: await one(`SELECT to_jsonb(g) AS v FROM guest_accounts g WHERE g.id = $1`),
      guestWaitlist: await one(
        `SELECT coalesce(jsonb_agg(to_jsonb(w)), '[]') AS v FROM guest_waitlist w
         WHERE lower(trim(w.email)) = lower(trim($1))`,
        'email',
      ),
      chefWaitlist: await one(
        `SELECT coalesce(jsonb_agg(to_jsonb(w)), '[]') AS v FROM chef_waitlist w
         WHERE lower(trim(w.email)) = lower(trim($1))`,
        'email',
      ),
      newsletterSubscription: await one(
        `SELECT to_jsonb(s) AS v FROM newsletter_subscriptions s
         WHERE lower(trim(s.email)) = lower(trim($1))`,
        'email',
      ),
      newslettersReceived: await one(
        `SELECT coalesce(jsonb_agg(jsonb_build_object('subject', n.subject,
                'status', r.status, 'sentAt', r.sent_at) ORDER BY r.sent_at), '[]') AS v
         FROM newsletter_recipients r JOIN newsletters n ON n.id = r.newsletter_id
        WHERE lower(trim(r.email)) = lower(trim($1))`,
        'email',
      ),
    };
  }

  /**
   * On `UserDeleted`: erases, in the handler's transaction (`manager`), the guest projection, the guest and chef waitlist sign-ups and the newsletter subscription and unsubscribes of the address; the newsletters' recipient rows keep their counts under an unreachable placeholder address. A
   * deleted chef's application stays on record (its status) as 'Former chef' under that placeholder.
   * Idempotent: running it twice changes nothing more.
   */
  async erase(manager: EntityManager, p: UserDeletedPayload): Promise<void> {
    await manager.query(`DELETE FROM guest_accounts WHERE id = $1`, [p.userId]);
    await manager.query(
      `UPDATE chef_applications SET email = $2, first_name = $3, last_name = '' WHERE id = $1`,
      [p.userId, `deleted-${p.userId}@deleted.invalid`, AccountMessages.formerChefName],
    );
    await manager.query(`DELETE FROM guest_waitlist WHERE lower(trim(email)) = lower(trim($1))`, [
      p.email,
    ]);
    await manager.query(`DELETE FROM chef_waitlist WHERE lower(trim(email)) = lower(trim($1))`, [
      p.email,
    ]);
    await manager.query(
      `DELETE FROM newsletter_subscriptions WHERE lower(trim(email)) = lower(trim($1))`,
      [p.email],
    );
    await manager.query(
      `DELETE FROM newsletter_unsubscribes WHERE lower(trim(email)) = lower(trim($1))`,
      [p.email],
    );
    await manager.query(
      `UPDATE newsletter_recipients SET email = $2 WHERE lower(trim(email)) = lower(trim($1))`,
      [p.email, `deleted-${p.userId}@deleted.invalid`],
    );
  }
}
