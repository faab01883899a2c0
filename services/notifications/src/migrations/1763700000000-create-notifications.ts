import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createEventTables, dropEventTables } from '@hearth/events';

/** Notifications and the outbox/inbox of the notifications schema. */
export class CreateNotifications1763700000000 implements MigrationInterface {
  name = 'CreateNotifications1763700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE notifications (
      id uuid PRIMARY KEY,
      user_id uuid NOT NULL,
      kind text NOT NULL,
      title text NOT NULL,
      body text NOT NULL,
      is_seen boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now())
    )`);
    await q.query(
      `CREATE INDEX notifications_user_created_idx ON notifications (user_id, created_at DESC, id DESC)`,
    );
    await q.query(
      `CREATE INDEX notifications_unseen_idx ON notifications (user_id) WHERE NOT is_seen`,
    );
    await createEventTables(q);
  }

  async down(q: QueryRunner): Promise<void> {
    await dropEventTables(q);
    await q.query(`DROP TABLE notifications`);
  }
}
