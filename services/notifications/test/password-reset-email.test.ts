import 'reflect-metadata';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomBytes, randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import {
  LINK_SEALING_KEY,
  Topics,
  generateLinkSealingKey,
  integrationEvent,
  linkSealingPublicKeyOf,
  sealLinkToken,
} from '@hearth/events';
import {
  createLogger,
  resolveSecret,
  startSubgraph,
  type RunningSubgraph,
} from '@hearth/nest-common';
import { notificationsSubgraph } from '../src/subgraph.js';
import { eventually, freshDatabase, query } from '../../../test/support/db.js';
import { startSmtpCapture, type SmtpCapture } from './smtp-capture.js';
import { CountingBus } from '../../../test/support/counting-bus.js';
import { mailRelayed } from './mail-relayed.js';

/** The decoded body of a captured message (quoted-printable soft breaks and escapes undone). */
const bodyOf = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

describe('notifications subgraph: the forgotten-password e-mail', () => {
  let db: string;
  let svc: RunningSubgraph;
  let smtp: SmtpCapture;
  const logs: string[] = [];
  const bus = new CountingBus({
    retry: { maxAttempts: 2, initialBackoffMs: 10, maxBackoffMs: 10 },
  });
  /** users' `PasswordResetRequested@2` for `email`: the token sealed to notifications' key. */
  const requested = async (email: string) => {
    const userId = randomUUID();
    const token = randomBytes(32).toString('base64url');
    const publicKey = linkSealingPublicKeyOf(
      resolveSecret(LINK_SEALING_KEY, generateLinkSealingKey).value,
    );
    const event = integrationEvent('PasswordResetRequested@2', userId, {
      userId,
      email,
      firstName: 'Ada',
      ...(await sealLinkToken(publicKey, { token, purpose: 'password-reset', userId })),
      expiresAt: new Date(Date.now() + 30 * 60_000).toISOString(),
    });
    return { event, token };
  };

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    process.env.SMTP_URL = smtp.url;
    process.env.WEB_URL = 'https://hearth.example.com/';
    db = await freshDatabase(
      `hearth_test_notifications_reset_${process.env.JEST_WORKER_ID ?? '1'}`,
    );
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logs.push(chunk.toString('utf8'));
        done();
      },
    });
    svc = await startSubgraph(notificationsSubgraph(), {
      config: { databaseUrl: db, port: 0, logLevel: 'trace' },
      logger: createLogger('notifications', 'trace', sink),
      bus,
    });
  });
  afterAll(async () => {
    await svc?.close();
    await bus.stop();
    await smtp?.close();
    delete process.env.SMTP_URL;
    delete process.env.WEB_URL;
  });

  it('e-mails the single-use link to the reset page of WEB_URL, in text and HTML, and never logs the token', async () => {
    const { event, token } = await requested('forgetful@example.com');
    await bus.publish(Topics.users, [event]);
    const mail = await eventually(async () =>
      smtp.messages.find((m) => m.to.includes('forgetful@example.com')),
    );
    expect(mail.subject).toBe('Reset your Hearth password');
    const body = bodyOf(mail.raw);
    const link = `https://hearth.example.com/reset-password?token=${token}`;
    expect(body).toContain(`Choose a new password: ${link}`);
    expect(body).toContain(`<a href="${link}"`);
    expect(body).toMatch(/Hi Ada,/);
    expect(body).toMatch(/works once, within 30 minutes/);
    expect(body).toMatch(/If you did not ask/);
    expect(body).toMatch(/Toronto, Canada/);
    expect(mail.raw).toMatch(/text\/plain/);
    expect(mail.raw).toMatch(/text\/html/);
    expect(logs.join('')).toContain('mail sent'); // the logger saw the send…
    expect(logs.join('')).not.toContain(token); // …but not the secret
  });

  it('sends one e-mail when the same event is delivered twice', async () => {
    const { event } = await requested('twice-reset@example.com');
    const inbox = () =>
      query(db, `SELECT 1 FROM notifications.inbox WHERE "eventId" = $1`, [event.id]);
    await bus.publish(Topics.users, [event]);
    await bus.publish(Topics.users, [event]);
    // Both deliveries handled and everything they queued sent: a second e-mail would be here.
    await bus.handledTimes([event], 2);
    await mailRelayed(db, 'twice-reset@example.com');
    expect(smtp.messages.filter((m) => m.to.includes('twice-reset@example.com'))).toHaveLength(1);
    expect(await inbox()).toHaveLength(1);
  });
});
