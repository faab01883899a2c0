import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Card holds lapse after about 7 days: a payment remembers the card it holds (a saved card of
 * the guest's processor customer when the session is far off), when the current hold was placed,
 * and how many holds it has had, so the platform can place a fresh hold before one lapses.
 */
export class HoldRenewal1766000000060 implements MigrationInterface {
  name = 'HoldRenewal1766000000060';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE payments ADD COLUMN payment_method_id text`);
    await q.query(`ALTER TABLE payments ADD COLUMN customer_id text`);
    await q.query(`ALTER TABLE payments ADD COLUMN authorized_at timestamptz`);
    await q.query(`ALTER TABLE payments ADD COLUMN hold_count int NOT NULL DEFAULT 1`);
    await q.query(`UPDATE payments SET authorized_at = created_at WHERE status = 'AUTHORIZED'`);
    await q.query(
      `CREATE INDEX payments_holds ON payments (authorized_at) WHERE status = 'AUTHORIZED'`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX payments_holds`);
    for (const c of ['hold_count', 'authorized_at', 'customer_id', 'payment_method_id'])
      await q.query(`ALTER TABLE payments DROP COLUMN ${c}`);
  }
}
