import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A chef's recipient account at the payout provider (Wise), made from their saved bank details
 * after the save (docs/rules/payments.md#payouts): one row per chef while Wise is configured.
 * `details_version` changes on every save, so an answer for older details never lands on newer
 * ones. PENDING rows are tried (again) from `next_attempt_at`; CREATED holds Wise's id; REFUSED
 * holds Wise's reason, shown to the chef until they save again. Goes with the bank details.
 */
export class PayoutRecipients1770000000000 implements MigrationInterface {
  name = 'PayoutRecipients1770000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE payout_recipients (
      user_id uuid PRIMARY KEY REFERENCES bank_details (user_id) ON DELETE CASCADE,
      details_version uuid NOT NULL,
      status text NOT NULL CHECK (status IN ('PENDING', 'CREATED', 'REFUSED')),
      recipient_id bigint,
      refusal text,
      tries int NOT NULL DEFAULT 0,
      next_attempt_at timestamptz NOT NULL DEFAULT now(),
      last_error text,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(
      `CREATE INDEX payout_recipients_due ON payout_recipients (next_attempt_at) WHERE status = 'PENDING'`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE payout_recipients`);
  }
}
