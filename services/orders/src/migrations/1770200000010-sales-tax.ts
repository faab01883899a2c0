import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Sales tax on orders (docs/rules/tax.md):
 * - `order_restaurants.postal_code` (from `RestaurantEstablished`): a pickup's place of supply;
 * - `orders.tax_cents` (integer cents, the sum of the lines; already part of `total_cents`),
 *   `tax_province` (the place of supply's province), `tax_lines` (jsonb `TaxLine[]`: name,
 *   province, ratePpm, amountCents), `tax_supplier` (HEARTH or CHEF: who owes the tax) and
 *   `supplier_tax_number` (the registered chef's GST/HST number). Orders placed before carry no
 *   tax: 0, no lines, Hearth, and their totals are unchanged;
 * - `order_chef_tax_numbers` (from users' `ChefTaxNumberChanged`): each chef's GST/HST number,
 *   which makes the chef the supplier of their orders;
 * - the ledger kinds `TAX_COLLECTED` (−, the tax Hearth owes as supplier, out of the chef's
 *   balance) and `TAX_REFUND` (+, its refunded share).
 */

/** The ledger kinds before this migration (1770100000000-payment-disputes). */
const KINDS_BEFORE = `'GROSS', 'COMMISSION', 'PROCESSOR_FEE', 'REFUND', 'COMMISSION_REFUND', 'PAYOUT',
  'PROMOTION_FUNDING', 'PROMOTION_FUNDING_REFUND', 'DISPUTE_HOLD', 'DISPUTE_RELEASE',
  'DISPUTE_LOSS'`;
export class SalesTax1770200000010 implements MigrationInterface {
  name = 'SalesTax1770200000010';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE order_restaurants ADD COLUMN postal_code text`);
    await q.query(`ALTER TABLE orders
      ADD COLUMN tax_cents int NOT NULL DEFAULT 0 CHECK (tax_cents >= 0),
      ADD COLUMN tax_province text,
      ADD COLUMN tax_lines jsonb NOT NULL DEFAULT '[]'::jsonb,
      ADD COLUMN tax_supplier text NOT NULL DEFAULT 'HEARTH'
        CHECK (tax_supplier IN ('HEARTH', 'CHEF')),
      ADD COLUMN supplier_tax_number text`);
    await q.query(`CREATE TABLE order_chef_tax_numbers (
      chef_id uuid PRIMARY KEY,
      gst_hst_number text,
      changed_at timestamptz NOT NULL
    )`);
    await q.query(`ALTER TABLE ledger_entries DROP CONSTRAINT ledger_entries_kind_check`);
    await q.query(`ALTER TABLE ledger_entries ADD CONSTRAINT ledger_entries_kind_check CHECK (kind IN
      (${KINDS_BEFORE}, 'TAX_COLLECTED', 'TAX_REFUND'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE ledger_entries DROP CONSTRAINT ledger_entries_kind_check`);
    await q.query(`ALTER TABLE ledger_entries ADD CONSTRAINT ledger_entries_kind_check CHECK (kind IN
      (${KINDS_BEFORE}))`);
    await q.query(`DROP TABLE order_chef_tax_numbers`);
    await q.query(`ALTER TABLE orders DROP COLUMN tax_cents, DROP COLUMN tax_province,
      DROP COLUMN tax_lines, DROP COLUMN tax_supplier, DROP COLUMN supplier_tax_number`);
    await q.query(`ALTER TABLE order_restaurants DROP COLUMN postal_code`);
  }
}
