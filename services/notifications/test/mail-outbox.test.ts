import 'reflect-metadata';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { DataSource } from 'typeorm';
import { InProcessEventBus, Topics, integrationEvent } from '@hearth/events';
import {
  Mailer,
  runInInboxTransaction,
  startSubgraph,
  type RunningSubgraph,
} from '@hearth/nest-common';
import { notificationsSubgraph } from '../src/subgraph.js';
import { PASSWORD_RESET_MAIL_CONSUMER } from '../src/integration-events/handlers/on-password-reset-requested.handler.js';
import { eventually, freshDatabase, gql, query } from '../../../test/support/db.js';
import { createTestIssuer, type TestIssuer } from '../../../test/support/tokens.js';
import { startSmtpCapture, type SmtpCapture } from './smtp-capture.js';

/** `node scripts/mail-outbox.mjs <args>` against `databaseUrl`: its exit code and output. */
async function mailOutboxCommand(
  databaseUrl: string,
  ...args: string[]
): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ['scripts/mail-outbox.mjs', ...args],
      {
        cwd: new URL('../../..', import.meta.url).pathname,
        env: { ...process.env, DATABASE_URL: databaseUrl },
      },
    );
    return { code: 0, stdout, stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

/**
 * E-mail leaves after the transaction that decided it commits (the mail outbox): a failing SMTP
 * server neither holds the event's inbox transaction nor makes the event be handled again, and the
 * mail still arrives, once; mail queued in a transaction that rolls back never leaves. A parked
 * e-mail is in its person's data copy (without its token link), listed and replayed by the ops
 * command, and goes with the account; so does the link waiting for a new address not confirmed
 * yet (queued with the person's id).
 */
describe('notifications: e-mail is sent after the inbox transaction commits (mail outbox)', () => {
  let db: string;
  let svc: RunningSubgraph;
  let smtp: SmtpCapture;
  let issuer: TestIssuer;
  const bus = new InProcessEventBus({
    retry: { maxAttempts: 2, initialBackoffMs: 10, maxBackoffMs: 10 },
  });
  const mailTo = (address: string) => smtp.messages.filter((m) => m.to.includes(address));

  beforeAll(async () => {
    // The SMTP server says "try again later" to the first offer of this address.
    smtp = await startSmtpCapture({
      refuse: (address, offered) =>
        (address === 'later@example.com' && offered === 1) ||
        address === 'gone@example.com' ||
        address === 'new-home@example.com'
          ? [451, 'Try again later']
          : null,
    });
    process.env.SMTP_URL = smtp.url;
    process.env.MAIL_OUTBOX_POLL_MS = '100';
    issuer = await createTestIssuer();
    db = await freshDatabase(
      `hearth_test_notifications_mail_outbox_${process.env.JEST_WORKER_ID ?? '1'}`,
    );
    svc = await startSubgraph(
      { ...notificationsSubgraph(), tokenKeys: issuer.keys },
      {
        config: { databaseUrl: db, port: 0, logLevel: 'silent' },
        bus,
      },
    );
  });
  afterAll(async () => {
    await svc?.close();
    await bus.stop();
    await smtp?.close();
    delete process.env.SMTP_URL;
    delete process.env.MAIL_OUTBOX_POLL_MS;
  });

  it('a refused send does not roll the event back or replay it; the mail is sent once the server accepts', async () => {
    const userId = randomUUID();
    const event = integrationEvent('PasswordResetRequested@1', userId, {
      userId,
      email: 'later@example.com',
      firstName: 'Ada',
      token: randomBytes(32).toString('base64url'),
      expiresAt: new Date(Date.now() + 30 * 60_000).toISOString(),
    });
    await bus.publish(Topics.users, [event]);
    // Handled (inbox row committed) while the server still refuses: the mail waits in the outbox.
    await eventually(
      async () =>
        (
          await query<{ attempts: number; last_error: string | null }>(
            db,
            `SELECT attempts, last_error FROM notifications.mail_outbox WHERE message->>'to' = $1`,
            ['later@example.com'],
          )
        )[0]?.attempts === 1,
    );
    expect(mailTo('later@example.com')).toHaveLength(0);
    const inbox = `SELECT count(*)::int AS n FROM notifications.inbox WHERE "eventId" = $1 AND consumer = $2`;
    expect(
      (await query<{ n: number }>(db, inbox, [event.id, PASSWORD_RESET_MAIL_CONSUMER]))[0]!.n,
    ).toBe(1);
    // Tried again after the backoff: delivered once, and the row is gone (it held the link).
    const [mail] = await eventually(async () => {
      const sent = mailTo('later@example.com');
      return sent.length > 0 ? sent : null;
    }, 10_000);
    expect(mail!.subject).toBe('Reset your Hearth password');
    expect(
      await query(db, `SELECT 1 FROM notifications.mail_outbox WHERE message->>'to' = $1`, [
        'later@example.com',
      ]),
    ).toEqual([]);
    expect(mailTo('later@example.com')).toHaveLength(1);
  });

  it('mail queued in a transaction that rolls back never leaves; mail of one that commits does', async () => {
    const mailer = svc.app.get(Mailer);
    const dataSource = svc.app.get(DataSource);
    const message = (to: string) => ({
      to,
      subject: `For ${to}`,
      text: 'Hello',
      html: '<p>Hello</p>',
    });
    await expect(
      dataSource.transaction((m) =>
        runInInboxTransaction(m, async () => {
          await mailer.send(message('never@example.com'));
          // Still inside the transaction: nothing is sent yet.
          throw new Error('the handler failed after queuing its mail');
        }),
      ),
    ).rejects.toThrow('the handler failed');
    // A marker sent on its own (outside the transaction: this continuation is registered out here)
    // while the transaction is open; the relay sends oldest first, so once the marker is out,
    // the queued message would be out too if it had left before its commit.
    let transactionOpen!: () => void;
    const markerQueued = new Promise<void>((r) => (transactionOpen = r)).then(() =>
      mailer.send(message('marker@example.com')),
    );
    await dataSource.transaction((m) =>
      runInInboxTransaction(m, async () => {
        await mailer.send(message('after@example.com'));
        transactionOpen();
        await markerQueued;
        await eventually(async () => mailTo('marker@example.com').length === 1);
        // Queued, not sent, while its transaction is open.
        expect(mailTo('after@example.com')).toHaveLength(0);
      }),
    );
    // The relay sends in queue order: once the later message is out, the rolled-back one would be too.
    await eventually(async () => mailTo('after@example.com').length === 1);
    expect(mailTo('never@example.com')).toHaveLength(0);
    expect(await query(db, `SELECT 1 FROM notifications.mail_outbox`)).toEqual([]);
  });

  it("a parked e-mail is in its person's data copy without the link, listed and replayed by `npm run mail-outbox`, and goes with the account", async () => {
    const person = await issuer.token({ email: 'gone@example.com' });
    const token = randomBytes(32).toString('base64url');
    await bus.publish(Topics.users, [
      integrationEvent('PasswordResetRequested@1', person.id, {
        userId: person.id,
        email: 'gone@example.com',
        firstName: 'Ada',
        token,
        expiresAt: new Date(Date.now() + 30 * 60_000).toISOString(),
      }),
    ]);
    const row = `SELECT id, attempts, failed_at FROM notifications.mail_outbox WHERE message->>'to' = 'gone@example.com'`;
    type Row = { id: string; attempts: number; failed_at: Date | null };
    await eventually(async () => ((await query<Row>(db, row))[0]?.attempts ?? 0) >= 1);
    // The server refuses it for good: as after the last try (MAIL_MAX_ATTEMPTS), it is parked.
    const park = () =>
      query(
        db,
        `UPDATE notifications.mail_outbox SET attempts = 12, failed_at = now()
          WHERE message->>'to' = 'gone@example.com'`,
      );
    await park();
    const [parked] = await query<Row>(db, row);
    // Queued with the account's id, so the copy and the erasure find it even after the person
    // changes their address.
    expect(
      await query(
        db,
        `SELECT message->>'userId' AS "userId" FROM notifications.mail_outbox WHERE id = $1`,
        [parked!.id],
      ),
    ).toEqual([{ userId: person.id }]);

    const copy = await gql<{ notificationsDataExport: string }>(
      `${svc.url}/graphql`,
      `{ notificationsDataExport }`,
      {},
      person.token,
    );
    const mail = (
      JSON.parse(copy.data!.notificationsDataExport) as {
        mailNotSentYet: Array<Record<string, unknown>>;
      }
    ).mailNotSentYet;
    expect(mail).toEqual([
      expect.objectContaining({
        to: 'gone@example.com',
        subject: 'Reset your Hearth password',
        attempts: 12,
        status: 'PARKED',
        parkedAt: parked!.failed_at!.toISOString(),
      }),
    ]);
    expect(mail[0]!.text).toContain('[link removed]');
    expect(JSON.stringify(mail)).not.toContain(token);

    const listed = await mailOutboxCommand(db, 'list');
    expect(listed.code).toBe(0);
    expect(listed.stdout).toContain(parked!.id);
    expect(listed.stdout).toContain('to gone@example.com  "Reset your Hearth password"');
    expect(listed.stdout).toMatch(/12 attempt\(s\): .*451/);

    const replayed = await mailOutboxCommand(db, 'replay', parked!.id);
    expect(replayed).toMatchObject({ code: 0, stdout: 'Replayed 1 parked e-mail(s).\n' });
    // Waiting again: tries from 0 (the relay may have had one more go since).
    const [again] = await query<Row>(db, row);
    expect(again!.failed_at).toBeNull();
    expect(again!.attempts).toBeLessThan(12);
    expect((await mailOutboxCommand(db, 'list')).stdout).toBe('No parked e-mails.\n');
    // Only a parked e-mail is replayed; a wrong call is refused.
    expect((await mailOutboxCommand(db, 'replay', parked!.id)).code).toBe(1);
    expect((await mailOutboxCommand(db, 'replay')).code).toBe(2);

    await park();
    await bus.publish(Topics.users, [
      integrationEvent('UserDeleted@1', person.id, {
        userId: person.id,
        email: 'Gone@Example.com',
        role: 'Guest',
      }),
    ]);
    await eventually(async () => (await query(db, row)).length === 0);
    expect(mailTo('gone@example.com')).toHaveLength(0);
  });

  it("the link to a new address not confirmed yet is in its person's copy (not another's) without the link, and goes with the account", async () => {
    const person = await issuer.token({ email: 'moving@example.com' });
    const other = await issuer.token({ email: 'staying@example.com' });
    const token = randomBytes(32).toString('base64url');
    await bus.publish(Topics.users, [
      integrationEvent('EmailChangeRequested@1', person.id, {
        userId: person.id,
        firstName: 'Ada',
        currentEmail: 'moving@example.com',
        newEmail: 'new-home@example.com',
        token,
        expiresAt: new Date(Date.now() + 24 * 3_600_000).toISOString(),
      }),
    ]);
    const row = `SELECT attempts FROM notifications.mail_outbox WHERE message->>'to' = 'new-home@example.com'`;
    // The new address's server refuses it for now: it waits in the outbox.
    await eventually(
      async () => ((await query<{ attempts: number }>(db, row))[0]?.attempts ?? 0) >= 1,
    );
    const mailOf = async (user: { token: string }) =>
      (
        JSON.parse(
          (
            await gql<{ notificationsDataExport: string }>(
              `${svc.url}/graphql`,
              `{ notificationsDataExport }`,
              {},
              user.token,
            )
          ).data!.notificationsDataExport,
        ) as { mailNotSentYet: Array<Record<string, unknown>> }
      ).mailNotSentYet;
    const mine = await mailOf(person);
    const pending = mine.find((m) => m.to === 'new-home@example.com');
    expect(pending).toMatchObject({
      subject: 'Confirm your new Hearth e-mail',
      status: 'WAITING',
      attempts: expect.any(Number),
    });
    expect(pending!.text).toContain('[link removed]');
    expect(JSON.stringify(mine)).not.toContain(token);
    expect(JSON.stringify(await mailOf(other))).not.toContain('new-home@example.com');

    // The account is deleted under its current address: the mail to the new one goes too.
    await bus.publish(Topics.users, [
      integrationEvent('UserDeleted@1', person.id, {
        userId: person.id,
        email: 'moving@example.com',
        role: 'Guest',
      }),
    ]);
    await eventually(async () => (await query(db, row)).length === 0);
    expect(mailTo('new-home@example.com')).toHaveLength(0);
  });
});
