import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { DataSource, EntityManager } from 'typeorm';
import {
  AfterCommitWorker,
  Mailer,
  currentInboxTransaction,
  type MailMessage,
} from '@hearth/nest-common';

/** Tries per message before it is parked (`failed_at` set, logged as an error). */
export const MAIL_MAX_ATTEMPTS = 12;
/**
 * How often the relay looks for messages due again (retries, or left by a crash), in ms:
 * `MAIL_OUTBOX_POLL_MS`, else 5 s.
 */
export function mailPollMsFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const ms = Number(env.MAIL_OUTBOX_POLL_MS);
  return Number.isFinite(ms) && ms >= 50 ? ms : 5_000;
}

/** Wait before try `attempt` + 1 (1 s, 2 s, 4 s … at most 10 minutes), in ms. */
export function mailBackoffMs(attempt: number): number {
  return Math.min(1_000 * 2 ** Math.max(attempt - 1, 0), 10 * 60_000);
}

/**
 * The `Mailer` of notifications: e-mail leaves only after the transaction that decided to send it
 * has committed, and is never lost.
 *
 * `send` writes the message to `mail_outbox` — inside the event handler's inbox transaction when
 * called from one (`currentInboxTransaction`), else on its own — and the relay sends it through
 * the SMTP `transport` once that transaction has committed (a rolled-back handler sends nothing;
 * a slow or failing SMTP server never holds the inbox transaction open nor makes the event be
 * handled again). A send that fails is tried again with backoff (`mailBackoffMs`), up to
 * `MAIL_MAX_ATTEMPTS`, then parked with its last error. A sent message's row is deleted (it
 * holds the message, links included). Each message is sent by one replica
 * (rows are claimed `FOR UPDATE SKIP LOCKED`), at least once: a crash between the SMTP
 * server's acceptance and the row's update sends it again.
 */
export class MailOutbox extends Mailer {
  private readonly worker: AfterCommitWorker;

  constructor(
    private readonly dataSource: DataSource,
    private readonly transport: Mailer,
    private readonly logger: Logger,
    pollMs: number = mailPollMsFromEnv(),
  ) {
    super();
    this.worker = new AfterCommitWorker(
      dataSource,
      'mail outbox',
      () => this.sendOne(),
      logger,
      pollMs,
    );
  }

  /** Starts the relay: after each commit that queued mail, and every `pollMs`. */
  start(): void {
    this.worker.start();
  }

  /** Stops the relay and waits for the send in flight. */
  stop(): Promise<void> {
    return this.worker.stop();
  }

  /** Queues `message` (see the class); resolves once it is written, not once it is sent. */
  async send(message: MailMessage): Promise<void> {
    const inbox = currentInboxTransaction();
    const manager: EntityManager = inbox ?? this.dataSource.manager;
    await manager.query(`INSERT INTO mail_outbox (id, message) VALUES ($1, $2::jsonb)`, [
      randomUUID(),
      JSON.stringify(message),
    ]);
    this.worker.afterCommitOf(manager);
  }

  /** Claims, sends and settles the oldest due message; false when none is due. */
  private sendOne(): Promise<boolean> {
    return this.dataSource.transaction(async (m) => {
      const [row] = (await m.query(
        `SELECT id, message, attempts FROM mail_outbox
          WHERE failed_at IS NULL AND next_attempt_at <= now()
          ORDER BY created_at, id LIMIT 1 FOR UPDATE SKIP LOCKED`,
      )) as Array<{ id: string; message: MailMessage; attempts: number }>;
      if (!row) return false;
      try {
        await this.transport.send(row.message);
        // Sent: the row goes (it held the message, links and all).
        await m.query(`DELETE FROM mail_outbox WHERE id = $1`, [row.id]);
      } catch (err) {
        const attempts = row.attempts + 1;
        const parked = attempts >= MAIL_MAX_ATTEMPTS;
        await m.query(
          `UPDATE mail_outbox SET attempts = $2, last_error = $3,
             next_attempt_at = now() + make_interval(secs => $4::double precision / 1000),
             failed_at = CASE WHEN $5 THEN now() END
           WHERE id = $1`,
          [
            row.id,
            attempts,
            String((err as Error).message).slice(0, 500),
            mailBackoffMs(attempts),
            parked,
          ],
        );
        // The recipient stays out of the log line's message; it is in the row.
        if (parked) this.logger.error({ id: row.id, err }, 'mail outbox: message parked');
        else
          this.logger.warn({ id: row.id, attempts, err }, 'mail outbox: send failed, will retry');
      }
      return true;
    });
  }
}
