/**
 * One PostgreSQL role per service, limited to its own schema (docs/rules/secrets.md#one-database-role-per-service).
 *
 * `ensureServiceRoles` (run as a superuser or the database owner) makes, for every service,
 * a login role `hearth_<service>` that owns the schema `<prefix><service>` and everything in
 * it, with no right on any other service's schema (`PUBLIC` loses its rights there). It is
 * idempotent and also takes over what the superuser created before the roles existed (an
 * older `npm start` database). The SQL is the same the compose init script runs.
 */
import pg from 'pg';
import { SERVICE_NAMES } from '@hearth/platform';

const IDENT = /^[a-z_][a-z0-9_]*$/;

/** The role of `service`: `hearth_<service>`. */
export const serviceRole = (service) => `hearth_${service}`;

/**
 * SQL that creates or updates the role of `service` with `password` and gives it schema
 * `schema` (owned, with all its objects; closed to PUBLIC). Identifiers are checked against
 * a plain lower-case pattern and the password against [A-Za-z0-9_-] (no quoting games).
 * @throws Error for any other identifier or password.
 */
export function serviceRoleSql(service, schema, password) {
  const role = serviceRole(service);
  if (!IDENT.test(role) || !IDENT.test(schema)) throw new Error(`bad identifier ${role}/${schema}`);
  if (!/^[A-Za-z0-9_-]{16,}$/.test(password)) {
    throw new Error(`the password of ${role} must be at least 16 of [A-Za-z0-9_-]`);
  }
  return `
DO $roles$ BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = '${role}') THEN
    CREATE ROLE ${role} LOGIN;
  END IF;
END $roles$;
ALTER ROLE ${role} WITH LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOBYPASSRLS PASSWORD '${password}';
ALTER ROLE ${role} SET search_path = ${schema};
DO $grant$ BEGIN
  EXECUTE format('GRANT CONNECT, TEMPORARY ON DATABASE %I TO ${role}', current_database());
END $grant$;
CREATE SCHEMA IF NOT EXISTS ${schema} AUTHORIZATION ${role};
ALTER SCHEMA ${schema} OWNER TO ${role};
REVOKE ALL ON SCHEMA ${schema} FROM PUBLIC;
DO $own$ DECLARE r record; BEGIN
  FOR r IN SELECT c.relname, c.relkind FROM pg_class c
           WHERE c.relnamespace = '${schema}'::regnamespace AND c.relkind IN ('r','p','v','m','f')
             AND pg_get_userbyid(c.relowner) <> '${role}' LOOP
    EXECUTE format('ALTER TABLE ${schema}.%I OWNER TO ${role}', r.relname);
  END LOOP;
  FOR r IN SELECT c.relname FROM pg_class c
           WHERE c.relnamespace = '${schema}'::regnamespace AND c.relkind = 'S'
             AND pg_get_userbyid(c.relowner) <> '${role}'
             AND NOT EXISTS (SELECT FROM pg_depend d WHERE d.objid = c.oid AND d.deptype IN ('a','i')) LOOP
    EXECUTE format('ALTER SEQUENCE ${schema}.%I OWNER TO ${role}', r.relname);
  END LOOP;
  FOR r IN SELECT t.typname FROM pg_type t
           WHERE t.typnamespace = '${schema}'::regnamespace AND t.typtype IN ('e','d')
             AND pg_get_userbyid(t.typowner) <> '${role}' LOOP
    EXECUTE format('ALTER TYPE ${schema}.%I OWNER TO ${role}', r.typname);
  END LOOP;
  FOR r IN SELECT p.oid::regprocedure AS sig FROM pg_proc p
           WHERE p.pronamespace = '${schema}'::regnamespace
             AND pg_get_userbyid(p.proowner) <> '${role}' LOOP
    EXECUTE format('ALTER ROUTINE %s OWNER TO ${role}', r.sig);
  END LOOP;
END $own$;
`;
}

/** SQL run once before the roles: extensions a migration needs that only a superuser may create. */
export const SHARED_SQL = `CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;
REVOKE CREATE ON SCHEMA public FROM PUBLIC;`;

/**
 * Makes every service's role on the database at `adminUrl` (a superuser's URL) and returns each
 * service's own URL (same host and database, the role's name and password).
 * @param {string} adminUrl
 * @param {{ passwords: Record<string,string>, schemaPrefix?: string, services?: readonly string[] }} options
 * @returns {Promise<Record<string,string>>} service → `postgres://hearth_<service>:…@host/db`
 */
export async function ensureServiceRoles(
  adminUrl,
  { passwords, schemaPrefix = '', services = SERVICE_NAMES },
) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    // One set-up at a time (two starts of one database at once).
    await client.query('BEGIN');
    await client.query(`SELECT pg_advisory_xact_lock(hashtext('hearth.service-roles'))`);
    await client.query(SHARED_SQL);
    for (const service of services) {
      await client.query(serviceRoleSql(service, `${schemaPrefix}${service}`, passwords[service]));
    }
    await client.query('COMMIT');
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    await client.end();
  }
  return Object.fromEntries(
    services.map((service) => {
      const url = new URL(adminUrl);
      url.username = serviceRole(service);
      url.password = passwords[service];
      return [service, url.toString()];
    }),
  );
}
