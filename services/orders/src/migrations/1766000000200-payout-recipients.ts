import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The chef's recipient account at the bank-transfer provider (Wise), which the provider's payout
 * adapter sends the transfer to. Null until the chef's bank details are registered there.
 */
export class PayoutRecipients1766000000200 implements MigrationInterface {
  name = 'PayoutRecipients1766000000200';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE payout_bank_accounts ADD COLUMN provider_recipient_id bigint`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE payout_bank_accounts DROP COLUMN provider_recipient_id`);
  }
}
