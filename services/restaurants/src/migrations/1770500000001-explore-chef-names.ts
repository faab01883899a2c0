import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `explore_chef_names`: each chef's name as their application gave it (`ChefApplicationSubmitted`
 * v1 from `users`: first and last name), so explore's text search finds a restaurant by its
 * chef's name. Erased on `UserDeleted`. Chefs who applied before this table existed have no row
 * until they apply again (users keeps no other name event). A trigram GIN index on the folded name
 * (`search_fold`, migration ExploreSearchAndReach) when `pg_trgm` is installed.
 */
export class ExploreChefNames1770500000001 implements MigrationInterface {
  name = 'ExploreChefNames1770500000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE explore_chef_names (
      user_id uuid PRIMARY KEY,
      name text NOT NULL,
      named_at timestamptz NOT NULL
    )`);
    const [trgm] = (await q.query(
      `SELECT n.nspname AS schema FROM pg_extension e
         JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm'`,
    )) as Array<{ schema: string }>;
    if (trgm)
      await q.query(`CREATE INDEX explore_chef_names_trgm_idx ON explore_chef_names
        USING gin (search_fold(name) "${trgm.schema}".gin_trgm_ops)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE explore_chef_names`);
  }
}
