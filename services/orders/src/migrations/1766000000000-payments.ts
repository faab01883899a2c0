import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Money (docs/rules/payments.md): the card each order pays with, the guests' processor
 * customers, one payment per order, refunds, the append-only ledger of the chefs' money, and the
 * local test-mode processor's own records (the embedded default's stand-in for the processor).
 */
export class Payments1766000000000 implements MigrationInterface {
  name = 'Payments1766000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE orders ADD COLUMN payment_method_id text`);
    await q.query(`ALTER TABLE orders ADD COLUMN rejection_message text`);
    await q.query(`CREATE TABLE payment_customers (
      guest_id uuid NOT NULL,
      processor text NOT NULL,
      customer_id text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (guest_id, processor)
    )`);
    await q.query(`CREATE TABLE payments (
      order_id uuid PRIMARY KEY REFERENCES orders (id),
      guest_id uuid NOT NULL,
      chef_id uuid NOT NULL,
      processor text NOT NULL,
      processor_payment_id text,
      status text NOT NULL CHECK (status IN
        ('AUTHORIZED', 'CAPTURED', 'VOIDED', 'FAILED', 'PARTIALLY_REFUNDED', 'REFUNDED')),
      currency text NOT NULL,
      amount_cents int NOT NULL CHECK (amount_cents >= 0),
      captured_cents int NOT NULL DEFAULT 0 CHECK (captured_cents >= 0),
      refunded_cents int NOT NULL DEFAULT 0 CHECK (refunded_cents >= 0),
      fee_cents int NOT NULL DEFAULT 0,
      failure_code text,
      failure_message text,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CHECK (captured_cents <= amount_cents AND refunded_cents <= captured_cents)
    )`);
    await q.query(`CREATE INDEX payments_guest ON payments (guest_id, created_at DESC)`);
    await q.query(`CREATE TABLE refunds (
      id uuid PRIMARY KEY,
      order_id uuid NOT NULL REFERENCES payments (order_id),
      amount_cents int NOT NULL CHECK (amount_cents > 0),
      reason text,
      processor_refund_id text NOT NULL,
      idempotency_key text NOT NULL UNIQUE,
      created_by uuid NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE TABLE ledger_entries (
      id bigserial PRIMARY KEY,
      chef_id uuid NOT NULL,
      order_id uuid NOT NULL,
      kind text NOT NULL CHECK (kind IN
        ('GROSS', 'COMMISSION', 'PROCESSOR_FEE', 'REFUND', 'COMMISSION_REFUND', 'PAYOUT')),
      amount_cents int NOT NULL,
      refund_id uuid,
      payout_id uuid,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX ledger_entries_chef ON ledger_entries (chef_id, created_at)`);
    await q.query(`CREATE INDEX ledger_entries_order ON ledger_entries (order_id)`);
    // Append-only: an entry is never changed or removed; a correction is a new entry.
    await q.query(`CREATE FUNCTION ledger_entries_append_only() RETURNS trigger
      LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'ledger_entries is append-only (% refused)', TG_OP;
      END $$`);
    await q.query(`CREATE TRIGGER ledger_entries_append_only
      BEFORE UPDATE OR DELETE ON ledger_entries
      FOR EACH ROW EXECUTE FUNCTION ledger_entries_append_only()`);

    // The local test-mode processor's own records (only used when no processor key is set).
    await q.query(`CREATE TABLE test_processor_requests (
      idempotency_key text PRIMARY KEY,
      request text NOT NULL,
      response jsonb,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE TABLE test_processor_customers (
      id text PRIMARY KEY,
      guest_id uuid NOT NULL,
      email text,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE TABLE test_processor_cards (
      id text PRIMARY KEY,
      customer_id text REFERENCES test_processor_customers (id),
      token text NOT NULL,
      brand text NOT NULL,
      last4 text NOT NULL,
      exp_month int NOT NULL,
      exp_year int NOT NULL,
      detached boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE TABLE test_processor_payments (
      id text PRIMARY KEY,
      order_id uuid,
      payment_method text NOT NULL,
      customer_id text,
      status text NOT NULL,
      amount int NOT NULL,
      amount_received int NOT NULL DEFAULT 0,
      amount_refunded int NOT NULL DEFAULT 0,
      fee int NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of [
      'test_processor_payments',
      'test_processor_cards',
      'test_processor_customers',
      'test_processor_requests',
    ])
      await q.query(`DROP TABLE ${table}`);
    await q.query(`DROP TABLE ledger_entries`);
    await q.query(`DROP FUNCTION ledger_entries_append_only()`);
    await q.query(`DROP TABLE refunds`);
    await q.query(`DROP TABLE payments`);
    await q.query(`DROP TABLE payment_customers`);
    await q.query(`ALTER TABLE orders DROP COLUMN rejection_message`);
    await q.query(`ALTER TABLE orders DROP COLUMN payment_method_id`);
  }
}
