/**
 * `npm run start:distributed --replicas orders=2,sessions=2` (issue 27, tools/distributed/start.mjs):
 * the layout it starts — a real Kafka broker, each subgraph its own process, two replicas of
 * orders and of sessions behind the local load balancers, the gateway and the frontends — serves
 * the app, and a replica of each killed mid-saga loses nothing.
 *
 * One layout for the file, through `startDistributed` (the command's own code) on ports of this
 * Jest worker's slice of the test band (`freePort`), its own database (a copy of the run's
 * migrated template), its own Redis database number and a broker in a temporary folder; `stop()`
 * ends it all. Consumers' session timeout 6 s (KAFKA_SESSION_TIMEOUT_MS), so a killed replica's
 * partitions move to the survivor after 6 s, not 30.
 *
 * The kill, deterministically mid-saga: both sessions replicas are frozen (SIGSTOP) before two
 * guests place their orders, so neither order can be answered; then sessions#2 and orders#2 are
 * SIGKILLed (no LeaveGroup: their partitions wait out the session timeout) while both orders are
 * PLACED, and sessions#1 is let go on (SIGCONT). Eight portions, five asked by each guest: one
 * order must end PENDING with its card held, the other REJECTED as out of stock with its cart
 * back — whatever partitions the dead replicas held.
 *
 * The layout runs its trace viewer (`tracing`: Zipkin from the machine cache, every process
 * sending it spans): the PENDING order's checkout is then one trace in Zipkin, from the gateway
 * through orders, the broker, sessions, orders again to notifications.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { appendFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AssignerProtocol, Kafka, logLevel } from 'kafkajs';
import { CONSUMED_TOPICS, KafkaBacklogProbe, KAFKA_SERVICES, Topics } from '@hearth/events';
import {
  cliOptions,
  parseReplicas,
  startDistributed,
  tracingByDefault,
  type DistributedLayout,
} from '../../tools/distributed/start.mjs';
import { freePort } from '../support/kafka.js';
import { TEST_PG_SERVER, eventually, freshDatabase, query } from '../support/db.js';
import { GatewayClient, dishInput, type Account } from './support/chef-setup.js';
import { addToCart, publishChef, type PublishedChef } from './support/public-chef.js';

const WORKER = Number(process.env.JEST_WORKER_ID ?? 1) || 1;
const LOG = join(tmpdir(), `hearth-distributed-${process.pid}.log`);
/** Bound of each wait for the saga (returns as soon as it holds; only a loaded machine needs it). */
const SAGA_TIMEOUT_MS = 120_000;

const PLACE_ORDER = `mutation PlaceOrder($input: PlaceOrderInput!) { placeOrder(input: $input) {
  __typename ... on Order { id status totalCents } ... on ValidationError { errors { message } } } }`;
const ORDER = `query GetOrder($id: ID!) { order(id: $id) { id status rejectionReason } }`;
const CART = `query { cart { itemCount } }`;

describe('start:distributed command line', () => {
  it('takes --replicas as npm passes it without "--" (a bare orders=2,sessions=2)', () => {
    // `npm run start:distributed --replicas orders=2,sessions=2`: npm keeps --replicas.
    expect(cliOptions(['orders=2,sessions=2'], { npm_config_replicas: 'true' }).replicas).toBe(
      'orders=2,sessions=2',
    );
    expect(cliOptions(['--', '--replicas', 'orders=2']).replicas).toBe('orders=2');
    expect(cliOptions(['--replicas=sessions=3']).replicas).toBe('sessions=3');
    expect(parseReplicas('orders=2,sessions=2')).toEqual({
      users: 1,
      restaurants: 1,
      sessions: 2,
      orders: 2,
      notifications: 1,
      admin: 1,
    });
    expect(() => parseReplicas('payments=2')).toThrow(/not <service>=<1..9>/);
  });

  it('starts the trace viewer unless told not to, or unless OTEL_* already send traces elsewhere', () => {
    expect(cliOptions([], {}).tracing).toBeUndefined();
    expect(cliOptions(['--no-tracing'], {}).tracing).toBe(false);
    expect(cliOptions(['--', '--tracing'], {}).tracing).toBe(true);
    // `npm run start:distributed --no-tracing`: npm keeps the flag as its config.
    expect(cliOptions([], { npm_config_tracing: 'false' }).tracing).toBe(false);
    expect(cliOptions([], { npm_config_tracing: '' }).tracing).toBe(false);
    expect(tracingByDefault({})).toBe(true);
    expect(tracingByDefault({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' })).toBe(false);
    expect(tracingByDefault({ OTEL_TRACES_EXPORTER: 'none' })).toBe(false);
  });
});

describe('npm run start:distributed --replicas orders=2,sessions=2', () => {
  let layout: DistributedLayout | undefined;
  let databaseUrl = '';
  const dbName = `hearth_test_distributed_${WORKER}`;
  const dataDir = join(tmpdir(), `hearth-distributed-data-${process.pid}`);
  /** The order the saga test leaves PENDING (its checkout's trace is looked up after). */
  let pendingOrderId: string | undefined;

  beforeAll(async () => {
    databaseUrl = await freshDatabase(dbName);
    layout = await startDistributed({
      replicas: { orders: 2, sessions: 2 },
      databaseUrl,
      redisUrl: `redis://127.0.0.1:6379/${1 + (WORKER % 15)}`,
      port: () => freePort(),
      tracing: true,
      env: {
        KAFKA_SESSION_TIMEOUT_MS: '6000',
        AUTH_RATE_LIMIT_PER_MINUTE: '1000',
        PUBLIC_SIGNUP_RATE_LIMIT_PER_MINUTE: '1000',
        HEARTH_DATA_DIR: dataDir,
      },
      log: (name, line) => appendFileSync(LOG, `[${name}] ${line}\n`),
      startTimeoutMs: 240_000, // a part that does not come up fails with its output before Jest's bound
    });
  }, 300_000);

  afterAll(async () => {
    for (const p of layout?.processes ?? []) if (!p.exited) p.child.kill('SIGCONT');
    await layout?.stop();
    await query(`${TEST_PG_SERVER}/postgres`, `DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  /** The process of `name` (`orders#2`). */
  const part = (name: string) => {
    const found = layout!.processes.find((p) => p.name === name);
    if (!found) throw new Error(`no process ${name}`);
    return found;
  };

  /**
   * SIGKILLs the process of `name`; resolves once it is gone (a request that reached it before is
   * lost with it: the load balancer never sends a request twice, so the test asks only after).
   */
  const kill = (name: string) =>
    new Promise<void>((resolve) => {
      const { child } = part(name);
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGKILL');
    });

  it('serves the app: the shell page and the gateway behind it', async () => {
    const page = await fetch(layout!.urls.web);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    const env = await (await fetch(`${layout!.urls.web}/env.js`)).text();
    expect(env).toContain(layout!.urls.gateway);
  });

  it('a replica of orders and of sessions killed mid-saga: nothing lost or stuck', async () => {
    const api = new GatewayClient(layout!.urls.gateway);
    const admin = await api.createAdmin(databaseUrl);
    const rosa: PublishedChef = await publishChef(api, admin, {
      firstName: 'Rosa',
      dish: dishInput('Lasagna al forno', 1850),
      session: { offersPickup: true }, // eight portions
    });
    const guests = [await api.signUp('GUEST', 'Gina'), await api.signUp('GUEST', 'Gus')];
    for (const g of guests) expect(await addToCart(api, g, rosa, 5)).toBe(5);

    // Both replicas of each service share the saga's partitions before anything is killed.
    const kafka = new Kafka({
      clientId: 'ops',
      brokers: layout!.brokers,
      logLevel: logLevel.NOTHING,
    });
    const ops = kafka.admin();
    await ops.connect();
    try {
      const sharing = async (group: string, topic: string) => {
        const [g] = (await ops.describeGroups([group])).groups;
        if (g?.state !== 'Stable' || g.members.length !== 2) return false;
        return g.members.every(
          (m) =>
            (AssignerProtocol.MemberAssignment.decode(m.memberAssignment)?.assignment[topic] ?? [])
              .length > 0,
        );
      };
      await eventually(
        async () =>
          (await sharing('sessions', Topics.orders)) && (await sharing('orders', Topics.sessions)),
        SAGA_TIMEOUT_MS,
      );
    } finally {
      await ops.disconnect();
    }

    // Freeze sessions: no order can be answered. Both guests check out.
    for (const n of [1, 2]) part(`sessions#${n}`).child.kill('SIGSTOP');
    const placed: Array<{ id: string; status: string; totalCents: number; guest: Account }> = [];
    for (const guest of guests) {
      const order = await api.expect<{ id: string; status: string; totalCents: number }>(
        'Order',
        PLACE_ORDER,
        {
          input: {
            occurrenceId: rosa.occurrenceId,
            fulfilment: 'PICKUP',
            idempotencyKey: randomUUID(),
            paymentMethodId: 'pm_card_visa',
          },
        },
        guest.token,
      );
      placed.push({ ...order, guest });
    }
    expect(placed.map((o) => o.status)).toEqual(['PLACED', 'PLACED']);

    // Mid-saga: both orders are PLACED when a replica of each service dies.
    await Promise.all(['sessions#2', 'orders#2'].map(kill));
    const statuses = await query<{ status: string }>(
      databaseUrl,
      `SELECT status FROM orders.orders WHERE id = ANY($1)`,
      [placed.map((o) => o.id)],
    );
    expect(statuses).toEqual([{ status: 'PLACED' }, { status: 'PLACED' }]);
    part('sessions#1').child.kill('SIGCONT');

    // The survivors finish the saga: one order PENDING, the other out of stock.
    const status = (o: (typeof placed)[number]) =>
      api.call<{ order: { status: string; rejectionReason: string | null } }>(
        ORDER,
        { id: o.id },
        o.guest.token,
      );
    // The guests ask meanwhile, through orders' load balancer: the dead replica never shows.
    const errors: unknown[] = [];
    const ended = await eventually(async () => {
      const answers = await Promise.all(placed.map(status));
      errors.push(...answers.flatMap((a) => a.errors ?? []));
      const orders = answers.map((a) => a.data?.order);
      return orders.every((o) => o && o.status !== 'PLACED') && orders;
    }, SAGA_TIMEOUT_MS).catch(async (err: unknown) => {
      throw new Error(`${String(err)}: the saga did not finish\n${await diagnosis(databaseUrl)}`);
    });
    expect(errors).toEqual([]);
    expect(ended.map((o) => o!.status).sort()).toEqual(['PENDING', 'REJECTED']);
    expect(
      await query(
        databaseUrl,
        `SELECT rejection_reason AS reason FROM orders.orders
        WHERE status = 'REJECTED'`,
      ),
    ).toEqual([{ reason: 'OUT_OF_STOCK' }]);
    const pending = placed[ended.findIndex((o) => o!.status === 'PENDING')]!;
    pendingOrderId = pending.id;
    const rejected = placed.find((o) => o !== pending)!;

    // Portions and payment agree: five portions reserved, three left; one hold, of the total.
    expect(
      await query(
        databaseUrl,
        `SELECT order_id AS "orderId", status FROM sessions.stock_reservations ORDER BY status`,
      ),
    ).toEqual([
      { orderId: rejected.id, status: 'REJECTED' },
      { orderId: pending.id, status: 'RESERVED' },
    ]);
    expect(
      await query(
        databaseUrl,
        `SELECT remaining FROM sessions.occurrence_stock WHERE occurrence_id = $1 AND dish_id = $2`,
        [rosa.occurrenceId, rosa.dish.id],
      ),
    ).toEqual([{ remaining: 3 }]);
    expect(
      await query(
        databaseUrl,
        `SELECT order_id AS "orderId", status, amount_cents AS "amountCents" FROM orders.payments`,
      ),
    ).toEqual([{ orderId: pending.id, status: 'AUTHORIZED', amountCents: pending.totalCents }]);
    expect(
      await query(
        databaseUrl,
        `SELECT order_id AS "orderId", amount FROM orders.test_processor_payments`,
      ),
    ).toEqual([{ orderId: pending.id, amount: pending.totalCents }]); // one hold, not two
    // The rejected guest's portions are back in their cart.
    const cart = await api.call<{ cart: { itemCount: number } }>(CART, {}, rejected.guest.token);
    expect(cart.data?.cart.itemCount).toBe(5);

    // Nothing stuck: every outbox row sent, each saga event in its consumer's inbox, every
    // consumer group caught up on what it consumes, no dead letter.
    const unsent = async () =>
      (
        await Promise.all(
          KAFKA_SERVICES.map((s) =>
            query<{ service: string; n: number }>(
              databaseUrl,
              `SELECT '${s}' AS service, count(*)::int AS n FROM ${s}.outbox
                WHERE "publishedAt" IS NULL OR "parkedAt" IS NOT NULL`,
            ),
          ),
        )
      )
        .flat()
        .filter((r) => r.n > 0);
    await eventually(async () => (await unsent()).length === 0, SAGA_TIMEOUT_MS).catch(() => 0);
    expect(await unsent()).toEqual([]);
    const unhandled = (producer: string, consumer: string, types: string[]) =>
      query(
        databaseUrl,
        `SELECT o."eventType" FROM ${producer}.outbox o WHERE o."eventType" = ANY($1)
          AND NOT EXISTS (SELECT 1 FROM ${consumer}.inbox i WHERE i."eventId" = o.id)`,
        [types],
      );
    expect(await unhandled('orders', 'sessions', ['OrderPlaced'])).toEqual([]);
    expect(await unhandled('sessions', 'orders', ['StockReserved', 'StockRejected'])).toEqual([]);
    expect(await unhandled('orders', 'notifications', ['OrderPending'])).toEqual([]);
    const backlog = async () => {
      const behind: Array<{ service: string; topic: string; lag?: number; dead?: number }> = [];
      for (const service of KAFKA_SERVICES) {
        const probe = new KafkaBacklogProbe({
          brokers: layout!.brokers,
          clientId: 'ops',
          groupId: service,
        });
        try {
          const { consumerLag, deadLetters } = await probe.read([...CONSUMED_TOPICS[service]]);
          for (const { topic, messages } of consumerLag)
            if (messages > 0) behind.push({ service, topic, lag: messages });
          for (const { topic, messages } of deadLetters)
            if (messages > 0) behind.push({ service, topic, dead: messages });
        } finally {
          await probe.close();
        }
      }
      return behind;
    };
    await eventually(async () => (await backlog()).length === 0, SAGA_TIMEOUT_MS).catch(() => 0);
    const behind = await backlog();
    if (behind.length > 0) {
      // Which groups have members, and what they hold, to tell a dead consumer from a slow one.
      const groups = kafka.admin();
      await groups.connect();
      const { groups: found } = await groups.describeGroups([...KAFKA_SERVICES]);
      await groups.disconnect();
      const held = found.map(
        (g) =>
          `${g.groupId} ${g.state}: ${g.members
            .map((m) =>
              JSON.stringify(
                AssignerProtocol.MemberAssignment.decode(m.memberAssignment)?.assignment,
              ),
            )
            .join(' | ')}`,
      );
      throw new Error(`consumers behind: ${JSON.stringify(behind)}\n${held.join('\n')}\n${LOG}`);
    }
  }, 420_000);

  it('the PENDING checkout is one trace in Zipkin across the gateway, four services and the broker', async () => {
    expect(pendingOrderId).toBeDefined();
    // Its trace id: the traceparent orders' checkout request gave the OrderPlaced event.
    const [placedEvent] = await query<{ traceparent: string | null }>(
      databaseUrl,
      `SELECT envelope->>'traceparent' AS traceparent FROM orders.outbox
        WHERE "eventType" = 'OrderPlaced' AND "aggregateId" = $1`,
      [pendingOrderId],
    );
    const traceId = placedEvent?.traceparent?.split('-')[1];
    expect(traceId).toMatch(/^[0-9a-f]{32}$/);
    type ZipkinSpan = { name?: string; kind?: string; localEndpoint?: { serviceName?: string } };
    const hops = async () => {
      const res = await fetch(`${layout!.urls.tracesApi}/trace/${traceId}`);
      const spans = res.ok ? ((await res.json()) as ZipkinSpan[]) : [];
      return spans.map((s) => `${s.localEndpoint?.serviceName} ${s.kind ?? 'LOCAL'} ${s.name}`);
    };
    // The hops a survivor made (spans of orders#2, SIGKILLed mid-saga, may be lost with it): the
    // gateway's request, each event sent to the broker and processed by its consumer.
    const expected = [
      'sessions CONSUMER process hearth.orders', // OrderPlaced
      'sessions PRODUCER send hearth.sessions', // StockReserved
      'orders CONSUMER process hearth.sessions',
      'orders PRODUCER send hearth.orders', // OrderPending
      'notifications CONSUMER process hearth.orders',
    ];
    let seen: string[] = [];
    await eventually(async () => {
      seen = await hops();
      return (
        expected.every((hop) => seen.includes(hop)) && seen.some((h) => h.startsWith('gateway '))
      );
    }, 30_000).catch(() => undefined);
    expect(seen).toEqual(expect.arrayContaining(expected));
    const services = new Set(seen.map((hop) => hop.split(' ')[0]));
    expect([...services]).toEqual(
      expect.arrayContaining(['gateway', 'orders', 'sessions', 'notifications']),
    );
  }, 60_000);
});

/** What to read when the saga does not finish: orders, reservations, outboxes, the processes' log. */
async function diagnosis(databaseUrl: string): Promise<string> {
  const run = async (label: string, sql: string) =>
    `${label}: ${JSON.stringify(await query(databaseUrl, sql).catch((e: Error) => e.message))}`;
  return [
    await run('orders', `SELECT status, count(*)::int AS n FROM orders.orders GROUP BY status`),
    await run(
      'reservations',
      `SELECT status, count(*)::int AS n FROM sessions.stock_reservations GROUP BY status`,
    ),
    await run(
      'unsent',
      `SELECT (SELECT count(*)::int FROM orders.outbox WHERE "publishedAt" IS NULL) AS orders,
              (SELECT count(*)::int FROM sessions.outbox WHERE "publishedAt" IS NULL) AS sessions`,
    ),
    `processes' output: ${LOG}`,
  ].join('\n');
}
