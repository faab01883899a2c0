/**
 * Changing the e-mail on the whole back end, through the gateway: users stores the link and
 * publishes `EmailChangeRequested` through its outbox, notifications e-mails the link to the new
 * address and a notice to the current one (a real SMTP server, captured here); the link changes
 * the address once, before it expires, and `EmailChanged` moves notifications' contact copy. The
 * change asked is in the person's data copy (without its link or the link's hash).
 * Runs the BUILT stack (`node scripts/build.mjs --backend` first) on its own database and ports.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { AccountMessages } from '@hearth/contracts';
import { eventually, freshDatabase, gql, query } from '../../../test/support/db.js';
import { startStack } from '../../../scripts/lib/stack.mjs';
import {
  startSmtpCapture,
  type CapturedMail,
  type SmtpCapture,
} from '../../notifications/test/smtp-capture.js';

type Stack = Awaited<ReturnType<typeof startStack>>;
/** Own ports: gateway 19800, subgraphs 19801–19806. */
const BASE = 19_800; // below the ephemeral range (32768–60999)
const WEB_URL = 'http://localhost:33700';

const SIGN_UP = `mutation($input: SignUpInput!) { signUp(input: $input) { __typename
  ... on AuthSession { accessToken user { id } } } }`;
const LOG_IN = `mutation($input: LogInInput!) { logIn(input: $input) { __typename } }`;
const REQUEST = `mutation($input: RequestEmailChangeInput!) { requestEmailChange(input: $input) {
  __typename ... on EmailChangeRequest { newEmail message }
  ... on ValidationError { errors { field message } } } }`;
const CONFIRM = `mutation($input: ConfirmEmailChangeInput!) { confirmEmailChange(input: $input) {
  __typename ... on EmailChange { email } ... on ValidationError { errors { field message } } } }`;

/** The body of a captured e-mail (quoted-printable undone). */
function bodyOf(mail: CapturedMail): string {
  return mail.raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

describe('changing the e-mail through a link sent to the new address', () => {
  let stack: Stack;
  let smtp: SmtpCapture;
  let databaseUrl: string;
  let url: string;
  const mailsTo = (email: string) => smtp.messages.filter((m) => m.to.includes(email));
  const signUp = async (email: string) =>
    (
      await gql<{ signUp: { accessToken: string; user: { id: string } } }>(url, SIGN_UP, {
        input: { email, password: 'hunter22', firstName: 'Ada', lastName: 'Byron', role: 'GUEST' },
      })
    ).data!.signUp;
  const request = async (token: string, newEmail: string, password = 'hunter22') =>
    (
      await gql<{ requestEmailChange: Record<string, unknown> }>(
        url,
        REQUEST,
        { input: { newEmail, password } },
        token,
      )
    ).data!.requestEmailChange;
  const confirm = async (token: string) =>
    (await gql<{ confirmEmailChange: Record<string, unknown> }>(url, CONFIRM, { input: { token } }))
      .data!.confirmEmailChange;
  /** The users part of the person's data copy. */
  const copyOf = async (token: string) =>
    JSON.parse(
      (await gql<{ accountDataExport: string }>(url, '{ accountDataExport }', {}, token)).data!
        .accountDataExport,
    ) as { emailChanges: unknown[]; signIns: unknown[] };
  const logIn = async (email: string) =>
    (
      await gql<{ logIn: { __typename: string } }>(url, LOG_IN, {
        input: { email, password: 'hunter22' },
      })
    ).data!.logIn.__typename;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    databaseUrl = await freshDatabase('hearth_test_users_email_change_stack');
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

  it('refuses a wrong password, the current address and one in use; then changes it once by the link', async () => {
    const current = `ada-${randomUUID()}@example.com`;
    const taken = `taken-${randomUUID()}@example.com`;
    const fresh = `new-${randomUUID()}@example.com`;
    const ada = await signUp(current);
    const other = await signUp(taken);

    expect(await request(ada.accessToken, fresh, 'wrong-password')).toEqual({
      __typename: 'ValidationError',
      errors: [{ field: 'password', message: AccountMessages.currentPasswordWrong }],
    });
    expect((await request(ada.accessToken, current)).errors).toEqual([
      { field: 'newEmail', message: AccountMessages.emailSameAsCurrent },
    ]);
    expect((await request(ada.accessToken, taken.toUpperCase())).errors).toEqual([
      { field: 'newEmail', message: AccountMessages.emailInUse },
    ]);
    expect(await request(ada.accessToken, fresh)).toEqual({
      __typename: 'EmailChangeRequest',
      newEmail: fresh,
      message: AccountMessages.emailChangeSent,
    });

    const confirmation = await eventually(async () => mailsTo(fresh)[0], 20_000);
    expect(confirmation.subject).toBe('Confirm your new Hearth e-mail');
    const link = new URL(/Confirm my new e-mail: (\S+)/.exec(bodyOf(confirmation))![1]!);
    expect(`${link.origin}${link.pathname}`).toBe(`${WEB_URL}/confirm-email`);
    const notice = await eventually(
      async () =>
        mailsTo(current).find((m) => m.subject === 'Your Hearth e-mail is about to change'),
      20_000,
    );
    expect(bodyOf(notice)).not.toContain(link.searchParams.get('token')!);
    // Nothing changed yet.
    expect(await logIn(current)).toBe('AuthSession');
    // The change asked is in Ada's data copy (without its link), and in no one else's.
    const adaCopy = await copyOf(ada.accessToken);
    expect(adaCopy.emailChanges).toEqual([
      expect.objectContaining({ newEmail: fresh, status: 'PENDING', usedAt: null }),
    ]);
    // One per sign-in: the sign-up and the log-in just now, both still signed in.
    const signedIn = expect.objectContaining({ signedInAt: expect.any(String), endedAt: null });
    expect(adaCopy.signIns).toEqual([signedIn, signedIn]);
    expect(JSON.stringify(adaCopy)).not.toContain(link.searchParams.get('token')!);
    const [{ hash }] = await query<{ hash: string }>(
      databaseUrl,
      'SELECT token_hash AS hash FROM users.email_change_tokens WHERE user_id = $1',
      [ada.user.id],
    );
    expect(JSON.stringify(adaCopy)).not.toContain(hash);
    expect((await copyOf(other.accessToken)).emailChanges).toEqual([]);

    const token = link.searchParams.get('token')!;
    expect(await confirm(token)).toEqual({ __typename: 'EmailChange', email: fresh });
    expect(await confirm(token)).toEqual({
      __typename: 'ValidationError',
      errors: [{ field: 'token', message: AccountMessages.emailChangeLinkInvalid }],
    });
    expect(await logIn(fresh)).toBe('AuthSession');
    expect(await logIn(current)).not.toBe('AuthSession');
    expect((await copyOf(ada.accessToken)).emailChanges).toEqual([
      expect.objectContaining({ newEmail: fresh, status: 'USED', usedAt: expect.any(String) }),
    ]);
    // notifications now e-mails the new address.
    await eventually(async () => {
      const [row] = await query<{ email: string }>(
        databaseUrl,
        'SELECT email FROM notifications.user_contacts WHERE user_id = $1',
        [ada.user.id],
      );
      return row?.email === fresh;
    }, 20_000);
  }, 60_000);

  it('refuses an expired link, and a link whose address another account took meanwhile', async () => {
    const current = `late-${randomUUID()}@example.com`;
    const wanted = `wanted-${randomUUID()}@example.com`;
    const ada = await signUp(current);
    await request(ada.accessToken, wanted);
    const mail = await eventually(async () => mailsTo(wanted)[0], 20_000);
    const token = new URL(/Confirm my new e-mail: (\S+)/.exec(bodyOf(mail))![1]!).searchParams.get(
      'token',
    )!;
    await signUp(wanted); // someone else signs up with it first
    expect((await confirm(token)).errors).toEqual([
      { field: 'newEmail', message: AccountMessages.emailInUse },
    ]);
    await query(
      databaseUrl,
      `UPDATE users.email_change_tokens SET expires_at = now() - interval '1 second'
        WHERE user_id = $1`,
      [ada.user.id],
    );
    expect((await confirm(token)).errors).toEqual([
      { field: 'token', message: AccountMessages.emailChangeLinkInvalid },
    ]);
    expect(await logIn(current)).toBe('AuthSession');
  }, 60_000);
});
