import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createEventTables, dropEventTables } from '@hearth/events';

/** The chef verification queue projection and the outbox/inbox of the admin schema. */
export class CreateChefApplications1763700000000 implements MigrationInterface {
  name = 'CreateChefApplications1763700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE chef_applications (
      id uuid PRIMARY KEY,
      email text NOT NULL,
      first_name text NOT NULL,
      last_name text NOT NULL,
      status text NOT NULL,
      created_at timestamptz NOT NULL
    )`);
    await q.query(
      `CREATE INDEX chef_applications_created_idx ON chef_applications (created_at DESC, id DESC)`,
    );
    await createEventTables(q);
  }

  async down(q: QueryRunner): Promise<void> {
    await dropEventTables(q);
    await q.query(`DROP TABLE chef_applications`);
  }
}
