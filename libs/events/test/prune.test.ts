import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { DataSource } from 'typeorm';
import { pruneEventTables } from '../src/prune.js';
import { openTestDataSource } from './support.js';

let db: Awaited<ReturnType<typeof openTestDataSource>>;
let ds: DataSource;
beforeAll(async () => {
  db = await openTestDataSource('prune');
  ds = db.dataSource;
});
afterAll(async () => {
  await db?.drop();
});

/** An outbox row created and (unless `published` is null) published `ageDays` ago. */
async function outboxRow(ageDays: number, published: boolean): Promise<string> {
  const id = randomUUID();
  await ds.query(
    `INSERT INTO "${db.schema}".outbox ("id", "topic", "eventType", "aggregateId", "envelope", "createdAt", "publishedAt")
     VALUES ($1, 't', 'E', 'a', '{}'::jsonb, now() - $2::interval, ${published ? 'now() - $2::interval' : 'NULL'})`,
    [id, `${ageDays} days`],
  );
  return id;
}
async function inboxRow(ageDays: number): Promise<string> {
  const id = randomUUID();
  await ds.query(
    `INSERT INTO "${db.schema}".inbox ("consumer", "eventId", "eventType", "receivedAt")
     VALUES ('svc.on-e', $1, 'E', now() - $2::interval)`,
    [id, `${ageDays} days`],
  );
  return id;
}
const ids = async (table: 'outbox' | 'inbox') =>
  (
    (await ds.query(
      `SELECT ${table === 'outbox' ? '"id"' : '"eventId"'} AS id FROM "${db.schema}".${table}`,
    )) as Array<{ id: string }>
  )
    .map((r) => r.id)
    .sort();

describe('pruneEventTables', () => {
  it('deletes published outbox rows and inbox rows past their retention, never an unpublished row', async () => {
    const oldPublished = await outboxRow(10, true);
    const recentPublished = await outboxRow(2, true);
    const oldUnpublished = await outboxRow(40, false);
    const oldInbox = await inboxRow(31);
    const recentInbox = await inboxRow(20);

    const deleted = await pruneEventTables(ds, {
      outboxMs: 7 * 24 * 3_600_000,
      inboxMs: 30 * 24 * 3_600_000,
    });

    expect(deleted).toEqual({ outbox: 1, inbox: 1 });
    expect(await ids('outbox')).toEqual([recentPublished, oldUnpublished].sort());
    expect(await ids('outbox')).not.toContain(oldPublished);
    expect(await ids('inbox')).toEqual([recentInbox]);
    expect(await ids('inbox')).not.toContain(oldInbox);
    // Nothing more to do on a second run.
    expect(await pruneEventTables(ds)).toEqual({ outbox: 0, inbox: 0 });
  });
});
