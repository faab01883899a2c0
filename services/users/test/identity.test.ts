import 'reflect-metadata';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { AuthMessages } from '@hearth/contracts';
import { InProcessEventBus, EventTypes, Topics, type EventEnvelope } from '@hearth/events';
import { startSubgraph, type RunningSubgraph } from '@hearth/nest-common';
import { usersSubgraph } from '../src/subgraph.js';
import { eventually, freshDatabase, gql, query } from '../../../test/support/db.js';

const SIGN_UP = `mutation SignUp($input: SignUpInput!) { signUp(input: $input) {
  __typename
  ... on AuthSession { accessToken accessTokenExpiresAt refreshToken user { id email firstName lastName role status } }
  ... on ValidationError { errors { field message } }
  ... on ServerError { message } } }`;
const LOG_IN = `mutation LogIn($input: LogInInput!) { logIn(input: $input) {
  __typename ... on AuthSession { accessToken refreshToken user { id } } ... on ValidationError { errors { field message } } } }`;
const REFRESH = `mutation Refresh($t: String!) { refreshSession(refreshToken: $t) {
  __typename ... on AuthSession { accessToken refreshToken } ... on ValidationError { errors { field message } } } }`;
const GET_USER = `query GetUser { me { id email role status } }`;

type Session = {
  __typename: 'AuthSession';
  accessToken: string;
  refreshToken: string;
  user: { id: string; email: string; role: string; status: string };
};
type Invalid = { __typename: 'ValidationError'; errors: Array<{ field: string; message: string }> };

describe('users subgraph: identity', () => {
  let db: string;
  let svc: RunningSubgraph;
  let url: string;
  const bus = new InProcessEventBus();
  const published: EventEnvelope[] = [];
  let n = 0;
  const email = () => `person${++n}.${Date.now()}@Example.com`;
  const input = (over: Record<string, unknown> = {}) => ({
    email: email(),
    password: 'hunter22',
    firstName: 'Ada',
    lastName: 'Lovelace',
    role: 'GUEST',
    ...over,
  });
  const signUp = async (over: Record<string, unknown> = {}) =>
    (await gql<{ signUp: Session | Invalid }>(url, SIGN_UP, { input: input(over) })).data!.signUp;
  /** Moves a used refresh token's use past the reuse grace window (a replay, not a retry). */
  const usedLongAgo = (token: string) =>
    query(
      db,
      `UPDATE users.refresh_tokens SET used_at = now() - interval '1 minute'
        WHERE token_hash = encode(sha256(convert_to($1, 'UTF8')), 'hex')`,
      [token],
    );
  const count = async (table: string) =>
    Number((await query<{ c: string }>(db, `SELECT count(*) c FROM users.${table}`))[0]!.c);

  beforeAll(async () => {
    db = await freshDatabase(`hearth_test_users_${process.env.JEST_WORKER_ID ?? '1'}`);
    await bus.subscribe('test-observer', Topics.users, async (e) => {
      published.push(e);
    });
    svc = await startSubgraph(usersSubgraph(), {
      config: { databaseUrl: db, port: 0, logLevel: 'silent' },
      bus,
    });
    url = `${svc.url}/graphql`;
  });
  afterAll(async () => {
    await svc?.close();
    await bus.stop();
  });

  it('signs up a guest (ACTIVE) with a normalised e-mail and publishes UserRegistered through the outbox', async () => {
    const raw = `  New.Guest${Date.now()}@Example.COM `;
    const result = (
      await gql<{ signUp: Session }>(url, SIGN_UP, { input: { ...input(), email: raw } })
    ).data!.signUp;
    expect(result.__typename).toBe('AuthSession');
    expect(result.user).toMatchObject({
      email: raw.trim().toLowerCase(),
      role: 'GUEST',
      status: 'ACTIVE',
    });
    const event = await eventually(async () =>
      published.find((e) => e.aggregateId === result.user.id),
    );
    expect(event).toMatchObject({
      type: EventTypes.UserRegistered,
      version: 1,
      payload: { userId: result.user.id, role: 'Guest' },
    });
    const outbox = await query<{ published_at: Date | null }>(
      db,
      `SELECT "publishedAt" AS published_at FROM users.outbox WHERE "aggregateId" = $1`,
      [result.user.id],
    );
    expect(outbox).toHaveLength(1);
    await eventually(
      async () =>
        (
          await query<{ published_at: Date | null }>(
            db,
            `SELECT "publishedAt" AS published_at FROM users.outbox WHERE "aggregateId" = $1`,
            [result.user.id],
          )
        )[0]!.published_at,
    );
  });

  it('starts a chef with status INITIAL', async () => {
    const result = (await signUp({ role: 'CHEF' })) as Session;
    expect(result.user).toMatchObject({ role: 'CHEF', status: 'INITIAL' });
  });

  it('refuses a used e-mail (any case) with a clear message and writes nothing', async () => {
    const first = (await signUp()) as Session;
    const [users, outbox] = [await count('users'), await count('outbox')];
    const again = (await signUp({ email: first.user.email.toUpperCase() })) as Invalid;
    expect(again).toEqual({
      __typename: 'ValidationError',
      errors: [{ field: 'email', message: AuthMessages.emailTaken }],
    });
    expect(await count('users')).toBe(users);
    expect(await count('outbox')).toBe(outbox);
  });

  it('states the password rules and the name messages, and creates nothing', async () => {
    const users = await count('users');
    const result = (await signUp({ password: 'short', firstName: '', lastName: '' })) as Invalid;
    expect(result.errors).toEqual([
      { field: 'password', message: AuthMessages.passwordRules },
      { field: 'firstName', message: 'First Name is required!' },
      { field: 'lastName', message: 'Last Name is required!' },
    ]);
    expect(await count('users')).toBe(users);
  });

  it('does not let a visitor sign up as an admin', async () => {
    const result = (await signUp({ role: 'ADMIN' })) as Invalid;
    expect(result.__typename).toBe('ValidationError');
    expect(result.errors[0]!.field).toBe('role');
  });

  it('logs in, and gives one generic message for a wrong password or an unknown e-mail', async () => {
    const { user } = (await signUp()) as Session;
    const ok = (
      await gql<{ logIn: Session }>(url, LOG_IN, {
        input: { email: user.email, password: 'hunter22' },
      })
    ).data!.logIn;
    expect(ok.__typename).toBe('AuthSession');
    const wrong = (
      await gql<{ logIn: Invalid }>(url, LOG_IN, {
        input: { email: user.email, password: 'hunter23' },
      })
    ).data!.logIn;
    const unknown = (
      await gql<{ logIn: Invalid }>(url, LOG_IN, {
        input: { email: `nobody${Date.now()}@example.com`, password: 'hunter22' },
      })
    ).data!.logIn;
    expect(wrong.errors).toEqual([{ field: 'password', message: AuthMessages.invalidCredentials }]);
    expect(unknown.errors).toEqual(wrong.errors);
  });

  it('GetUser returns the signed-in user, and null for a visitor or a forged token', async () => {
    const session = (await signUp()) as Session;
    const me = await gql<{ me: { id: string } | null }>(url, GET_USER, {}, session.accessToken);
    expect(me.data!.me).toMatchObject({ id: session.user.id, role: 'GUEST', status: 'ACTIVE' });
    expect((await gql<{ me: null }>(url, GET_USER)).data!.me).toBeNull();
    const [h, p] = session.accessToken.split('.');
    const forged = `${h}.${p}.${'A'.repeat(86)}`;
    expect((await gql<{ me: null }>(url, GET_USER, {}, forged)).data!.me).toBeNull();
  });

  it('serves its public keys as JWKS, and access tokens verify against them (ES256, 15 min)', async () => {
    const session = (await signUp()) as Session;
    const jwks = createRemoteJWKSet(new URL(`${svc.url}/.well-known/jwks.json`));
    const { payload, protectedHeader } = await jwtVerify(session.accessToken, jwks, {
      issuer: 'hearth-users',
      audience: 'hearth',
    });
    expect(protectedHeader.alg).toBe('ES256');
    expect(payload.sub).toBe(session.user.id);
    expect(payload.exp! - payload.iat!).toBe(15 * 60);
  });

  it('rotates refresh tokens, and a replayed token revokes the whole family', async () => {
    const session = (await signUp()) as Session;
    const first = (
      await gql<{ refreshSession: Session }>(url, REFRESH, { t: session.refreshToken })
    ).data!.refreshSession;
    expect(first.__typename).toBe('AuthSession');
    expect(first.refreshToken).not.toBe(session.refreshToken);
    // Presented again at once (a browser that navigated before storing the answer): a retry.
    const retry = (
      await gql<{ refreshSession: Session }>(url, REFRESH, { t: session.refreshToken })
    ).data!.refreshSession;
    expect(retry.__typename).toBe('AuthSession');
    expect(retry.refreshToken).not.toBe(first.refreshToken);
    // Presented again after the grace window: a replay.
    await usedLongAgo(session.refreshToken);
    const replay = (
      await gql<{ refreshSession: Invalid }>(url, REFRESH, { t: session.refreshToken })
    ).data!.refreshSession;
    expect(replay.errors).toEqual([
      { field: 'refreshToken', message: AuthMessages.sessionExpired },
    ]);
    for (const successor of [first.refreshToken, retry.refreshToken]) {
      const answer = (await gql<{ refreshSession: Invalid }>(url, REFRESH, { t: successor })).data!
        .refreshSession;
      expect(answer.__typename).toBe('ValidationError');
    }
  });

  it('logs out: the refresh token stops working', async () => {
    const session = (await signUp()) as Session;
    const out = await gql<{ logOut: boolean }>(
      url,
      `mutation($t: String!) { logOut(refreshToken: $t) }`,
      { t: session.refreshToken },
    );
    expect(out.data!.logOut).toBe(true);
    const after = (
      await gql<{ refreshSession: Invalid }>(url, REFRESH, { t: session.refreshToken })
    ).data!.refreshSession;
    expect(after.__typename).toBe('ValidationError');
  });

  describe('the refresh token as an HttpOnly cookie', () => {
    const REFRESH_BY_COOKIE = `mutation { refreshSession {
      __typename ... on AuthSession { accessToken refreshToken } ... on ValidationError { errors { field message } } } }`;
    const origin = 'http://localhost:3000';
    /** POSTs to the subgraph like a browser page would (Origin, Cookie); returns body and cookies. */
    const post = async <T>(
      query: string,
      variables: Record<string, unknown> = {},
      headers: Record<string, string> = {},
    ) => {
      const res = await fetch(url, {
        method: 'POST',
        // Its own rate-limit budget (20 sign-ups/log-ins a minute per client): the other tests use theirs.
        headers: { 'content-type': 'application/json', 'x-client-ip': '203.0.113.7', ...headers },
        body: JSON.stringify({ query, variables }),
      });
      const body = (await res.json()) as { data: T };
      return { data: body.data, setCookies: res.headers.getSetCookie() };
    };
    const cookieValue = (setCookies: string[]) => {
      const line = setCookies.find((c) => c.startsWith('hearth_refresh='));
      return line ? line.slice('hearth_refresh='.length).split(';')[0]! : undefined;
    };
    const browserSignUp = async () => {
      const { data, setCookies } = await post<{ signUp: Session }>(
        SIGN_UP,
        { input: input() },
        { origin },
      );
      return { session: data.signUp, cookie: cookieValue(setCookies)!, setCookies };
    };

    it('sign-up and log-in set it HttpOnly, SameSite=Lax, Secure, for 30 days; a page never sees it in the body', async () => {
      const { session, cookie, setCookies } = await browserSignUp();
      expect(session.__typename).toBe('AuthSession');
      expect(session.refreshToken).toBeNull();
      expect(cookie).toMatch(/^[\w-]{43}$/);
      expect(setCookies).toEqual([
        `hearth_refresh=${cookie}; HttpOnly; SameSite=Lax; Path=/; Max-Age=2592000; Secure`,
      ]);
      const login = await post<{ logIn: Session }>(
        LOG_IN,
        { input: { email: session.user.email, password: 'hunter22' } },
        { origin },
      );
      expect(login.data.logIn.refreshToken).toBeNull();
      expect(cookieValue(login.setCookies)).toMatch(/^[\w-]{43}$/);
      // Scripts and apps (no Origin) still get it in the body, and the same value as the cookie.
      const app = await post<{ logIn: Session }>(LOG_IN, {
        input: { email: session.user.email, password: 'hunter22' },
      });
      expect(app.data.logIn.refreshToken).toBe(cookieValue(app.setCookies));
    });

    it('refreshes with only the cookie, rotating it', async () => {
      const { cookie } = await browserSignUp();
      const { data, setCookies } = await post<{ refreshSession: Session }>(
        REFRESH_BY_COOKIE,
        {},
        { origin, cookie: `theme=dark; hearth_refresh=${cookie}` },
      );
      expect(data.refreshSession.__typename).toBe('AuthSession');
      expect(data.refreshSession.accessToken).toBeTruthy();
      expect(data.refreshSession.refreshToken).toBeNull();
      const next = cookieValue(setCookies);
      expect(next).toBeDefined();
      expect(next).not.toBe(cookie);
      const again = await post<{ refreshSession: Session }>(
        REFRESH_BY_COOKIE,
        {},
        { origin, cookie: `hearth_refresh=${next}` },
      );
      expect(again.data.refreshSession.__typename).toBe('AuthSession');
    });

    it('detects a stolen old cookie replayed after rotation: the family is revoked and the cookie cleared', async () => {
      const { cookie: stolen } = await browserSignUp();
      const rotated = await post<{ refreshSession: Session }>(
        REFRESH_BY_COOKIE,
        {},
        { origin, cookie: `hearth_refresh=${stolen}` },
      );
      const current = cookieValue(rotated.setCookies)!;
      await usedLongAgo(stolen);
      const replay = await post<{ refreshSession: Invalid }>(
        REFRESH_BY_COOKIE,
        {},
        { origin, cookie: `hearth_refresh=${stolen}` },
      );
      expect(replay.data.refreshSession).toEqual({
        __typename: 'ValidationError',
        errors: [{ field: 'refreshToken', message: AuthMessages.sessionExpired }],
      });
      expect(replay.setCookies).toEqual([
        'hearth_refresh=; HttpOnly; SameSite=Lax; Path=/; Max-Age=0; Secure',
      ]);
      const victim = await post<{ refreshSession: Invalid }>(
        REFRESH_BY_COOKIE,
        {},
        { origin, cookie: `hearth_refresh=${current}` },
      );
      expect(victim.data.refreshSession.__typename).toBe('ValidationError');
    });

    it('logs out with only the cookie: revokes it and clears the cookie', async () => {
      const { cookie } = await browserSignUp();
      const out = await post<{ logOut: boolean }>(
        `mutation { logOut }`,
        {},
        { origin, cookie: `hearth_refresh=${cookie}` },
      );
      expect(out.data.logOut).toBe(true);
      expect(out.setCookies).toEqual([
        'hearth_refresh=; HttpOnly; SameSite=Lax; Path=/; Max-Age=0; Secure',
      ]);
      const after = await post<{ refreshSession: Invalid }>(
        REFRESH_BY_COOKIE,
        {},
        { origin, cookie: `hearth_refresh=${cookie}` },
      );
      expect(after.data.refreshSession.__typename).toBe('ValidationError');
    });

    it('without an argument or a cookie, refresh says the session expired', async () => {
      const { data, setCookies } = await post<{ refreshSession: Invalid }>(
        REFRESH_BY_COOKIE,
        {},
        { origin },
      );
      expect(data.refreshSession.errors).toEqual([
        { field: 'refreshToken', message: AuthMessages.sessionExpired },
      ]);
      expect(setCookies).toEqual([]);
    });
  });

  it('stores only an argon2id hash of the password', async () => {
    const { user } = (await signUp()) as Session;
    const [row] = await query<{ password_hash: string }>(
      db,
      `SELECT password_hash FROM users.users WHERE id = $1`,
      [user.id],
    );
    expect(row!.password_hash).toMatch(/^\$argon2id\$/);
    expect(row!.password_hash).not.toContain('hunter22');
  });

  it('answers health and metrics', async () => {
    const ready = await fetch(`${svc.url}/health/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({
      status: 'ok',
      info: { database: { status: 'up' }, eventBus: { status: 'up' } },
    });
    expect((await fetch(`${svc.url}/health/live`)).status).toBe(200);
    const metrics = await (await fetch(`${svc.url}/metrics`)).text();
    expect(metrics).toContain('http_request_duration_seconds_bucket');
  });
});
