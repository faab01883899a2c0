import type { DataSource } from 'typeorm';
import { INBOX_TABLE, OUTBOX_TABLE, qualifiedTable } from './tables.js';

/** How long published outbox rows and inbox rows are kept (`pruneEventTables`). */
export interface EventRetention {
  /** Published outbox rows older than this (by `publishedAt`) are deleted, in milliseconds. */
  outboxMs: number;
  /**
   * Inbox rows older than this (by `receivedAt`) are deleted, in milliseconds. Must be longer
   * than any redelivery can come late — the broker's topic retention (Kafka's default is 7 days)
   * — or a very late copy of an event would be handled a second time.
   */
  inboxMs: number;
}

/** 7 days of published outbox rows (for investigations), 30 days of inbox rows (> 7-day topics). */
export const DEFAULT_EVENT_RETENTION: EventRetention = {
  outboxMs: 7 * 24 * 3_600_000,
  inboxMs: 30 * 24 * 3_600_000,
};

/** Rows deleted per statement, so pruning never holds long locks. */
const PRUNE_BATCH = 5_000;

/**
 * Deletes published outbox rows and inbox rows past their retention, in batches. Unpublished
 * outbox rows are never deleted, however old. Returns how many rows of each went.
 * @throws the database error (nothing half-done matters: each batch is its own statement).
 */
export async function pruneEventTables(
  dataSource: DataSource,
  retention: EventRetention = DEFAULT_EVENT_RETENTION,
): Promise<{ outbox: number; inbox: number }> {
  const outbox = qualifiedTable(dataSource.manager, OUTBOX_TABLE);
  const inbox = qualifiedTable(dataSource.manager, INBOX_TABLE);
  const sweep = async (sql: string, ageMs: number): Promise<number> => {
    let total = 0;
    for (;;) {
      const [row] = (await dataSource.query(sql, [
        `${Math.floor(ageMs / 1000)} seconds`,
        PRUNE_BATCH,
      ])) as Array<{ n: number }>;
      const n = row?.n ?? 0;
      total += n;
      if (n < PRUNE_BATCH) return total;
    }
  };
  const outboxDeleted = await sweep(
    `WITH gone AS (DELETE FROM ${outbox} WHERE "id" IN (
       SELECT "id" FROM ${outbox}
        WHERE "publishedAt" IS NOT NULL AND "publishedAt" < now() - $1::interval LIMIT $2)
     RETURNING 1) SELECT count(*)::int AS n FROM gone`,
    retention.outboxMs,
  );
  const inboxDeleted = await sweep(
    `WITH gone AS (DELETE FROM ${inbox} WHERE ("consumer", "eventId") IN (
       SELECT "consumer", "eventId" FROM ${inbox} WHERE "receivedAt" < now() - $1::interval LIMIT $2)
     RETURNING 1) SELECT count(*)::int AS n FROM gone`,
    retention.inboxMs,
  );
  return { outbox: outboxDeleted, inbox: inboxDeleted };
}
