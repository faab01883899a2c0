import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { UserDeletedPayload } from '@hearth/events';

/**
 * The user's privacy rights in notifications (docs/rules/accounts-and-admin.md#your-data): a copy of
 * what notifications holds about them (the user's in-app notifications and the contact copy (e-mail, first name) notifications e-mails to), and erasing it when the account is deleted.
 */
@Injectable()
export class PrivacyService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * What notifications holds about the user `userId` (signed in with `email`), as plain JSON: one key
   * per kind of record, an empty list or null when there is none. Money in cents, times ISO 8601.
   */
  async exportData(userId: string, email: string): Promise<Record<string, unknown>> {
    const one = async (sql: string): Promise<unknown> => {
      const rows = (await this.dataSource.query(sql, [userId])) as Array<{ v: unknown }>;
      return rows[0]?.v ?? null;
    };
    void email; // the rows here are keyed by user id
    return {
      notifications: await one(
        `SELECT coalesce(jsonb_agg(to_jsonb(n) - 'user_id' ORDER BY n.created_at), '[]') AS v
         FROM notifications n WHERE n.user_id = $1`,
      ),
      contact: await one(
        `SELECT to_jsonb(c) - 'user_id' AS v FROM user_contacts c WHERE c.user_id = $1`,
      ),
    };
  }

  /**
   * On `UserDeleted`: erases, in the handler's transaction (`manager`), every in-app notification of the user, the contact copy (e-mail, first name) and live-update tickets. E-mails already sent are in the recipient's mailbox, not here.
   * Idempotent: running it twice changes nothing more.
   */
  async erase(manager: EntityManager, p: UserDeletedPayload): Promise<void> {
    await manager.query(`DELETE FROM notifications WHERE user_id = $1`, [p.userId]);
    await manager.query(`DELETE FROM user_contacts WHERE user_id = $1`, [p.userId]);
    await manager.query(`DELETE FROM live_tickets WHERE user_id = $1`, [p.userId]);
  }
}
