import type { MigrationInterface, QueryRunner } from 'typeorm';

const CREATED_AT = `created_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', clock_timestamp())`;

/**
 * The chef waitlist, the guest waitlist and the newsletter, with the unique indexes that keep one
 * sign-up per e-mail (per programme for chefs) and indexes for the admin lists' sorts. Substring
 * search gets trigram indexes when the server offers `pg_trgm` (it is a trusted extension; without
 * it search still works, by scanning).
 */
export class CreateWaitlistsAndNewsletter1763800000000 implements MigrationInterface {
  name = 'CreateWaitlistsAndNewsletter1763800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE chef_waitlist (
      id uuid PRIMARY KEY,
      email text NOT NULL,
      first_name text NOT NULL,
      last_name text NOT NULL,
      phone text,
      postal_code text NOT NULL,
      chef_type text NOT NULL CHECK (chef_type IN ('BETA', 'FOUNDER')),
      ${CREATED_AT}
    )`);
    await q.query(
      `CREATE UNIQUE INDEX chef_waitlist_email_type_uq ON chef_waitlist (email, chef_type)`,
    );
    await q.query(`CREATE TABLE guest_waitlist (
      id uuid PRIMARY KEY,
      email text NOT NULL,
      first_name text NOT NULL,
      last_name text NOT NULL,
      phone text,
      postal_code text NOT NULL,
      guest_type text NOT NULL DEFAULT 'BETA' CHECK (guest_type = 'BETA'),
      ${CREATED_AT}
    )`);
    await q.query(`CREATE UNIQUE INDEX guest_waitlist_email_uq ON guest_waitlist (email)`);
    await q.query(`CREATE TABLE newsletter_subscriptions (
      id uuid PRIMARY KEY,
      email text NOT NULL,
      role text NOT NULL CHECK (role IN ('CHEF', 'GUEST')),
      ${CREATED_AT}
    )`);
    await q.query(
      `CREATE UNIQUE INDEX newsletter_subscriptions_email_uq ON newsletter_subscriptions (email)`,
    );

    // Sorts of the admin lists (ties broken by id); the chef lists are always filtered by type.
    for (const [name, columns] of [
      ['created', 'created_at, id'],
      ['email', 'email, id'],
      ['first_name', 'lower(first_name), id'],
      ['last_name', 'lower(last_name), id'],
      ['postal', 'postal_code, id'],
    ] as const) {
      await q.query(
        `CREATE INDEX chef_waitlist_${name}_idx ON chef_waitlist (chef_type, ${columns})`,
      );
      await q.query(`CREATE INDEX guest_waitlist_${name}_idx ON guest_waitlist (${columns})`);
    }
    await q.query(
      `CREATE INDEX newsletter_subscriptions_created_idx ON newsletter_subscriptions (created_at, id)`,
    );

    const schema = await trigramSchema(q);
    if (schema) {
      const ops = `"${schema}".gin_trgm_ops`;
      for (const table of ['chef_waitlist', 'guest_waitlist']) {
        await q.query(
          `CREATE INDEX ${table}_search_idx ON ${table} USING gin (email ${ops}, (first_name || ' ' || last_name) ${ops})`,
        );
      }
      await q.query(
        `CREATE INDEX newsletter_subscriptions_search_idx ON newsletter_subscriptions USING gin (email ${ops})`,
      );
    }
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE newsletter_subscriptions`);
    await q.query(`DROP TABLE guest_waitlist`);
    await q.query(`DROP TABLE chef_waitlist`);
  }
}

/**
 * The schema holding `pg_trgm` — installing it in `public` when the server has it and we may —
 * or null (no trigram indexes then).
 */
async function trigramSchema(q: QueryRunner): Promise<string | null> {
  const installed = async (): Promise<string | null> => {
    const rows: Array<{ schema: string }> = await q.query(
      `SELECT n.nspname AS schema FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm'`,
    );
    return rows[0]?.schema ?? null;
  };
  const existing = await installed();
  if (existing) return existing;
  const [allowed]: Array<{ ok: boolean }> = await q.query(
    `SELECT EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm')
       AND has_database_privilege(current_database(), 'CREATE')
       AND has_schema_privilege('public', 'CREATE') AS ok`,
  );
  if (!allowed?.ok) return null;
  await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public`);
  return installed();
}
