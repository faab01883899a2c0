import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

/** One recipient a sender claimed: send it, then say how it went. */
export interface ClaimedRecipient {
  id: string;
  newsletterId: string;
  email: string;
  /** This try's number (1 on the first). */
  attempt: number;
}

/** What `claim` found: rows to send now, or how long to wait before the rate allows more. */
export interface Claim {
  rows: ClaimedRecipient[];
  /** When `rows` is empty because the rate's window is full: wait this long (ms). */
  waitMs: number | null;
}

/** How one try ended, for `settle`. */
export type Outcome =
  | { kind: 'sent' }
  /** A passing failure (the server said "try later", or could not be reached): try again. */
  | { kind: 'retry'; reason: string }
  /** Refused for good, or the outcome is unknown: never tried again. */
  | { kind: 'failed'; reason: string };

/** Why a row left SENDING without an answer: its sender stopped mid-send. */
export const LEASE_EXPIRED_REASON =
  'The sender stopped while sending this e-mail: it may or may not have gone out, so it is not sent again.';

/** Any constant key for the advisory lock that serialises claims (the rate window is global). */
const CLAIM_LOCK = 7_461_002;

/**
 * The newsletter delivery queue in PostgreSQL (`newsletter_recipients`), shared by every admin
 * replica (docs/adr/0012-newsletter-delivery.md):
 * - `claim` takes due PENDING rows with `FOR UPDATE SKIP LOCKED`, moves them to SENDING under a
 *   lease and counts the try, in one short transaction serialised by an advisory lock so the rate
 *   (sends started in the last second, all replicas) holds;
 * - `settle` records each try's outcome after the SMTP exchange: SENT only once the server
 *   accepted the message; a passing failure goes back to PENDING after a backoff until the last
 *   try, then FAILED with the reason;
 * - a row still SENDING after its lease (its sender died between claiming and settling) becomes
 *   FAILED, never PENDING again: at most once per address.
 */
@Injectable()
export class NewsletterQueue {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Claims up to `max` due rows, fewer when `ratePerSecond` sends already started in the last
   * second. `leaseMs`: how long they stay SENDING without an answer.
   */
  async claim(max: number, ratePerSecond: number, leaseMs: number): Promise<Claim> {
    return this.dataSource.transaction(async (m) => {
      await m.query(`SELECT pg_advisory_xact_lock($1)`, [CLAIM_LOCK]);
      await m.query(
        `UPDATE newsletter_recipients SET status = 'FAILED', lease_until = NULL, last_error = $1
          WHERE status = 'SENDING' AND lease_until < clock_timestamp()`,
        [LEASE_EXPIRED_REASON],
      );
      const [window] = (await m.query(
        `SELECT count(*)::int AS n,
                ceil(extract(epoch FROM (min(claimed_at) + interval '1 second' - clock_timestamp())) * 1000)::int AS "waitMs"
           FROM newsletter_recipients WHERE claimed_at > clock_timestamp() - interval '1 second'`,
      )) as Array<{ n: number; waitMs: number | null }>;
      const room = Math.min(max, Math.floor(ratePerSecond) - window!.n);
      if (room <= 0) return { rows: [], waitMs: Math.max(10, window!.waitMs ?? 10) };
      const rows = (await m.query(
        `UPDATE newsletter_recipients r
            SET status = 'SENDING', attempts = r.attempts + 1, claimed_at = clock_timestamp(),
                lease_until = clock_timestamp() + $2 * interval '1 millisecond'
          WHERE r.id IN (
            SELECT id FROM newsletter_recipients
             WHERE status = 'PENDING' AND next_attempt_at <= clock_timestamp()
             ORDER BY next_attempt_at, id
             LIMIT $1
               FOR UPDATE SKIP LOCKED)
          RETURNING r.id, r.newsletter_id AS "newsletterId", r.email, r.attempts AS attempt`,
        [room, leaseMs],
      )) as [ClaimedRecipient[], number];
      return { rows: rows[0], waitMs: null };
    });
  }

  /**
   * Records how the try of `row` ended. Sent → SENT with the time (whatever the row's state: the
   * server has it). Retry → PENDING again after `backoffMs`, unless this was try `maxAttempts`:
   * then FAILED with the reason. Failed → FAILED with the reason.
   */
  async settle(
    row: ClaimedRecipient,
    outcome: Outcome,
    maxAttempts: number,
    backoffMs: number,
  ): Promise<void> {
    if (outcome.kind === 'sent') {
      // A row whose lease ran out was FAILED, and its newsletter may be finished with that count:
      // the late success moves one from failed to sent there too.
      await this.dataSource.query(
        `WITH before AS (SELECT status FROM newsletter_recipients WHERE id = $1),
              done AS (UPDATE newsletter_recipients
                          SET status = 'SENT', sent_at = clock_timestamp(), lease_until = NULL
                        WHERE id = $1 RETURNING newsletter_id)
         UPDATE newsletters n SET sent_count = n.sent_count + 1, failed_count = n.failed_count - 1
           FROM done WHERE n.id = done.newsletter_id AND n.sent_count IS NOT NULL
            AND (SELECT status FROM before) = 'FAILED'`,
        [row.id],
      );
      return;
    }
    const retry = outcome.kind === 'retry' && row.attempt < maxAttempts;
    const reason =
      outcome.kind === 'retry' && !retry
        ? `${outcome.reason} (gave up after ${row.attempt} tries)`
        : outcome.reason;
    await this.dataSource.query(
      `UPDATE newsletter_recipients
          SET status = $2, last_error = $3, lease_until = NULL,
              next_attempt_at = clock_timestamp() + $4 * interval '1 millisecond'
        WHERE id = $1 AND status = 'SENDING'`,
      [row.id, retry ? 'PENDING' : 'FAILED', reason, retry ? backoffMs : 0],
    );
  }

  /**
   * Marks SENT the newsletters none of whose recipients is waiting or being sent, with their final
   * delivery counts (sent, failed, retried: the past newsletters list reads them instead of the
   * recipient rows); returns how many.
   */
  async finishDone(): Promise<number> {
    const [, count] = (await this.dataSource.query(
      `UPDATE newsletters n SET status = 'SENT', finished_at = clock_timestamp(),
          (sent_count, failed_count, retried_count) = (
            SELECT count(*) FILTER (WHERE r.status = 'SENT'),
                   count(*) FILTER (WHERE r.status = 'FAILED'),
                   count(*) FILTER (WHERE r.attempts > 1)
              FROM newsletter_recipients r WHERE r.newsletter_id = n.id)
        WHERE n.status = 'SENDING'
          AND NOT EXISTS (SELECT 1 FROM newsletter_recipients r
                           WHERE r.newsletter_id = n.id AND r.status IN ('PENDING', 'SENDING'))`,
    )) as [unknown, number];
    return count;
  }
}
