import type { DataSource, EntityManager } from 'typeorm';
import type { EventEnvelope } from './envelope.js';
import { INBOX_TABLE, qualifiedTable } from './tables.js';

/**
 * Runs `effect` at most once per (`consumer`, `event.id`) — the idempotent consumer that makes
 * at-least-once delivery safe (docs/rules/orders-and-sessions.md#event-delivery). In one
 * transaction: records the event in `inbox` (`INSERT … ON CONFLICT DO NOTHING`); if it was
 * already there returns false without running `effect`; otherwise runs `effect(manager)` (do
 * every write of the effect through `manager`) and commits both together.
 *
 * A concurrent delivery of the same event waits on the first one's row lock, then sees it
 * (false) or, if the first rolled back, handles it itself.
 *
 * @param consumer stable name of the handler, e.g. `notifications.on-user-registered`.
 * @returns true if the effect ran and committed, false for a duplicate.
 * @throws whatever `effect` or the database throws; the transaction is then rolled back (no inbox
 *   row, no effect), so a redelivery can succeed later. `event.id` must be a UUID.
 */
export async function handleOnce(
  dataSource: DataSource,
  consumer: string,
  event: EventEnvelope,
  effect: (manager: EntityManager) => Promise<void>,
): Promise<boolean> {
  return dataSource.transaction(async (manager) => {
    const inserted: unknown[] = await manager.query(
      `INSERT INTO ${qualifiedTable(manager, INBOX_TABLE)} ("consumer", "eventId", "eventType") VALUES ($1, $2, $3)
       ON CONFLICT DO NOTHING RETURNING "eventId"`,
      [consumer, event.id, event.type],
    );
    if (inserted.length === 0) return false;
    await effect(manager);
    return true;
  });
}
