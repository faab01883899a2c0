import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type {
  LedgerDispute,
  LedgerPayment,
  LedgerRefund,
  Mismatch,
  MismatchKind,
  PaidPayout,
} from './match.js';

/** Who started a reconciliation: the daily schedule or an admin. */
export type ReconciliationTrigger = 'SCHEDULE' | 'ADMIN';

/** A reconciliation run of one Toronto day (`reconciliation_runs`). */
export interface ReconciliationRunRow {
  /** `YYYY-MM-DD`, the Toronto day. */
  day: string;
  periodStart: Date;
  periodEnd: Date;
  trigger: ReconciliationTrigger;
  startedAt: Date;
  finishedAt: Date | null;
  mismatchCount: number;
  error: string | null;
}

/** A stored mismatch (`reconciliation_mismatches`), as admins see it. */
export interface MismatchRow extends Mismatch {
  id: string;
  kind: MismatchKind;
  /** The day of the run that first found it, `YYYY-MM-DD`. */
  day: string;
  foundAt: Date;
  lastSeenAt: Date;
  resolvedAt: Date | null;
  resolvedBy: string | null;
  resolutionNote: string | null;
}

/** How long a run's claim holds before another replica may take over a run that never finished. */
const STALE_CLAIM_MINUTES = 30;

const RUN_COLUMNS = `to_char(day, 'YYYY-MM-DD') AS day, period_start AS "periodStart",
  period_end AS "periodEnd", trigger, started_at AS "startedAt", finished_at AS "finishedAt",
  mismatch_count AS "mismatchCount", error`;

const MISMATCH_COLUMNS = `id, kind, reference, order_id AS "orderId", payout_id AS "payoutId",
  our_cents AS "ourCents", their_cents AS "theirCents", detail, to_char(day, 'YYYY-MM-DD') AS day,
  found_at AS "foundAt", last_seen_at AS "lastSeenAt", resolved_at AS "resolvedAt",
  resolved_by AS "resolvedBy", resolution_note AS "resolutionNote"`;

/**
 * The SQL of the daily reconciliation: the run rows that let one replica reconcile a day (a
 * claim, not a lock held across the processor's calls), what the ledger says about the payments,
 * refunds, disputes and payouts a run looks at, and the stored mismatches.
 */
@Injectable()
export class ReconciliationRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Claims the run of `day` (`[periodStart, periodEnd)`) for this caller, atomically across
   * replicas: a day never run is claimed; so is one whose run failed, or whose claim is older than
   * 30 minutes without finishing (its replica died); a finished day only when `rerun` (an admin's).
   * @returns `claimed`, or `running` (another run holds it) or `done` (finished, no rerun).
   */
  async claim(
    day: string,
    periodStart: Date,
    periodEnd: Date,
    trigger: ReconciliationTrigger,
    rerun: boolean,
  ): Promise<'claimed' | 'running' | 'done'> {
    const claimed = (await this.dataSource.query(
      `INSERT INTO reconciliation_runs (day, period_start, period_end, trigger)
       VALUES ($1, $2, $3, $4)
       ON CONFLICT (day) DO UPDATE
         SET started_at = now(), finished_at = NULL, error = NULL, trigger = EXCLUDED.trigger
       WHERE reconciliation_runs.error IS NOT NULL
          OR (reconciliation_runs.finished_at IS NULL
              AND reconciliation_runs.started_at < now() - make_interval(mins => $6))
          OR ($5 AND reconciliation_runs.finished_at IS NOT NULL)
       RETURNING day`,
      [day, periodStart, periodEnd, trigger, rerun, STALE_CLAIM_MINUTES],
    )) as unknown[];
    if (claimed.length > 0) return 'claimed';
    const [row] = (await this.dataSource.query(
      `SELECT finished_at AS "finishedAt" FROM reconciliation_runs WHERE day = $1`,
      [day],
    )) as Array<{ finishedAt: Date | null }>;
    return row?.finishedAt ? 'done' : 'running';
  }

  /** Records that the run of `day` finished, having found `mismatchCount` mismatches. */
  async finish(day: string, mismatchCount: number): Promise<ReconciliationRunRow> {
    const [row] = (await this.dataSource.query(
      `UPDATE reconciliation_runs SET finished_at = now(), mismatch_count = $2, error = NULL
        WHERE day = $1 RETURNING ${RUN_COLUMNS}`,
      [day, mismatchCount],
    )) as [ReconciliationRunRow[], number];
    return row[0]!;
  }

  /** Records that the run of `day` failed (the next scheduled tick tries again). */
  async fail(day: string, error: string): Promise<void> {
    await this.dataSource.query(`UPDATE reconciliation_runs SET error = $2 WHERE day = $1`, [
      day,
      error.slice(0, 500),
    ]);
  }

  /** The latest finished run (by day), or null before the first. */
  async lastRun(): Promise<ReconciliationRunRow | null> {
    const [row] = (await this.dataSource.query(
      `SELECT ${RUN_COLUMNS} FROM reconciliation_runs
        WHERE finished_at IS NOT NULL ORDER BY day DESC LIMIT 1`,
    )) as ReconciliationRunRow[];
    return row ?? null;
  }

  /**
   * The payments of `processor` the run looks at — those with a processor id in `paymentIds`
   * and those with GROSS or REFUND entries written in `[from, to)` — with their ledger sums (a
   * checkout tip's TIP counted in the GROSS it was charged with), then the tips charged on their
   * own after completion (`order_tips`) with their TIP and fee.
   */
  ledgerPayments(
    processor: string,
    paymentIds: string[],
    from: Date,
    to: Date,
  ): Promise<LedgerPayment[]> {
    return this.dataSource.query(
      `SELECT p.processor_payment_id AS "paymentId", p.order_id AS "orderId", p.status,
              COALESCE(SUM(l.amount_cents) FILTER (WHERE l.kind IN ('GROSS', 'TIP')), 0)::int AS "grossCents",
              COALESCE(-SUM(l.amount_cents) FILTER (WHERE l.kind = 'PROCESSOR_FEE'), 0)::int AS "feeCents",
              MIN(l.created_at) FILTER (WHERE l.kind = 'GROSS') AS "grossAt"
         FROM payments p LEFT JOIN ledger_entries l ON l.order_id = p.order_id AND l.tip_id IS NULL
        WHERE p.processor = $1 AND p.processor_payment_id IS NOT NULL
          AND (p.processor_payment_id = ANY($2::text[]) OR p.order_id IN (
                SELECT order_id FROM ledger_entries
                 WHERE kind IN ('GROSS', 'REFUND') AND created_at >= $3 AND created_at < $4))
        GROUP BY p.order_id
       UNION ALL
       SELECT t.processor_payment_id, t.order_id, t.status,
              COALESCE(SUM(l.amount_cents) FILTER (WHERE l.kind = 'TIP'), 0)::int,
              COALESCE(-SUM(l.amount_cents) FILTER (WHERE l.kind = 'PROCESSOR_FEE'), 0)::int,
              MIN(l.created_at) FILTER (WHERE l.kind = 'TIP')
         FROM order_tips t LEFT JOIN ledger_entries l ON l.tip_id = t.id
        WHERE t.processor = $1
          AND (t.processor_payment_id = ANY($2::text[])
               OR (t.created_at >= $3 AND t.created_at < $4)
               OR (t.refunded_at >= $3 AND t.refunded_at < $4))
        GROUP BY t.id`,
      [processor, paymentIds, from, to],
    );
  }

  /**
   * The refunds of `processor`'s payments the run looks at — processor refund ids in
   * `refundIds`, and those whose REFUND entries were written in `[from, to)` — with the ledger's
   * REFUND sum of each (positive cents; a checkout tip's TIP_REFUND counted in), then the refunds
   * of tips charged on their own.
   */
  ledgerRefunds(
    processor: string,
    refundIds: string[],
    from: Date,
    to: Date,
  ): Promise<LedgerRefund[]> {
    return this.dataSource.query(
      `SELECT r.processor_refund_id AS "refundId", p.processor_payment_id AS "paymentId",
              r.order_id AS "orderId", (-SUM(l.amount_cents))::int AS "amountCents",
              MIN(l.created_at) AS at
         FROM refunds r
         JOIN payments p ON p.order_id = r.order_id
         JOIN ledger_entries l ON l.refund_id = r.id AND l.kind IN ('REFUND', 'TIP_REFUND')
        WHERE p.processor = $1
          AND (r.processor_refund_id = ANY($2::text[]) OR r.id IN (
                SELECT refund_id FROM ledger_entries
                 WHERE kind IN ('REFUND', 'TIP_REFUND') AND created_at >= $3 AND created_at < $4))
        GROUP BY r.id, p.processor_payment_id
       UNION ALL
       SELECT t.processor_refund_id, t.processor_payment_id, t.order_id,
              (-SUM(l.amount_cents))::int, MIN(l.created_at)
         FROM order_tips t
         JOIN ledger_entries l ON l.tip_id = t.id AND l.kind = 'TIP_REFUND'
        WHERE t.processor = $1 AND t.processor_refund_id IS NOT NULL
          AND (t.processor_refund_id = ANY($2::text[])
               OR (t.refunded_at >= $3 AND t.refunded_at < $4))
        GROUP BY t.id`,
      [processor, refundIds, from, to],
    );
  }

  /** `processor`'s disputes with an id in `disputeIds` or opened in `[from, to)`. */
  disputes(
    processor: string,
    disputeIds: string[],
    from: Date,
    to: Date,
  ): Promise<LedgerDispute[]> {
    return this.dataSource.query(
      `SELECT id AS "disputeId", order_id AS "orderId", status, amount_cents AS "amountCents",
              opened_at AS "openedAt"
         FROM payment_disputes
        WHERE processor = $1 AND (id = ANY($2::text[]) OR (opened_at >= $3 AND opened_at < $4))`,
      [processor, disputeIds, from, to],
    );
  }

  /** The payouts PAID in `[from, to)`, with the provider's transfer id. */
  paidPayouts(from: Date, to: Date): Promise<PaidPayout[]> {
    return this.dataSource.query(
      `SELECT id AS "payoutId", amount_cents AS "amountCents", transfer_reference AS "transferId"
         FROM payouts WHERE status = 'PAID' AND paid_at >= $1 AND paid_at < $2 ORDER BY paid_at`,
      [from, to],
    );
  }

  /**
   * Stores what a run of `day` found, one row per (kind, reference): a new one is added; one
   * stored before gets the new amounts and `last_seen_at` — and opens again if an admin resolved
   * it and the amounts or statuses have changed since. Returns how many rows are new.
   */
  async store(day: string, found: Mismatch[]): Promise<number> {
    let added = 0;
    for (const m of found) {
      const [row] = (await this.dataSource.query(
        `INSERT INTO reconciliation_mismatches
           (id, kind, reference, order_id, payout_id, our_cents, their_cents, detail, day)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
         ON CONFLICT (kind, reference) DO UPDATE SET
           last_seen_at = now(),
           resolved_at = CASE WHEN (reconciliation_mismatches.our_cents,
                                    reconciliation_mismatches.their_cents,
                                    reconciliation_mismatches.detail)
                                   IS DISTINCT FROM (EXCLUDED.our_cents, EXCLUDED.their_cents,
                                                     EXCLUDED.detail)
                              THEN NULL ELSE reconciliation_mismatches.resolved_at END,
           our_cents = EXCLUDED.our_cents, their_cents = EXCLUDED.their_cents,
           detail = EXCLUDED.detail
         RETURNING (xmax = 0) AS inserted`,
        [
          randomUUID(),
          m.kind,
          m.reference,
          m.orderId,
          m.payoutId,
          m.ourCents,
          m.theirCents,
          m.detail,
          day,
        ],
      )) as Array<{ inserted: boolean }>;
      if (row?.inserted) added += 1;
    }
    return added;
  }

  /** Stored mismatches, unresolved first (newest first), then resolved ones; at most `limit`. */
  list(includeResolved: boolean, limit: number): Promise<MismatchRow[]> {
    return this.dataSource.query(
      `SELECT ${MISMATCH_COLUMNS} FROM reconciliation_mismatches
        WHERE $1 OR resolved_at IS NULL
        ORDER BY resolved_at IS NOT NULL, found_at DESC, kind, reference LIMIT $2`,
      [includeResolved, limit],
    );
  }

  /**
   * Marks the mismatch `id` resolved by `adminId` with `note` (a resolved one gets the new note).
   * @returns the mismatch, or null when there is none with that id.
   */
  async resolve(id: string, adminId: string, note: string): Promise<MismatchRow | null> {
    const [rows] = (await this.dataSource.query(
      `UPDATE reconciliation_mismatches
          SET resolved_at = now(), resolved_by = $2, resolution_note = $3
        WHERE id = $1 RETURNING ${MISMATCH_COLUMNS}`,
      [id, adminId, note],
    )) as [MismatchRow[], number];
    return rows[0] ?? null;
  }
}
