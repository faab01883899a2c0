import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import {
  EVENTS_ENTITIES,
  InProcessEventBus,
  OutboxRelay,
  Topics,
  createEventTables,
  integrationEvent,
} from '@hearth/events';
import { kickRelayAfterCommits, publishEvents } from '../src/index.js';

const schema = `nest_publish_${process.env.JEST_WORKER_ID ?? '0'}`;
let dataSource: DataSource;

beforeAll(async () => {
  dataSource = new DataSource({
    type: 'postgres',
    url: process.env.EVENTS_TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
    schema,
    entities: EVENTS_ENTITIES,
  });
  await dataSource.initialize();
  await dataSource.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  await dataSource.query(`CREATE SCHEMA "${schema}"`);
  const runner = dataSource.createQueryRunner();
  await createEventTables(runner);
  await runner.release();
});
afterAll(async () => {
  await dataSource?.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  await dataSource?.destroy();
});

const bankDetailsAdded = (n: number) =>
  integrationEvent('BankDetailsAdded@1', `00000000-0000-4000-8000-00000000000${n}`, {
    userId: `00000000-0000-4000-8000-00000000000${n}`,
  });

describe('publishEvents', () => {
  it('publishes right after the commit (no poll), and nothing of a rolled-back transaction', async () => {
    const bus = new InProcessEventBus();
    const got: string[] = [];
    await bus.subscribe('g', Topics.users, async (e) => void got.push(e.id));
    await bus.start();
    // The next poll is a minute away: only the kick after the commit can publish in time.
    const relay = new OutboxRelay({ dataSource, bus, pollIntervalMs: 60_000 });
    kickRelayAfterCommits(dataSource, relay);
    relay.start();
    await new Promise((r) => setTimeout(r, 100)); // the first (immediate) cycle has run
    const doomed = bankDetailsAdded(1);
    await expect(
      dataSource.transaction(async (m) => {
        await publishEvents(m, Topics.users, doomed);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const kept = bankDetailsAdded(2);
    await dataSource.transaction((m) => publishEvents(m, Topics.users, [kept]));
    const deadline = Date.now() + 10_000;
    while (!got.includes(kept.id) && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 25));
    expect(got).toEqual([kept.id]);
    await relay.stop();
    await bus.stop();
  });

  it('writes nothing for an empty list and refuses a manager outside a transaction', async () => {
    await dataSource.transaction((m) => publishEvents(m, Topics.users, []));
    await expect(
      publishEvents(dataSource.manager, Topics.users, bankDetailsAdded(3)),
    ).rejects.toThrow(/open transaction/);
  });
});
