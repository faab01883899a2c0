import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Promotions (docs/rules/promotions.md):
 * - `promotions`: the admins' definitions, with `redemption_count` (orders that hold a
 *   redemption) kept at or under `total_limit` by a CHECK as well as by the checkout's conditional
 *   update;
 * - `promotion_redemptions`: one row per order that got a discount (the order id is the key: one
 *   promotion per order), given back (`released_at`) once when the order ends unaccepted;
 * - the order's discount (`discount_cents`, the promotion, its code and who funds it);
 * - `order_restaurants.cuisines` (from `RestaurantEstablished`; null until an event carried them);
 * - `promotion_waitlist_emails`: SHA-256 hashes of the guest waitlist members' e-mails (from
 *   `GuestWaitlistJoined`), matched with the e-mail of a guest's signed token, to know who may use
 *   a promotion limited to the waitlist without keeping anyone's address;
 * - `ledger_entries` learns `PROMOTION_FUNDING` (what the platform pays the chef for a discount it
 *   funds) and `PROMOTION_FUNDING_REFUND` (taken back with a refund).
 */
export class Promotions1767400000000 implements MigrationInterface {
  name = 'Promotions1767400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE promotions (
      id uuid PRIMARY KEY,
      name text NOT NULL,
      kind text NOT NULL CHECK (kind IN ('CODE', 'AUTOMATIC')),
      code text,
      discount_type text NOT NULL CHECK (discount_type IN ('PERCENT', 'FIXED')),
      percent_off int CHECK (percent_off BETWEEN 1 AND 100),
      amount_off_cents int CHECK (amount_off_cents > 0),
      min_subtotal_cents int NOT NULL DEFAULT 0 CHECK (min_subtotal_cents >= 0),
      starts_at timestamptz NOT NULL,
      ends_at timestamptz NOT NULL,
      time_zone text NOT NULL,
      total_limit int CHECK (total_limit > 0),
      per_guest_limit int CHECK (per_guest_limit > 0),
      redemption_count int NOT NULL DEFAULT 0
        CHECK (redemption_count >= 0 AND (total_limit IS NULL OR redemption_count <= total_limit)),
      restaurant_ids uuid[] NOT NULL DEFAULT '{}',
      cuisines text[] NOT NULL DEFAULT '{}',
      first_order_only boolean NOT NULL DEFAULT false,
      waitlist_only boolean NOT NULL DEFAULT false,
      funded_by text NOT NULL CHECK (funded_by IN ('PLATFORM', 'CHEF')),
      paused_at timestamptz,
      ended_at timestamptz,
      created_by uuid NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CHECK (ends_at > starts_at),
      CHECK ((kind = 'CODE') = (code IS NOT NULL)),
      CHECK ((discount_type = 'PERCENT') = (percent_off IS NOT NULL)),
      CHECK ((discount_type = 'FIXED') = (amount_off_cents IS NOT NULL))
    )`);
    await q.query(
      `CREATE UNIQUE INDEX promotions_code ON promotions (code) WHERE code IS NOT NULL`,
    );
    await q.query(`CREATE INDEX promotions_running ON promotions (ends_at) WHERE ended_at IS NULL`);
    await q.query(`CREATE TABLE promotion_redemptions (
      order_id uuid PRIMARY KEY REFERENCES orders (id) ON DELETE CASCADE,
      promotion_id uuid NOT NULL REFERENCES promotions (id),
      guest_id uuid NOT NULL,
      discount_cents int NOT NULL CHECK (discount_cents >= 0),
      funded_by text NOT NULL CHECK (funded_by IN ('PLATFORM', 'CHEF')),
      redeemed_at timestamptz NOT NULL DEFAULT now(),
      released_at timestamptz
    )`);
    await q.query(
      `CREATE INDEX promotion_redemptions_guest ON promotion_redemptions (promotion_id, guest_id)
        WHERE released_at IS NULL`,
    );
    await q.query(`ALTER TABLE orders
      ADD COLUMN discount_cents int NOT NULL DEFAULT 0 CHECK (discount_cents >= 0),
      ADD COLUMN promotion_id uuid,
      ADD COLUMN promotion_code text,
      ADD COLUMN discount_funded_by text CHECK (discount_funded_by IN ('PLATFORM', 'CHEF'))`);
    await q.query(`ALTER TABLE order_restaurants ADD COLUMN cuisines text[]`);
    await q.query(`CREATE TABLE promotion_waitlist_emails (
      email_hash text PRIMARY KEY,
      joined_at timestamptz NOT NULL
    )`);
    await q.query(`ALTER TABLE ledger_entries DROP CONSTRAINT ledger_entries_kind_check`);
    await q.query(`ALTER TABLE ledger_entries ADD CONSTRAINT ledger_entries_kind_check CHECK (kind IN
      ('GROSS', 'COMMISSION', 'PROCESSOR_FEE', 'REFUND', 'COMMISSION_REFUND', 'PAYOUT',
       'PROMOTION_FUNDING', 'PROMOTION_FUNDING_REFUND'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE ledger_entries DROP CONSTRAINT ledger_entries_kind_check`);
    await q.query(`ALTER TABLE ledger_entries ADD CONSTRAINT ledger_entries_kind_check CHECK (kind IN
      ('GROSS', 'COMMISSION', 'PROCESSOR_FEE', 'REFUND', 'COMMISSION_REFUND', 'PAYOUT'))`);
    await q.query(`DROP TABLE promotion_waitlist_emails`);
    await q.query(`ALTER TABLE order_restaurants DROP COLUMN cuisines`);
    await q.query(`ALTER TABLE orders DROP COLUMN discount_cents, DROP COLUMN promotion_id,
      DROP COLUMN promotion_code, DROP COLUMN discount_funded_by`);
    await q.query(`DROP TABLE promotion_redemptions`);
    await q.query(`DROP TABLE promotions`);
  }
}
