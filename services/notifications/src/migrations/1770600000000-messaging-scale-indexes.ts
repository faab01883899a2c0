import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Indexes for the messaging lists at city scale (issue 26, docs/scale.md):
 * - `conversations_guest_recent_idx` / `conversations_chef_recent_idx`: a user's Messages list
 *   (conversations with a message, most recent first, at most 100) as two index ranges merged,
 *   instead of every conversation of the user sorted;
 * - `help_reports_admin_idx`: the admins' help reports (open first, then newest, at most 200) as
 *   the first rows of an index instead of every report sorted.
 */
export class MessagingScaleIndexes1770600000000 implements MigrationInterface {
  name = 'MessagingScaleIndexes1770600000000';

  async up(q: QueryRunner): Promise<void> {
    for (const side of ['guest', 'chef'])
      await q.query(
        `CREATE INDEX conversations_${side}_recent_idx ON conversations
           (${side}_id, last_message_at DESC) WHERE last_message_at IS NOT NULL`,
      );
    await q.query(
      `CREATE INDEX help_reports_admin_idx ON help_reports ((status = 'OPEN') DESC, created_at DESC)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX help_reports_admin_idx`);
    await q.query(`DROP INDEX conversations_chef_recent_idx`);
    await q.query(`DROP INDEX conversations_guest_recent_idx`);
  }
}
