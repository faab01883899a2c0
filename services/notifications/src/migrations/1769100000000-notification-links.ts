import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `notifications.link`: the page of the web app a notification leads to (a path such as
 * `/restaurant/beit-sitti`), or null. First used by "Notify me" (docs/rules/notify-me.md).
 */
export class NotificationLinks1769100000000 implements MigrationInterface {
  name = 'NotificationLinks1769100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE notifications ADD COLUMN link text`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE notifications DROP COLUMN link`);
  }
}
