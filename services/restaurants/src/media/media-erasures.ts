import type { Logger } from 'pino';
import type { DataSource, EntityManager } from 'typeorm';
import { AfterCommitWorker } from '@hearth/nest-common';
import type { ObjectStore } from './object-store.js';
import { personalFolders } from './media-types.js';

/**
 * How often the queue looks for erasures due again (retries, or left by a crash), in ms:
 * `MEDIA_ERASURE_POLL_MS`, else 30 s.
 */
export function erasurePollMsFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const ms = Number(env.MEDIA_ERASURE_POLL_MS);
  return Number.isFinite(ms) && ms >= 50 ? ms : 30_000;
}

/** Wait before try `attempt` + 1 (2 s, 4 s, 8 s … at most 10 minutes), in ms. */
export function erasureBackoffMs(attempt: number): number {
  return Math.min(2_000 * 2 ** Math.max(attempt - 1, 0), 10 * 60_000);
}

/** Tries after which a failing erasure is logged as an error (it is still tried again). */
export const ERASURE_ALERT_ATTEMPTS = 8;

/**
 * Removes a deleted account's own files from the object store (`personalFolders`: chef image,
 * certificates, message and help-report images, unchecked uploads), which no database rollback
 * could bring back, so only after the decision is committed, and never forgotten.
 *
 * `queue` writes a `media_erasures` row in the `UserDeleted` handler's inbox transaction; once that
 * transaction commits (a rolled-back handler removes nothing) the queue empties the folders in
 * both stores' way (`ObjectStore.deleteFolder`) and deletes the row. A failure (store down) keeps
 * the row, logs a warning (an error from `ERASURE_ALERT_ATTEMPTS` tries on) and is tried again
 * with backoff (`erasureBackoffMs`), for as long as it takes; rows left by a crash are picked up
 * every `pollMs`. Idempotent: emptying an empty folder is nothing. One replica works a row at a
 * time (`FOR UPDATE SKIP LOCKED`).
 */
export class MediaErasures {
  private readonly worker: AfterCommitWorker;

  constructor(
    private readonly dataSource: DataSource,
    private readonly store: ObjectStore,
    private readonly logger: Logger,
    pollMs: number = erasurePollMsFromEnv(),
  ) {
    this.worker = new AfterCommitWorker(
      dataSource,
      'media erasures',
      () => this.eraseOne(),
      logger,
      pollMs,
    );
  }

  /** Starts working the queue: after each commit that queued an erasure, and every `pollMs`. */
  start(): void {
    this.worker.start();
  }

  /** Stops the queue and waits for the erasure in flight. */
  stop(): Promise<void> {
    return this.worker.stop();
  }

  /**
   * Queues the removal of `userId`'s files in `manager`'s transaction (the inbox's); it runs once
   * that transaction commits. Queuing twice is one erasure.
   */
  async queue(manager: EntityManager, userId: string): Promise<void> {
    await manager.query(
      `INSERT INTO media_erasures (user_id) VALUES ($1)
       ON CONFLICT (user_id) DO UPDATE SET next_attempt_at = now()`,
      [userId],
    );
    this.worker.afterCommitOf(manager);
  }

  /** Claims the oldest due erasure, empties the user's folders, settles the row; false if none. */
  private eraseOne(): Promise<boolean> {
    return this.dataSource.transaction(async (m) => {
      const [row] = (await m.query(
        `SELECT user_id, attempts FROM media_erasures WHERE next_attempt_at <= now()
          ORDER BY created_at, user_id LIMIT 1 FOR UPDATE SKIP LOCKED`,
      )) as Array<{ user_id: string; attempts: number }>;
      if (!row) return false;
      try {
        let removed = 0;
        for (const folder of personalFolders(row.user_id)) {
          removed += await this.store.deleteFolder(folder);
        }
        await m.query(`DELETE FROM media_erasures WHERE user_id = $1`, [row.user_id]);
        this.logger.info({ userId: row.user_id, removed }, 'media erasures: files removed');
      } catch (err) {
        const attempts = row.attempts + 1;
        await m.query(
          `UPDATE media_erasures SET attempts = $2, last_error = $3,
             next_attempt_at = now() + make_interval(secs => $4::double precision / 1000)
           WHERE user_id = $1`,
          [
            row.user_id,
            attempts,
            String((err as Error).message).slice(0, 500),
            erasureBackoffMs(attempts),
          ],
        );
        const log = { userId: row.user_id, attempts, err };
        if (attempts >= ERASURE_ALERT_ATTEMPTS)
          this.logger.error(log, 'media erasures: files of a deleted account still not removed');
        else this.logger.warn(log, 'media erasures: removing files failed, will retry');
      }
      return true;
    });
  }
}
