import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Tips (issue 28, docs/rules/payments.md#tips):
 * - `orders.tip_cents`: the tip given at checkout, inside `total_cents` (held and charged with the
 *   order; never taxed, no commission);
 * - `order_tips`: a tip given after the order was completed, a charge of its own on the guest's
 *   card (one per order), with its refund when the order is refunded in full;
 * - the ledger kinds `TIP` (+, all of a tip, to the chef) and `TIP_REFUND` (−, its refunded
 *   share), and `ledger_entries.tip_id` tying a separate tip charge's entries to it (null: the
 *   checkout tip, part of the order's own payment).
 */

/** The ledger kinds before this migration (1770200000010-sales-tax). */
const KINDS_BEFORE = `'GROSS', 'COMMISSION', 'PROCESSOR_FEE', 'REFUND', 'COMMISSION_REFUND', 'PAYOUT',
  'PROMOTION_FUNDING', 'PROMOTION_FUNDING_REFUND', 'DISPUTE_HOLD', 'DISPUTE_RELEASE',
  'DISPUTE_LOSS', 'TAX_COLLECTED', 'TAX_REFUND'`;

export class Tips1770510000000 implements MigrationInterface {
  name = 'Tips1770510000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE orders ADD COLUMN tip_cents int NOT NULL DEFAULT 0 CHECK (tip_cents >= 0)`,
    );
    await q.query(`CREATE TABLE order_tips (
      id uuid PRIMARY KEY,
      order_id uuid NOT NULL UNIQUE REFERENCES orders (id),
      chef_id uuid NOT NULL,
      processor text NOT NULL,
      processor_payment_id text NOT NULL,
      status text NOT NULL CHECK (status IN ('CAPTURED', 'REFUNDED')),
      amount_cents int NOT NULL CHECK (amount_cents > 0),
      fee_cents int NOT NULL DEFAULT 0,
      refunded_cents int NOT NULL DEFAULT 0,
      processor_refund_id text,
      idempotency_key text NOT NULL UNIQUE,
      created_at timestamptz NOT NULL DEFAULT now(),
      refunded_at timestamptz
    )`);
    await q.query(`ALTER TABLE ledger_entries ADD COLUMN tip_id uuid`);
    await q.query(`ALTER TABLE ledger_entries DROP CONSTRAINT ledger_entries_kind_check`);
    await q.query(`ALTER TABLE ledger_entries ADD CONSTRAINT ledger_entries_kind_check CHECK (kind IN
      (${KINDS_BEFORE}, 'TIP', 'TIP_REFUND'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE ledger_entries DROP CONSTRAINT ledger_entries_kind_check`);
    await q.query(`ALTER TABLE ledger_entries ADD CONSTRAINT ledger_entries_kind_check CHECK (kind IN
      (${KINDS_BEFORE}))`);
    await q.query(`ALTER TABLE ledger_entries DROP COLUMN tip_id`);
    await q.query(`DROP TABLE order_tips`);
    await q.query(`ALTER TABLE orders DROP COLUMN tip_cents`);
  }
}
