import 'reflect-metadata';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { EventTypes, Topics, createEnvelope, type EventEnvelope } from '@hearth/events';
import { startSubgraph, type RunningSubgraph } from '@hearth/nest-common';
import {
  NotificationPreferenceMessages,
  OrderNotificationMessages,
  StandingOrderNotificationMessages,
  formatStandingWeek,
  orderReference,
  rejectionMessage,
} from '@hearth/contracts';
import { notificationsSubgraph } from '../src/subgraph.js';
import { eventually, freshDatabase, gql, query } from '../../../test/support/db.js';
import { createTestIssuer, type TestIssuer } from '../../../test/support/tokens.js';
import { startSmtpCapture, type SmtpCapture } from './smtp-capture.js';
import { CountingBus } from '../../../test/support/counting-bus.js';
import { mailRelayed } from './mail-relayed.js';

const PAGE = `query($limit: Int!, $cursor: String, $filter: NotificationFilter) {
  notifications(limit: $limit, cursor: $cursor, filter: $filter) {
    items { id kind category orderId title body isSeen } nextCursor } }`;

type Notice = { kind: string; title: string; body: string; order_id: string | null };

/** An order between a fresh guest and chef, with envelope builders for each saga event. */
function anOrder(guestId: string, chefId: string) {
  const orderId = randomUUID();
  const ref = {
    orderId,
    guestId,
    chefId,
    restaurantId: randomUUID(),
    occurrenceId: randomUUID(),
  };
  const lines = [
    { dishId: randomUUID(), quantity: 2, unitPriceCents: 1500 },
    { dishId: randomUUID(), quantity: 1, unitPriceCents: 1250 },
  ];
  const env = (type: string, payload: object) =>
    createEnvelope({ type, version: 1, aggregateId: orderId, payload });
  return {
    orderId,
    short: orderId.slice(0, 8).toUpperCase(),
    pending: () =>
      env(EventTypes.OrderPending, {
        ...ref,
        fulfilment: 'DELIVERY',
        portions: lines.reduce((n, l) => n + l.quantity, 0),
        totalCents: 4925,
      }),
    rejected: () =>
      env(EventTypes.OrderRejected, {
        ...ref,
        reason: 'OUT_OF_STOCK',
        reasonMessage: rejectionMessage('OUT_OF_STOCK'),
        dishId: lines[0]!.dishId,
      }),
    accepted: () => env(EventTypes.OrderAccepted, ref),
    declined: (reason: string) => env(EventTypes.OrderDeclined, { ...ref, lines, reason }),
    cancelled: () => env(EventTypes.OrderCancelled, { ...ref, lines }),
    completed: () => env(EventTypes.OrderCompleted, ref),
    paymentFailed: () =>
      env(EventTypes.OrderPaymentFailed, {
        ...ref,
        lines,
        code: 'insufficient_funds',
        message: 'Your card has insufficient funds.',
      }),
    refunded: (amountCents: number, reason: string | null) =>
      env(EventTypes.PaymentRefunded, {
        ...ref,
        refundId: randomUUID(),
        amountCents,
        totalRefundedCents: amountCents,
        currency: 'cad',
        reason,
      }),
    tipped: (amountCents: number) =>
      env(EventTypes.TipAdded, { ...ref, tipId: randomUUID(), amountCents, currency: 'cad' }),
    /** The Toronto example of docs/rules/tax.md: $22.00 of food + $5.00 fee, HST $3.51. */
    receiptIssued: () =>
      env(EventTypes.OrderReceiptIssued, {
        ...ref,
        receipt: {
          orderId,
          reference: orderReference(orderId),
          issuedAt: '2026-11-27T19:05:00.000Z',
          timeZone: 'America/Toronto',
          supplierKind: 'HEARTH',
          supplierName: 'Hearth',
          supplierGstHstNumber: null,
          platformName: 'Hearth',
          platformGstHstNumber: null,
          restaurantName: 'Nonna Rosa',
          fulfilment: 'DELIVERY',
          scheduledFor: '2026-11-28T23:00:00.000Z',
          lines: [
            {
              dishName: 'Lasagna',
              portionSize: '400 g',
              quantity: 1,
              unitPriceCents: 2200,
              amountCents: 2200,
            },
          ],
          subtotalCents: 2200,
          discountCents: 0,
          promotionCode: null,
          deliveryFeeCents: 500,
          taxLines: [{ name: 'HST', province: 'ON', ratePercent: 13, amountCents: 351 }],
          taxCents: 351,
          totalCents: 3051,
          cardBrand: 'visa',
          cardLast4: '4242',
          chargedCents: 3051,
          refunds: [],
          refundedCents: 0,
          netPaidCents: 3051,
        },
      }),
  };
}

describe('notifications subgraph: order notifications, one per transition', () => {
  let db: string;
  let svc: RunningSubgraph;
  let url: string;
  let smtp: SmtpCapture;
  let issuer: TestIssuer;
  const bus = new CountingBus({
    retry: { maxAttempts: 2, initialBackoffMs: 10, maxBackoffMs: 10 },
  });
  const noticesOf = (userId: string) =>
    query<Notice>(
      db,
      `SELECT kind, title, body, order_id FROM notifications.notifications
       WHERE user_id = $1 AND kind LIKE 'ORDER_%' ORDER BY kind, created_at`,
      [userId],
    );
  const mailTo = (address: string) => smtp.messages.filter((m) => m.to.includes(address));
  /** Publishes every event twice (redelivery) on its topic; returns the events. */
  const deliverTwice = async (topic: string, ...events: EventEnvelope[]) => {
    for (const e of events) await bus.publish(topic, [e, e]);
    return events;
  };
  /**
   * Waits until both deliveries of each of `events` were handled and every e-mail they queued has
   * left the mail outbox: a wrong second notification or e-mail would be there by then.
   */
  const settle = async (events: EventEnvelope[]) => {
    await bus.handledTimes(events, 2);
    await mailRelayed(db);
  };
  /** A guest known by e-mail (UserRegistered) and a chef; returns their ids. */
  const parties = async () => {
    const guestId = randomUUID();
    const email = `${guestId.slice(0, 8)}@guest.example.com`;
    await bus.publish(Topics.users, [
      createEnvelope({
        type: EventTypes.UserRegistered,
        version: 1,
        aggregateId: guestId,
        payload: {
          userId: guestId,
          email,
          firstName: 'Maya',
          lastName: 'Singh',
          role: 'Guest',
          status: 'ACTIVE',
        },
      }),
    ]);
    await eventually(
      async () =>
        (await query(db, `SELECT 1 FROM notifications.user_contacts WHERE user_id = $1`, [guestId]))
          .length === 1,
      10_000,
    );
    return { guestId, chefId: randomUUID(), email };
  };

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    process.env.SMTP_URL = smtp.url;
    process.env.MAIL_FROM = 'Hearth Test <test@hearth.local>';
    issuer = await createTestIssuer();
    db = await freshDatabase(
      `hearth_test_notifications_orders_${process.env.JEST_WORKER_ID ?? '1'}`,
    );
    svc = await startSubgraph(
      { ...notificationsSubgraph(), tokenKeys: issuer.keys },
      { config: { databaseUrl: db, port: 0, logLevel: 'silent' }, bus },
    );
    url = `${svc.url}/graphql`;
  });
  afterAll(async () => {
    await svc?.close();
    await bus.stop();
    await smtp?.close();
    delete process.env.SMTP_URL;
    delete process.env.MAIL_FROM;
  });

  it('PENDING (OrderPending from orders) tells the chef "New order …" once', async () => {
    const { guestId, chefId } = await parties();
    const first = anOrder(guestId, chefId);
    const second = anOrder(guestId, chefId);
    const sent = await deliverTwice(Topics.orders, first.pending(), second.pending());
    await eventually(async () => (await noticesOf(chefId)).length === 2, 10_000);
    await settle(sent);
    const notices = await noticesOf(chefId);
    expect(notices).toHaveLength(2);
    for (const o of [first, second]) {
      expect(notices.find((n) => n.order_id === o.orderId)).toEqual({
        kind: 'ORDER_PENDING',
        title: 'New order',
        body: `New order #${o.short}: 3 portions, $49.25, for delivery. Accept or decline it in Incoming Orders.`,
        order_id: o.orderId,
      });
    }
    expect(await noticesOf(guestId)).toEqual([]);
  });

  it('REJECTED (OrderRejected from orders) tells the guest with the reason, and the chef nothing', async () => {
    const { guestId, chefId } = await parties();
    const o = anOrder(guestId, chefId);
    const sent = await deliverTwice(Topics.orders, o.rejected());
    await eventually(async () => (await noticesOf(guestId)).length === 1, 10_000);
    await settle(sent);
    expect(await noticesOf(guestId)).toEqual([
      {
        kind: 'ORDER_REJECTED',
        title: 'Your order could not be placed',
        body: `Your order #${o.short} could not be placed: This dish is out of stock`,
        order_id: o.orderId,
      },
    ]);
    expect(await noticesOf(chefId)).toEqual([]);
  });

  it('a declined card (OrderPaymentFailed) tells the guest with the processor’s reason, once', async () => {
    const { guestId, chefId } = await parties();
    const o = anOrder(guestId, chefId);
    const sent = await deliverTwice(Topics.orders, o.paymentFailed());
    await eventually(async () => (await noticesOf(guestId)).length === 1, 10_000);
    await settle(sent);
    expect(await noticesOf(guestId)).toEqual([
      {
        kind: 'ORDER_REJECTED',
        title: 'Your order could not be placed',
        body: `Your order #${o.short} could not be placed: Your card has insufficient funds.`,
        order_id: o.orderId,
      },
    ]);
    expect(await noticesOf(chefId)).toEqual([]);
  });

  it('a standing order’s week placed, sold out or declined tells the guest in the app and by e-mail, once each', async () => {
    const { guestId, email } = await parties();
    const standingOrderId = randomUUID();
    const startsAt = '2026-12-08T23:00:00.000Z';
    const ref = {
      standingOrderId,
      guestId,
      restaurantId: randomUUID(),
      restaurantName: 'Nonna Rosa',
      timeZone: 'America/Toronto',
      startsAt,
    };
    const placedOrder = randomUUID();
    const env = (type: string, payload: object) =>
      createEnvelope({ type, version: 1, aggregateId: standingOrderId, payload });
    const sent = await deliverTwice(
      Topics.orders,
      env(EventTypes.StandingOrderWeekPlaced, {
        ...ref,
        occurrenceId: randomUUID(),
        orderId: placedOrder,
      }),
      env(EventTypes.StandingOrderWeekMissed, {
        ...ref,
        occurrenceId: randomUUID(),
        reason: 'NO_STOCK',
        detail: null,
        orderId: null,
      }),
      env(EventTypes.StandingOrderWeekMissed, {
        ...ref,
        occurrenceId: randomUUID(),
        reason: 'CARD_DECLINED',
        detail: 'Your card has insufficient funds.',
        orderId: randomUUID(),
      }),
    );
    await eventually(
      async () => mailTo(email).length === 3 && (await noticesOf(guestId)).length === 3,
      10_000,
    );
    await settle(sent);
    const week = formatStandingWeek(new Date(startsAt), 'America/Toronto');
    const T = StandingOrderNotificationMessages;
    const notices = await noticesOf(guestId);
    expect(notices.map(({ kind, title, body }) => ({ kind, title, body }))).toEqual(
      [
        { kind: 'ORDER_WEEKLY_MISSED', ...T.missed('Nonna Rosa', week, 'NO_STOCK', null) },
        {
          kind: 'ORDER_WEEKLY_MISSED',
          ...T.missed('Nonna Rosa', week, 'CARD_DECLINED', 'Your card has insufficient funds.'),
        },
        { kind: 'ORDER_WEEKLY_PLACED', ...T.placed('Nonna Rosa', week, placedOrder) },
      ].sort((a, b) => a.kind.localeCompare(b.kind)),
    );
    expect(notices[0]!.body).toBe(
      `Your weekly order from Nonna Rosa for ${week} was not placed: the chef has no portions left for it. It stays on for next week.`,
    );
    expect(
      mailTo(email)
        .map((m) => m.subject)
        .sort(),
    ).toEqual([
      'Your weekly order is placed',
      'Your weekly order was not placed this week',
      'Your weekly order was not placed this week',
    ]);
  });

  it('a refund (PaymentRefunded) tells the guest the amount and the reason in the app and by e-mail, once', async () => {
    const { guestId, chefId, email } = await parties();
    const o = anOrder(guestId, chefId);
    const sent = await deliverTwice(Topics.orders, o.refunded(1250, 'Cold on arrival'));
    await eventually(
      async () => mailTo(email).length === 1 && (await noticesOf(guestId)).length === 1,
      10_000,
    );
    await settle(sent);
    const body = `We refunded $12.50 of your order #${o.short}: Cold on arrival. It reaches your card within 5 to 10 business days.`;
    expect(await noticesOf(guestId)).toEqual([
      { kind: 'ORDER_REFUNDED', title: 'Your order was refunded', body, order_id: o.orderId },
    ]);
    expect(mailTo(email)).toHaveLength(1);
    expect(mailTo(email)[0]!.subject).toBe('Your order was refunded');
  });

  it('a tip after completion (TipAdded) tells the chef the amount in the app, once, and nothing to the guest', async () => {
    const { guestId, chefId } = await parties();
    const o = anOrder(guestId, chefId);
    const sent = await deliverTwice(Topics.orders, o.tipped(500));
    await eventually(async () => (await noticesOf(chefId)).length === 1, 10_000);
    await settle(sent);
    expect(await noticesOf(chefId)).toEqual([
      {
        kind: 'ORDER_TIPPED',
        title: 'You got a tip',
        body: `The guest of order #${o.short} tipped you $5.00. All of it is yours.`,
        order_id: o.orderId,
      },
    ]);
    expect(await noticesOf(guestId)).toEqual([]);
  });

  it('the receipt (OrderReceiptIssued) reaches the guest by e-mail once: its HST line, total and a link to the receipt page', async () => {
    const { guestId, chefId, email } = await parties();
    const o = anOrder(guestId, chefId);
    const sent = await deliverTwice(Topics.orders, o.receiptIssued());
    await eventually(async () => mailTo(email).length === 1, 10_000);
    await settle(sent);
    expect(mailTo(email)).toHaveLength(1);
    const mail = mailTo(email)[0]!;
    expect(mail.subject).toBe(`Your Hearth receipt for order #${o.short}`);
    // Quoted-printable may fold long lines: read the message unfolded.
    const raw = mail.raw.replace(/=\r?\n/g, '');
    for (const words of ['HST 13 % (ON): $3.51', 'Total: $30.51', 'Visa ending in 4242'])
      expect(raw).toContain(words);
    expect(raw).toContain(`/user/orders/${o.orderId}/receipt`);
  });

  it('shows the chef and the guest, in the app and in the e-mail subjects, the contract texts word for word (libs/contracts OrderNotificationMessages)', async () => {
    const { guestId, chefId, email } = await parties();
    const [a, b, c, d] = [1, 2, 3, 4].map(() => anOrder(guestId, chefId)) as [
      ReturnType<typeof anOrder>,
      ReturnType<typeof anOrder>,
      ReturnType<typeof anOrder>,
      ReturnType<typeof anOrder>,
    ];
    const sent = await deliverTwice(
      Topics.orders,
      a.pending(),
      a.cancelled(),
      b.accepted(),
      b.completed(),
      c.declined('We ran out of saffron today'),
      d.rejected(),
      d.refunded(1250, 'Cold on arrival'),
    );
    await settle(sent);
    /** What `user` sees under Orders in their notifications, sorted by body. */
    const seenBy = async (userId: string, role: 'CHEF' | 'GUEST') => {
      const { token } = await issuer.token({ id: userId, role });
      const res = await gql<{ notifications: { items: Array<{ title: string; body: string }> } }>(
        url,
        PAGE,
        { limit: 20, filter: 'ORDERS' },
        token,
      );
      expect(res.errors).toBeUndefined();
      return res
        .data!.notifications.items.map(({ title, body }) => ({ title, body }))
        .sort((x, y) => x.body.localeCompare(y.body));
    };
    const sorted = (texts: Array<{ title: string; body: string }>) =>
      [...texts].sort((x, y) => x.body.localeCompare(y.body));
    const M = OrderNotificationMessages;
    expect(await seenBy(chefId, 'CHEF')).toEqual(
      sorted([
        M.pending({ orderId: a.orderId, portions: 3, totalCents: 4925, fulfilment: 'DELIVERY' }),
        M.cancelled(a.orderId),
      ]),
    );
    expect(await seenBy(guestId, 'GUEST')).toEqual(
      sorted([
        M.accepted(b.orderId),
        M.completed(b.orderId),
        M.declined(c.orderId, 'We ran out of saffron today'),
        M.rejected(d.orderId, rejectionMessage('OUT_OF_STOCK')),
        M.refunded(d.orderId, 1250, 'Cold on arrival'),
      ]),
    );
    // The e-mails (accepted, declined, refunded) carry the same titles as their subjects.
    expect(
      mailTo(email)
        .map((m) => m.subject)
        .sort(),
    ).toEqual(
      [
        M.accepted(b.orderId).title,
        M.declined(c.orderId, 'x').title,
        M.refunded(d.orderId, 1, null).title,
      ].sort(),
    );
    // Each e-mail names its order by the reference the guest's screens show (#D6E593A0), in its
    // text and HTML parts (quoted-printable soft line breaks undone).
    for (const [title, order] of [
      [M.accepted(b.orderId).title, b],
      [M.declined(c.orderId, 'x').title, c],
      [M.refunded(d.orderId, 1, null).title, d],
    ] as const) {
      const mail = mailTo(email).find((m) => m.subject === title)!;
      const raw = mail.raw.replace(/=\r?\n/g, '');
      expect(raw.split(orderReference(order.orderId)).length - 1).toBeGreaterThanOrEqual(2);
      expect(orderReference(order.orderId)).toBe(`#${order.short}`);
    }
  });

  it('ACCEPTED and DECLINED tell the guest in the app and by e-mail, once each', async () => {
    const { guestId, chefId, email } = await parties();
    const yes = anOrder(guestId, chefId);
    const no = anOrder(guestId, chefId);
    const sent = await deliverTwice(
      Topics.orders,
      yes.accepted(),
      no.declined('We ran out of saffron today'),
    );
    // Each e-mail is sent inside its inbox transaction, before the notification row commits.
    await eventually(
      async () => mailTo(email).length === 2 && (await noticesOf(guestId)).length === 2,
      10_000,
    );
    await settle(sent);
    expect(
      mailTo(email)
        .map((m) => m.subject)
        .sort(),
    ).toEqual(['Your order was accepted', 'Your order was declined']);
    const declinedMail = mailTo(email).find((m) => m.subject === 'Your order was declined')!;
    expect(declinedMail.raw).toMatch(/Hi Maya,/);
    expect(declinedMail.raw).toMatch(/We ran out of saffron today/);
    expect(await noticesOf(guestId)).toEqual([
      {
        kind: 'ORDER_ACCEPTED',
        title: 'Your order was accepted',
        body: `The chef accepted your order #${yes.short}. Track it in your Orders.`,
        order_id: yes.orderId,
      },
      {
        kind: 'ORDER_DECLINED',
        title: 'Your order was declined',
        body: `The chef declined your order #${no.short}: We ran out of saffron today`,
        order_id: no.orderId,
      },
    ]);
    expect(await noticesOf(chefId)).toEqual([]);
  });

  it('a guest who turned order e-mails off is told in the app only; order updates in the app cannot be turned off', async () => {
    const { guestId, chefId, email } = await parties();
    const { token } = await issuer.token({ id: guestId, role: 'GUEST' });
    const SET = `mutation($input: [NotificationPreferenceInput!]!) {
      setNotificationPreferences(input: $input) {
        __typename
        ... on NotificationPreferences { items { kind channel enabled mandatory } }
        ... on ValidationError { errors { field message } }
      } }`;
    type SetResult = {
      setNotificationPreferences: {
        __typename: string;
        items?: Array<{ kind: string; channel: string; enabled: boolean; mandatory: boolean }>;
        errors?: Array<{ field: string; message: string }>;
      };
    };
    const refused = await gql<SetResult>(
      `${svc.url}/graphql`,
      SET,
      { input: [{ kind: 'ORDER_UPDATES', channel: 'IN_APP', enabled: false }] },
      token,
    );
    expect(refused.data!.setNotificationPreferences).toEqual({
      __typename: 'ValidationError',
      errors: [
        {
          field: 'ORDER_UPDATES.IN_APP',
          message: NotificationPreferenceMessages.orderUpdatesInAppRequired,
        },
      ],
    });
    const saved = await gql<SetResult>(
      `${svc.url}/graphql`,
      SET,
      { input: [{ kind: 'ORDER_UPDATES', channel: 'EMAIL', enabled: false }] },
      token,
    );
    const items = saved.data!.setNotificationPreferences.items!;
    expect(items.filter((i) => i.kind === 'ORDER_UPDATES')).toEqual([
      { kind: 'ORDER_UPDATES', channel: 'IN_APP', enabled: true, mandatory: true },
      { kind: 'ORDER_UPDATES', channel: 'EMAIL', enabled: false, mandatory: false },
    ]);
    // Untouched switches keep their default: on.
    expect(items.filter((i) => i.kind !== 'ORDER_UPDATES').every((i) => i.enabled)).toBe(true);

    const o = anOrder(guestId, chefId);
    const sent = await deliverTwice(Topics.orders, o.accepted());
    await eventually(async () => (await noticesOf(guestId)).length === 1, 10_000);
    await settle(sent);
    expect((await noticesOf(guestId)).map((n) => n.kind)).toEqual(['ORDER_ACCEPTED']);
    expect(mailTo(email)).toEqual([]);
  });

  it('CANCELLED tells the chef; COMPLETED tells the guest; neither sends e-mail', async () => {
    const { guestId, chefId, email } = await parties();
    const cancelled = anOrder(guestId, chefId);
    const completed = anOrder(guestId, chefId);
    const sent = await deliverTwice(Topics.orders, cancelled.cancelled(), completed.completed());
    await eventually(
      async () => (await noticesOf(chefId)).length === 1 && (await noticesOf(guestId)).length === 1,
      10_000,
    );
    await settle(sent);
    expect(await noticesOf(chefId)).toEqual([
      expect.objectContaining({
        kind: 'ORDER_CANCELLED',
        body: `The guest cancelled order #${cancelled.short}. Its portions are back in stock.`,
      }),
    ]);
    expect(await noticesOf(guestId)).toEqual([
      expect.objectContaining({
        kind: 'ORDER_COMPLETED',
        body: expect.stringContaining('Review Your Order'),
      }),
    ]);
    expect(mailTo(email)).toEqual([]);
  });

  it('filters All Notification / Orders / Offers / Read / Unread and pages each', async () => {
    const { id, token } = await issuer.token();
    for (const [i, kind] of [
      'WELCOME',
      'ORDER_ACCEPTED',
      'ORDER_DECLINED',
      'OFFER_SPRING',
    ].entries()) {
      const category = kind.startsWith('ORDER_')
        ? 'ORDERS'
        : kind.startsWith('OFFER_')
          ? 'OFFERS'
          : 'ACCOUNT';
      await query(
        db,
        `INSERT INTO notifications.notifications (id, user_id, kind, category, title, body, is_seen, created_at)
         VALUES (gen_random_uuid(), $1, $2, $3, $2, 'b', $4, now() - ($5 || ' seconds')::interval)`,
        [id, kind, category, kind === 'ORDER_DECLINED', String(i)],
      );
    }
    const titles = async (filter: string, limit = 10, cursor: string | null = null) => {
      const res = await gql<{
        notifications: { items: Array<{ title: string }>; nextCursor: string | null };
      }>(url, PAGE, { limit, cursor, filter }, token);
      expect(res.errors).toBeUndefined();
      return res.data!.notifications;
    };
    const names = async (filter: string) => (await titles(filter)).items.map((n) => n.title);
    expect(await names('ALL')).toEqual([
      'WELCOME',
      'ORDER_ACCEPTED',
      'ORDER_DECLINED',
      'OFFER_SPRING',
    ]);
    expect(await names('ORDERS')).toEqual(['ORDER_ACCEPTED', 'ORDER_DECLINED']);
    expect(await names('OFFERS')).toEqual(['OFFER_SPRING']);
    expect(await names('READ')).toEqual(['ORDER_DECLINED']);
    expect(await names('UNREAD')).toEqual(['WELCOME', 'ORDER_ACCEPTED', 'OFFER_SPRING']);
    const page1 = await titles('UNREAD', 2);
    const page2 = await titles('UNREAD', 2, page1.nextCursor);
    expect([...page1.items, ...page2.items].map((n) => n.title)).toEqual([
      'WELCOME',
      'ORDER_ACCEPTED',
      'OFFER_SPRING',
    ]);
    expect(page2.nextCursor).toBeNull();
  });
});
