import 'reflect-metadata';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { createHash, randomUUID } from 'node:crypto';
import { AccountMessages, AuthMessages } from '@hearth/contracts';
import {
  EventTypes,
  InProcessEventBus,
  LINK_SEALING_KEY,
  Topics,
  createEnvelope,
  generateLinkSealingKey,
  openLinkToken,
  type EventEnvelope,
  type PasswordResetRequestedV2Payload,
} from '@hearth/events';
import { RATE_LIMIT_MESSAGE, resolveSecret, type RunningSubgraph } from '@hearth/nest-common';
import { eventually, freshDatabase, gql, query } from '../../../test/support/db.js';

const SESSION = `__typename
  ... on AuthSession { accessToken refreshToken user { id email } }
  ... on ValidationError { errors { field message } }
  ... on ServerError { message }`;
const SIGN_UP = `mutation SignUp($input: SignUpInput!) { signUp(input: $input) { ${SESSION} } }`;
const LOG_IN = `mutation LogIn($input: LogInInput!) { logIn(input: $input) { ${SESSION} } }`;
const REFRESH = `mutation Refresh($t: String!) { refreshSession(refreshToken: $t) { ${SESSION} } }`;
const CHANGE = `mutation Change($input: ChangePasswordInput!) { changePassword(input: $input) { ${SESSION} } }`;
const REQUEST = `mutation Request($input: RequestPasswordResetInput!) { requestPasswordReset(input: $input) {
  __typename ... on PasswordResetRequest { message } ... on ValidationError { errors { field message } } } }`;
const RESET = `mutation Reset($input: ResetPasswordInput!) { resetPassword(input: $input) {
  __typename ... on PasswordReset { email } ... on ValidationError { errors { field message } } } }`;
const UPDATE = `mutation Update($input: AccountDetailsInput!) { updateAccount(input: $input) {
  __typename ... on User { id firstName lastName phone } ... on ValidationError { errors { field message } } } }`;
const ME = `query { me { id firstName lastName phone } }`;

type Session = {
  __typename: 'AuthSession';
  accessToken: string;
  refreshToken: string;
  user: { id: string; email: string };
};
type Invalid = { __typename: 'ValidationError'; errors: Array<{ field: string; message: string }> };
type Result<T> = { __typename: string } & Partial<Omit<T, '__typename'>> &
  Partial<Omit<Invalid, '__typename'>>;

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

describe('users subgraph: changing and recovering a password', () => {
  let db: string;
  let svc: RunningSubgraph;
  let url: string;
  const bus = new InProcessEventBus();
  const published: EventEnvelope[] = [];
  // Each test is its own client, so the per-client limits of one do not reach another.
  let client: Record<string, string> = {};
  const call = async <T>(q: string, variables: Record<string, unknown>, token?: string) =>
    gql<T>(url, q, variables, token, client);

  const signUp = async (password = 'hunter22') => {
    const email = `reset-${randomUUID()}@example.com`;
    const { data } = await call<{ signUp: Session }>(SIGN_UP, {
      input: { email, password, firstName: 'Ada', lastName: 'Lovelace', role: 'GUEST' },
    });
    return data!.signUp;
  };
  const logIn = async (email: string, password: string) =>
    (await call<{ logIn: Result<Session> }>(LOG_IN, { input: { email, password } })).data!.logIn;
  const refresh = async (token: string) =>
    (await call<{ refreshSession: Result<Session> }>(REFRESH, { t: token })).data!.refreshSession;
  const requestReset = async (email: string) =>
    (
      await call<{ requestPasswordReset: Result<{ message: string }> }>(REQUEST, {
        input: { email },
      })
    ).data!.requestPasswordReset;
  const reset = async (token: string, newPassword: string) =>
    (
      await call<{ resetPassword: Result<{ email: string }> }>(RESET, {
        input: { token, newPassword },
      })
    ).data!.resetPassword;
  /**
   * The PasswordResetRequested of `userId` after `since` events, as published (`event`), and the
   * reset link's token in it opened with notifications' key (the dev key both services share).
   */
  const resetEvent = async (userId: string, since = 0) => {
    const event = (await eventually(async () =>
      published
        .slice(since)
        .find((e) => e.type === EventTypes.PasswordResetRequested && e.aggregateId === userId),
    )) as EventEnvelope<PasswordResetRequestedV2Payload>;
    const token = await openLinkToken(
      resolveSecret(LINK_SEALING_KEY, generateLinkSealingKey).value,
      event.payload.sealedToken,
      { purpose: 'password-reset', userId },
    );
    return { event, payload: { ...event.payload, token } };
  };

  /**
   * Waits for a positive signal that every event users wrote so far about `userId` reached this
   * test's observer: an empty outbox (all relayed), then a marker published after them on their
   * topic and aggregate (the user) observed — one aggregate's events are delivered in order.
   */
  const eventsSettled = async (userId: string) => {
    await eventually(
      async () =>
        (
          await query(
            db,
            `SELECT 1 FROM users.outbox WHERE "publishedAt" IS NULL AND "parkedAt" IS NULL`,
          )
        ).length === 0,
    );
    const marker = createEnvelope({
      type: 'TestMarker',
      version: 1,
      aggregateId: userId,
      payload: {},
    });
    await bus.publish(Topics.users, [marker]);
    await eventually(async () => published.some((e) => e.id === marker.id));
  };

  beforeAll(async () => {
    process.env.PASSWORD_RESET_EMAILS_PER_HOUR = '2';
    process.env.PASSWORD_RESET_RATE_LIMIT_PER_MINUTE = '6';
    // This file checks the hash production stores (argon2id, 64 MiB, 3 passes), not the test
    // run's cheap one (HEARTH_PASSWORD_HASHING=test, test/support/global-setup.mjs).
    process.env.HEARTH_PASSWORD_HASHING = 'standard';
    const { startSubgraph } = await import('@hearth/nest-common');
    const { usersSubgraph } = await import('../src/subgraph.js');
    db = await freshDatabase(`hearth_test_users_pw_${process.env.JEST_WORKER_ID ?? '1'}`);
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
    delete process.env.PASSWORD_RESET_EMAILS_PER_HOUR;
    delete process.env.PASSWORD_RESET_RATE_LIMIT_PER_MINUTE;
  });
  beforeEach(() => {
    client = { 'x-client-ip': `client-${randomUUID()}` };
  });

  describe('changePassword', () => {
    it('needs a signed-in user', async () => {
      const { errors } = await call(CHANGE, {
        input: { currentPassword: 'hunter22', newPassword: 'newpass99' },
      });
      expect(errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    });

    it('refuses a wrong current password, a new one breaking the sign-up rules, or the same one, changing nothing', async () => {
      const me = await signUp();
      const attempt = async (currentPassword: string, newPassword: string) =>
        (
          await call<{ changePassword: Result<Session> }>(
            CHANGE,
            { input: { currentPassword, newPassword } },
            me.accessToken,
          )
        ).data!.changePassword;
      expect((await attempt('wrongpass1', 'newpass99')).errors).toEqual([
        { field: 'currentPassword', message: AccountMessages.currentPasswordWrong },
      ]);
      expect((await attempt('', 'short')).errors).toEqual([
        { field: 'currentPassword', message: AccountMessages.currentPasswordRequired },
        { field: 'newPassword', message: AuthMessages.passwordRules },
      ]);
      expect((await attempt('hunter22', 'hunter22')).errors).toEqual([
        { field: 'newPassword', message: AccountMessages.newPasswordSameAsCurrent },
      ]);
      expect((await logIn(me.user.email, 'hunter22')).__typename).toBe('AuthSession');
      expect((await refresh(me.refreshToken)).__typename).toBe('AuthSession');
    });

    it('changes it, signs every other session out and answers a new session for this one', async () => {
      const me = await signUp();
      const other = (await logIn(me.user.email, 'hunter22')) as Session;
      const { data } = await call<{ changePassword: Session }>(
        CHANGE,
        { input: { currentPassword: 'hunter22', newPassword: 'newpass99' } },
        me.accessToken,
      );
      const fresh = data!.changePassword;
      expect(fresh.__typename).toBe('AuthSession');
      expect(fresh.user.id).toBe(me.user.id);
      // The other device and this device's old token are signed out; the new session works.
      expect((await refresh(other.refreshToken)).errors).toEqual([
        { field: 'refreshToken', message: AuthMessages.sessionExpired },
      ]);
      expect((await refresh(me.refreshToken)).__typename).toBe('ValidationError');
      expect((await refresh(fresh.refreshToken)).__typename).toBe('AuthSession');
      // The old password stops working, the new one logs in; the hash is argon2id.
      expect((await logIn(me.user.email, 'hunter22')).errors).toEqual([
        { field: 'password', message: AuthMessages.invalidCredentials },
      ]);
      expect((await logIn(me.user.email, 'newpass99')).__typename).toBe('AuthSession');
      const [row] = await query<{ password_hash: string }>(
        db,
        `SELECT password_hash FROM users.users WHERE id = $1`,
        [me.user.id],
      );
      expect(row!.password_hash).toMatch(/^\$argon2id\$v=19\$m=65536,/);
    });
  });

  describe('forgotten password', () => {
    it('answers the same whether or not an account uses the address, and e-mails only an existing one', async () => {
      const me = await signUp();
      const before = published.length;
      const unknown = await requestReset(`nobody-${randomUUID()}@example.com`);
      const known = await requestReset(`  ${me.user.email.toUpperCase()} `);
      expect(unknown).toEqual({
        __typename: 'PasswordResetRequest',
        message: AccountMessages.resetLinkSent,
      });
      expect(known).toEqual(unknown);
      const event = await resetEvent(me.user.id, before);
      expect(event.payload).toMatchObject({ userId: me.user.id, email: me.user.email });
      // The event carries the token sealed to notifications only: not in the clear.
      expect(event.event.version).toBe(2);
      expect(JSON.stringify(event.event)).not.toContain(event.payload.token);
      expect(
        published.slice(before).filter((e) => e.type === 'PasswordResetRequested'),
      ).toHaveLength(1);
      // Only the token's hash is stored; the link expires 30 minutes after the request.
      const rows = await query<{ token_hash: string; minutes: number }>(
        db,
        `SELECT token_hash, (extract(epoch FROM expires_at - created_at) / 60)::int AS minutes
         FROM users.password_reset_tokens WHERE user_id = $1`,
        [me.user.id],
      );
      expect(rows).toEqual([{ token_hash: sha256(event.payload.token), minutes: 30 }]);
      expect(Date.parse(event.payload.expiresAt) - Date.now()).toBeGreaterThan(29 * 60_000);
      expect(JSON.stringify(rows)).not.toContain(event.payload.token);
    });

    it('refuses an invalid e-mail with the sign-up message', async () => {
      expect((await requestReset('not-an-email')).errors).toEqual([
        { field: 'email', message: AuthMessages.emailInvalid },
      ]);
    });

    it('resets the password once: all sessions signed out, the old password refused, a second use refused', async () => {
      const me = await signUp();
      const before = published.length;
      await requestReset(me.user.email);
      const { token } = (await resetEvent(me.user.id, before)).payload;

      // A new password breaking the rules does not spend the link.
      expect((await reset(token, 'short')).errors).toEqual([
        { field: 'newPassword', message: AuthMessages.passwordRules },
      ]);
      expect(await reset(token, 'brandnew42')).toEqual({
        __typename: 'PasswordReset',
        email: me.user.email,
      });
      expect((await reset(token, 'another42')).errors).toEqual([
        { field: 'token', message: AccountMessages.resetLinkInvalid },
      ]);
      expect((await refresh(me.refreshToken)).__typename).toBe('ValidationError');
      expect((await logIn(me.user.email, 'hunter22')).__typename).toBe('ValidationError');
      expect((await logIn(me.user.email, 'brandnew42')).__typename).toBe('AuthSession');
    });

    it('refuses a link after 30 minutes, an unknown token, and links older than a password change', async () => {
      const me = await signUp();
      let before = published.length;
      await requestReset(me.user.email);
      const expired = (await resetEvent(me.user.id, before)).payload.token;
      await query(
        db,
        `UPDATE users.password_reset_tokens SET expires_at = now() - interval '1 second'
         WHERE token_hash = $1`,
        [sha256(expired)],
      );
      expect((await reset(expired, 'brandnew42')).errors).toEqual([
        { field: 'token', message: AccountMessages.resetLinkInvalid },
      ]);
      expect((await reset(randomUUID(), 'brandnew42')).errors).toEqual([
        { field: 'token', message: AccountMessages.resetLinkInvalid },
      ]);

      before = published.length;
      await requestReset(me.user.email);
      const open = (await resetEvent(me.user.id, before)).payload.token;
      await call(
        CHANGE,
        { input: { currentPassword: 'hunter22', newPassword: 'changed42' } },
        me.accessToken,
      );
      expect((await reset(open, 'brandnew42')).errors).toEqual([
        { field: 'token', message: AccountMessages.resetLinkInvalid },
      ]);
      expect((await logIn(me.user.email, 'changed42')).__typename).toBe('AuthSession');
    });

    it('lets one use of a link win when it is used twice at once', async () => {
      const me = await signUp();
      const before = published.length;
      await requestReset(me.user.email);
      const { token } = (await resetEvent(me.user.id, before)).payload;
      const results = await Promise.all([reset(token, 'first4242'), reset(token, 'second4242')]);
      expect(results.map((r) => r.__typename).sort()).toEqual(['PasswordReset', 'ValidationError']);
    });

    it('sends at most PASSWORD_RESET_EMAILS_PER_HOUR e-mails per address, with the same answer after', async () => {
      const me = await signUp();
      const before = published.length;
      for (let i = 0; i < 3; i++) {
        client = { 'x-client-ip': `client-${randomUUID()}` };
        expect((await requestReset(me.user.email)).__typename).toBe('PasswordResetRequest');
      }
      await resetEvent(me.user.id, before);
      await eventsSettled(me.user.id);
      const sent = published
        .slice(before)
        .filter((e) => e.type === 'PasswordResetRequested' && e.aggregateId === me.user.id);
      expect(sent).toHaveLength(2);
    });

    it('limits requests per client per minute with the rate-limit message', async () => {
      for (let i = 0; i < 6; i++)
        expect((await requestReset(`x${i}-${randomUUID()}@example.com`)).__typename).toBe(
          'PasswordResetRequest',
        );
      const refused = await call(REQUEST, { input: { email: 'y@example.com' } });
      expect(refused.errors?.[0]).toMatchObject({
        message: RATE_LIMIT_MESSAGE,
        extensions: expect.objectContaining({ code: 'TOO_MANY_REQUESTS' }),
      });
    });
  });

  describe('account details', () => {
    it('saves the names and the phone typed after +1, shown to the user themself', async () => {
      const me = await signUp();
      const saved = await call<{ updateAccount: Record<string, unknown> }>(
        UPDATE,
        { input: { firstName: ' Augusta ', lastName: 'King', phone: '416 555 0199' } },
        me.accessToken,
      );
      expect(saved.data!.updateAccount).toEqual({
        __typename: 'User',
        id: me.user.id,
        firstName: 'Augusta',
        lastName: 'King',
        phone: '416 555 0199',
      });
      const cleared = await call<{ updateAccount: Record<string, unknown> }>(
        UPDATE,
        { input: { firstName: 'Augusta', lastName: 'King', phone: ' ' } },
        me.accessToken,
      );
      expect(cleared.data!.updateAccount.phone).toBeNull();
      const { data } = await call<{ me: Record<string, unknown> }>(ME, {}, me.accessToken);
      expect(data!.me).toMatchObject({ firstName: 'Augusta', lastName: 'King', phone: null });
    });

    it('refuses invalid details with the contract messages, changing nothing', async () => {
      const me = await signUp();
      const { data } = await call<{ updateAccount: Invalid }>(
        UPDATE,
        { input: { firstName: '', lastName: 'K', phone: 'call me' } },
        me.accessToken,
      );
      expect(data!.updateAccount.errors).toEqual([
        { field: 'firstName', message: AuthMessages.firstNameRequired },
        { field: 'phone', message: expect.stringMatching(/digits/) },
      ]);
      const after = await call<{ me: Record<string, unknown> }>(ME, {}, me.accessToken);
      expect(after.data!.me).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace' });
    });
  });
});
