import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { SERVICE_NAMES } from '@hearth/platform';
import { freshDatabase, gql, query } from '../support/db.js';
import { ensureServiceRoles, serviceRole } from '../../scripts/lib/db-roles.mjs';
import { startStack } from '../../scripts/lib/stack.mjs';

/** Runs `sql` as the role of `url`; resolves to the rows or the error's message. */
async function asRole(url: string, sql: string): Promise<unknown[] | string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } catch (err) {
    return (err as Error).message;
  } finally {
    await client.end();
  }
}

describe('one PostgreSQL role per service, limited to its own schema', () => {
  let admin: string;
  let urls: Record<string, string>;
  let stack: Awaited<ReturnType<typeof startStack>>;

  beforeAll(async () => {
    // Empty, not the run's migrated template: the schemas here must be made under the roles.
    admin = await freshDatabase(
      `hearth_test_db_roles_${process.env.JEST_WORKER_ID ?? '1'}`,
      undefined,
      { template: false },
    );
    // Like an older `npm start` database: a schema the superuser made before the roles existed.
    await query(admin, `CREATE SCHEMA orders; CREATE TABLE orders.leftover (id int)`);
    const passwords = Object.fromEntries(
      SERVICE_NAMES.map((s) => [s, randomBytes(16).toString('hex')]),
    );
    urls = await ensureServiceRoles(admin, { passwords });
    // Idempotent: the second start of the same database changes nothing and does not fail.
    urls = await ensureServiceRoles(admin, { passwords });
    // The embedded default's way: every service as its own role, migrations included.
    stack = await startStack({
      databaseUrl: admin,
      databaseUrls: urls,
      basePort: 25800,
      logLevel: 'silent',
    });
  }, 90_000);
  afterAll(async () => {
    await stack?.stop();
  });

  it('runs every service as its own role: migrations made tables it owns, and the graph answers', async () => {
    const signUp = await gql<{ signUp: { __typename: string } }>(
      `${stack.gatewayUrl}`,
      `mutation($i: SignUpInput!) { signUp(input: $i) { __typename } }`,
      {
        i: {
          email: `role.${Date.now()}@example.com`,
          password: 'role-pass-123',
          firstName: 'Ro',
          lastName: 'Le',
          role: 'GUEST',
        },
      },
    );
    expect(signUp.data?.signUp.__typename).toBe('AuthSession');
    const owners = await query<{ schemaname: string; owner: string; n: string }>(
      admin,
      `SELECT schemaname, tableowner AS owner, count(*) AS n FROM pg_tables
       WHERE schemaname = ANY($1) GROUP BY 1, 2 ORDER BY 1`,
      [SERVICE_NAMES],
    );
    expect(owners.map((o) => [o.schemaname, o.owner])).toEqual(
      [...SERVICE_NAMES].sort().map((s) => [s, serviceRole(s)]),
    );
  });

  it("refuses the orders role another service's tables (permission denied) and keeps its own open", async () => {
    expect(await asRole(urls.orders!, `SELECT id, email FROM users.users`)).toMatch(
      /permission denied for schema users/,
    );
    expect(await asRole(urls.orders!, `SELECT count(*) FROM restaurants.migrations`)).toMatch(
      /permission denied for schema restaurants/,
    );
    expect(await asRole(urls.users!, `SELECT count(*) FROM orders.migrations`)).toMatch(
      /permission denied for schema orders/,
    );
    expect(await asRole(urls.orders!, `SELECT count(*) AS n FROM orders.leftover`)).toEqual([
      { n: '0' },
    ]);
    expect(await asRole(urls.orders!, `SELECT count(*) > 0 AS ok FROM migrations`)).toEqual([
      { ok: true },
    ]);
    // Nor can it make itself a way in: no new schemas, no objects in public.
    expect(await asRole(urls.orders!, `CREATE SCHEMA sneaky`)).toMatch(/permission denied/);
    expect(await asRole(urls.orders!, `CREATE TABLE public.sneaky (id int)`)).toMatch(
      /permission denied/,
    );
  });
});
