import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createEventTables, dropEventTables } from '@hearth/events';

/** Restaurants and the outbox/inbox of the restaurants schema. */
export class CreateCatalog1763700000000 implements MigrationInterface {
  name = 'CreateCatalog1763700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE restaurants (
      id uuid PRIMARY KEY,
      slug text NOT NULL UNIQUE,
      name text NOT NULL CHECK (char_length(name) BETWEEN 3 AND 100),
      description text NOT NULL,
      owner_user_id uuid NOT NULL,
      cuisines text[] NOT NULL DEFAULT '{}',
      is_hidden boolean NOT NULL DEFAULT true,
      created_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now())
    )`);
    await q.query(
      `CREATE INDEX restaurants_visible_idx ON restaurants (created_at DESC, id DESC) WHERE NOT is_hidden`,
    );
    await createEventTables(q);
  }

  async down(q: QueryRunner): Promise<void> {
    await dropEventTables(q);
    await q.query(`DROP TABLE restaurants`);
  }
}
