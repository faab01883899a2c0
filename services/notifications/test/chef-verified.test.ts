import 'reflect-metadata';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { EventTypes, Topics, createEnvelope, type EventEnvelope } from '@hearth/events';
import { startSubgraph, type RunningSubgraph } from '@hearth/nest-common';
import { notificationsSubgraph } from '../src/subgraph.js';
import { eventually, freshDatabase, query } from '../../../test/support/db.js';
import { startSmtpCapture, type SmtpCapture } from './smtp-capture.js';
import { CountingBus } from '../../../test/support/counting-bus.js';
import { mailRelayed } from './mail-relayed.js';

const approved = (userId: string, email: string) =>
  createEnvelope({
    type: EventTypes.ChefApproved,
    version: 1,
    aggregateId: userId,
    payload: { userId, email, firstName: 'Ada', approvedBy: randomUUID() },
  });
const rejected = (userId: string, email: string, reason: string) =>
  createEnvelope({
    type: EventTypes.ChefRejected,
    version: 1,
    aggregateId: userId,
    payload: { userId, email, firstName: 'Ada', reason, rejectedBy: randomUUID() },
  });

describe('notifications subgraph: chef application decisions (ChefApproved / ChefRejected)', () => {
  let db: string;
  let svc: RunningSubgraph;
  let smtp: SmtpCapture;
  const bus = new CountingBus({
    retry: { maxAttempts: 2, initialBackoffMs: 10, maxBackoffMs: 10 },
  });
  const mailTo = (address: string) => smtp.messages.filter((m) => m.to.includes(address));
  const noticesOf = (userId: string) =>
    query<{ kind: string; title: string; body: string; is_seen: boolean }>(
      db,
      `SELECT kind, title, body, is_seen FROM notifications.notifications WHERE user_id = $1`,
      [userId],
    );
  const inboxRows = (eventId: string) =>
    query(db, `SELECT 1 FROM notifications.inbox WHERE "eventId" = $1`, [eventId]);
  /**
   * Publishes `event` twice (a redelivery) and waits until both deliveries were handled and every
   * e-mail they queued for `address` has left the mail outbox: a wrong second notification or
   * e-mail would be there by then.
   */
  const deliverTwice = async (event: EventEnvelope, address: string) => {
    await bus.publish(Topics.users, [event]);
    await bus.publish(Topics.users, [event]);
    await bus.handledTimes([event], 2);
    await mailRelayed(db, address);
  };

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    process.env.SMTP_URL = smtp.url;
    process.env.MAIL_FROM = 'Hearth Test <test@hearth.local>';
    db = await freshDatabase(`hearth_test_notifications_chef_${process.env.JEST_WORKER_ID ?? '1'}`);
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
    delete process.env.MAIL_FROM;
  });

  it('approval: one in-app notification and one e-mail, even when delivered twice', async () => {
    const userId = randomUUID();
    const event = approved(userId, 'approved@example.com');
    await deliverTwice(event, 'approved@example.com');
    const mails = mailTo('approved@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Your application is approved');
    expect(mails[0]!.raw).toMatch(/Hi Ada,/);
    expect(mails[0]!.raw).toMatch(/Your application is approved, Ada!/);
    expect(mails[0]!.raw).toMatch(/Toronto, Canada/);
    expect(await noticesOf(userId)).toEqual([
      {
        kind: 'CHEF_APPROVED',
        title: 'Your application is approved',
        body: expect.stringContaining('Your application is approved, Ada!'),
        is_seen: false,
      },
    ]);
    expect(await inboxRows(event.id)).toHaveLength(1);
  });

  it('rejection: one in-app notification and one e-mail carrying the reason', async () => {
    const userId = randomUUID();
    const event = rejected(userId, 'rejected@example.com', 'The chef image is blurry');
    await deliverTwice(event, 'rejected@example.com');
    const mails = mailTo('rejected@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Your application was not approved');
    expect(mails[0]!.raw).toMatch(/Your application was not approved: The chef image is blurry/);
    expect(await noticesOf(userId)).toEqual([
      {
        kind: 'CHEF_REJECTED',
        title: 'Your application was not approved',
        body: 'Your application was not approved: The chef image is blurry',
        is_seen: false,
      },
    ]);
  });

  it('two decisions for the same chef (two event ids) give two notifications and two e-mails', async () => {
    const userId = randomUUID();
    await bus.publish(Topics.users, [rejected(userId, 'again@example.com', 'Missing certificate')]);
    await eventually(async () => mailTo('again@example.com').length === 1, 10_000);
    await bus.publish(Topics.users, [approved(userId, 'again@example.com')]);
    // Both e-mails sent and both notifications committed (each mail goes out before its commit).
    await eventually(
      async () =>
        mailTo('again@example.com').length === 2 && (await noticesOf(userId)).length === 2,
      10_000,
    );
    expect(mailTo('again@example.com')).toHaveLength(2);
    expect((await noticesOf(userId)).map((n) => n.kind).sort()).toEqual([
      'CHEF_APPROVED',
      'CHEF_REJECTED',
    ]);
  });
});
