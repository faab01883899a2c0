import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * When the chef's provider recipient (`provider_recipient_id`) was made (its event's time). Newer
 * bank details (`filled_at` after it) drop the recipient of the old details, so a payout never goes
 * to an account the chef has replaced; a recipient made after them is kept, whichever event
 * arrives first.
 */
export class PayoutRecipientAt1770000000000 implements MigrationInterface {
  name = 'PayoutRecipientAt1770000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE payout_bank_accounts ADD COLUMN provider_recipient_at timestamptz`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE payout_bank_accounts DROP COLUMN provider_recipient_at`);
  }
}
