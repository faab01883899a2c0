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

const chefJoined = (email: string, chefType: 'BETA' | 'FOUNDER') => {
  const id = randomUUID();
  return createEnvelope({
    type: EventTypes.ChefWaitlistJoined,
    version: 1,
    aggregateId: id,
    payload: { registrationId: id, email, firstName: 'Ada', lastName: 'Lovelace', chefType },
  });
};
const guestJoined = (email: string) => {
  const id = randomUUID();
  return createEnvelope({
    type: EventTypes.GuestWaitlistJoined,
    version: 1,
    aggregateId: id,
    payload: { entryId: id, email, firstName: 'Grace', lastName: 'Hopper' },
  });
};
const subscribed = (email: string) => {
  const id = randomUUID();
  return createEnvelope({
    type: EventTypes.NewsletterSubscribed,
    version: 1,
    aggregateId: id,
    payload: { subscriptionId: id, email, role: 'CHEF' },
  });
};

describe('notifications subgraph: confirmation e-mails over SMTP', () => {
  let db: string;
  let svc: RunningSubgraph;
  let smtp: SmtpCapture;
  const bus = new CountingBus({
    retry: { maxAttempts: 2, initialBackoffMs: 10, maxBackoffMs: 10 },
  });
  const mailTo = (address: string) => smtp.messages.filter((m) => m.to.includes(address));
  const deliver = async (event: EventEnvelope, address: string) => {
    await bus.publish(Topics.admin, [event]);
    return eventually(async () => mailTo(address)[0], 10_000);
  };

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    process.env.SMTP_URL = smtp.url;
    process.env.MAIL_FROM = 'Hearth Test <test@hearth.local>';
    db = await freshDatabase(`hearth_test_notifications_mail_${process.env.JEST_WORKER_ID ?? '1'}`);
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

  it('e-mails a chef the programme and the 2-day answer promise (Founder and Beta)', async () => {
    const founder = await deliver(
      chefJoined('founder@example.com', 'FOUNDER'),
      'founder@example.com',
    );
    expect(founder.subject).toBe('You are on the Hearth Founder chef waitlist');
    expect(founder.raw).toMatch(/^From: Hearth Test <test@hearth\.local>/m);
    expect(founder.raw).toMatch(/^To: founder@example\.com/m);
    expect(founder.raw).toMatch(/Hi Ada,/);
    expect(founder.raw).toMatch(/within 2 days/);
    expect(founder.raw).toMatch(/Toronto, Canada/);
    expect(founder.raw).toMatch(/text\/plain/);
    expect(founder.raw).toMatch(/text\/html/);
    const beta = await deliver(chefJoined('beta@example.com', 'BETA'), 'beta@example.com');
    expect(beta.subject).toBe('You are on the Hearth Beta chef waitlist');
  });

  it('e-mails a guest "Thanks for signing up as Beta Guest!"', async () => {
    const mail = await deliver(guestJoined('guest@example.com'), 'guest@example.com');
    expect(mail.subject).toBe('Thanks for signing up as Beta Guest!');
    expect(mail.raw).toMatch(/Hi Grace,/);
    expect(mail.raw).toMatch(/Toronto, Canada/);
  });

  it('e-mails a newsletter subscriber', async () => {
    const mail = await deliver(subscribed('reader@example.com'), 'reader@example.com');
    expect(mail.subject).toBe('You are subscribed to the Hearth newsletter');
    expect(mail.raw).toMatch(/Toronto, Canada/);
  });

  it('sends one e-mail when the same event is delivered twice', async () => {
    for (const [event, address] of [
      [chefJoined('twice-chef@example.com', 'BETA'), 'twice-chef@example.com'],
      [guestJoined('twice-guest@example.com'), 'twice-guest@example.com'],
      [subscribed('twice-reader@example.com'), 'twice-reader@example.com'],
    ] as const) {
      const inbox = () =>
        query(db, `SELECT 1 FROM notifications.inbox WHERE "eventId" = $1`, [event.id]);
      await bus.publish(Topics.admin, [event]);
      await bus.publish(Topics.admin, [event]);
      // Both deliveries handled and everything they queued sent: a second e-mail would be here.
      await bus.handledTimes([event], 2);
      await mailRelayed(db, address);
      expect(mailTo(address)).toHaveLength(1);
      expect(await inbox()).toHaveLength(1);
    }
  });
});
