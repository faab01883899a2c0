/**
 * The order saga over a real Apache Kafka broker when parts fail:
 * - the broker crashes in the middle of 400 checkouts and comes back: every order ends PENDING
 *   or REJECTED, none is lost or answered twice, and the stock balances;
 * - one of two replicas of `sessions` (its own process, same consumer group) is killed mid-saga:
 *   the other takes over its partitions after the rebalance and finishes the work;
 * - PostgreSQL stops for 15 s during a checkout burst — over twice the consumers' 6 s session
 *   timeout (SagaStack.startOnKafka), so a handler retrying through it must keep its group
 *   membership: the saga's handlers wait it out (a passing failure is retried without committing
 *   the offset, never dead-lettered), every order that was written ends PENDING or REJECTED and
 *   the stock balances.
 * Each test has a broker of its own (they stop theirs) and its own database. The checkouts are as
 * few as still prove each property (880 in all, down from 1,640): every failure still meets
 * checkouts in flight in waves of 40–50, with orders placed before, during and after it, and more
 * guests than portions so both outcomes are exercised.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, describe, expect, it } from '@jest/globals';
import { AssignerProtocol, Kafka, logLevel } from 'kafkajs';
import { startKafka, type KafkaBroker } from '../../../test/support/kafka.js';
import { startOwnPostgres, type OwnPostgres } from '../../../test/support/own-postgres.js';
import { eventually, query } from '../../../test/support/db.js';
import { SagaStack, type User } from './support/saga-stack.js';

const REPO = fileURLToPath(new URL('../../../', import.meta.url));
// The buses' Kafka warnings go to a file a timeout's message quotes (see SagaStack.diagnosis).
process.env.SAGA_DEBUG_LOG ??= join(tmpdir(), `hearth-saga-reliability-${process.pid}.log`);

/** Adds one portion of `dish` to each guest's cart, `batch` requests at a time. */
async function fillCarts(stack: SagaStack, guests: User[], dish: string, occurrenceId: string) {
  for (let i = 0; i < guests.length; i += 25) {
    const added = await Promise.all(
      guests.slice(i, i + 25).map((g) => stack.add(g, dish, occurrenceId, 1)),
    );
    for (const a of added) if (a.cart?.itemCount !== 1) throw new Error(JSON.stringify(a.res));
  }
}

/**
 * What must hold once the saga settles after a failure: `portions` orders PENDING and the rest
 * REJECTED as out of stock, one order per guest, one answer per order, stock at 0, outboxes empty.
 */
async function expectSettled(
  stack: SagaStack,
  occurrenceId: string,
  dish: string,
  guests: number,
  portions: number,
) {
  expect(await stack.outcomes(240_000)).toEqual([
    { status: 'PENDING', reason: null, n: portions },
    { status: 'REJECTED', reason: 'OUT_OF_STOCK', n: guests - portions },
  ]);
  const orders = await query<{ n: number; guests: number }>(
    stack.db,
    `SELECT count(*)::int AS n, count(DISTINCT guest_id)::int AS guests FROM orders.orders`,
  );
  expect(orders).toEqual([{ n: guests, guests }]); // none lost, none duplicated
  const answered = await query<{ status: string; n: number }>(
    stack.db,
    `SELECT status, count(*)::int AS n FROM sessions.stock_reservations GROUP BY status ORDER BY status`,
  );
  expect(answered).toEqual([
    { status: 'REJECTED', n: guests - portions },
    { status: 'RESERVED', n: portions },
  ]);
  expect(await stack.remaining(occurrenceId, dish)).toBe(0);
  // Every outcome event was published (none stuck in an outbox).
  const unpublished = async () =>
    (
      await query<{ n: number }>(
        stack.db,
        `SELECT (SELECT count(*) FROM orders.outbox WHERE "publishedAt" IS NULL)
              + (SELECT count(*) FROM sessions.outbox WHERE "publishedAt" IS NULL) AS n`,
      )
    )[0]!.n;
  await eventually(async () => Number(await unpublished()) === 0, stack.timeoutMs);
  expect(Number(await unpublished())).toBe(0);
}

describe('the order saga on real Kafka when parts fail', () => {
  let broker: KafkaBroker | undefined;
  let stack: SagaStack | undefined;
  let replica: ChildProcess | undefined;
  let ownPg: OwnPostgres | undefined;

  afterEach(async () => {
    replica?.kill('SIGKILL');
    replica = undefined;
    await stack?.stop();
    stack = undefined;
    await broker?.destroy();
    broker = undefined;
    await ownPg?.destroy();
    ownPg = undefined;
  }, 60_000);
  afterAll(async () => {
    replica?.kill('SIGKILL');
  });

  /**
   * A broker of the test's own, sessions + orders on it (and on `pgServer` if given), one
   * occurrence with `portions` of one dish, and `guests` guests with one portion in their cart.
   */
  async function prepare(name: string, guests: number, portions: number, pgServer?: string) {
    const own = (broker = await startKafka());
    const saga = (stack = new SagaStack());
    saga.timeoutMs = 120_000; // returns as soon as it holds; the bound only matters on a loaded machine
    await saga.startOnKafka(name, own.brokers, pgServer);
    const dish = await saga.dish(`Dish of ${name}`, 900);
    const occurrenceId = await saga.session(
      [{ dishId: dish, minQuantity: 1, maxQuantity: portions, portionSize: '1 piece' }],
      { min: 1, max: 20 },
    );
    const all = await Promise.all(Array.from({ length: guests }, () => saga.guest()));
    await fillCarts(saga, all, dish, occurrenceId);
    return { own, stack: saga, dish, occurrenceId, guests: all };
  }

  it('broker crash during 400 checkouts: every order PENDING or REJECTED, none lost, stock balanced', async () => {
    const GUESTS = 400;
    const PORTIONS = 160;
    const { own, stack, dish, occurrenceId, guests } = await prepare(
      'orders_kafka_outage',
      GUESTS,
      PORTIONS,
    );

    // Checkouts in waves of 50; the broker is killed after the 150th and restarted after the
    // 300th, so over a third of the orders are placed while it is down.
    const statuses: string[] = [];
    for (let i = 0; i < GUESTS; i += 50) {
      if (i === 150) await own.kill();
      if (i === 300) broker = await own.restart(); // same port: the clients reconnect
      const placed = await Promise.all(
        guests.slice(i, i + 50).map((g) => stack!.place(g, { occurrenceId })),
      );
      statuses.push(...placed.map((p) => p.order?.status ?? JSON.stringify(p.res)));
    }
    expect(statuses.filter((s) => s === 'PLACED')).toHaveLength(GUESTS);

    await expectSettled(stack, occurrenceId, dish, GUESTS, PORTIONS);
  }, 600_000);

  it('a replica of sessions is killed mid-saga: the other finishes the work after the rebalance', async () => {
    const GUESTS = 160;
    const PORTIONS = 40;
    const { own, stack, dish, occurrenceId, guests } = await prepare(
      'orders_kafka_replica',
      GUESTS,
      PORTIONS,
    );

    // The second replica: the built service in its own process, same database and group.
    let replicaLog = '';
    replica = spawn(process.execPath, ['services/sessions/dist/main.js'], {
      cwd: REPO,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        PORT: '0',
        DATABASE_URL: stack.db,
        KAFKA_BROKERS: own.brokers.join(','),
        // As the in-thread services of the saga stack (6 s): the survivor takes the killed
        // replica's partitions after 6 s instead of the default 30.
        KAFKA_SESSION_TIMEOUT_MS: '6000',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    replica.stdout!.on('data', (c: Buffer) => (replicaLog += c.toString()));
    replica.stderr!.on('data', (c: Buffer) => (replicaLog += c.toString()));

    // Wait until both replicas share the order topic's partitions.
    const admin = new Kafka({
      clientId: 'ops',
      brokers: own.brokers,
      logLevel: logLevel.NOTHING,
    }).admin();
    await admin.connect();
    const assignments = async () => {
      const [group] = (await admin.describeGroups(['sessions'])).groups;
      if (group?.state !== 'Stable') return [];
      return group.members.map((m) => {
        const decoded = AssignerProtocol.MemberAssignment.decode(m.memberAssignment);
        return (decoded?.assignment['hearth.orders'] ?? []).length;
      });
    };
    try {
      await eventually(async () => {
        const a = await assignments();
        return a.length === 2 && a.every((n) => n > 0);
      }, 90_000).catch((err: unknown) => {
        throw new Error(`the second replica did not join: ${String(err)}\n${replicaLog}`);
      });
    } finally {
      await admin.disconnect();
    }

    // Place every order at once; kill the process replica when a quarter have been answered.
    const placing = Promise.all(guests.map((g) => stack!.place(g, { occurrenceId })));
    await eventually(async () => {
      const [row] = await query<{ n: number }>(
        stack!.db,
        `SELECT count(*)::int AS n FROM sessions.stock_reservations`,
      );
      return row!.n >= GUESTS / 4;
    }, 120_000);
    replica.kill('SIGKILL'); // a crash: no LeaveGroup, its partitions wait for the session timeout
    const placed = await placing;
    expect(placed.filter((p) => p.order?.status === 'PLACED')).toHaveLength(GUESTS);
    const [{ answered }] = await query<{ answered: number }>(
      stack.db,
      `SELECT count(*)::int AS answered FROM sessions.stock_reservations`,
    );
    expect(answered).toBeLessThan(GUESTS); // it was killed mid-saga

    await expectSettled(stack, occurrenceId, dish, GUESTS, PORTIONS);
  }, 600_000);

  it('PostgreSQL stops for 15 s during a checkout burst: every order ends PENDING or REJECTED, stock balanced', async () => {
    const GUESTS = 320; // 120 before the outage, up to 120 during it, the rest after
    const PORTIONS = 120;
    ownPg = await startOwnPostgres();
    const pg = ownPg;
    const { own, stack, dish, occurrenceId, guests } = await prepare(
      'orders_pg_outage',
      GUESTS,
      PORTIONS,
      pg.server,
    );

    // The burst: waves of 40 checkouts, one every 250 ms. The database stops after the third
    // wave is answered, while the saga is busy with it, and comes back 15 s later (the outage
    // outlasts the consumers' 6 s session timeout more than twice over).
    const placedIds: string[] = [];
    let refused = 0;
    const wave = async (slice: User[]) => {
      const results = await Promise.all(
        slice.map((g) => stack!.place(g, { occurrenceId }).catch(() => null)),
      );
      for (const r of results) {
        if (r?.order?.status === 'PLACED') placedIds.push(r.order.id);
        else refused++; // the guest was told it failed (nothing half-written, see below)
      }
    };
    let next = 0;
    for (; next < 120; next += 40) await wave(guests.slice(next, next + 40));
    await pg.stop();
    const outageEnds = Date.now() + 15_000;
    while (Date.now() < outageEnds && next < 240) {
      await wave(guests.slice(next, next + 40));
      next += 40;
      await new Promise((r) => setTimeout(r, 250));
    }
    await new Promise((r) => setTimeout(r, Math.max(0, outageEnds - Date.now())));
    await pg.start();
    for (; next < GUESTS; next += 40) await wave(guests.slice(next, next + 40));
    expect(refused).toBeGreaterThan(0); // some checkouts did meet the outage
    expect(placedIds.length).toBeGreaterThanOrEqual(120 + (GUESTS - 240));

    const counts = await stack.outcomes(240_000);
    const orders = await query<{ id: string; status: string }>(
      stack.db,
      `SELECT id, status FROM orders.orders`,
    );
    // Every order the guests were told was placed exists; any other order written is settled too.
    expect(orders.map((o) => o.id)).toEqual(expect.arrayContaining(placedIds));
    expect(orders.every((o) => o.status === 'PENDING' || o.status === 'REJECTED')).toBe(true);
    const pending = counts.find((c) => c.status === 'PENDING')?.n ?? 0;
    expect(pending).toBe(Math.min(PORTIONS, orders.length));
    expect(
      counts.filter((c) => c.status === 'REJECTED').every((c) => c.reason === 'OUT_OF_STOCK'),
    ).toBe(true);
    const answered = await query<{ status: string; n: number }>(
      stack.db,
      `SELECT status, count(*)::int AS n FROM sessions.stock_reservations GROUP BY status ORDER BY status`,
    );
    expect(Object.fromEntries(answered.map((a) => [a.status, a.n]))).toEqual({
      RESERVED: pending,
      ...(orders.length > pending && { REJECTED: orders.length - pending }),
    });
    expect(await stack.remaining(occurrenceId, dish)).toBe(PORTIONS - pending);

    // No good event was dead-lettered because of the outage.
    const admin = new Kafka({
      clientId: 'ops',
      brokers: own.brokers,
      logLevel: logLevel.NOTHING,
    }).admin();
    await admin.connect();
    try {
      for (const topic of ['hearth.orders.dlq', 'hearth.sessions.dlq']) {
        const offsets = await admin.fetchTopicOffsets(topic);
        expect({ topic, dead: offsets.reduce((n, p) => n + Number(p.high), 0) }).toEqual({
          topic,
          dead: 0,
        });
      }
    } finally {
      await admin.disconnect();
    }
  }, 600_000);
});
