import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Chef onboarding (the wizard's profile fields, bank details, the chef status gate):
 * - `chef_profiles`: one row per chef with the wizard's General information and Credentials, the
 *   terms acceptance (`verified`) and the last rejection reason;
 * - `bank_details`: one row per chef; the account number is stored only encrypted
 *   (AES-256-GCM, `account_number_enc` = iv ‖ tag ‖ ciphertext) plus its last 4 digits;
 * - `secrets`: service-generated secrets, e.g. the bank details key when `BANK_DETAILS_KEY` is unset.
 */
export class ChefOnboarding1763900000000 implements MigrationInterface {
  name = 'ChefOnboarding1763900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE chef_profiles (
      user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
      address_line1 text,
      address_line2 text,
      city text,
      province text,
      postal_code text,
      country text,
      image_url text,
      date_of_birth date,
      description text,
      experience_years integer CHECK (experience_years BETWEEN 0 AND 50),
      phone text,
      qualifications text,
      certificate_url text,
      verified boolean NOT NULL DEFAULT false,
      terms_accepted_at timestamptz,
      rejection_reason text,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE TABLE bank_details (
      user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
      account_name text NOT NULL,
      institution_number text NOT NULL,
      transit_number text NOT NULL,
      account_type text NOT NULL CHECK (account_type IN ('CHECKING','SAVING')),
      account_number_enc bytea NOT NULL,
      account_number_last4 text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE TABLE secrets (
      name text PRIMARY KEY,
      value bytea NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE secrets`);
    await q.query(`DROP TABLE bank_details`);
    await q.query(`DROP TABLE chef_profiles`);
  }
}
