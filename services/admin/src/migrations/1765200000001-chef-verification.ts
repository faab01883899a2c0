import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Chef verification (the Unverified Chef and All Chefs lists): when the application was submitted
 * (the queue's order), the last rejection reason, and the indexes the admin lists use (status
 * filter; the founder join on the normalised e-mail, which meets the waitlist's unique (email,
 * chef_type) index).
 */
export class ChefVerification1765200000001 implements MigrationInterface {
  name = 'ChefVerification1765200000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE chef_applications
      ADD COLUMN submitted_at timestamptz,
      ADD COLUMN rejection_reason text`);
    await q.query(
      `CREATE INDEX chef_applications_status_idx ON chef_applications (status, submitted_at, id)`,
    );
    await q.query(
      `CREATE INDEX chef_applications_email_idx ON chef_applications (lower(trim(email)))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX chef_applications_email_idx`);
    await q.query(`DROP INDEX chef_applications_status_idx`);
    await q.query(
      `ALTER TABLE chef_applications DROP COLUMN rejection_reason, DROP COLUMN submitted_at`,
    );
  }
}
