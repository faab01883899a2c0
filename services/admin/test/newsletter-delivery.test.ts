/**
 * Post Newsletter's delivery against real PostgreSQL and a real SMTP server (smtp-server on
 * 127.0.0.1): 1,000 seeded subscribers, a test e-mail to the admin, then the newsletter, whose
 * sender is stopped mid-run and resumed by two fresh replicas — every address gets exactly one
 * message, at the configured rate, with a working one-click unsubscribe (RFC 8058); a passing SMTP
 * refusal is retried, a permanent one fails with its reason, a crash-orphaned send is never
 * repeated, and an unsubscribed address gets nothing the next time.
 */
import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { EventTypes, InProcessEventBus, Topics, createEnvelope } from '@hearth/events';
import { startSubgraph, type RunningSubgraph } from '@hearth/nest-common';
import { adminSubgraph } from '../src/subgraph.js';
import { LEASE_EXPIRED_REASON } from '../src/newsletter-posts/newsletter-queue.js';
import { eventually, freshDatabase, gql, query } from '../../../test/support/db.js';
import { createTestIssuer, type TestIssuer } from '../../../test/support/tokens.js';
import { startSmtpCapture, type SmtpCapture } from '../../notifications/test/smtp-capture.js';

const SUBSCRIBERS = 1000;
const RATE = 500;
const WEB_URL = 'https://hearth.example.com';
const ADMIN_EMAIL = 'ada.admin@example.com';
/** Refused twice with 451, then accepted. */
const FLAKY = 'subscriber-0007@example.com';
/** Always refused with 550. */
const GONE = 'subscriber-0013@example.com';

type Newsletter = {
  id: string;
  status: string;
  recipientCount: number;
  sentCount: number;
  failedCount: number;
  waitingCount: number;
  retriedCount: number;
};
const NEWSLETTER_FIELDS = `id status recipientCount sentCount failedCount waitingCount retriedCount`;
const SEND = `mutation($input: SendNewsletterInput!) { sendNewsletter(input: $input) {
  __typename ... on Newsletter { ${NEWSLETTER_FIELDS} }
  ... on ValidationError { errors { field message } } ... on ServerError { message } } }`;
const SEND_TEST = `mutation($input: NewsletterContentInput!) { sendNewsletterTest(input: $input) {
  __typename ... on NewsletterTestSent { to } ... on ValidationError { errors { field message } }
  ... on ServerError { message } } }`;
const PROGRESS = `query($id: ID!) { newsletter(id: $id) { ${NEWSLETTER_FIELDS} } }`;
const RECIPIENTS = `query($id: ID!, $status: NewsletterRecipientStatus) { newsletter(id: $id) {
  recipients(status: $status, pageSize: 100) { totalCount items { email status attempts lastError } } } }`;
const PAST = `{ newsletters { id subject recipientCount sentCount failedCount status } }`;
const AUDIENCES = `{ newsletterAudiences { audience recipientCount } }`;
const SUBSCRIPTIONS = `query($search: String) { newsletterSubscriptions(search: $search) { totalCount } }`;

const address = (i: number) => `subscriber-${String(i).padStart(4, '0')}@example.com`;
/** A header of a raw message, unfolded. */
const header = (raw: string, name: string) => {
  const head = raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  return new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1]?.trim() ?? null;
};

/** The HTML part of a raw message, quoted-printable decoded. */
const htmlPart = (raw: string) => {
  const part = raw
    .split(/Content-Type: text\/html[^\n]*\n/i)[1]!
    .split(/\r?\n\r?\n/)
    .slice(1)
    .join('\n\n');
  return part
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
};

describe('admin: newsletter delivery (real PostgreSQL and SMTP)', () => {
  let db: string;
  let smtp: SmtpCapture;
  let issuer: TestIssuer;
  let admin: string;
  /** The replicas running now, each with its own in-process bus (one consumer group per bus). */
  const running: Array<RunningSubgraph & { bus: InProcessEventBus }> = [];
  const env = {
    NEWSLETTER_RATE_PER_SECOND: String(RATE),
    NEWSLETTER_RETRY_BASE_SECONDS: '0.05',
    WEB_URL,
    MAIL_FROM: 'Hearth <news@hearth.test>',
  };
  const saved: Record<string, string | undefined> = {};

  const start = async () => {
    const bus = new InProcessEventBus({
      retry: { maxAttempts: 2, initialBackoffMs: 10, maxBackoffMs: 10 },
    });
    const svc = await startSubgraph(
      { ...adminSubgraph(), tokenKeys: issuer.keys },
      { config: { databaseUrl: db, port: 0, logLevel: 'silent' }, bus },
    );
    running.push({ ...svc, bus });
    return svc;
  };
  const stop = async (svc: (typeof running)[number]) => {
    await svc.close();
    await svc.bus.stop();
    running.splice(running.indexOf(svc), 1);
  };
  const api = async <T>(doc: string, variables: Record<string, unknown> = {}) => {
    const res = await gql<T>(`${running[0]!.url}/graphql`, doc, variables, admin);
    expect(res.errors).toBeUndefined();
    return res.data!;
  };
  const progress = async (id: string) =>
    (await api<{ newsletter: Newsletter }>(PROGRESS, { id })).newsletter;
  const send = async (input: Record<string, unknown>) =>
    (await api<{ sendNewsletter: Newsletter & { __typename: string } }>(SEND, { input }))
      .sendNewsletter;
  const messagesTo = (email: string, subject?: string) =>
    smtp.messages.filter((m) => m.to.includes(email) && (!subject || m.subject === subject));

  beforeAll(async () => {
    smtp = await startSmtpCapture({
      refuse: (to, offered) =>
        to === FLAKY && offered <= 2
          ? [451, 'Greylisted, try again later']
          : to === GONE
            ? [550, 'No such mailbox here']
            : null,
    });
    for (const [k, v] of Object.entries({ ...env, SMTP_URL: smtp.url })) {
      saved[k] = process.env[k];
      process.env[k] = v;
    }
    db = await freshDatabase(`hearth_test_admin_newsletter_${process.env.JEST_WORKER_ID ?? '1'}`);
    issuer = await createTestIssuer();
    admin = (await issuer.token({ role: 'ADMIN', email: ADMIN_EMAIL })).token;
    await start();
    // 1,000 subscribers, written as the public form writes them (normalised e-mails).
    await query(
      db,
      `INSERT INTO admin.newsletter_subscriptions (id, email, role)
       SELECT gen_random_uuid(), 'subscriber-' || lpad(i::text, 4, '0') || '@example.com', 'CHEF'
         FROM generate_series(1, $1) i`,
      [SUBSCRIBERS],
    );
  });
  afterAll(async () => {
    for (const svc of [...running]) await stop(svc);
    await smtp?.close();
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  });

  it('sends a test to the signed-in admin only, with the rendered Markdown and unsubscribe headers', async () => {
    const before = smtp.messages.length;
    const { sendNewsletterTest } = await api<{
      sendNewsletterTest: { __typename: string; to: string };
    }>(SEND_TEST, {
      input: { subject: 'Spring menus', body: '# Hello\n\n**New** chefs. <script>x</script>' },
    });
    expect(sendNewsletterTest).toEqual({ __typename: 'NewsletterTestSent', to: ADMIN_EMAIL });
    const mail = await eventually(async () => smtp.messages[before]);
    expect(smtp.messages).toHaveLength(before + 1);
    expect(mail.to).toEqual([ADMIN_EMAIL]);
    expect(mail.subject).toBe('[Test] Spring menus');
    const html = htmlPart(mail.raw);
    expect(html).toContain('<h1>Hello</h1>');
    expect(html).toContain('<strong>New</strong> chefs. &lt;script&gt;x&lt;/script&gt;');
    expect(html).not.toContain('<script>');
    expect(header(mail.raw, 'List-Unsubscribe')).toMatch(
      new RegExp(`^<${WEB_URL}/newsletter/unsubscribe\\?token=[\\w.-]+>$`),
    );
    expect(header(mail.raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');

    const refused = await api<{ sendNewsletterTest: { errors: unknown } }>(SEND_TEST, {
      input: { subject: ' ', body: '' },
    });
    expect(refused.sendNewsletterTest.errors).toEqual([
      { field: 'subject', message: 'Enter a subject.' },
      { field: 'body', message: 'Write the newsletter.' },
    ]);
  });

  it('delivers exactly one message per address at the rate, across a stop and two resumed replicas', async () => {
    const id = randomUUID();
    const subject = 'Hearth opens in Toronto';
    const queued = await send({
      id,
      subject,
      body: 'Dear friends,\n\n- pasta\n- soup',
      audience: 'NEWSLETTER_SUBSCRIBERS',
    });
    expect(queued).toMatchObject({
      __typename: 'Newsletter',
      status: 'SENDING',
      recipientCount: SUBSCRIBERS,
    });
    // The same id again (a double click): the same newsletter, nothing queued twice.
    expect(await send({ id, subject, body: 'changed', audience: 'GUESTS' })).toMatchObject({
      id,
      recipientCount: SUBSCRIBERS,
    });

    // Stop the only sender mid-run (graceful: the e-mails in flight finish and are recorded).
    await eventually(async () => (await progress(id)).sentCount >= 250, 20_000);
    await stop(running[0]!);
    const [{ sent, sending }] = await query<{ sent: number; sending: number }>(
      db,
      `SELECT count(*) FILTER (WHERE status = 'SENT')::int AS sent,
              count(*) FILTER (WHERE status = 'SENDING')::int AS sending
         FROM admin.newsletter_recipients WHERE newsletter_id = $1`,
      [id],
    );
    expect(sent).toBeLessThan(SUBSCRIBERS - 100);
    expect(sending).toBe(0);
    expect(smtp.messages.filter((m) => m.subject === subject)).toHaveLength(sent);

    // Two replicas resume from the rows not yet sent.
    await Promise.all([start(), start()]);
    const done = await eventually(async () => {
      const p = await progress(id);
      return p.status === 'SENT' ? p : null;
    }, 30_000);
    expect(done).toMatchObject({
      recipientCount: SUBSCRIBERS,
      sentCount: SUBSCRIBERS - 1,
      failedCount: 1,
      waitingCount: 0,
      retriedCount: 1,
    });

    const mails = smtp.messages.filter((m) => m.subject === subject);
    const perAddress = new Map<string, number>();
    for (const m of mails) for (const to of m.to) perAddress.set(to, (perAddress.get(to) ?? 0) + 1);
    expect(perAddress.size).toBe(SUBSCRIBERS - 1);
    expect([...perAddress.values()].every((n) => n === 1)).toBe(true);
    expect(perAddress.has(GONE)).toBe(false);
    expect(new Set(mails.map((m) => header(m.raw, 'Message-ID'))).size).toBe(mails.length);

    // Never more than the rate in any one second (a batch in flight at a window's edge aside).
    const times = mails.map((m) => m.receivedAt).sort((a, b) => a - b);
    let busiest = 0;
    for (let i = 0, j = 0; i < times.length; i++) {
      while (times[i]! - times[j]! >= 1000) j++;
      busiest = Math.max(busiest, i - j + 1);
    }
    expect(busiest).toBeLessThanOrEqual(RATE + 20);

    const failed = await api<{
      newsletter: { recipients: { totalCount: number; items: Array<Record<string, unknown>> } };
    }>(RECIPIENTS, { id, status: 'FAILED' });
    expect(failed.newsletter.recipients.totalCount).toBe(1);
    expect(failed.newsletter.recipients.items[0]).toMatchObject({
      email: GONE,
      status: 'FAILED',
      attempts: 1,
    });
    expect(failed.newsletter.recipients.items[0]!.lastError).toContain('No such mailbox here');
    const flaky = await query<{ status: string; attempts: number }>(
      db,
      `SELECT status, attempts FROM admin.newsletter_recipients WHERE newsletter_id = $1 AND email = $2`,
      [id, FLAKY],
    );
    expect(flaky).toEqual([{ status: 'SENT', attempts: 3 }]);

    const { newsletters } = await api<{ newsletters: Array<Record<string, unknown>> }>(PAST);
    expect(newsletters[0]).toMatchObject({
      id,
      subject,
      recipientCount: SUBSCRIBERS,
      sentCount: SUBSCRIBERS - 1,
      failedCount: 1,
      status: 'SENT',
    });
  }, 60_000);

  it('never sends again an e-mail whose sender died mid-send (at most once)', async () => {
    // What a sender killed between claiming and recording leaves: a row SENDING past its lease.
    const id = randomUUID();
    await query(
      db,
      `WITH n AS (INSERT INTO admin.newsletters (id, subject, body, audience, status, recipient_count, sent_by, sent_by_email)
         VALUES ($1, 'Orphaned', 'Body', 'GUESTS', 'SENDING', 1, $1, 'a@example.com') RETURNING id)
       INSERT INTO admin.newsletter_recipients (id, newsletter_id, email, status, attempts, claimed_at, lease_until)
       SELECT gen_random_uuid(), id, 'orphan@example.com', 'SENDING', 1, now() - interval '10 minutes', now() - interval '1 minute' FROM n`,
      [id],
    );
    const p = await eventually(async () => {
      const n = await progress(id);
      return n.status === 'SENT' ? n : null;
    });
    expect(p).toMatchObject({ sentCount: 0, failedCount: 1 });
    const [row] = await query<{ status: string; last_error: string }>(
      db,
      `SELECT status, last_error FROM admin.newsletter_recipients WHERE newsletter_id = $1`,
      [id],
    );
    expect(row).toEqual({ status: 'FAILED', last_error: LEASE_EXPIRED_REASON });
    expect(messagesTo('orphan@example.com')).toHaveLength(0);
  });

  it('unsubscribes in one click (RFC 8058 POST); the list and the next newsletter honour it', async () => {
    const victim = address(42);
    const mail = messagesTo(victim, 'Hearth opens in Toronto')[0]!;
    const link = /^<(.+)>$/.exec(header(mail.raw, 'List-Unsubscribe')!)![1]!;
    expect(link.startsWith(`${WEB_URL}/newsletter/unsubscribe?token=`)).toBe(true);
    const target = link.replace(WEB_URL, running[0]!.url);
    const post = (url: string) =>
      fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
    expect((await post(target)).status).toBe(200);
    expect((await post(target)).status).toBe(200); // again: nothing more happens
    expect((await post(target.replace(/token=.*/, 'token=forged.token.value'))).status).toBe(400);

    const subs = await api<{ newsletterSubscriptions: { totalCount: number } }>(SUBSCRIPTIONS, {
      search: victim,
    });
    expect(subs.newsletterSubscriptions.totalCount).toBe(0);
    const { newsletterAudiences } = await api<{
      newsletterAudiences: Array<{ audience: string; recipientCount: number }>;
    }>(AUDIENCES);
    expect(
      newsletterAudiences.find((a) => a.audience === 'NEWSLETTER_SUBSCRIBERS')!.recipientCount,
    ).toBe(SUBSCRIBERS - 1);

    const id = randomUUID();
    const subject = 'Second newsletter';
    expect(
      await send({ id, subject, body: 'More news', audience: 'NEWSLETTER_SUBSCRIBERS' }),
    ).toMatchObject({ recipientCount: SUBSCRIBERS - 1 });
    await eventually(async () => (await progress(id)).status === 'SENT', 30_000);
    expect(messagesTo(victim, subject)).toHaveLength(0);
    expect(messagesTo(address(43), subject)).toHaveLength(1);
  }, 40_000);

  it('reaches guest accounts from users’ registrations, and refuses an audience nobody is in', async () => {
    await running[0]!.bus.publish(Topics.users, [
      createEnvelope({
        type: EventTypes.UserRegistered,
        version: 1,
        aggregateId: randomUUID(),
        payload: {
          userId: randomUUID(),
          email: 'gus@example.com',
          firstName: 'Gus',
          lastName: 'Guest',
          role: 'Guest',
          status: 'ACTIVE',
        },
      }),
    ]);
    await eventually(async () => {
      const { newsletterAudiences } = await api<{
        newsletterAudiences: Array<{ audience: string; recipientCount: number }>;
      }>(AUDIENCES);
      return newsletterAudiences.find((a) => a.audience === 'GUESTS')!.recipientCount === 1;
    });
    const empty = await send({
      id: randomUUID(),
      subject: 'Hi',
      body: 'Hello',
      audience: 'ACTIVE_CHEFS',
    });
    expect(empty).toMatchObject({
      __typename: 'ValidationError',
      errors: [
        { field: 'audience', message: 'Nobody in this audience can get the newsletter yet.' },
      ],
    });
    const [{ n }] = await query<{ n: number }>(
      db,
      `SELECT count(*)::int AS n FROM admin.newsletters WHERE subject = 'Hi'`,
    );
    expect(n).toBe(0);
  });
});
