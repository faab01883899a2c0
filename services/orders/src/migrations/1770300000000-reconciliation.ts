import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Every kind of mismatch the daily reconciliation stores (see `MISMATCH_KINDS`). */
const KINDS = `'CHARGE_NOT_IN_LEDGER', 'CHARGE_NOT_AT_PROCESSOR', 'CHARGE_AMOUNT', 'FEE_AMOUNT',
  'REFUND_NOT_IN_LEDGER', 'REFUND_NOT_AT_PROCESSOR', 'REFUND_AMOUNT', 'DISPUTE_NOT_IN_LEDGER',
  'DISPUTE_NOT_AT_PROCESSOR', 'DISPUTE_STATUS', 'DISPUTE_AMOUNT', 'PAYOUT_NOT_AT_PROVIDER',
  'PAYOUT_FAILED', 'PAYOUT_AMOUNT'`;

/**
 * The daily reconciliation (docs/rules/payments.md#reconciliation): `reconciliation_runs`, one row
 * per Toronto day reconciled (the claim that lets one replica run it, when it finished, how many
 * mismatches, the error of a failed run), and `reconciliation_mismatches`, one row per difference
 * between the ledger and the processor or payout provider, once per (kind, reference) — a later
 * run updates it instead of adding another — with the admin's resolution. `payout_transfers`
 * (the recording payout provider's own record) gets a status, PAID unless a transfer failed.
 */
export class Reconciliation1770300000000 implements MigrationInterface {
  name = 'Reconciliation1770300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE reconciliation_runs (
      day date PRIMARY KEY,
      period_start timestamptz NOT NULL,
      period_end timestamptz NOT NULL,
      trigger text NOT NULL CHECK (trigger IN ('SCHEDULE', 'ADMIN')),
      started_at timestamptz NOT NULL DEFAULT now(),
      finished_at timestamptz,
      mismatch_count int NOT NULL DEFAULT 0,
      error text
    )`);
    await q.query(`CREATE TABLE reconciliation_mismatches (
      id uuid PRIMARY KEY,
      kind text NOT NULL CHECK (kind IN (${KINDS})),
      reference text NOT NULL,
      order_id uuid,
      payout_id uuid,
      our_cents int,
      their_cents int,
      detail text,
      day date NOT NULL,
      found_at timestamptz NOT NULL DEFAULT now(),
      last_seen_at timestamptz NOT NULL DEFAULT now(),
      resolved_at timestamptz,
      resolved_by uuid,
      resolution_note text,
      UNIQUE (kind, reference)
    )`);
    await q.query(
      `CREATE INDEX reconciliation_mismatches_open ON reconciliation_mismatches (resolved_at, found_at DESC)`,
    );
    await q.query(`ALTER TABLE payout_transfers ADD COLUMN status text NOT NULL DEFAULT 'PAID'
      CHECK (status IN ('PAID', 'PENDING', 'FAILED'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE payout_transfers DROP COLUMN status`);
    await q.query(`DROP TABLE reconciliation_mismatches`);
    await q.query(`DROP TABLE reconciliation_runs`);
  }
}
