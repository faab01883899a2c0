import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createEventTables, dropEventTables } from '@hearth/events';

/** Cooking sessions and the outbox/inbox of the sessions schema. */
export class CreateSchedule1763700000000 implements MigrationInterface {
  name = 'CreateSchedule1763700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE cooking_sessions (
      id uuid PRIMARY KEY,
      restaurant_id uuid NOT NULL,
      starts_at timestamptz NOT NULL,
      ends_at timestamptz NOT NULL CHECK (ends_at > starts_at),
      time_zone text NOT NULL DEFAULT 'America/Toronto',
      created_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now())
    )`);
    await q.query(
      `CREATE INDEX cooking_sessions_restaurant_start_idx ON cooking_sessions (restaurant_id, starts_at)`,
    );
    await createEventTables(q);
  }

  async down(q: QueryRunner): Promise<void> {
    await dropEventTables(q);
    await q.query(`DROP TABLE cooking_sessions`);
  }
}
