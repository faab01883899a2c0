import pg from 'pg';

/** Server URL of the test PostgreSQL (our machines: 127.0.0.1:5432, trust auth). */
export const TEST_PG_SERVER = process.env.TEST_PG_SERVER ?? 'postgres://postgres@127.0.0.1:5432';

/** Options of `freshDatabase`. */
export interface FreshDatabaseOptions {
  /**
   * Copy the run's migrated template (every service's schema, migrations applied; see
   * test/support/pg-template.mjs) when it is ready — the default. `false`: an empty database, for
   * tests that run migrations of their own choosing or make the schemas under other roles.
   */
  template?: boolean;
}

/**
 * Drops and recreates database `name` on the test server (or `server`); returns its URL. On the
 * test server it is a copy of the run's migrated template once that is built (the services find
 * their migrations applied and skip them; any newer one still runs at their start), otherwise —
 * before the template is ready, on another server, or with `template: false` — an empty one.
 */
export async function freshDatabase(
  name: string,
  server = TEST_PG_SERVER,
  options: FreshDatabaseOptions = {},
): Promise<string> {
  const client = new pg.Client({ connectionString: `${server}/postgres` });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    const template = process.env.HEARTH_TEST_PG_TEMPLATE;
    const useTemplate =
      options.template !== false &&
      server === TEST_PG_SERVER &&
      template &&
      template !== '0' &&
      (
        await client.query(`SELECT 1 FROM pg_database WHERE datname = $1 AND datistemplate`, [
          template,
        ])
      ).rowCount === 1;
    const create = `CREATE DATABASE "${name}"${useTemplate ? ` TEMPLATE "${template}"` : ''}`;
    // 55006: PostgreSQL refuses to copy a template while a session is connected to it (only
    // briefly, e.g. a concurrent run checking it); try again for a few seconds.
    for (let attempt = 1; ; attempt++) {
      try {
        await client.query(create);
        break;
      } catch (err) {
        if ((err as { code?: string }).code !== '55006' || attempt >= 50) throw err;
        await new Promise((r) => setTimeout(r, 100));
      }
    }
  } finally {
    await client.end();
  }
  return `${server}/${name}`;
}

/** Runs one SQL statement against `url` and returns the rows. */
export async function query<T = Record<string, unknown>>(
  url: string,
  sql: string,
  params: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as T[];
  } finally {
    await client.end();
  }
}

/** A GraphQL POST helper returning the parsed body. */
export async function gql<T = Record<string, unknown>>(
  url: string,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
  headers: Record<string, string> = {},
): Promise<{
  data?: T;
  errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
}> {
  const res = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as never;
}

/**
 * Polls `check` every 50 ms until it returns a truthy value or `timeoutMs` passes (10 s by default:
 * it returns as soon as the condition holds, so the limit only matters on a loaded CI machine).
 */
export async function eventually<T>(
  check: () => Promise<T | null | undefined | false | 0 | ''>,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
