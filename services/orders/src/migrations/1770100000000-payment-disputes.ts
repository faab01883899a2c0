import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The ledger kinds before this migration (1767400000000-promotions). */
const KINDS_BEFORE = `'GROSS', 'COMMISSION', 'PROCESSOR_FEE', 'REFUND', 'COMMISSION_REFUND', 'PAYOUT',
  'PROMOTION_FUNDING', 'PROMOTION_FUNDING_REFUND'`;

/**
 * Card disputes (chargebacks) the processor reported, by the processor's dispute id, and the
 * ledger entries they write (docs/rules/payments.md, Disputes): `DISPUTE_HOLD` (−the chef's share,
 * when the dispute opens), `DISPUTE_RELEASE` (+the same, when it closes) and `DISPUTE_LOSS`
 * (−the same, when the guest won it). `ledger_entries.dispute_id` ties them to their dispute.
 */
export class PaymentDisputes1770100000000 implements MigrationInterface {
  name = 'PaymentDisputes1770100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE payment_disputes (
      id text PRIMARY KEY,
      processor text NOT NULL,
      order_id uuid NOT NULL REFERENCES payments (order_id),
      chef_id uuid NOT NULL,
      amount_cents int NOT NULL CHECK (amount_cents >= 0),
      held_cents int NOT NULL CHECK (held_cents >= 0),
      reason text,
      status text NOT NULL CHECK (status IN ('OPEN', 'WON', 'LOST')),
      opened_at timestamptz NOT NULL DEFAULT now(),
      closed_at timestamptz
    )`);
    await q.query(
      `CREATE INDEX payment_disputes_status ON payment_disputes (status, opened_at DESC)`,
    );
    await q.query(`ALTER TABLE ledger_entries ADD COLUMN dispute_id text`);
    await q.query(`ALTER TABLE ledger_entries DROP CONSTRAINT ledger_entries_kind_check`);
    await q.query(`ALTER TABLE ledger_entries ADD CONSTRAINT ledger_entries_kind_check CHECK (kind IN
      (${KINDS_BEFORE}, 'DISPUTE_HOLD', 'DISPUTE_RELEASE', 'DISPUTE_LOSS'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE ledger_entries DROP CONSTRAINT ledger_entries_kind_check`);
    await q.query(`ALTER TABLE ledger_entries ADD CONSTRAINT ledger_entries_kind_check CHECK (kind IN
      (${KINDS_BEFORE}))`);
    await q.query(`ALTER TABLE ledger_entries DROP COLUMN dispute_id`);
    await q.query(`DROP TABLE payment_disputes`);
  }
}
