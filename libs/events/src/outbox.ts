import type { DataSource, EntityManager } from 'typeorm';
import type { EventEnvelope } from './envelope.js';
import type { EventBus } from './bus.js';
import { noopLogger, toError, type EventsLogger } from './logger.js';
import { OUTBOX_TABLE, qualifiedTable } from './tables.js';

/**
 * Writes integration events to the service's `outbox` table, in the caller's transaction, so an
 * event is published only if its change commits.
 */
export const Outbox = {
  /**
   * Inserts `events` (in array order) for `topic` using `manager`, i.e. in the caller's
   * transaction: if it rolls back, nothing is ever published. Call `relay.kick()` after commit to
   * publish without waiting for the next poll.
   *
   * @param manager the transactional EntityManager of `dataSource.transaction(manager => …)`.
   * @throws Error if `manager` is not inside a transaction (the event and the change would not
   *   be atomic), or the database error (e.g. duplicate event id).
   */
  async add(
    manager: EntityManager,
    topic: string,
    events: EventEnvelope | EventEnvelope[],
  ): Promise<void> {
    const list = Array.isArray(events) ? events : [events];
    if (list.length === 0) return;
    if (!manager.queryRunner?.isTransactionActive) {
      throw new Error(
        'Outbox.add needs the EntityManager of an open transaction (dataSource.transaction(m => ...))',
      );
    }
    const params: unknown[] = [];
    const rows = list.map((event) => {
      const n = params.push(event.id, topic, event.type, event.aggregateId, JSON.stringify(event));
      // clock_timestamp(), not now(): now() is the transaction start, the same for every event of
      // a transaction and possibly earlier than an event of a transaction that committed first.
      return `($${n - 4}, $${n - 3}, $${n - 2}, $${n - 1}, $${n}::jsonb, clock_timestamp())`;
    });
    await manager.query(
      `INSERT INTO ${qualifiedTable(manager, OUTBOX_TABLE)} ("id", "topic", "eventType", "aggregateId", "envelope", "createdAt")
       VALUES ${rows.join(', ')}`,
      params,
    );
  },
};

/** Options of `OutboxRelay`. */
export interface OutboxRelayOptions {
  dataSource: DataSource;
  bus: EventBus;
  logger?: EventsLogger;
  /** Delay between polls when idle, in ms (default 250). Also the first backoff step. */
  pollIntervalMs?: number;
  /** Rows read per cycle (default 100). */
  batchSize?: number;
  /**
   * After this many refusals for good (`isPermanentPublishError`) an event is parked instead of
   * blocking the rows behind it (default 10). Passing failures (broker down) never park.
   */
  parkAfter?: number;
}

/** Kafka protocol errors that say "this message will never be accepted as it is". */
const PERMANENT_KAFKA_ERRORS = new Set([
  'MESSAGE_TOO_LARGE',
  'RECORD_LIST_TOO_LARGE',
  'INVALID_RECORD',
  'CORRUPT_MESSAGE',
  'INVALID_TOPIC_EXCEPTION',
  'UNSUPPORTED_FOR_MESSAGE_FORMAT',
]);

/**
 * True when the bus refused an event for good rather than for now: a Kafka protocol error of
 * `PERMANENT_KAFKA_ERRORS` (looked for through `cause`/`originalError`), or an error marked
 * `permanent: true`. Anything else (broker unreachable, leader moving, timeouts) is retried.
 */
export function isPermanentPublishError(err: unknown, depth = 0): boolean {
  if (depth > 4 || typeof err !== 'object' || err === null) return false;
  const e = err as {
    type?: unknown;
    permanent?: unknown;
    cause?: unknown;
    originalError?: unknown;
  };
  if (e.permanent === true) return true;
  if (typeof e.type === 'string' && PERMANENT_KAFKA_ERRORS.has(e.type)) return true;
  return (
    isPermanentPublishError(e.cause, depth + 1) ||
    isPermanentPublishError(e.originalError, depth + 1)
  );
}

/** Longest wait between two attempts after publish failures, in ms. */
const MAX_BACKOFF_MS = 10_000;

interface CycleResult {
  published: number;
  /** Events parked in this cycle (refused for good `parkAfter` times). */
  parked?: number;
  /** Set when a publish (or the database) failed; the rest of the batch waits for the next cycle. */
  error?: Error;
  /** The batch was full: more rows may be waiting. */
  full: boolean;
}

interface OutboxRow {
  id: string;
  topic: string;
  envelope: EventEnvelope;
}

/**
 * Publishes pending outbox rows to the bus until the bus acknowledges them (never lost).
 *
 * Each cycle, in one transaction: takes a per-table advisory lock (so only one relay of the
 * service publishes at a time, which keeps order across replicas), reads up to `batchSize` rows
 * `WHERE "publishedAt" IS NULL ORDER BY "createdAt", "position" FOR UPDATE SKIP LOCKED`, publishes
 * them grouped by topic in that order, and sets `publishedAt` for each acknowledged group. On the
 * first failure it stops the cycle, records `attempts + 1` and `lastError` on the failed rows
 * (separately, after the commit), and retries with exponential backoff from `pollIntervalMs` up
 * to 10 s — forever. A publish that succeeded but whose commit failed is published again
 * (at-least-once; consumers de-duplicate with the inbox).
 *
 * An event the bus refuses for good (`isPermanentPublishError`, e.g. too large for the broker) is
 * found by publishing its group one event at a time; after `parkAfter` such refusals it is parked
 * (`parkedAt`, logged at error level for an operator) and the rows behind it go on.
 */
export class OutboxRelay {
  private readonly dataSource: DataSource;
  private readonly bus: EventBus;
  private readonly logger: EventsLogger;
  private readonly pollIntervalMs: number;
  private readonly batchSize: number;
  private readonly parkAfter: number;
  private running = false;
  private timer: NodeJS.Timeout | null = null;
  private cycle: Promise<void> | null = null;
  private kicked = false;
  private failures = 0;

  /** Nothing runs until `start()`. */
  constructor(options: OutboxRelayOptions) {
    this.dataSource = options.dataSource;
    this.bus = options.bus;
    this.logger = options.logger ?? noopLogger;
    this.pollIntervalMs = options.pollIntervalMs ?? 250;
    this.batchSize = options.batchSize ?? 100;
    this.parkAfter = options.parkAfter ?? 10;
  }

  /** Starts polling (first cycle at once). Idempotent. */
  start(): void {
    if (this.running) return;
    this.running = true;
    this.schedule(0);
  }

  /** Asks for a cycle as soon as possible (call after committing events). Ignored while backing off. */
  kick(): void {
    if (!this.running || this.failures > 0) return;
    if (this.cycle) this.kicked = true;
    else this.schedule(0);
  }

  /** Stops polling, waits for the running cycle, then makes one last flush attempt (never throws). */
  async stop(): Promise<void> {
    if (!this.running) return;
    this.running = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.cycle;
    const last = await this.flush();
    if (last.error)
      this.logger.warn(
        { err: last.error },
        'outbox: final flush failed; events stay pending for the next start',
      );
  }

  /** Rows not yet acknowledged by the bus. */
  async pendingCount(): Promise<number> {
    const rows: Array<{ n: number }> = await this.dataSource.query(
      `SELECT count(*)::int AS n FROM ${qualifiedTable(this.dataSource.manager, OUTBOX_TABLE)} WHERE "publishedAt" IS NULL AND "parkedAt" IS NULL`,
    );
    return rows[0]?.n ?? 0;
  }

  private schedule(delayMs: number): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      this.cycle = this.runCycle().finally(() => (this.cycle = null));
    }, delayMs);
  }

  private async runCycle(): Promise<void> {
    this.kicked = false;
    const result = await this.flush();
    if (result.parked && !result.error) {
      // Parked events are out of the way: go on at once with the rows behind them.
      if (this.running) this.schedule(0);
      return;
    }
    if (result.error) {
      this.failures++;
      const delay = Math.min(MAX_BACKOFF_MS, this.pollIntervalMs * 2 ** (this.failures - 1));
      this.logger.warn(
        { err: result.error, failures: this.failures, retryInMs: delay },
        'outbox: publish failed, will retry',
      );
      if (this.running) this.schedule(delay);
      return;
    }
    if (this.failures > 0)
      this.logger.info({ failures: this.failures }, 'outbox: publishing again');
    this.failures = 0;
    if (this.running) this.schedule(result.full || this.kicked ? 0 : this.pollIntervalMs);
  }

  /** One cycle (see the class doc). Never throws; failures are returned. */
  private async flush(): Promise<CycleResult> {
    const table = qualifiedTable(this.dataSource.manager, OUTBOX_TABLE);
    const runner = this.dataSource.createQueryRunner();
    let failed: { ids: string[]; error: Error; permanent: boolean } | undefined;
    let parked = 0;
    let published = 0;
    let full = false;
    try {
      await runner.connect();
      await runner.startTransaction();
      try {
        const [lock]: Array<{ locked: boolean }> = await runner.query(
          `SELECT pg_try_advisory_xact_lock(hashtext($1)) AS locked`,
          [`hearth-outbox:${table}`],
        );
        if (lock?.locked) {
          const rows: OutboxRow[] = await runner.query(
            `SELECT "id", "topic", "envelope" FROM ${table}
              WHERE "publishedAt" IS NULL AND "parkedAt" IS NULL
             ORDER BY "createdAt", "position" LIMIT $1 FOR UPDATE SKIP LOCKED`,
            [this.batchSize],
          );
          full = rows.length === this.batchSize;
          const markPublished = async (ids: string[]) => {
            await runner.query(
              `UPDATE ${table} SET "publishedAt" = clock_timestamp() WHERE "id" = ANY($1::uuid[])`,
              [ids],
            );
            published += ids.length;
          };
          for (const [topic, group] of groupByTopic(rows)) {
            const ids = group.map((r) => r.id);
            try {
              await this.bus.publish(
                topic,
                group.map((r) => r.envelope),
              );
            } catch (err) {
              if (!isPermanentPublishError(err) || group.length === 1) {
                failed = { ids, error: toError(err), permanent: isPermanentPublishError(err) };
                break;
              }
              // Refused for good: find the event(s) at fault, one at a time, in order.
              for (const row of group) {
                try {
                  await this.bus.publish(topic, [row.envelope]);
                } catch (one) {
                  failed = {
                    ids: [row.id],
                    error: toError(one),
                    permanent: isPermanentPublishError(one),
                  };
                  break;
                }
                await markPublished([row.id]);
              }
              break;
            }
            await markPublished(ids);
          }
        }
        await runner.commitTransaction();
      } catch (err) {
        await runner.rollbackTransaction().catch(() => undefined);
        throw err;
      }
      if (failed) {
        await runner.query(
          `UPDATE ${table} SET "attempts" = "attempts" + 1, "lastError" = $2 WHERE "id" = ANY($1::uuid[])`,
          [failed.ids, failed.error.message],
        );
        if (failed.permanent) {
          const [rows] = (await runner.query(
            `UPDATE ${table} SET "parkedAt" = clock_timestamp()
              WHERE "id" = ANY($1::uuid[]) AND "attempts" >= $2
              RETURNING "id", "eventType", "attempts", "lastError"`,
            [failed.ids, this.parkAfter],
          )) as [Array<{ id: string; eventType: string; attempts: number; lastError: string }>];
          for (const row of rows)
            this.logger.error(
              {
                eventId: row.id,
                eventType: row.eventType,
                attempts: row.attempts,
                err: failed.error,
              },
              'outbox: event parked, the bus refuses it for good; fix the cause and clear "parkedAt" to publish it',
            );
          parked = rows.length;
          if (parked > 0) failed = undefined;
        }
      }
    } catch (err) {
      return { published, error: toError(err), full: false };
    } finally {
      await runner.release().catch(() => undefined);
    }
    return failed
      ? { published, parked, error: failed.error, full: false }
      : { published, parked, full };
  }
}

/** Groups rows by topic; topics in order of first appearance, rows in their original order. */
function groupByTopic(rows: OutboxRow[]): Map<string, OutboxRow[]> {
  const groups = new Map<string, OutboxRow[]>();
  for (const row of rows) {
    const group = groups.get(row.topic);
    if (group) group.push(row);
    else groups.set(row.topic, [row]);
  }
  return groups;
}
