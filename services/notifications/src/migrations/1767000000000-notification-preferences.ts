import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Notification preferences: the switches (kind × channel) a user changed; a missing row is the
 * default (on).
 */
export class NotificationPreferences1767000000000 implements MigrationInterface {
  name = 'NotificationPreferences1767000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE notification_preferences (
      user_id uuid NOT NULL,
      kind text NOT NULL,
      channel text NOT NULL,
      enabled boolean NOT NULL,
      updated_at timestamptz NOT NULL,
      PRIMARY KEY (user_id, kind, channel)
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE notification_preferences`);
  }
}
