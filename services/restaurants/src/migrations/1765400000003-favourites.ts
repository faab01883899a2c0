import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Guests' favourite restaurants (the card's favourite toggle, /user/favorites): one row per
 * (guest, restaurant); listed newest first by keyset on (created_at, restaurant_id).
 */
export class Favourites1765400000003 implements MigrationInterface {
  name = 'Favourites1765400000003';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE favourites (
      guest_user_id uuid NOT NULL,
      restaurant_id uuid NOT NULL REFERENCES restaurants (id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now()),
      PRIMARY KEY (guest_user_id, restaurant_id)
    )`);
    await q.query(
      `CREATE INDEX favourites_guest_recent_idx ON favourites (guest_user_id, created_at, restaurant_id)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE favourites`);
  }
}
