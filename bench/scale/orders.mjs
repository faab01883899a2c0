/**
 * Orders at N× the demo (issue 26): guests, cooking sessions, orders with their payments, ledger,
 * payouts and reviews, loaded straight into the `users`, `sessions`, `orders` and `restaurants`
 * schemas on top of explore's chefs (bench.chefs, bench.dishes, bench.occurrences), and what
 * guests and chefs do with them through the gateway.
 *
 * Per scale N (100× in brackets): 1,000·N guests (100,000), one admin, 12·N chef users with
 * profiles and payout bank accounts (1,200); one ONCE cooking session per explore occurrence
 * (146,000) with the restaurant's 5 dishes and their stock (remaining > 0 exactly where explore
 * says `has_stock`); 10,000·N orders (1,000,000): 92 % on past occurrences (88 % COMPLETED, the
 * rest CANCELLED, DECLINED, REJECTED), 8 % on coming ones (PENDING or ACCEPTED), 1–3 lines each,
 * Ontario HST 13 % collected by Hearth, a payment each (CAPTURED, AUTHORIZED or VOIDED), the
 * ledger of every capture (GROSS, TAX_COLLECTED, COMMISSION 15 %, PROCESSOR_FEE 2.9 % + 30¢), weekly PAID payouts with their PAYOUT entries up
 * to two weeks ago (so a payout run has two weeks due), reviews of one completed order in five
 * with the restaurants' ratings recomputed, and the projections the other services keep of them
 * (orders' cart and catalog projections, sessions' stock reservations, users' open orders and
 * chef guests, restaurants' completed orders).
 *
 * Sets ctx.guests, ctx.chefPassword, ctx.admin and ctx.orders (see the runner's docstring).
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { clearInterval, setInterval } from 'node:timers';
import argon2 from 'argon2';
import { localDate } from './explore.mjs';
import { operation } from './lib/documents.mjs';
import { graphql } from './lib/graphql.mjs';

const PASSWORD = 'bench-Password-26';
/** A guest's email (i = 1 … ctx.guests.count). */
const guestEmail = (i) => `guest${i}@bench.hearth.test`;

/** One argon2id hash (light parameters: the service verifies with the hash's own). */
let hash;
const passwordHash = async () =>
  (hash ??= await argon2.hash(PASSWORD, {
    type: argon2.argon2id,
    memoryCost: 19_456,
    timeCost: 2,
    parallelism: 1,
  }));

/** The tables of a million rows or more at 100×, loaded without their secondary indexes. */
const BULK_TABLES = [
  'orders.orders',
  'orders.order_lines',
  'orders.payments',
  'orders.ledger_entries',
  'orders.cart_occurrence_dishes',
  'sessions.stock_reservations',
  'sessions.occurrence_stock',
  'sessions.session_dishes',
  'users.chef_guests',
  'restaurants.completed_orders',
  'restaurants.reviews',
];

/** Runs each statement of `sql` in turn. */
async function run(client, ...sql) {
  for (const s of sql) await client.query(s);
}

/** Empties the tables this module fills. */
async function truncate(client) {
  await client.query(`TRUNCATE users.users, users.chef_profiles, users.bank_details,
    users.payout_recipients, users.refresh_tokens, users.open_orders, users.chef_guests,
    sessions.restaurant_owners, sessions.restaurant_dishes, sessions.cooking_sessions,
    sessions.session_occurrences, sessions.session_dishes, sessions.occurrence_stock,
    sessions.stock_reservations, sessions.stock_watches,
    orders.order_restaurants, orders.order_dishes, orders.cart_occurrences,
    orders.cart_occurrence_dishes, orders.cart_items, orders.orders, orders.order_lines,
    orders.payments, orders.ledger_entries, orders.payouts, orders.payout_runs,
    orders.payout_transfers, orders.payout_bank_accounts, orders.refunds, orders.order_tips,
    orders.standing_orders, orders.standing_order_weeks, orders.promotion_redemptions,
    restaurants.completed_orders, restaurants.reviews, restaurants.favourites CASCADE`);
}

/** Users: guests, chefs (with profiles), one admin. */
async function loadUsers(client, n) {
  const h = await passwordHash();
  await run(
    client,
    `DROP TABLE IF EXISTS bench.guests`,
    `CREATE TABLE bench.guests AS SELECT i, gen_random_uuid() AS id,
       'guest' || i || '@bench.hearth.test' AS email FROM generate_series(1, ${1000 * n}) i`,
    `ALTER TABLE bench.guests ADD PRIMARY KEY (i)`,
    `ALTER TABLE bench.chefs ADD COLUMN IF NOT EXISTS user_email text`,
    `UPDATE bench.chefs SET user_email = 'chef' || seq || '@bench.hearth.test'`,
  );
  await client.query(
    `INSERT INTO users.users (id, email, password_hash, first_name, last_name, role, status,
       created_at, updated_at)
     SELECT id, email, $1, 'Guest', 'Number ' || i, 'GUEST', 'ACTIVE',
            now() - (i % 700 || ' days')::interval, now() FROM bench.guests
     UNION ALL
     SELECT owner, user_email, $1, first_name, last_name, 'CHEF', 'ACTIVE', now() - interval '2 years',
            now() FROM bench.chefs
     UNION ALL
     SELECT gen_random_uuid(), 'admin@bench.hearth.test', $1, 'Ada', 'Admin', 'ADMIN', 'ACTIVE',
            now(), now()`,
    [h],
  );
  await run(
    client,
    `INSERT INTO users.chef_profiles (user_id, address_line1, city, province, postal_code, country,
       description, experience_years, phone, verified, terms_accepted_at, latitude, longitude)
     SELECT owner, address_line1, 'Toronto', 'ON', postal_code, 'Canada', description, 5,
            '+14165550100', true, now() - interval '2 years', lat, lng FROM bench.chefs`,
  );
}

/** Sessions: owners and dishes projections, one ONCE session per occurrence, dishes, stock. */
async function loadSessions(client) {
  await run(
    client,
    `INSERT INTO sessions.restaurant_owners (restaurant_id, owner_user_id, slug, name, time_zone,
       offers_delivery, offers_pickup, is_chef_active, has_bank_details, is_hidden)
     SELECT id, owner, key || '-' || k, name, 'America/Toronto', offers_delivery, offers_pickup,
            true, true, false FROM bench.chefs`,
    `INSERT INTO sessions.restaurant_dishes (dish_id, restaurant_id, name, portion_size, status,
       changed_at)
     SELECT id, restaurant_id, name, "portionSize", 'ACTIVE', now() FROM bench.dishes`,
    `INSERT INTO sessions.cooking_sessions (id, restaurant_id, chef_id, schedule, start_date, until,
       start_time, end_time, lead_time_hours, order_limit_min, order_limit_max, offers_delivery,
       offers_pickup, created_at, updated_at)
     SELECT session_id, restaurant_id, owner, 'ONCE', local_date, local_date, '17:00', '20:00', 10,
            1, 20, offers_delivery, offers_pickup, now() - interval '200 days', now()
       FROM bench.occurrences`,
    `INSERT INTO sessions.session_occurrences (id, session_id, local_date, starts_at, ends_at,
       order_cutoff_at)
     SELECT occurrence_id, session_id, local_date, starts_at, starts_at + interval '3 hours',
            order_cutoff_at FROM bench.occurrences`,
    `INSERT INTO sessions.session_dishes (session_id, dish_id, position, min_quantity,
       max_quantity, portion_size)
     SELECT o.session_id, d.id, d.nth - 1, 1, 10, d."portionSize"
       FROM bench.occurrences o JOIN bench.dishes d ON d.restaurant_id = o.restaurant_id`,
  );
}

/** Orders, their lines, payments, ledger, payouts (bench.orders and bench.lines kept). */
async function loadOrders(client, n) {
  await run(
    client,
    `DROP TABLE IF EXISTS bench.occ_numbered, bench.orders0, bench.orders, bench.lines`,
    // Occurrences numbered: past ones (day < 0) 1…P, coming ones (day ≥ 1, with stock) 1…F.
    `CREATE TABLE bench.occ_numbered AS
     SELECT o.*, d.restaurant_count,
            CASE WHEN day < 0 THEN row_number() OVER (PARTITION BY day < 0 ORDER BY occurrence_id) END AS past_rn,
            CASE WHEN day >= 1 AND has_stock
                 THEN row_number() OVER (PARTITION BY day >= 1 AND has_stock ORDER BY occurrence_id) END AS future_rn
       FROM bench.occurrences o, (SELECT count(*) AS restaurant_count FROM bench.chefs) d`,
    `CREATE INDEX ON bench.occ_numbered (past_rn)`,
    `CREATE INDEX ON bench.occ_numbered (future_rn)`,
    `ANALYZE bench.occ_numbered`,
  );
  const [{ past, future, guests }] = (
    await client.query(`SELECT count(past_rn)::int AS past, count(future_rn)::int AS future,
      (SELECT count(*)::int FROM bench.guests) AS guests FROM bench.occ_numbered`)
  ).rows;
  await client.query(
    `CREATE TABLE bench.orders0 AS
     WITH picks AS (
       SELECT g, random() < 0.92 AS is_past, random() AS r, random() AS r2,
              1 + floor(random() * $3)::int AS guest_i, random() AS pick
         FROM generate_series(1, $4::int) g)
     SELECT gen_random_uuid() AS id, p.g, gu.id AS guest_id, o.occurrence_id, o.session_id,
            o.restaurant_id, o.owner AS chef_id, o.starts_at, o.day, o.offers_delivery,
            CASE WHEN p.r < 0.88 THEN 'COMPLETED' WHEN p.r < 0.92 THEN 'CANCELLED'
                 WHEN p.r < 0.96 THEN 'DECLINED' ELSE 'REJECTED' END AS status,
            CASE WHEN o.offers_delivery AND (NOT o.offers_pickup OR p.r2 < 0.5) THEN 'DELIVERY'
                 ELSE 'PICKUP' END AS fulfilment,
            -- created 1–5 days before the cut-off (coming orders: at most now)
            date_trunc('milliseconds', LEAST(now() - interval '1 minute',
                  o.order_cutoff_at - (1 + floor(p.r2 * 4)) * interval '1 day'
                    - p.pick * interval '10 hours')) AS created_at,
            1 + floor(p.r2 * 3)::int AS line_count,
            1 + floor(p.pick * 3)::int AS first_dish
       FROM picks p
       JOIN bench.guests gu ON gu.i = p.guest_i
       JOIN bench.occ_numbered o ON o.past_rn = 1 + floor(p.pick * $1)::int
      WHERE p.is_past
     UNION ALL
     SELECT gen_random_uuid(), p.g, gu.id, o.occurrence_id, o.session_id, o.restaurant_id,
            o.owner, o.starts_at, o.day, o.offers_delivery,
            CASE WHEN p.r < 0.4 THEN 'PENDING' ELSE 'ACCEPTED' END,
            CASE WHEN o.offers_delivery AND (NOT o.offers_pickup OR p.r2 < 0.5) THEN 'DELIVERY'
                 ELSE 'PICKUP' END,
            date_trunc('milliseconds', LEAST(now() - interval '1 minute',
                  o.order_cutoff_at - (1 + floor(p.r2 * 4)) * interval '1 day'
                    - p.pick * interval '10 hours')),
            1 + floor(p.r2 * 3)::int, 1 + floor(p.pick * 3)::int
       FROM picks p
       JOIN bench.guests gu ON gu.i = p.guest_i
       JOIN bench.occ_numbered o ON o.future_rn = 1 + floor(p.pick * $2)::int
      WHERE NOT p.is_past`,
    [past, future, guests, 10_000 * n],
  );
  await run(
    client,
    `CREATE TABLE bench.lines AS
     SELECT o.id AS order_id, d.id AS dish_id, d.nth - o.first_dish AS position, d.name,
            d."portionSize" AS portion_size, d."priceCents" AS price,
            1 + (abs(hashtext(o.id::text || d.id::text)) % 3) AS quantity
       FROM bench.orders0 o JOIN bench.dishes d ON d.restaurant_id = o.restaurant_id
        AND d.nth >= o.first_dish AND d.nth < o.first_dish + o.line_count`,
    // Totals in one pass (CREATE TABLE AS: no update of a million rows). Ontario HST 13 % on
    // food + delivery, Hearth the supplier (no chef has a GST/HST number); the commission is on
    // the total less the tax, the processor fee on the total (docs/rules/payments.md).
    `CREATE TABLE bench.orders AS
     SELECT o.*, t.subtotal, t.delivery_fee, t.tax, t.subtotal + t.delivery_fee + t.tax AS total,
            round((t.subtotal + t.delivery_fee + t.tax) * 0.029)::int + 30 AS fee,
            round((t.subtotal + t.delivery_fee) * 0.15)::int AS commission
       FROM bench.orders0 o
       JOIN (SELECT order_id, sum(price * quantity)::int AS subtotal FROM bench.lines
              GROUP BY order_id) l ON l.order_id = o.id,
            LATERAL (SELECT l.subtotal, d.fee AS delivery_fee,
                            round((l.subtotal + d.fee) * 0.13)::int AS tax
                       FROM (SELECT CASE WHEN o.fulfilment = 'DELIVERY' THEN 500 ELSE 0 END AS fee) d) t`,
    `DROP TABLE bench.orders0`,
    `ALTER TABLE bench.orders ADD PRIMARY KEY (id)`,
    `INSERT INTO orders.orders (id, guest_id, restaurant_id, chef_id, occurrence_id, scheduled_for,
       status, fulfilment, address_line1, postal_code, latitude, longitude, distance_km,
       subtotal_cents, delivery_fee_cents, total_cents, idempotency_key, created_at, updated_at,
       payment_method_id, decline_reason, tax_cents, tax_province, tax_lines, tax_supplier)
     SELECT id, guest_id, restaurant_id, chef_id, occurrence_id, starts_at, status, fulfilment,
            CASE WHEN fulfilment = 'DELIVERY' THEN g || ' Queen St W' END,
            CASE WHEN fulfilment = 'DELIVERY' THEN 'M5H 2N2' END,
            CASE WHEN fulfilment = 'DELIVERY' THEN 43.65 END,
            CASE WHEN fulfilment = 'DELIVERY' THEN -79.38 END,
            CASE WHEN fulfilment = 'DELIVERY' THEN 3.2 END,
            subtotal, delivery_fee, total, 'bench-' || g, created_at,
            CASE status WHEN 'COMPLETED' THEN starts_at + interval '3 hours'
                        WHEN 'PENDING' THEN created_at ELSE created_at + interval '1 hour' END,
            'pm_card_visa', CASE WHEN status = 'DECLINED' THEN 'Sold out' END, tax, 'ON',
            jsonb_build_array(jsonb_build_object('name', 'HST', 'ratePpm', 130000,
              'province', 'ON', 'amountCents', tax)), 'HEARTH'
       FROM bench.orders`,
    `INSERT INTO orders.order_lines (order_id, dish_id, position, dish_name, portion_size,
       unit_price_cents, quantity)
     SELECT order_id, dish_id, position, name, portion_size, price, quantity FROM bench.lines`,
    `INSERT INTO orders.payments (order_id, guest_id, chef_id, processor, processor_payment_id,
       status, currency, amount_cents, captured_cents, fee_cents, created_at, updated_at,
       payment_method_id, authorized_at)
     SELECT id, guest_id, chef_id, 'local-test', 'pi_bench_' || g,
            CASE WHEN status IN ('COMPLETED', 'ACCEPTED') THEN 'CAPTURED'
                 WHEN status = 'PENDING' THEN 'AUTHORIZED' ELSE 'VOIDED' END,
            'CAD', total,
            CASE WHEN status IN ('COMPLETED', 'ACCEPTED') THEN total ELSE 0 END,
            CASE WHEN status IN ('COMPLETED', 'ACCEPTED') THEN fee ELSE 0 END,
            created_at, created_at + interval '1 hour', 'pm_card_visa', created_at
       FROM bench.orders WHERE status <> 'REJECTED'`,
    // The capture's entries when the chef accepted (an hour after the order).
    `INSERT INTO orders.ledger_entries (chef_id, order_id, kind, amount_cents, created_at)
     SELECT chef_id, id, e.kind, e.cents, created_at + interval '1 hour'
       FROM bench.orders,
            LATERAL (VALUES ('GROSS', total), ('TAX_COLLECTED', -tax),
                            ('COMMISSION', -commission), ('PROCESSOR_FEE', -fee)) AS e (kind, cents)
      WHERE status IN ('COMPLETED', 'ACCEPTED')`,
  );
  // Weekly payouts (period end: Monday 00:00 in Toronto after the completion) up to the week
  // ending 7 days before the latest Monday; the run the bench measures pays the two weeks after.
  await run(
    client,
    `DROP TABLE IF EXISTS bench.paid`,
    `CREATE TABLE bench.paid AS
     SELECT id AS order_id, chef_id, total - tax - commission - fee AS cents,
            (date_trunc('week', (starts_at + interval '3 hours') AT TIME ZONE 'America/Toronto')
               + interval '7 days') AT TIME ZONE 'America/Toronto' AS period_end
       FROM bench.orders WHERE status = 'COMPLETED'`,
    `DELETE FROM bench.paid WHERE period_end > (date_trunc('week', now() AT TIME ZONE
       'America/Toronto') - interval '7 days') AT TIME ZONE 'America/Toronto'`,
    `DROP TABLE IF EXISTS bench.payouts`,
    `CREATE TABLE bench.payouts AS
     SELECT gen_random_uuid() AS id, chef_id, period_end, count(*)::int AS order_count,
            sum(cents)::int AS amount FROM bench.paid GROUP BY chef_id, period_end`,
    `INSERT INTO orders.payouts (id, chef_id, period_start, period_end, order_count, amount_cents,
       currency, status, bank_last4, created_at, approved_at, paid_at, transfer_reference)
     SELECT id, chef_id, period_end - interval '7 days', period_end, order_count, amount, 'CAD',
            'PAID', '6789', period_end, period_end + interval '1 hour',
            period_end + interval '1 day', 'tr_' || left(id::text, 8)
       FROM bench.payouts`,
    `INSERT INTO orders.ledger_entries (chef_id, order_id, kind, amount_cents, payout_id, created_at)
     SELECT p.chef_id, p.order_id, 'PAYOUT', -p.cents, b.id, b.period_end
       FROM bench.paid p JOIN bench.payouts b USING (chef_id, period_end)`,
    `INSERT INTO orders.payout_runs (period_end, trigger, payout_count, ran_at)
     SELECT period_end, 'SCHEDULE', count(*), period_end FROM bench.payouts GROUP BY period_end`,
    `INSERT INTO orders.payout_bank_accounts (chef_id, filled_at, account_last4)
     SELECT owner, now() - interval '2 years', '6789' FROM bench.chefs`,
  );
}

/** Stock, the cart and catalog projections, reservations, users' and restaurants' projections. */
async function loadProjections(client) {
  await run(
    client,
    // Stock: 20 left after the active orders where explore says has_stock, none elsewhere.
    `INSERT INTO sessions.occurrence_stock (occurrence_id, dish_id, total, remaining)
     SELECT o.occurrence_id, d.id,
            COALESCE(q.qty, 0) + CASE WHEN o.has_stock THEN 20 ELSE 0 END,
            CASE WHEN o.has_stock THEN 20 ELSE 0 END
       FROM bench.occurrences o JOIN bench.dishes d ON d.restaurant_id = o.restaurant_id
       LEFT JOIN (SELECT b.occurrence_id, l.dish_id, sum(l.quantity)::int AS qty
                    FROM bench.orders b JOIN bench.lines l ON l.order_id = b.id
                   WHERE b.status IN ('COMPLETED', 'ACCEPTED', 'PENDING')
                   GROUP BY 1, 2) q ON q.occurrence_id = o.occurrence_id AND q.dish_id = d.id`,
    `INSERT INTO sessions.stock_reservations (order_id, occurrence_id, lines, status, created_at,
       updated_at)
     SELECT b.id, b.occurrence_id, l.lines,
            CASE WHEN b.status IN ('COMPLETED', 'ACCEPTED', 'PENDING') THEN 'RESERVED'
                 WHEN b.status = 'REJECTED' THEN 'REJECTED' ELSE 'RELEASED' END,
            b.created_at, b.created_at
       FROM bench.orders b
       JOIN (SELECT order_id,
                    jsonb_agg(jsonb_build_object('dishId', dish_id, 'quantity', quantity)) AS lines
               FROM bench.lines GROUP BY order_id) l ON l.order_id = b.id`,
    `INSERT INTO orders.order_restaurants (restaurant_id, owner_user_id, slug, name, time_zone,
       offers_delivery, offers_pickup, latitude, longitude, delivery_radius_km,
       base_delivery_fee_cents, fee_per_km_cents, changed_at, cuisines, is_chef_active,
       has_bank_details, is_hidden, postal_code)
     SELECT id, owner, key || '-' || k, name, 'America/Toronto', offers_delivery, offers_pickup,
            lat, lng, delivery_radius_km, base_delivery_fee_cents, fee_per_km_cents, now(),
            cuisines, true, true, false, postal_code FROM bench.chefs`,
    `INSERT INTO orders.order_dishes (dish_id, restaurant_id, name, price_cents, portion_size,
       status, changed_at, allergens, may_contain_allergens, allergens_declared)
     SELECT id, restaurant_id, name, "priceCents", "portionSize", 'ACTIVE', now(), '{}', '{}', true
       FROM bench.dishes`,
    `INSERT INTO orders.cart_occurrences (occurrence_id, session_id, restaurant_id, starts_at,
       order_cutoff_at, order_limit_min, order_limit_max, offers_delivery, offers_pickup,
       changed_at)
     SELECT occurrence_id, session_id, restaurant_id, starts_at, order_cutoff_at, 1, 20,
            offers_delivery, offers_pickup, now() FROM bench.occurrences`,
    `INSERT INTO orders.cart_occurrence_dishes (occurrence_id, dish_id, min_quantity, max_quantity,
       portion_size, remaining, changed_at)
     SELECT s.occurrence_id, s.dish_id, 1, 10, d."portionSize", s.remaining, now()
       FROM sessions.occurrence_stock s JOIN bench.dishes d ON d.id = s.dish_id`,
    `INSERT INTO users.open_orders (order_id, guest_id, chef_id, placed_at)
     SELECT id, guest_id, chef_id, created_at FROM bench.orders
      WHERE status IN ('PENDING', 'ACCEPTED')`,
    `INSERT INTO users.chef_guests (chef_id, guest_id, first_order_at)
     SELECT chef_id, guest_id, min(created_at) FROM bench.orders GROUP BY 1, 2`,
    `INSERT INTO restaurants.completed_orders (order_id, guest_user_id, restaurant_id, completed_at)
     SELECT id, guest_id, restaurant_id, starts_at + interval '3 hours' FROM bench.orders
      WHERE status = 'COMPLETED'`,
    // One completed order in five is reviewed (mostly 4–5 stars), a day after.
    `INSERT INTO restaurants.reviews (id, restaurant_id, order_id, guest_user_id, stars,
       description, created_at, updated_at)
     SELECT gen_random_uuid(), restaurant_id, id, guest_id,
            (ARRAY[5, 5, 5, 4, 4, 3, 5, 4, 2, 1])[1 + g % 10], 'Lovely, would order again.',
            starts_at + interval '1 day', starts_at + interval '1 day'
       FROM bench.orders WHERE status = 'COMPLETED' AND g % 5 = 0`,
    `SET LOCAL session_replication_role = origin`,
    `UPDATE restaurants.restaurant_ratings rr SET review_count = x.c, stars_total = x.s
       FROM (SELECT restaurant_id, count(*)::int AS c, sum(stars)::int AS s
               FROM restaurants.reviews GROUP BY 1) x WHERE x.restaurant_id = rr.restaurant_id`,
    `SELECT setval('orders.ledger_entries_id_seq', (SELECT max(id) FROM orders.ledger_entries))`,
  );
}

/** The guest and chef whose pages the scenarios open. */
async function actors(client) {
  // A guest with a typical history (about 10 orders at every scale) and a cart to fill.
  const [guest] = (
    await client.query(`SELECT g.i, g.email, count(*)::int AS orders FROM bench.guests g
      JOIN bench.orders o ON o.guest_id = g.id GROUP BY g.i, g.email
      ORDER BY abs(count(*) - 10), g.i LIMIT 1`)
  ).rows;
  // The first demo chef's own restaurant; its next occurrence with stock; a recent past one.
  const [chef] = (
    await client.query(`SELECT c.owner AS "userId", c.id AS "restaurantId", c.key || '-' || c.k AS slug,
        c.user_email AS email,
        (SELECT occurrence_id FROM bench.occurrences o WHERE o.restaurant_id = c.id AND o.day >= 2
           AND o.has_stock ORDER BY day LIMIT 1) AS "nextOccurrenceId",
        (SELECT occurrence_id FROM bench.occurrences o WHERE o.restaurant_id = c.id AND o.day < 0
           ORDER BY day DESC LIMIT 1) AS "lastOccurrenceId"
      FROM bench.chefs c ORDER BY seq LIMIT 1`)
  ).rows;
  const dishes = (
    await client.query(`SELECT id FROM bench.dishes WHERE restaurant_id = $1 ORDER BY nth`, [
      chef.restaurantId,
    ])
  ).rows.map((r) => r.id);
  const [order] = (
    await client.query(
      `SELECT id FROM bench.orders WHERE guest_id = (SELECT id FROM bench.guests
      WHERE i = $1) ORDER BY created_at DESC LIMIT 1`,
      [guest.i],
    )
  ).rows;
  return { guest, chef, dishes, orderId: order.id };
}

/** Bench checkouts must not run out: the checkout occurrence gets a deep stock. */
async function deepStock(client, occurrenceId) {
  await client.query(
    `UPDATE sessions.occurrence_stock SET total = total + 100000, remaining = remaining + 100000
      WHERE occurrence_id = $1`,
    [occurrenceId],
  );
  await client.query(
    `UPDATE orders.cart_occurrence_dishes SET remaining = remaining + 100000 WHERE occurrence_id = $1`,
    [occurrenceId],
  );
}

/** RSS of this process (the subgraphs run in its worker threads), sampled every 10 ms. */
async function peakRss(fn) {
  const before = process.memoryUsage.rss();
  let peak = before;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 10);
  const started = performance.now();
  try {
    const value = await fn();
    return { ms: performance.now() - started, before, peak, value };
  } finally {
    clearInterval(timer);
  }
}

const MB = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

export default {
  name: 'orders',

  async load({ pg: client, n, ctx }) {
    await truncate(client);
    // Bulk load: the big tables' secondary indexes are dropped and built again after the rows
    // (much faster than maintaining them row by row); constraint indexes stay.
    const indexes = (
      await client.query(
        `SELECT format('%I.%I', schemaname, indexname) AS name, indexdef FROM pg_indexes i
          WHERE format('%I.%I', schemaname, tablename) = ANY($1::text[])
            AND NOT EXISTS (SELECT 1 FROM pg_constraint c
                             WHERE c.conindid = format('%I.%I', schemaname, indexname)::regclass)`,
        [BULK_TABLES],
      )
    ).rows;
    for (const { name } of indexes) await client.query(`DROP INDEX ${name}`);
    await client.query(`SET LOCAL maintenance_work_mem = '256MB'`);
    await client.query(`SELECT setseed(0.27)`);
    // Bulk rows: no foreign-key or other triggers (the rows are consistent by construction);
    // back to normal before the ratings, whose trigger keeps explore's rating column.
    await client.query(`SET LOCAL session_replication_role = replica`);
    await loadUsers(client, n);
    await loadSessions(client);
    await loadOrders(client, n);
    await loadProjections(client);
    for (const { indexdef } of indexes) await client.query(indexdef);
    await client.query(`ANALYZE users.users, users.chef_profiles, users.open_orders,
      users.chef_guests, sessions.restaurant_owners, sessions.restaurant_dishes,
      sessions.cooking_sessions, sessions.session_occurrences, sessions.session_dishes,
      sessions.occurrence_stock, sessions.stock_reservations, orders.order_restaurants,
      orders.order_dishes, orders.cart_occurrences, orders.cart_occurrence_dishes, orders.orders,
      orders.order_lines, orders.payments, orders.ledger_entries, orders.payouts,
      orders.payout_runs, orders.payout_bank_accounts, restaurants.completed_orders,
      restaurants.reviews, restaurants.restaurant_ratings, restaurants.restaurants,
      bench.guests, bench.orders`);
    const count = async (t) =>
      (await client.query(`SELECT count(*)::int AS c FROM ${t}`)).rows[0].c;
    ctx.guests = {
      count: 1000 * n,
      password: PASSWORD,
      email: guestEmail,
      table: 'bench.guests',
    };
    ctx.chefPassword = PASSWORD;
    ctx.admin = { email: 'admin@bench.hearth.test', password: PASSWORD };
    ctx.orders = await actors(client);
    await deepStock(client, ctx.orders.chef.nextOccurrenceId);
    return {
      users: await count('users.users'),
      sessions: await count('sessions.cooking_sessions'),
      orders: await count('orders.orders'),
      lines: await count('orders.order_lines'),
      payments: await count('orders.payments'),
      ledger: await count('orders.ledger_entries'),
      payouts: await count('orders.payouts'),
      reviews: await count('restaurants.reviews'),
    };
  },

  async scenarios({ ctx, gatewayUrl }) {
    const { guest, chef, dishes, orderId } = ctx.orders;
    const bearer = async (email) => ({
      authorization: `Bearer ${await ctx.token(email, PASSWORD)}`,
    });
    const asGuest = await bearer(guest.email);
    const asChef = await bearer(chef.email);
    const asAdmin = await bearer(ctx.admin.email);
    const post = (name, variables, headers) =>
      graphql(gatewayUrl, { query: operation(name), variables, headers }, name);
    const occurrenceId = chef.nextOccurrenceId;
    /** The cursor after `pages` pages of 20 of the chef's orders (every status). */
    const cursorOf = async (pages) => {
      let cursor = null;
      for (let i = 0; i < pages; i++)
        cursor = (
          await post(
            'GetRestaurantOrders',
            { restaurantId: chef.restaurantId, limit: 20, cursor },
            asChef,
          )
        ).restaurantOrders.nextCursor;
      return cursor;
    };
    const monthAgo = new Date(Date.now() - 30 * 86_400_000).toISOString();
    const now = new Date().toISOString();
    const year = new Date().getUTCFullYear();
    const q = (name, variables, headers, check) => ({
      query: operation(name),
      variables,
      headers,
      check,
    });
    return [
      {
        name: 'restaurant-page',
        what: 'opens a restaurant page (dishes, reviews, rating) by its slug',
        ...q('GetRestaurantPage', { slug: chef.slug }, {}, (d) => d.restaurantBySlug?.name ?? ''),
      },
      {
        name: 'restaurant-sessions',
        what: "the restaurant page's next 14 days of cooking sessions and their stock",
        ...q('GetRestaurantCookingSessions', { restaurantId: chef.restaurantId, days: 14 }, {}),
      },
      {
        name: 'add-to-cart',
        what: 'adds a dish of the next session to the cart, then removes it (2 requests)',
        async run() {
          const added = await post(
            'AddToCart',
            { input: { dishId: dishes[0], occurrenceId, quantity: 1 } },
            asGuest,
          );
          const item = added.addToCart.items?.find(
            (i) => i.dishId === dishes[0] && i.occurrenceId === occurrenceId,
          )?.id;
          if (item) await post('RemoveFromCart', { cartItemId: item }, asGuest);
        },
      },
      {
        name: 'carts',
        what: "the guest's carts",
        ...q('GetCarts', {}, asGuest),
      },
      {
        name: 'checkout',
        what: 'places the order of a one-dish cart (pickup, saved card), cart filled untimed',
        async before() {
          await post(
            'AddToCart',
            { input: { dishId: dishes[1], occurrenceId, quantity: 1 } },
            asGuest,
          );
        },
        async run() {
          const placed = await post(
            'PlaceOrder',
            {
              input: {
                occurrenceId,
                fulfilment: 'PICKUP',
                idempotencyKey: randomUUID(),
                paymentMethodId: 'pm_card_visa',
              },
            },
            asGuest,
          );
          return placed.placeOrder.__typename;
        },
      },
      {
        name: 'order-history',
        what: "a guest's order history, first page of 10",
        ...q('GetMyOrders', { limit: 10 }, asGuest, (d) => d.myOrders.items.length),
      },
      {
        name: 'order',
        what: 'one of their orders',
        ...q('GetOrder', { id: orderId }, asGuest),
      },
      {
        name: 'my-reviews',
        what: "a guest's reviews, first page of 10",
        ...q('GetMyReviews', { limit: 10 }, asGuest),
      },
      {
        name: 'chef-orders',
        what: "a chef's incoming orders (pending and accepted), first page of 20",
        ...q(
          'GetRestaurantOrders',
          { restaurantId: chef.restaurantId, status: ['PENDING', 'ACCEPTED'], limit: 20 },
          asChef,
          (d) => d.restaurantOrders.items.length,
        ),
      },
      {
        name: 'chef-orders-all',
        what: "a chef's orders, every status, first page of 20",
        ...q(
          'GetRestaurantOrders',
          { restaurantId: chef.restaurantId, limit: 20 },
          asChef,
          (d) => d.restaurantOrders.items.length,
        ),
      },
      {
        name: 'chef-orders-all-4',
        what: "presses Load more three times on the chef's orders: the fourth page by its cursor",
        ...q(
          'GetRestaurantOrders',
          { restaurantId: chef.restaurantId, limit: 20, cursor: await cursorOf(3) },
          asChef,
          (d) => d.restaurantOrders.items.length,
        ),
      },
      {
        name: 'prep-sheets',
        what: "the chef's prep sheets of the next 7 days",
        ...q('GetPrepSheets', { restaurantId: chef.restaurantId, days: 7 }, asChef),
      },
      {
        name: 'prep-sheet',
        what: 'the prep sheet of the last session',
        ...q('GetPrepSheet', { occurrenceId: chef.lastOccurrenceId }, asChef),
      },
      {
        name: 'shopping-list',
        what: 'the shopping list of the next session',
        ...q('GetShoppingList', { restaurantId: chef.restaurantId, occurrenceId }, asChef),
      },
      {
        name: 'sales',
        what: 'sales at a glance, last 30 days',
        ...q(
          'GetKitchenSales',
          { restaurantId: chef.restaurantId, from: monthAgo, to: now },
          asChef,
        ),
      },
      {
        name: 'earnings',
        what: "the chef's earnings (balance, totals)",
        ...q('ChefEarnings', {}, asChef),
      },
      {
        name: 'payouts',
        what: "the chef's payouts",
        ...q('ChefPayouts', {}, asChef),
      },
      {
        name: 'statement-csv',
        what: "the chef's yearly statement as CSV",
        runs: 20,
        ...q(
          'ChefStatementFile',
          { year, format: 'CSV' },
          asChef,
          (d) => d.chefStatementFile.base64.length,
        ),
      },
      {
        name: 'payouts-csv',
        what: 'admin: every payout as CSV',
        runs: 5,
        ...q('AdminPayoutsCsv', {}, asAdmin, (d) => d.payoutsCsv.length),
      },
      {
        name: 'tax-csv',
        what: 'admin: tax collected over the last year as CSV',
        runs: 5,
        ...q(
          'AdminTaxCollectedCsv',
          { from: localDate(-365), to: localDate(0) },
          asAdmin,
          (d) => d.taxCollectedCsv.length,
        ),
      },
    ];
  },

  /** The payout run and the exports: time and memory (RSS of the process) against rows. */
  async measures({ ctx, gatewayUrl, pg: client, explain }) {
    const headers = {
      'content-type': 'application/json',
      authorization: `Bearer ${await ctx.token(ctx.admin.email, PASSWORD)}`,
    };
    const call = (name, variables = {}) =>
      graphql(gatewayUrl, { query: operation(name), variables, headers }, name);
    const [{ entries }] = (
      await client.query(`SELECT count(*)::int AS entries FROM orders.ledger_entries`)
    ).rows;
    const out = [];
    for (const [name, variables, rows] of [
      ['AdminPayoutsCsv', {}, 'SELECT count(*)::int AS c FROM orders.payouts'],
      [
        'AdminTaxCollectedCsv',
        { from: localDate(-365), to: localDate(0) },
        `SELECT count(*)::int AS c FROM orders.ledger_entries
          WHERE kind IN ('TAX_COLLECTED', 'TAX_REFUND') AND created_at > now() - interval '366 days'`,
      ],
    ]) {
      const m = await peakRss(() => call(name, variables));
      const [{ c }] = (await client.query(rows)).rows;
      const size = JSON.stringify(m.value).length;
      out.push({
        name: `${name} (${c} rows, ${size} bytes)`,
        value: `${m.ms.toFixed(0)} ms, RSS ${MB(m.before)} → peak ${MB(m.peak)} (+${MB(m.peak - m.before)})`,
      });
    }
    const { value: run, note } = await explain('payout-run', () =>
      peakRss(() => call('AdminRunPayouts')),
    );
    const payouts = JSON.stringify(run.value).match(/"id"/g)?.length ?? 0;
    const [{ paid }] = (
      await client.query(`SELECT count(*)::int AS paid FROM orders.ledger_entries
        WHERE kind = 'PAYOUT' AND created_at > now() - interval '1 hour'`)
    ).rows;
    out.push({
      name: `payout run (${entries} ledger entries, ${paid} orders paid out, ${payouts} payouts)`,
      value: `${run.ms.toFixed(0)} ms, RSS ${MB(run.before)} → peak ${MB(run.peak)} (+${MB(run.peak - run.before)})${note}`,
    });
    return out;
  },
};
