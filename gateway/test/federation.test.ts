import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eventually, freshDatabase, gql, query } from '../../test/support/db.js';
// The stack runs the BUILT services in worker threads (npm test builds first).
import { startStack } from '../../scripts/lib/stack.mjs';
import { sharedStack } from '../../test/support/shared-platform.js';
import { GATEWAY_ENGINES, startEngine } from './support/engines.js';

type Stack = Pick<Awaited<ReturnType<typeof startStack>>, 'gatewayUrl' | 'serviceUrls' | 'stop'>;
const SIGN_UP = `mutation SignUp($input: SignUpInput!) { signUp(input: $input) {
  __typename ... on AuthSession { accessToken user { id role status } } ... on ValidationError { errors { field message } } } }`;
const LOG_IN = `mutation LogIn($input: LogInInput!) { logIn(input: $input) { __typename ... on AuthSession { accessToken } } }`;

describe('gateway over the six subgraphs', () => {
  let db: string;
  let stack: Stack;
  const port = 24_000 + Number(process.env.JEST_WORKER_ID ?? '1') * 10;

  beforeAll(async () => {
    // Both engines' sign-ups come from 127.0.0.1: the per-client auth limit is not tested here.
    const env = { AUTH_RATE_LIMIT_PER_MINUTE: '1000' };
    // The worker's shared platform on a fresh database when it can serve (ADR 0020), else our own.
    const shared = await sharedStack(env);
    if (shared) ({ databaseUrl: db } = stack = shared);
    else {
      db = await freshDatabase(`hearth_test_gateway_${process.env.JEST_WORKER_ID ?? '1'}`);
      stack = await startStack({ databaseUrl: db, basePort: port, logLevel: 'silent', env });
    }
  }, 300_000); // may start the worker's shared platform (ADR 0020)
  afterAll(async () => {
    await stack?.stop();
  }, 30_000);

  describe.each(GATEWAY_ENGINES.map((engine, i) => [engine, i] as const))(
    '%s engine',
    (engine, i) => {
      let url: string;
      let gateway: Awaited<ReturnType<typeof startEngine>>;
      beforeAll(async () => {
        gateway = await startEngine(engine, stack.serviceUrls, port + 7 + i);
        url = gateway.url;
      }, 30_000);
      afterAll(async () => {
        await gateway?.close();
      }, 30_000);
      const signUp = async (role: 'GUEST' | 'CHEF', headers: Record<string, string> = {}) => {
        const res = await gql<{ signUp: { accessToken: string; user: { id: string } } }>(
          url,
          SIGN_UP,
          {
            input: {
              email: `g${Date.now()}${Math.random()}@example.com`,
              password: 'hunter22',
              firstName: 'Lin',
              lastName: 'Wei',
              role,
            },
          },
          undefined,
          headers,
        );
        return res.data!.signUp;
      };

      it('answers one query that needs users, notifications and orders, with the welcome notification', async () => {
        const { accessToken, user } = await signUp('GUEST');
        const GET_USER = `query GetUser { me { id firstName role status cartItemCount unseenNotificationCount
      notifications(limit: 5) { items { title isSeen } nextCursor } } }`;
        const me = await eventually(async () => {
          const res = await gql<{ me: { unseenNotificationCount: number } }>(
            url,
            GET_USER,
            {},
            accessToken,
          );
          return res.data?.me.unseenNotificationCount === 1 ? res.data.me : null;
        }, 15_000); // users → outbox relay → bus → notifications: seconds on a loaded CI machine
        expect(me).toEqual({
          id: user.id,
          firstName: 'Lin',
          role: 'GUEST',
          status: 'ACTIVE',
          cartItemCount: 0,
          unseenNotificationCount: 1,
          notifications: {
            items: [{ title: 'Welcome to Hearth, Lin!', isSeen: false }],
            nextCursor: null,
          },
        });
      });

      it('forwards traceparent to the subgraph, which stamps it on the event it publishes', async () => {
        const traceparent = '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01';
        const { user } = await signUp('GUEST', { traceparent });
        const [row] = await query<{ traceparent: string }>(
          db,
          `SELECT envelope->>'traceparent' AS traceparent FROM users.outbox WHERE "aggregateId" = $1`,
          [user.id],
        );
        expect(row!.traceparent).toBe(traceparent);
      });

      it('lets an admin (made by admin:create) list chefs, and refuses guests', async () => {
        const { createAdmin } = await import('@hearth/users-service/cli/create-admin');
        const admin = await createAdmin({
          databaseUrl: db,
          email: `admin${Date.now()}@example.com`,
          password: 'adminpass1',
        });
        const login = await gql<{ logIn: { accessToken: string } }>(url, LOG_IN, {
          input: { email: admin.email, password: 'adminpass1' },
        });
        const adminToken = login.data!.logIn.accessToken;
        const chef = await signUp('CHEF');
        const LIST = `{ chefApplications(limit: 10) { items { id status } } }`;
        const list = await eventually(async () => {
          const res = await gql<{
            chefApplications: { items: Array<{ id: string; status: string }> };
          }>(url, LIST, {}, adminToken);
          return res.data?.chefApplications.items.find((c) => c.id === chef.user.id);
        }, 15_000);
        expect(list).toEqual({ id: chef.user.id, status: 'INITIAL' });
        const guest = await signUp('GUEST');
        const refused = await gql(url, LIST, {}, guest.accessToken);
        expect(refused.errors![0]!.extensions!['code']).toBe('FORBIDDEN');
      });

      it('rejects a too-costly query before calling any subgraph', async () => {
        const { accessToken } = await signUp('GUEST');
        const field = (i: number) =>
          `n${i}: notifications(limit: 50) { items { id title body isSeen createdAt kind } }`;
        const costly = `{ me { ${Array.from({ length: 10 }, (_, i) => field(i)).join(' ')} } }`;
        const res = await gql(url, costly, {}, accessToken);
        expect(res.errors?.[0]).toMatchObject({
          extensions: expect.objectContaining({ code: 'QUERY_TOO_COSTLY' }),
        });
        expect(res.errors?.[0]?.message).toMatch(
          /too expensive \(estimated cost \d+, maximum 2000\)/,
        );
      });

      it('allows CORS for the shell origin only', async () => {
        const preflight = (origin: string) =>
          fetch(url, {
            method: 'OPTIONS',
            headers: {
              origin,
              'access-control-request-method': 'POST',
              'access-control-request-headers': 'authorization,content-type',
            },
          });
        expect(
          (await preflight('http://localhost:3000')).headers.get('access-control-allow-origin'),
        ).toBe('http://localhost:3000');
        expect(
          (await preflight('https://evil.example')).headers.get('access-control-allow-origin'),
        ).toBeNull();
      });

      describe('the refresh token as an HttpOnly cookie, through the gateway', () => {
        const origin = 'http://localhost:3000';
        const AUTH = `__typename ... on AuthSession { accessToken refreshToken user { id } }
      ... on ValidationError { errors { field message } }`;
        const REFRESH = `mutation RefreshSession { refreshSession { ${AUTH} } }`;
        type Auth = {
          __typename: string;
          accessToken?: string;
          refreshToken?: string | null;
          errors?: Array<{ field: string; message: string }>;
        };
        /** POSTs like the shell does (Origin, cookies); returns the body and the response. */
        const post = async <T>(
          query: string,
          variables: Record<string, unknown> = {},
          cookie?: string,
        ) => {
          const res = await fetch(url, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              origin,
              ...(cookie ? { cookie: `hearth_refresh=${cookie}` } : {}),
            },
            body: JSON.stringify({ query, variables }),
          });
          return { data: ((await res.json()) as { data: T }).data, res };
        };
        const cookieOf = (res: Response) => {
          const lines = res.headers.getSetCookie().filter((c) => c.startsWith('hearth_refresh='));
          expect(lines).toHaveLength(1);
          return lines[0]!;
        };
        const valueOf = (line: string) => line.slice('hearth_refresh='.length).split(';')[0]!;

        it('sign-up sets it HttpOnly with CORS credentials for the shell; refresh works with only the cookie; a replayed old one is detected; log-out clears it', async () => {
          const email = `c${Date.now()}${Math.random()}@example.com`;
          const signUp = await post<{ signUp: Auth }>(
            `mutation SignUp($input: SignUpInput!) { signUp(input: $input) { ${AUTH} } }`,
            {
              input: {
                email,
                password: 'hunter22',
                firstName: 'Lin',
                lastName: 'Wei',
                role: 'GUEST',
              },
            },
          );
          expect(signUp.data.signUp.__typename).toBe('AuthSession');
          expect(signUp.data.signUp.refreshToken).toBeNull(); // page scripts never see it
          expect(signUp.res.headers.get('access-control-allow-origin')).toBe(origin);
          expect(signUp.res.headers.get('access-control-allow-credentials')).toBe('true');
          const line = cookieOf(signUp.res);
          expect(line).toMatch(
            /^hearth_refresh=[\w-]{43}; HttpOnly; SameSite=Lax; Path=\/; Max-Age=2592000; Secure$/,
          );
          const first = valueOf(line);

          const refreshed = await post<{ refreshSession: Auth }>(REFRESH, {}, first);
          expect(refreshed.data.refreshSession).toMatchObject({
            __typename: 'AuthSession',
            refreshToken: null,
          });
          const me = await gql<{ me: { id: string } }>(
            url,
            '{ me { id } }',
            {},
            refreshed.data.refreshSession.accessToken,
          );
          expect(me.data!.me.id).toBeTruthy();
          const second = valueOf(cookieOf(refreshed.res));
          expect(second).not.toBe(first);

          // The first cookie, stolen and replayed after the reuse grace window (used a minute
          // ago): refused, and the whole family is revoked.
          await query(
            db,
            `UPDATE users.refresh_tokens SET used_at = now() - interval '1 minute'
              WHERE token_hash = encode(sha256(convert_to($1, 'UTF8')), 'hex')`,
            [first],
          );
          const replay = await post<{ refreshSession: Auth }>(REFRESH, {}, first);
          expect(replay.data.refreshSession.errors).toEqual([
            { field: 'refreshToken', message: 'Your session has expired. Please log in again.' },
          ]);
          expect(cookieOf(replay.res)).toMatch(/^hearth_refresh=; .*Max-Age=0/);
          expect(
            (await post<{ refreshSession: Auth }>(REFRESH, {}, second)).data.refreshSession
              .__typename,
          ).toBe('ValidationError');

          // A fresh session, logged out with only its cookie.
          const login = await post<{ logIn: Auth }>(
            `mutation LogIn($input: LogInInput!) { logIn(input: $input) { ${AUTH} } }`,
            { input: { email, password: 'hunter22' } },
          );
          const third = valueOf(cookieOf(login.res));
          const out = await post<{ logOut: boolean }>('mutation LogOut { logOut }', {}, third);
          expect(out.data.logOut).toBe(true);
          expect(cookieOf(out.res)).toBe(
            'hearth_refresh=; HttpOnly; SameSite=Lax; Path=/; Max-Age=0; Secure',
          );
          expect(
            (await post<{ refreshSession: Auth }>(REFRESH, {}, third)).data.refreshSession
              .__typename,
          ).toBe('ValidationError');
        });
      });

      it('echoes a request id and serves health and metrics', async () => {
        const base = url.replace('/graphql', '');
        const res = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-request-id': 'req-123' },
          body: '{"query":"{ __typename }"}',
        });
        expect(res.headers.get('x-request-id')).toBe('req-123');
        expect((await fetch(`${base}/health/ready`)).status).toBe(200);
        expect(await (await fetch(`${base}/metrics`)).text()).toContain(
          'http_request_duration_seconds',
        );
      });
    },
  );
});
