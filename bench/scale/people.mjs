/**
 * The people side at N× the demo (issue 26): the admin and notifications schemas, loaded straight
 * into their tables (server-side `INSERT … SELECT generate_series`, no API), and what admins,
 * guests and chefs do with them through the gateway.
 *
 * Loads (at 100×; everything scales with N):
 * - admin: the chefs' verification rows (`chef_applications`: every bench chef ACTIVE, plus 24·N
 *   applicants — PENDING, REJECTED or not yet submitted), 1,000·N guest waitlist, 200·N chef
 *   waitlist (half Beta, half Founder; a Founder row per tenth bench chef), 1,000·N newsletter
 *   subscriptions (1 % unsubscribed), `guest_accounts` (the projection of every bench guest),
 *   and N + 4 past newsletters (SENT; the newest with a recipient row per subscriber).
 * - notifications: the projections of users (`user_contacts`: guests and chefs), restaurants
 *   (`messaging_restaurants`) and orders (`messaging_orders`: bench.orders when the orders module
 *   wrote it, else 10 orders per guest spread over the bench chefs); notifications (20 per guest
 *   — about a quarter unseen — and 200 per chef); conversations (0–3 per guest: order threads and
 *   questions, 4 messages each; about 125 per chef) and help reports (one order in a hundred,
 *   a fifth still OPEN).
 *
 * Guests, chefs and the admin log in as the orders module made them (ctx.guests, ctx.chefPassword,
 * ctx.admin); without them only the load runs and the scenarios are skipped.
 *
 * `measures()`: a newsletter to every subscriber (100,000 at 100×) — how long queueing takes, then
 * the sender at its bounded rate (NEWSLETTER_RATE_PER_SECOND, 10 by default) for
 * `BENCH_NEWSLETTER_SECONDS` (default 30) with this process's RSS before and after; the rest of
 * the queue is then marked FAILED ('bench: stopped') so it does not run under the next scale.
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { operation } from './lib/documents.mjs';
import { graphql } from './lib/graphql.mjs';

/** Guests used when the orders module did not make any (no logins then). */
const FALLBACK_GUESTS_PER_N = 1000;

/** Guests, chefs and the admin as the orders module left them in ctx (or a fallback, no logins). */
async function people(client, n, ctx) {
  if (!ctx.guests) {
    await client.query(`DROP TABLE IF EXISTS bench.people_guests`);
    await client.query(
      `CREATE TABLE bench.people_guests AS
       SELECT i, gen_random_uuid() AS id, 'guest' || i || '@bench.hearth.test' AS email
         FROM generate_series(1, $1::int) i`,
      [FALLBACK_GUESTS_PER_N * n],
    );
    return { guests: 'bench.people_guests', logins: false };
  }
  return { guests: ctx.guests.table ?? 'bench.guests', logins: true };
}

/** The SQL of the bench chefs' e-mail (bench.chefs.user_email when the orders module set it). */
async function chefEmailSql(client) {
  const { rows } = await client.query(
    `SELECT 1 FROM information_schema.columns
      WHERE table_schema = 'bench' AND table_name = 'chefs' AND column_name = 'user_email'`,
  );
  return rows.length ? 'c.user_email' : `'chef' || c.seq || '@bench.hearth.test'`;
}

/** Fills the admin schema (see the module's docstring). */
async function loadAdmin(client, n, guests, chefEmail) {
  await client.query(`TRUNCATE admin.chef_applications, admin.chef_waitlist, admin.guest_waitlist,
    admin.newsletter_subscriptions, admin.newsletter_recipients, admin.newsletters,
    admin.newsletter_unsubscribes, admin.guest_accounts`);
  await client.query(`INSERT INTO admin.chef_applications (id, email, first_name, last_name, status,
      created_at, submitted_at)
    SELECT c.owner, ${chefEmail}, c.first_name, c.last_name, 'ACTIVE',
      now() - (400 - c.seq % 300) * interval '1 day', now() - (390 - c.seq % 300) * interval '1 day'
      FROM bench.chefs c`);
  // Applicants: a third PENDING (the queue), a third REJECTED, a third INITIAL (never submitted).
  await client.query(
    `INSERT INTO admin.chef_applications (id, email, first_name, last_name, status, created_at,
       submitted_at, rejection_reason)
     SELECT gen_random_uuid(), 'applicant' || i || '@bench.hearth.test',
       (ARRAY['Amara','Bao','Chiara','Dev','Elif','Farid','Grace','Hiro'])[1 + i % 8],
       (ARRAY['Okafor','Tran','Rossi','Patel','Yilmaz','Haddad','Kim','Sato','Silva'])[1 + i % 9]
         || CASE WHEN i > 9 THEN ' ' || i ELSE '' END,
       (ARRAY['PENDING','REJECTED','INITIAL'])[1 + i % 3],
       now() - (i % 200) * interval '1 day' - i * interval '1 second',
       CASE WHEN i % 3 <> 2 THEN now() - (i % 200) * interval '1 day' + interval '1 hour' END,
       CASE WHEN i % 3 = 1 THEN 'The food handler certificate is missing.' END
       FROM generate_series(1, $1::int) i`,
    [24 * n],
  );
  const person = (prefix) => `
       (ARRAY['Ava','Liam','Noor','Mateo','Yuki','Zara','Omar','Lena','Ravi','Sofia'])[1 + i % 10],
       (ARRAY['Nguyen','Smith','Singh','Garcia','Chen','Martin','Ali','Brown','Kowalski','Roy',
              'Tremblay','Wong'])[1 + (i / 10) % 12],
       '${prefix}' || i || '@bench.hearth.test'`;
  await client.query(
    `INSERT INTO admin.guest_waitlist (id, first_name, last_name, email, phone, postal_code,
       created_at)
     SELECT gen_random_uuid(), ${person('waiting')}, CASE WHEN i % 2 = 0 THEN '416555' || lpad((i % 10000)::text, 4, '0') END,
       (ARRAY['M5H 2N2','M6G 1B4','M4M 1H5','M5T 1R9','M6J 1J5'])[1 + i % 5],
       now() - i * interval '37 seconds'
       FROM generate_series(1, $1::int) i`,
    [1000 * n],
  );
  await client.query(
    `INSERT INTO admin.chef_waitlist (id, first_name, last_name, email, phone, postal_code,
       chef_type, created_at)
     SELECT gen_random_uuid(), ${person('cook')}, NULL, 'M5H 2N2',
       CASE WHEN i % 2 = 0 THEN 'BETA' ELSE 'FOUNDER' END, now() - i * interval '3 minutes'
       FROM generate_series(1, $1::int) i`,
    [200 * n],
  );
  // Every tenth bench chef was a Founder on the waitlist (the All Chefs founder flag).
  await client.query(`INSERT INTO admin.chef_waitlist (id, first_name, last_name, email,
      postal_code, chef_type, created_at)
    SELECT gen_random_uuid(), c.first_name, c.last_name, lower(${chefEmail}), 'M5H 2N2', 'FOUNDER',
      now() - interval '500 days' FROM bench.chefs c WHERE c.seq % 10 = 1`);
  await client.query(
    `INSERT INTO admin.newsletter_subscriptions (id, email, role, created_at)
     SELECT gen_random_uuid(), 'reader' || i || '@bench.hearth.test',
       CASE WHEN i % 5 = 0 THEN 'CHEF' ELSE 'GUEST' END, now() - i * interval '41 seconds'
       FROM generate_series(1, $1::int) i`,
    [1000 * n],
  );
  await client.query(`INSERT INTO admin.newsletter_unsubscribes (email, unsubscribed_at)
    SELECT email, now() - interval '1 day' FROM admin.newsletter_subscriptions
     WHERE right(email, 22) LIKE '00@bench.hearth.test'`);
  await client.query(`INSERT INTO admin.guest_accounts (id, email, created_at)
    SELECT id, email, now() - i * interval '1 minute' FROM ${guests}`);
  // Past newsletters; the newest went to every subscriber then.
  await client.query(
    `INSERT INTO admin.newsletters (id, subject, body, audience, status, recipient_count,
       sent_by, sent_by_email, created_at, finished_at)
     SELECT gen_random_uuid(), 'Hearth news #' || i, 'What is cooking this month.',
       'NEWSLETTER_SUBSCRIBERS', 'SENT', 0, gen_random_uuid(), 'admin@bench.hearth.test',
       now() - i * interval '7 days', now() - i * interval '7 days' + interval '3 hours'
       FROM generate_series(1, $1::int) i`,
    [n + 4],
  );
  await client.query(`WITH newest AS (SELECT id FROM admin.newsletters ORDER BY created_at DESC LIMIT 1),
    added AS (INSERT INTO admin.newsletter_recipients (id, newsletter_id, email, status, attempts,
        next_attempt_at, claimed_at, sent_at)
      SELECT gen_random_uuid(), newest.id, s.email, 'SENT', 1, now() - interval '7 days',
        now() - interval '7 days', now() - interval '7 days'
        FROM newest, admin.newsletter_subscriptions s RETURNING newsletter_id)
    UPDATE admin.newsletters SET recipient_count = (SELECT count(*) FROM added)
     WHERE id = (SELECT id FROM newest)`);
  // Their final counts, as the sender writes them when it marks a newsletter SENT.
  await client.query(`UPDATE admin.newsletters SET sent_count = recipient_count, failed_count = 0,
    retried_count = 0`);
  await client.query(`ANALYZE admin.chef_applications, admin.chef_waitlist, admin.guest_waitlist,
    admin.newsletter_subscriptions, admin.newsletter_recipients, admin.newsletters,
    admin.newsletter_unsubscribes, admin.guest_accounts`);
}

/** The orders the notifications schema knows: bench.orders (orders module) or its own. */
async function ordersSource(client, guests) {
  const { rows } = await client.query(`SELECT to_regclass('bench.orders') IS NOT NULL AS ok`);
  if (rows[0].ok)
    return `SELECT id AS order_id, guest_id, chef_id, restaurant_id, COALESCE(total, 0) AS total_cents,
        created_at AS placed_at FROM bench.orders`;
  // Ten orders per guest, each at a bench chef, over the last year.
  return `SELECT gen_random_uuid() AS order_id, g.id AS guest_id, c.owner AS chef_id,
      c.id AS restaurant_id, 1500 + (g.i * 7 + j * 13) % 6000 AS total_cents,
      now() - ((g.i * 31 + j * 37) % 365) * interval '1 day' - (g.i % 600) * interval '1 minute' AS placed_at
    FROM ${guests} g CROSS JOIN generate_series(1, 10) j
    JOIN bench.chefs c ON c.seq = 1 + (g.i * 10 + j) % (SELECT count(*) FROM bench.chefs)`;
}

/** Fills the notifications schema (see the module's docstring). */
async function loadNotifications(client, guests, chefEmail) {
  await client.query(`TRUNCATE notifications.notifications, notifications.messages,
    notifications.conversations, notifications.help_reports, notifications.messaging_orders,
    notifications.messaging_restaurants, notifications.user_contacts`);
  await client.query(`INSERT INTO notifications.user_contacts (user_id, email, first_name)
    SELECT id, email, 'Guest' FROM ${guests}
    UNION ALL SELECT c.owner, ${chefEmail}, c.first_name FROM bench.chefs c`);
  await client.query(`INSERT INTO notifications.messaging_restaurants (restaurant_id, owner_user_id, name)
    SELECT id, owner, name || CASE WHEN k = 1 THEN '' ELSE ' #' || k END FROM bench.chefs`);
  await client.query(`INSERT INTO notifications.messaging_orders (order_id, guest_id, chef_id,
      restaurant_id, total_cents, placed_at)
    ${await ordersSource(client, guests)}`);
  await client.query(`ANALYZE notifications.messaging_orders`);
  // 20 notifications per guest (5 account, 15 about their orders); the older ones seen.
  await client.query(`INSERT INTO notifications.notifications (id, user_id, kind, category,
      order_id, title, body, link, is_seen, created_at)
    SELECT gen_random_uuid(), g.id,
      CASE WHEN j <= 5 THEN 'WELCOME' ELSE (ARRAY['ORDER_ACCEPTED','ORDER_COMPLETED','ORDER_PENDING'])[1 + j % 3] END,
      CASE WHEN j <= 5 THEN 'ACCOUNT' ELSE 'ORDERS' END, NULL,
      'Your order update ' || j, 'Something happened with your order.', NULL, j < 16,
      date_trunc('milliseconds', now() - (20 - j) * interval '2 days' - g.i * interval '1 second')
      FROM ${guests} g, generate_series(1, 20) j`);
  // 200 per chef (new orders, messages), the latest 10 unseen.
  await client.query(`INSERT INTO notifications.notifications (id, user_id, kind, category,
      title, body, is_seen, created_at)
    SELECT gen_random_uuid(), c.owner,
      CASE WHEN j % 4 = 0 THEN 'MESSAGE' ELSE 'ORDER_PENDING' END,
      CASE WHEN j % 4 = 0 THEN 'ACCOUNT' ELSE 'ORDERS' END,
      'New order ' || j, 'A guest placed an order.', j <= 190,
      date_trunc('milliseconds', now() - (200 - j) * interval '1 day' - c.seq * interval '1 second')
      FROM bench.chefs c, generate_series(1, 200) j`);
  // Conversations: guest i has i % 4 of them, order threads on their latest orders.
  await client.query(`INSERT INTO notifications.conversations (id, kind, order_id, restaurant_id,
      guest_id, chef_id, created_at, last_message_at, guest_read_at, chef_read_at)
    SELECT gen_random_uuid(), 'ORDER', o.order_id, o.restaurant_id, o.guest_id, o.chef_id,
      o.placed_at, o.placed_at + interval '3 hours',
      o.placed_at + CASE WHEN o.rn = 1 THEN interval '1 hour' ELSE interval '4 hours' END,
      o.placed_at + CASE WHEN o.rn % 2 = 0 THEN interval '1 hour' ELSE interval '4 hours' END
      FROM (SELECT m.*, g.i, row_number() OVER (PARTITION BY m.guest_id ORDER BY m.placed_at DESC) AS rn
              FROM notifications.messaging_orders m JOIN ${guests} g ON g.id = m.guest_id) o
     WHERE o.rn <= o.i % 4`);
  // Four messages each: guest, chef, guest, chef, an hour apart.
  await client.query(`INSERT INTO notifications.messages (id, conversation_id, sender_id, body, created_at)
    SELECT gen_random_uuid(), c.id, CASE WHEN j % 2 = 1 THEN c.guest_id ELSE c.chef_id END,
      'Message ' || j || ': is it possible to have it less spicy?', c.created_at + (j - 1) * interval '1 hour'
      FROM notifications.conversations c, generate_series(1, 4) j`);
  // Help reports: one order in a hundred; a fifth still OPEN.
  await client.query(`INSERT INTO notifications.help_reports (id, order_id, guest_id, reason,
      description, status, answer, answered_at, created_at)
    SELECT gen_random_uuid(), o.order_id, o.guest_id, 'MISSING_ITEMS',
      'The second portion was missing from the bag.',
      CASE WHEN x % 5 = 0 THEN 'OPEN' ELSE 'ANSWERED' END,
      CASE WHEN x % 5 = 0 THEN NULL ELSE 'We refunded the missing portion.' END,
      CASE WHEN x % 5 = 0 THEN NULL ELSE o.placed_at + interval '2 days' END,
      o.placed_at + interval '1 day'
      FROM (SELECT m.*, abs(hashtext(m.order_id::text)) AS x FROM notifications.messaging_orders m) o
     WHERE o.x % 100 = 7`);
  await client.query(`ANALYZE notifications.notifications, notifications.conversations,
    notifications.messages, notifications.help_reports, notifications.messaging_restaurants,
    notifications.user_contacts`);
}

/** Bearer headers of `email`. */
async function as(ctx, email, password) {
  return { authorization: `Bearer ${await ctx.token(email, password)}` };
}

export default {
  name: 'people',

  async load({ pg: client, n, ctx }) {
    const who = await people(client, n, ctx);
    const chefEmail = await chefEmailSql(client);
    await loadAdmin(client, n, who.guests, chefEmail);
    await loadNotifications(client, who.guests, chefEmail);
    ctx.people = { logins: who.logins, guests: who.guests };
    const { rows } = await client.query(`SELECT
      (SELECT count(*) FROM admin.chef_applications)::int AS "chefApplications",
      (SELECT count(*) FROM admin.guest_waitlist)::int AS "guestWaitlist",
      (SELECT count(*) FROM admin.chef_waitlist)::int AS "chefWaitlist",
      (SELECT count(*) FROM admin.newsletter_subscriptions)::int AS subscribers,
      (SELECT count(*) FROM notifications.notifications)::int AS notifications,
      (SELECT count(*) FROM notifications.messaging_orders)::int AS "messagingOrders",
      (SELECT count(*) FROM notifications.conversations)::int AS conversations,
      (SELECT count(*) FROM notifications.messages)::int AS messages,
      (SELECT count(*) FROM notifications.help_reports)::int AS "helpReports"`);
    return rows[0];
  },

  async scenarios({ ctx, pg: client }) {
    if (!ctx.people?.logins || !ctx.admin) {
      console.log('  people: no logins (the orders module makes the users): scenarios skipped');
      return [];
    }
    // As autovacuum would have done after the bulk load (index-only scans need the visibility map).
    await client.query(`VACUUM (ANALYZE) admin.guest_waitlist, admin.chef_waitlist,
      admin.newsletter_subscriptions, admin.newsletter_recipients, admin.guest_accounts,
      notifications.notifications, notifications.conversations, notifications.messages,
      notifications.help_reports, notifications.messaging_orders, notifications.user_contacts`);
    const admin = await as(ctx, ctx.admin.email, ctx.admin.password);
    // A guest with 3 conversations (i % 4 = 3) and a chef (the first bench chef).
    const guestI = 3;
    const guest = await as(ctx, ctx.guests.email(guestI), ctx.guests.password);
    const [chefRow] = (
      await client.query(`SELECT ${await chefEmailSql(client)} AS email FROM bench.chefs c
        ORDER BY seq LIMIT 1`)
    ).rows;
    const chef = await as(ctx, chefRow.email, ctx.chefPassword);
    const chefs = operation('AdminChefs');
    const lists = (name) => operation(name);
    const notifications = operation('GetNotifications');
    const unseen = operation('GetUnseenNotificationCount');
    const conversations = operation('GetMyConversations');
    const unread = operation('GetUnreadMessageCount');
    const items = (key) => (data) => `${data[key].items.length} of ${data[key].totalCount}`;
    return [
      {
        name: 'all-chefs-search',
        what: 'admin, All Chefs: searches "patel", status PENDING, by last name, 25 a page',
        query: chefs,
        headers: admin,
        variables: {
          page: 1,
          pageSize: 25,
          search: 'patel',
          status: 'PENDING',
          sort: { field: 'LAST_NAME', direction: 'ASC' },
        },
        check: items('chefs'),
      },
      {
        name: 'all-chefs-first-page',
        what: 'admin, All Chefs: newest sign-ups first, 25 a page',
        query: chefs,
        headers: admin,
        variables: { page: 1, pageSize: 25 },
        check: items('chefs'),
      },
      {
        name: 'pending-payments',
        what: 'admin, Pending Payments: every status, the first 100',
        query: operation('AdminPendingPayments'),
        headers: admin,
        variables: { status: null, limit: 100 },
        check: (data) => data.pendingPayments.length,
      },
      {
        name: 'help-reports',
        what: 'admin, Help reports: open first, then newest (at most 200)',
        query: operation('GetHelpReports'),
        headers: admin,
        check: (data) => data.helpReports.length,
      },
      {
        name: 'guest-waitlist-first-page',
        what: 'admin, Guest Waitlist: newest first, 25 a page',
        query: lists('AdminGuestWaitlist'),
        headers: admin,
        variables: { page: 1, pageSize: 25 },
        check: items('guestWaitlist'),
      },
      {
        name: 'guest-waitlist-search',
        what: 'admin, Guest Waitlist: searches one address ("waiting777@")',
        query: lists('AdminGuestWaitlist'),
        headers: admin,
        variables: { page: 1, pageSize: 25, search: 'waiting777@' },
        check: items('guestWaitlist'),
      },
      {
        name: 'guest-waitlist-search-broad',
        what: 'admin, Guest Waitlist: searches a common surname ("kowalski": 1 row in 12), by first name',
        query: lists('AdminGuestWaitlist'),
        headers: admin,
        variables: {
          page: 1,
          pageSize: 25,
          search: 'kowalski',
          sort: { field: 'FIRST_NAME', direction: 'ASC' },
        },
        check: items('guestWaitlist'),
      },
      {
        name: 'guest-waitlist-last-page',
        what: 'admin, Guest Waitlist: the last page (page numbers go to the end)',
        query: lists('AdminGuestWaitlist'),
        headers: admin,
        variables: {
          page: Math.ceil(
            (await client.query(`SELECT count(*)::int AS c FROM admin.guest_waitlist`)).rows[0].c /
              25,
          ),
          pageSize: 25,
        },
        check: items('guestWaitlist'),
      },
      {
        name: 'founder-chefs',
        what: 'admin, Founder Chefs: newest first, with each one’s chef account',
        query: operation('AdminFounderChefs'),
        headers: admin,
        variables: { page: 1, pageSize: 25 },
        check: items('chefWaitlist'),
      },
      {
        name: 'newsletter-search',
        what: 'admin, Newsletter Subscribers: searches one address ("reader777@")',
        query: lists('AdminNewsletterSubscriptions'),
        headers: admin,
        variables: { page: 1, pageSize: 25, search: 'reader777@' },
        check: items('newsletterSubscriptions'),
      },
      {
        name: 'newsletters',
        what: 'admin, Post Newsletter: the past newsletters with their delivery counts',
        query: operation('AdminNewsletters'),
        headers: admin,
        variables: { limit: 20 },
        check: (data) => data.newsletters.length,
      },
      {
        name: 'guest-notifications',
        what: 'guest: the notification list (20) and the unseen count',
        run: async (gatewayUrl) => {
          const [list, count] = await Promise.all([
            post(gatewayUrl, notifications, { limit: 20 }, guest),
            post(gatewayUrl, unseen, {}, guest),
          ]);
          return `${list.notifications.items.length}, ${count.unseenNotificationCount} unseen`;
        },
      },
      {
        name: 'chef-notifications',
        what: 'chef: the notification list (20) and the unseen count',
        run: async (gatewayUrl) => {
          const [list, count] = await Promise.all([
            post(gatewayUrl, notifications, { limit: 20 }, chef),
            post(gatewayUrl, unseen, {}, chef),
          ]);
          return `${list.notifications.items.length}, ${count.unseenNotificationCount} unseen`;
        },
      },
      {
        name: 'guest-conversations',
        what: 'guest: Messages (conversations list) and the unread badge',
        run: async (gatewayUrl) => {
          const [list, count] = await Promise.all([
            post(gatewayUrl, conversations, {}, guest),
            post(gatewayUrl, unread, {}, guest),
          ]);
          return `${list.myConversations.length}, ${count.unreadMessageCount} unread`;
        },
      },
      {
        name: 'chef-conversations',
        what: 'chef: Messages (conversations list, at most 100) and the unread badge',
        run: async (gatewayUrl) => {
          const [list, count] = await Promise.all([
            post(gatewayUrl, conversations, {}, chef),
            post(gatewayUrl, unread, {}, chef),
          ]);
          return `${list.myConversations.length}, ${count.unreadMessageCount} unread`;
        },
      },
    ];
  },

  /** A newsletter to every subscriber: queueing time, then the sender's rate and this process's RSS. */
  async measures({ ctx, gatewayUrl, pg: client }) {
    if (!ctx.people?.logins || !ctx.admin) return [];
    const admin = await as(ctx, ctx.admin.email, ctx.admin.password);
    const seconds = Number(process.env.BENCH_NEWSLETTER_SECONDS ?? 30);
    const sent = async (id) =>
      (
        await client.query(
          `SELECT count(*) FILTER (WHERE status = 'SENT')::int AS sent, count(*)::int AS total
             FROM admin.newsletter_recipients WHERE newsletter_id = $1`,
          [id],
        )
      ).rows[0];
    const id = randomUUID();
    const rssBefore = process.memoryUsage.rss();
    const started = performance.now();
    const data = await post(
      gatewayUrl,
      operation('AdminSendNewsletter'),
      {
        input: {
          id,
          subject: 'Hearth at city scale',
          body: 'A bench newsletter: what is cooking near you this week.',
          audience: 'NEWSLETTER_SUBSCRIBERS',
        },
      },
      admin,
    );
    const queuedMs = performance.now() - started;
    const recipients = data.sendNewsletter.recipientCount;
    const first = await sent(id);
    const t0 = performance.now();
    const rss = [];
    while (performance.now() - t0 < seconds * 1000) {
      await sleep(1000);
      rss.push(process.memoryUsage.rss());
    }
    const last = await sent(id);
    const elapsed = (performance.now() - t0) / 1000;
    const rate = (last.sent - first.sent) / elapsed;
    // Stop the rest (a bench run does not send 100,000 files' worth of mail).
    await client.query(
      `UPDATE admin.newsletter_recipients SET status = 'FAILED', last_error = 'bench: stopped'
        WHERE newsletter_id = $1 AND status IN ('PENDING', 'SENDING')`,
      [id],
    );
    const mb = (b) => (b / 1048576).toFixed(0);
    return [
      {
        name: 'newsletter to every subscriber',
        value:
          `${recipients} recipients queued in ${queuedMs.toFixed(0)} ms; ` +
          `sent ${last.sent - first.sent} in ${elapsed.toFixed(1)} s = ${rate.toFixed(1)}/s ` +
          `(all of them: ${(recipients / Math.max(rate, 0.001) / 3600).toFixed(1)} h at that rate); ` +
          `RSS ${mb(rssBefore)} MB before, ${mb(Math.min(...rss))}–${mb(Math.max(...rss))} MB while sending`,
      },
    ];
  },
};

/** One GraphQL request with `headers`; throws on `errors` (lib/graphql.mjs). */
const post = (gatewayUrl, query, variables, headers) =>
  graphql(gatewayUrl, { query, variables, headers });
