import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Payouts: which chefs have bank details on file (a
 * projection of users' `BankDetailsAdded`, with the account's last 4 digits), the payouts a run
 * writes (one per chef and period, PENDING → APPROVED or HELD → PAID), the runs themselves (so
 * the weekly schedule catches up on a missed week), and the transfers the embedded payout
 * provider records. Which ledger entries are paid out is derived from the PAYOUT entries of
 * `ledger_entries` (append-only), never by changing rows.
 */
export class Payouts1766000000100 implements MigrationInterface {
  name = 'Payouts1766000000100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE payout_bank_accounts (
      chef_id uuid PRIMARY KEY,
      filled_at timestamptz NOT NULL,
      account_last4 text CHECK (account_last4 ~ '^[0-9]{4}$')
    )`);
    await q.query(`CREATE TABLE payouts (
      id uuid PRIMARY KEY,
      chef_id uuid NOT NULL,
      period_start timestamptz NOT NULL,
      period_end timestamptz NOT NULL,
      order_count int NOT NULL CHECK (order_count > 0),
      amount_cents int NOT NULL CHECK (amount_cents > 0),
      currency text NOT NULL,
      status text NOT NULL CHECK (status IN ('PENDING', 'HELD', 'APPROVED', 'PAID')),
      bank_last4 text,
      created_at timestamptz NOT NULL DEFAULT now(),
      held_at timestamptz,
      approved_at timestamptz,
      paid_at timestamptz,
      transfer_reference text,
      CHECK (period_start <= period_end),
      UNIQUE (chef_id, period_end)
    )`);
    await q.query(`CREATE INDEX payouts_status ON payouts (status, created_at DESC)`);
    await q.query(`CREATE INDEX payouts_chef ON payouts (chef_id, period_end DESC)`);
    await q.query(
      `CREATE INDEX ledger_entries_payout ON ledger_entries (payout_id) WHERE payout_id IS NOT NULL`,
    );
    await q.query(`CREATE TABLE payout_runs (
      period_end timestamptz PRIMARY KEY,
      trigger text NOT NULL CHECK (trigger IN ('SCHEDULE', 'ADMIN')),
      payout_count int NOT NULL,
      ran_at timestamptz NOT NULL DEFAULT now()
    )`);
    // The embedded payout provider's own records (the stand-in for a bank-transfer API).
    await q.query(`CREATE TABLE payout_transfers (
      id text PRIMARY KEY,
      idempotency_key text NOT NULL UNIQUE,
      payout_id uuid NOT NULL,
      chef_id uuid NOT NULL,
      amount_cents int NOT NULL CHECK (amount_cents > 0),
      currency text NOT NULL,
      reference text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE payout_transfers`);
    await q.query(`DROP TABLE payout_runs`);
    await q.query(`DROP INDEX ledger_entries_payout`);
    await q.query(`DROP TABLE payouts`);
    await q.query(`DROP TABLE payout_bank_accounts`);
  }
}
