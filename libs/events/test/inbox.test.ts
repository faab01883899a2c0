import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { DataSource } from 'typeorm';
import { InboxMessageEntity, createEnvelope, handleOnce } from '../src/index.js';
import { openTestDataSource } from './support.js';

let db: Awaited<ReturnType<typeof openTestDataSource>>;
let dataSource: DataSource;

beforeAll(async () => {
  db = await openTestDataSource('inbox', [
    `CREATE TABLE "\${schema}"."effects" ("eventId" uuid NOT NULL, "note" text NOT NULL)`,
  ]);
  dataSource = db.dataSource;
});
afterAll(async () => {
  await db?.drop();
});

const effects = async (eventId: string) =>
  (await dataSource.query(`SELECT "note" FROM "${db.schema}"."effects" WHERE "eventId" = $1`, [
    eventId,
  ])) as Array<{ note: string }>;

describe('handleOnce', () => {
  it('runs the effect once for a duplicated event id and returns false for the duplicate', async () => {
    const event = createEnvelope({
      type: 'UserRegistered',
      version: 1,
      aggregateId: 'u1',
      payload: {},
    });
    const effect = (note: string) => async (manager: import('typeorm').EntityManager) => {
      await manager.query(
        `INSERT INTO "${db.schema}"."effects" ("eventId", "note") VALUES ($1, $2)`,
        [event.id, note],
      );
    };
    expect(
      await handleOnce(dataSource, 'notifications.on-user-registered', event, effect('first')),
    ).toBe(true);
    expect(
      await handleOnce(dataSource, 'notifications.on-user-registered', event, effect('second')),
    ).toBe(false);
    expect(await effects(event.id)).toEqual([{ note: 'first' }]);
    // Another consumer of the same event is independent.
    expect(await handleOnce(dataSource, 'admin.on-user-registered', event, effect('admin'))).toBe(
      true,
    );
    expect((await effects(event.id)).map((r) => r.note).sort()).toEqual(['admin', 'first']);
  });

  it('treats concurrent deliveries of one event as one', async () => {
    const event = createEnvelope({
      type: 'UserRegistered',
      version: 1,
      aggregateId: 'u2',
      payload: {},
    });
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        handleOnce(dataSource, 'c', event, async (manager) => {
          await manager.query(
            `INSERT INTO "${db.schema}"."effects" ("eventId", "note") VALUES ($1, $2)`,
            [event.id, `d${i}`],
          );
        }),
      ),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await effects(event.id)).toHaveLength(1);
  });

  it('rolls back the inbox row with a failing effect, so a redelivery runs it', async () => {
    const event = createEnvelope({
      type: 'UserRegistered',
      version: 1,
      aggregateId: 'u3',
      payload: {},
    });
    await expect(
      handleOnce(dataSource, 'c', event, async (manager) => {
        await manager.query(
          `INSERT INTO "${db.schema}"."effects" ("eventId", "note") VALUES ($1, 'partial')`,
          [event.id],
        );
        throw new Error('mail server down');
      }),
    ).rejects.toThrow('mail server down');
    expect(
      await dataSource
        .getRepository(InboxMessageEntity)
        .countBy({ consumer: 'c', eventId: event.id }),
    ).toBe(0);
    expect(await effects(event.id)).toEqual([]);
    const ran = await handleOnce(dataSource, 'c', event, async (manager) => {
      await manager.query(
        `INSERT INTO "${db.schema}"."effects" ("eventId", "note") VALUES ($1, 'retried')`,
        [event.id],
      );
    });
    expect(ran).toBe(true);
    expect(await effects(event.id)).toEqual([{ note: 'retried' }]);
  });
});
