import 'reflect-metadata';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import {
  EventTypes,
  Topics,
  createEnvelope,
  type DishAvailableAgainPayload,
  type EventEnvelope,
} from '@hearth/events';
import { startSubgraph, type RunningSubgraph } from '@hearth/nest-common';
import { notificationsSubgraph } from '../src/subgraph.js';
import { eventually, freshDatabase, query } from '../../../test/support/db.js';
import { createTestIssuer } from '../../../test/support/tokens.js';
import { CountingBus } from '../../../test/support/counting-bus.js';
import { startSmtpCapture, type SmtpCapture } from './smtp-capture.js';
import { mailRelayed } from './mail-relayed.js';

/**
 * Notify me (docs/rules/notify-me.md): `DishAvailableAgain` tells each named guest once in the app
 * (with the restaurant page as its link) and by e-mail, even when the event is delivered twice.
 */
describe('notifications: Notify me (DishAvailableAgain)', () => {
  let db: string;
  let svc: RunningSubgraph;
  let smtp: SmtpCapture;
  const bus = new CountingBus({
    retry: { maxAttempts: 2, initialBackoffMs: 10, maxBackoffMs: 10 },
  });
  const guests = [randomUUID(), randomUUID(), randomUUID()];
  const email = (id: string) => `${id.slice(0, 8)}@guest.example.com`;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    process.env.SMTP_URL = smtp.url;
    process.env.MAIL_FROM = 'Hearth Test <test@hearth.local>';
    process.env.WEB_URL = 'https://hearth.example.com';
    const issuer = await createTestIssuer();
    db = await freshDatabase(
      `hearth_test_notifications_notify_${process.env.JEST_WORKER_ID ?? '1'}`,
    );
    svc = await startSubgraph(
      { ...notificationsSubgraph(), tokenKeys: issuer.keys },
      { config: { databaseUrl: db, port: 0, logLevel: 'silent' }, bus },
    );
    // The first two guests are known by e-mail; the third never registered here.
    await bus.publish(
      Topics.users,
      guests.slice(0, 2).map((userId, i) =>
        createEnvelope({
          type: EventTypes.UserRegistered,
          version: 1,
          aggregateId: userId,
          payload: {
            userId,
            email: email(userId),
            firstName: ['Maya', 'Omar'][i],
            lastName: 'Test',
            role: 'Guest',
            status: 'ACTIVE',
          },
        }),
      ),
    );
    await eventually(
      async () => (await query(db, `SELECT 1 FROM notifications.user_contacts`)).length === 2,
    );
  });
  afterAll(async () => {
    await svc?.close();
    await bus.stop();
    await smtp?.close();
    delete process.env.SMTP_URL;
    delete process.env.MAIL_FROM;
    delete process.env.WEB_URL;
  });

  it('tells each named guest once in the app and by e-mail, even when delivered twice', async () => {
    const event: EventEnvelope<DishAvailableAgainPayload> = createEnvelope({
      type: EventTypes.DishAvailableAgain,
      version: 1,
      aggregateId: randomUUID(),
      payload: {
        occurrenceId: randomUUID(),
        sessionId: randomUUID(),
        restaurantId: randomUUID(),
        restaurantSlug: 'beit-sitti',
        restaurantName: 'Beit Sitti',
        dishId: randomUUID(),
        dishName: 'Kibbeh',
        localDate: '2026-11-28',
        startsAt: '2026-11-28T23:00:00.000Z',
        timeZone: 'America/Toronto',
        remaining: 3,
        reason: 'RELEASED',
        guests: guests.map((guestId) => ({ guestId, waitingSince: '2026-11-20T12:00:00.000Z' })),
      },
    });
    await bus.publish(Topics.sessions, [event, event]);
    await bus.handledTimes([event], 2);
    await mailRelayed(db);

    const notices = await query<{
      user_id: string;
      kind: string;
      title: string;
      body: string;
      link: string;
    }>(
      db,
      `SELECT user_id, kind, title, body, link FROM notifications.notifications
        WHERE kind = 'DISH_AVAILABLE' ORDER BY created_at, id`,
    );
    expect(notices.map((n) => n.user_id).sort()).toEqual([...guests].sort());
    expect(notices[0]).toMatchObject({
      kind: 'DISH_AVAILABLE',
      title: 'Kibbeh is available again',
      body: 'You asked to be told: Kibbeh from Beit Sitti for Saturday, November 28 has 3 portions again. First to order gets them.',
      link: '/restaurant/beit-sitti',
    });
    for (const g of guests.slice(0, 2)) {
      const mails = smtp.messages.filter((m) => m.to.includes(email(g)));
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toBe('Kibbeh is available again');
      // Quoted-printable soft line breaks joined again.
      expect(mails[0]!.raw.replace(/=\r?\n/g, '')).toContain(
        'Order now: https://hearth.example.com/restaurant/beit-sitti',
      );
    }
    expect(smtp.messages.filter((m) => m.subject === 'Kibbeh is available again')).toHaveLength(2);
  });
});
