import 'reflect-metadata';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomBytes, randomUUID } from 'node:crypto';
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
import { eventually, freshDatabase, query } from '../../../test/support/db.js';
import { startSmtpCapture, type SmtpCapture } from './smtp-capture.js';

/**
 * E-mail leaves after the transaction that decided it commits (the mail outbox): a failing SMTP
 * server neither holds the event's inbox transaction nor makes the event be handled again, and the
 * mail still arrives, once; mail queued in a transaction that rolls back never leaves.
 */
describe('notifications: e-mail is sent after the inbox transaction commits (mail outbox)', () => {
  let db: string;
  let svc: RunningSubgraph;
  let smtp: SmtpCapture;
  const bus = new InProcessEventBus({
    retry: { maxAttempts: 2, initialBackoffMs: 10, maxBackoffMs: 10 },
  });
  const mailTo = (address: string) => smtp.messages.filter((m) => m.to.includes(address));

  beforeAll(async () => {
    // The SMTP server says "try again later" to the first offer of this address.
    smtp = await startSmtpCapture({
      refuse: (address, offered) =>
        (address === 'later@example.com' && offered === 1) || address === 'gone@example.com'
          ? [451, 'Try again later']
          : null,
    });
    process.env.SMTP_URL = smtp.url;
    process.env.MAIL_OUTBOX_POLL_MS = '100';
    db = await freshDatabase(
      `hearth_test_notifications_mail_outbox_${process.env.JEST_WORKER_ID ?? '1'}`,
    );
    svc = await startSubgraph(notificationsSubgraph(), {
      config: { databaseUrl: db, port: 0, logLevel: 'silent' },
      bus,
    });
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
    await dataSource.transaction((m) =>
      runInInboxTransaction(m, async () => {
        await mailer.send(message('after@example.com'));
        // Queued, not sent, while its transaction is open.
        await new Promise((r) => setTimeout(r, 300));
        expect(mailTo('after@example.com')).toHaveLength(0);
      }),
    );
    // The relay sends in queue order: once the later message is out, the rolled-back one would be too.
    await eventually(async () => mailTo('after@example.com').length === 1);
    expect(mailTo('never@example.com')).toHaveLength(0);
    expect(await query(db, `SELECT 1 FROM notifications.mail_outbox`)).toEqual([]);
  });

  it('mail not sent yet to a deleted account goes with the account (UserDeleted)', async () => {
    const userId = randomUUID();
    await bus.publish(Topics.users, [
      integrationEvent('PasswordResetRequested@1', userId, {
        userId,
        email: 'gone@example.com',
        firstName: 'Ada',
        token: randomBytes(32).toString('base64url'),
        expiresAt: new Date(Date.now() + 30 * 60_000).toISOString(),
      }),
    ]);
    const waiting = `SELECT attempts FROM notifications.mail_outbox WHERE message->>'to' = 'gone@example.com'`;
    await eventually(
      async () => (await query<{ attempts: number }>(db, waiting))[0]?.attempts === 1,
    );
    await bus.publish(Topics.users, [
      integrationEvent('UserDeleted@1', userId, {
        userId,
        email: 'Gone@Example.com',
        role: 'Guest',
      }),
    ]);
    await eventually(async () => (await query(db, waiting)).length === 0);
    expect(mailTo('gone@example.com')).toHaveLength(0);
  });
});
