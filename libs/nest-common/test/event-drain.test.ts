import 'reflect-metadata';
import { afterAll, afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import {
  Inject,
  Injectable,
  Module,
  type OnModuleDestroy,
  type OnModuleInit,
} from '@nestjs/common';
import { Query, Resolver } from '@nestjs/graphql';
import { pino } from 'pino';
import { DataSource } from 'typeorm';
import {
  EVENTS_ENTITIES,
  EventTypes,
  InProcessEventBus,
  Topics,
  type UserRegisteredPayload,
} from '@hearth/events';
import {
  EventSubscriber,
  Public,
  loadServiceConfig,
  startSubgraph,
  type RunningSubgraph,
  type SubgraphDefinition,
} from '../src/index.js';
import { CreateWelcomedTables1700000000000, userRegistered } from './support.js';
import { eventually, freshDatabase, query } from '../../../test/support/db.js';

/**
 * Orderly shutdown of a service's event consumer (`EventSubscriber.drain`): a real subgraph on
 * PostgreSQL with a slow handler is closed while the handler runs.
 */
const CONSUMER = 'drain-test.on-user-registered';
const SLOW_MS = 400;

/** What the slow handler and the feature module saw (reset per test). */
const seen = {
  started: [] as string[],
  finished: [] as string[],
  /** Handlers still running when the feature module was destroyed (must be 0). */
  runningAtModuleDestroy: [] as number[],
};

@Injectable()
class SlowWelcome implements OnModuleInit, OnModuleDestroy {
  constructor(@Inject(EventSubscriber) private readonly events: EventSubscriber) {}

  onModuleInit(): Promise<void> {
    return this.events.on<UserRegisteredPayload>(
      Topics.users,
      EventTypes.UserRegistered,
      CONSUMER,
      async (payload, manager) => {
        seen.started.push(payload.userId);
        await new Promise((r) => setTimeout(r, SLOW_MS));
        await manager.query(`INSERT INTO welcomed (user_id) VALUES ($1)`, [payload.userId]);
        seen.finished.push(payload.userId);
      },
    );
  }

  onModuleDestroy(): void {
    seen.runningAtModuleDestroy.push(seen.started.length - seen.finished.length);
  }
}

@Resolver()
class PingResolver {
  @Public()
  @Query(() => String)
  ping(): string {
    return 'pong';
  }
}

@Module({ providers: [SlowWelcome, PingResolver] })
class SlowWelcomeModule {}

const definition = (): SubgraphDefinition => ({
  service: 'notifications',
  entities: [],
  migrations: [CreateWelcomedTables1700000000000],
  imports: [SlowWelcomeModule],
});

const registered = userRegistered;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('EventSubscriber shutdown drain', () => {
  let db: string;
  /** Every log line of the service and the bus, parsed (pino JSON). */
  const lines: Array<{ level: number; msg?: string }> = [];
  const logger = pino(
    { level: 'info' },
    { write: (line: string) => void lines.push(JSON.parse(line) as { level: number }) },
  );
  const bus = new InProcessEventBus({ logger });
  const consoleErrors: unknown[][] = [];
  let svc: RunningSubgraph | undefined;

  const start = () =>
    startSubgraph(definition(), {
      config: { databaseUrl: db, port: 0, host: '127.0.0.1' },
      bus,
      logger,
    });
  const inbox = async () =>
    (
      await query<{ eventId: string }>(
        db,
        `SELECT "eventId" FROM notifications.inbox WHERE consumer = $1`,
        [CONSUMER],
      )
    ).map((r) => r.eventId);
  const welcomed = async () =>
    (await query<{ user_id: string }>(db, `SELECT user_id FROM notifications.welcomed`)).map(
      (r) => r.user_id,
    );
  const problems = () => [
    ...lines.filter((l) => l.level >= 50).map((l) => l.msg),
    ...consoleErrors.map((args) => args.map(String).join(' ')),
  ];

  beforeAll(async () => {
    // Empty, not the run's migrated template: this test's own subgraph makes its event tables
    // in the `notifications` schema, which the template already holds.
    db = await freshDatabase(
      `hearth_test_nestcommon_drain_${process.env.JEST_WORKER_ID ?? '1'}`,
      undefined,
      { template: false },
    );
  });
  afterEach(() => {
    jest.restoreAllMocks();
  });
  afterAll(async () => {
    await svc?.close();
    await bus.stop();
  });

  it('finishes the handler in flight, then takes nothing more; the rest is handled on the next start', async () => {
    jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      consoleErrors.push(args);
    });
    svc = await start();
    const first = registered();
    await bus.publish(Topics.users, [first]);
    await eventually(async () => seen.started.length === 1, 10_000);

    const closing = svc.close();
    const duringClose = registered(); // arrives while the service shuts down
    await bus.publish(Topics.users, [duringClose]);
    await closing;
    svc = undefined;

    // (a) The handler in flight completed, with its inbox row, before anything was torn down.
    expect(seen.finished).toEqual([first.payload.userId]);
    expect(await inbox()).toEqual([first.id]);
    expect(await welcomed()).toEqual([first.payload.userId]);
    expect(seen.runningAtModuleDestroy).toEqual([0]);

    // (c) Events arriving during or after the close are not handled...
    const afterClose = registered();
    await bus.publish(Topics.users, [afterClose]);
    await sleep(SLOW_MS + 200);
    expect(seen.started).toEqual([first.payload.userId]);
    expect(await inbox()).toEqual([first.id]);

    // (b) ...and nothing was logged as an error (no "Connection terminated", no dead letter).
    expect(problems()).toEqual([]);
    expect(bus.deadLetters()).toEqual([]);

    // The next start of the service handles both. They are different users (aggregates), which the
    // bus may handle concurrently, so their finishing order is not part of the contract.
    svc = await start();
    await eventually(async () => (await inbox()).length === 3, 10_000);
    expect(seen.finished).toHaveLength(3);
    expect(seen.finished[0]).toBe(first.payload.userId);
    expect(seen.finished.slice(1).sort()).toEqual(
      [duringClose.payload.userId, afterClose.payload.userId].sort(),
    );
    expect((await welcomed()).sort()).toEqual(
      [first, duringClose, afterClose].map((e) => e.payload.userId).sort(),
    );
    await svc.close();
    svc = undefined;
    expect(problems()).toEqual([]);
  });

  it('drain() gives up waiting after its timeout and logs a warning', async () => {
    const warnings: string[] = [];
    const warnLogger = {
      info: () => undefined,
      warn: (_obj: object, msg?: string) => void warnings.push(msg ?? ''),
      error: () => undefined,
    };
    const config = loadServiceConfig('notifications', { databaseUrl: db });
    const dataSource = new DataSource({
      type: 'postgres',
      url: db,
      schema: 'notifications',
      entities: EVENTS_ENTITIES,
    });
    await dataSource.initialize();
    const localBus = new InProcessEventBus();
    const subscriber = new EventSubscriber(localBus, config, dataSource, warnLogger);
    let started = false;
    let done = false;
    // The handler runs until the test lets it go, so "drain gave up" does not depend on timing.
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = () => resolve();
    });
    await subscriber.on(Topics.users, EventTypes.UserRegistered, 'drain-test.timeout', async () => {
      started = true;
      await gate;
      done = true;
    });
    await localBus.start();
    const event = registered();
    await localBus.publish(Topics.users, [event]);
    await eventually(async () => started, 10_000); // the handler is running
    const t0 = Date.now();
    await subscriber.drain(50);
    // Resolved although the handler is still blocked: it stopped waiting at its timeout.
    expect(Date.now() - t0).toBeGreaterThanOrEqual(45);
    expect(Date.now() - t0).toBeLessThan(2_000);
    expect(done).toBe(false);
    expect(warnings).toEqual([expect.stringContaining('drain timeout')]);
    release();
    await localBus.stop(); // waits for the late handler, which still commits here
    expect(done).toBe(true);
    expect(
      await query(db, `SELECT 1 FROM notifications.inbox WHERE "eventId" = $1`, [event.id]),
    ).toHaveLength(1);
    await dataSource.destroy();
  });
});
