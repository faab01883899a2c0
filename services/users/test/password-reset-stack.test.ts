/**
 * The forgotten-password flow on the whole back end, through the gateway: users stores the link
 * and publishes `PasswordResetRequested` through its outbox, notifications e-mails it to a real
 * SMTP server (captured here), and the link from that e-mail resets the password once.
 * Runs the BUILT stack (`node scripts/build.mjs --backend` first) on its own database and ports.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { AccountMessages, AuthMessages } from '@hearth/contracts';
import { eventually, freshDatabase, gql, query } from '../../../test/support/db.js';
import { startStack } from '../../../scripts/lib/stack.mjs';
import {
  startSmtpCapture,
  type CapturedMail,
  type SmtpCapture,
} from '../../notifications/test/smtp-capture.js';

type Stack = Awaited<ReturnType<typeof startStack>>;
/** Own ports: gateway 18400, subgraphs 18401–18406 (clear of the other stack tests). */
const BASE = 18_400;
const WEB_URL = 'http://localhost:18500';

const SIGN_UP = `mutation($input: SignUpInput!) { signUp(input: $input) { __typename
  ... on AuthSession { refreshToken user { id email } } } }`;
const LOG_IN = `mutation($input: LogInInput!) { logIn(input: $input) { __typename
  ... on ValidationError { errors { field message } } } }`;
const REFRESH = `mutation($t: String!) { refreshSession(refreshToken: $t) { __typename } }`;
const REQUEST = `mutation($input: RequestPasswordResetInput!) { requestPasswordReset(input: $input) {
  __typename ... on PasswordResetRequest { message } } }`;
const RESET = `mutation($input: ResetPasswordInput!) { resetPassword(input: $input) {
  __typename ... on PasswordReset { email } ... on ValidationError { errors { field message } } } }`;

/** The reset link of a captured e-mail (plain-text part, quoted-printable undone). */
function linkOf(mail: CapturedMail): URL {
  const body = mail.raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  const match = /Choose a new password: (\S+)/.exec(body);
  if (!match) throw new Error(`no reset link in:\n${body}`);
  return new URL(match[1]!);
}

describe('forgotten password through the gateway, the outbox and SMTP', () => {
  let stack: Stack;
  let smtp: SmtpCapture;
  let databaseUrl: string;
  let url: string;
  const mailsTo = (email: string) => smtp.messages.filter((m) => m.to.includes(email));
  const call = async <T>(q: string, variables: Record<string, unknown>) =>
    (await gql<T>(url, q, variables)).data!;
  const logIn = async (email: string, password: string) =>
    (await call<{ logIn: { __typename: string } }>(LOG_IN, { input: { email, password } })).logIn;
  const requestReset = async (email: string) =>
    (await call<{ requestPasswordReset: unknown }>(REQUEST, { input: { email } }))
      .requestPasswordReset;
  const reset = async (token: string, newPassword: string) =>
    (
      await call<{ resetPassword: { __typename: string; email?: string; errors?: unknown } }>(
        RESET,
        { input: { token, newPassword } },
      )
    ).resetPassword;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    databaseUrl = await freshDatabase('hearth_test_users_password_reset_stack');
    stack = await startStack({
      databaseUrl,
      basePort: BASE,
      logLevel: 'silent',
      env: { SMTP_URL: smtp.url, WEB_URL, PASSWORD_RESET_RATE_LIMIT_PER_MINUTE: '100' },
    });
    url = stack.gatewayUrl;
  }, 120_000);

  afterAll(async () => {
    await stack?.stop();
    await smtp?.close();
  }, 60_000);

  it('e-mails a link that resets the password once; the old password and sessions stop working', async () => {
    const email = `forgetful-${randomUUID()}@example.com`;
    const signedUp = (
      await call<{ signUp: { refreshToken: string } }>(SIGN_UP, {
        input: { email, password: 'hunter22', firstName: 'Ada', lastName: 'Byron', role: 'GUEST' },
      })
    ).signUp;

    expect(await requestReset(email)).toEqual({
      __typename: 'PasswordResetRequest',
      message: AccountMessages.resetLinkSent,
    });
    const mail = await eventually(async () => mailsTo(email)[0], 20_000);
    expect(mail.subject).toBe('Reset your Hearth password');
    const link = linkOf(mail);
    expect(`${link.origin}${link.pathname}`).toBe(`${WEB_URL}/reset-password`);
    const token = link.searchParams.get('token')!;

    expect(await reset(token, 'brandnew42')).toEqual({ __typename: 'PasswordReset', email });
    // The same link a second time.
    expect(await reset(token, 'another4242')).toEqual({
      __typename: 'ValidationError',
      errors: [{ field: 'token', message: AccountMessages.resetLinkInvalid }],
    });
    expect(await logIn(email, 'hunter22')).toEqual({
      __typename: 'ValidationError',
      errors: [{ field: 'password', message: AuthMessages.invalidCredentials }],
    });
    expect((await logIn(email, 'brandnew42')).__typename).toBe('AuthSession');
    const refreshed = await call<{ refreshSession: { __typename: string } }>(REFRESH, {
      t: signedUp.refreshToken,
    });
    expect(refreshed.refreshSession.__typename).toBe('ValidationError');
  });

  it('refuses a link after 30 minutes', async () => {
    const email = `late-${randomUUID()}@example.com`;
    await call(SIGN_UP, {
      input: { email, password: 'hunter22', firstName: 'Ada', lastName: 'Byron', role: 'GUEST' },
    });
    await requestReset(email);
    const token = linkOf(await eventually(async () => mailsTo(email)[0], 20_000)).searchParams.get(
      'token',
    )!;
    // 30 minutes later: the stored link's expiry is now in the past.
    await query(
      databaseUrl,
      `UPDATE users.password_reset_tokens SET expires_at = now() - interval '1 second'
       WHERE user_id = (SELECT id FROM users.users WHERE email = $1)`,
      [email],
    );
    expect((await reset(token, 'brandnew42')).errors).toEqual([
      { field: 'token', message: AccountMessages.resetLinkInvalid },
    ]);
    expect((await logIn(email, 'hunter22')).__typename).toBe('AuthSession');
  });

  it('gives an unknown address the same answer and sends it nothing', async () => {
    const email = `nobody-${randomUUID()}@example.com`;
    expect(await requestReset(email)).toEqual({
      __typename: 'PasswordResetRequest',
      message: AccountMessages.resetLinkSent,
    });
    // Users wrote no e-mail event in the request's transaction, so none can ever be sent…
    const written = await query(
      databaseUrl,
      `SELECT 1 FROM users.outbox WHERE "eventType" = 'PasswordResetRequested'
        AND envelope->'payload'->>'email' = $1`,
      [email],
    );
    expect(written).toEqual([]);
    // …and a known address asking after it gets its e-mail through the same pipeline meanwhile.
    const known = `known-${randomUUID()}@example.com`;
    await call(SIGN_UP, {
      input: {
        email: known,
        password: 'hunter22',
        firstName: 'Ada',
        lastName: 'Byron',
        role: 'GUEST',
      },
    });
    await requestReset(known);
    await eventually(async () => mailsTo(known).length === 1, 20_000);
    expect(mailsTo(email)).toEqual([]);
  });
});
