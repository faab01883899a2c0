import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { DataSource } from 'typeorm';
import {
  InProcessEventBus,
  Outbox,
  OutboxMessageEntity,
  OutboxRelay,
  createEnvelope,
  type EventBus,
  type EventEnvelope,
} from '../src/index.js';
import { openTestDataSource, sleep, waitFor } from './support.js';

let db: Awaited<ReturnType<typeof openTestDataSource>>;
let dataSource: DataSource;

beforeAll(async () => {
  db = await openTestDataSource('outbox');
  dataSource = db.dataSource;
});
afterAll(async () => {
  await db?.drop();
});

const event = (aggregateId: string, n: number) =>
  createEnvelope({ type: 'Numbered', version: 1, aggregateId, payload: { n } });

/** A bus that records what was published (by topic) and can be made to fail. */
class RecordingBus implements EventBus {
  published: Array<{ topic: string; event: EventEnvelope }> = [];
  failWith: Error | null = null;
  async publish(topic: string, events: EventEnvelope[]): Promise<void> {
    if (this.failWith) throw this.failWith;
    for (const e of events) this.published.push({ topic, event: e });
  }
  async subscribe(): Promise<void> {}
  async start(): Promise<void> {}
  async stop(): Promise<void> {}
  async stopGroup(): Promise<void> {}
  async isHealthy(): Promise<boolean> {
    return true;
  }
}

describe('event tables', () => {
  it('match the entities, so migration:generate finds nothing to change', async () => {
    const sql = await dataSource.driver.createSchemaBuilder().log();
    expect(sql.upQueries.map((q) => q.query)).toEqual([]);
  });
});

describe('Outbox + OutboxRelay', () => {
  it('publishes nothing for a rolled-back transaction', async () => {
    const bus = new RecordingBus();
    const relay = new OutboxRelay({ dataSource, bus, pollIntervalMs: 20 });
    const doomed = event('rolled-back', 1);
    await expect(
      dataSource.transaction(async (manager) => {
        await Outbox.add(manager, 'hearth.test', doomed);
        throw new Error('business rule failed');
      }),
    ).rejects.toThrow('business rule failed');
    relay.start();
    const committed = event('committed', 1);
    await dataSource.transaction((manager) => Outbox.add(manager, 'hearth.test', committed));
    relay.kick();
    await waitFor(() => bus.published.length > 0, 10_000, 'committed event published');
    await sleep(100);
    await relay.stop();
    expect(bus.published.map((p) => p.event.id)).toEqual([committed.id]);
    expect(await dataSource.getRepository(OutboxMessageEntity).countBy({ id: doomed.id })).toBe(0);
  });

  it('publishes in createdAt order, grouped by topic, and marks rows published', async () => {
    const bus = new RecordingBus();
    const relay = new OutboxRelay({ dataSource, bus, pollIntervalMs: 20, batchSize: 4 });
    const written: EventEnvelope[] = [];
    // Several transactions, several events per transaction, two topics, more rows than one batch.
    for (let tx = 0; tx < 4; tx++) {
      await dataSource.transaction(async (manager) => {
        const batch = [
          event('order-1', tx * 3),
          event('order-2', tx * 3 + 1),
          event('order-1', tx * 3 + 2),
        ];
        await Outbox.add(manager, tx % 2 === 0 ? 'hearth.orders' : 'hearth.sessions', batch);
        written.push(...batch);
      });
    }
    expect(await relay.pendingCount()).toBe(12);
    relay.start();
    await waitFor(async () => (await relay.pendingCount()) === 0, 10_000, 'all rows published');
    await relay.stop();
    expect(bus.published.map((p) => p.event.id)).toEqual(written.map((e) => e.id));
    expect(bus.published.map((p) => p.event)).toEqual(written); // the envelope round-trips intact
    const rows = await dataSource
      .getRepository(OutboxMessageEntity)
      .findBy({ aggregateId: 'order-1' });
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.publishedAt).toBeInstanceOf(Date);
  });

  it('keeps failed rows pending with attempts and lastError, and publishes them once the bus recovers', async () => {
    const bus = new RecordingBus();
    bus.failWith = new Error('broker unreachable');
    const relay = new OutboxRelay({ dataSource, bus, pollIntervalMs: 20 });
    const e = event('flaky', 1);
    await dataSource.transaction((manager) => Outbox.add(manager, 'hearth.test', e));
    relay.start();
    await waitFor(
      async () => {
        const row = await dataSource
          .getRepository(OutboxMessageEntity)
          .findOneByOrFail({ id: e.id });
        return row.attempts >= 2;
      },
      10_000,
      'failed attempts recorded',
    );
    const failing = await dataSource
      .getRepository(OutboxMessageEntity)
      .findOneByOrFail({ id: e.id });
    expect(failing.lastError).toBe('broker unreachable');
    expect(failing.publishedAt).toBeNull();
    bus.failWith = null;
    await waitFor(
      () => bus.published.some((p) => p.event.id === e.id),
      10_000,
      'published after recovery',
    );
    await relay.stop();
    const done = await dataSource.getRepository(OutboxMessageEntity).findOneByOrFail({ id: e.id });
    expect(done.publishedAt).toBeInstanceOf(Date);
  });

  it('stop() flushes what was committed last', async () => {
    const bus = new InProcessEventBus();
    const got: string[] = [];
    await bus.subscribe('g', 'hearth.flush', async (e) => void got.push(e.id));
    await bus.start();
    const relay = new OutboxRelay({ dataSource, bus, pollIntervalMs: 60_000 });
    relay.start();
    await sleep(50); // the first (immediate) cycle has run; the next poll is a minute away
    const e = event('last', 1);
    await dataSource.transaction((manager) => Outbox.add(manager, 'hearth.flush', e));
    await relay.stop();
    await waitFor(() => got.includes(e.id), 10_000, 'delivered');
    await bus.stop();
  });

  it('refuses to write outside a transaction', async () => {
    await expect(Outbox.add(dataSource.manager, 'hearth.test', event('x', 1))).rejects.toThrow(
      /open transaction/,
    );
  });
});
