import type { MigrationInterface, QueryRunner } from 'typeorm';
import {
  decryptWithKey,
  encryptWithKey,
  loadBankDetailsKey,
  parseBankDetailsKey,
} from '../bank-details/bank-details.cipher.js';
import { configuredSecret, resolveSecret } from '@hearth/nest-common';
import { USERS_SECRETS } from '../common/secrets.js';

/**
 * Takes the service's keys out of its schema (docs/rules/secrets.md):
 *
 * - `signing_keys` (access-token key pairs) is dropped. Keys now come from the mounted key set;
 *   tokens signed by a dropped key stop verifying, and their clients refresh (refresh tokens
 *   are untouched), within one access-token lifetime at worst.
 * - `secrets` held the generated bank details key. Its key is kept readable: when no key is
 *   configured and this is not production, it becomes the generated `.data/secrets` key; when
 *   the configured key differs, every stored account number is re-encrypted from the old key
 *   to it (in this migration's transaction, so a failure leaves both as they were). Production
 *   without `BANK_DETAILS_KEY(_FILE)` stops here with the start-up refusal message.
 */
export class KeysOutOfDatabase1769600000000 implements MigrationInterface {
  name = 'KeysOutOfDatabase1769600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS signing_keys`);
    const [{ exists }] = (await q.query(
      `SELECT to_regclass('secrets') IS NOT NULL AS exists`,
    )) as Array<{ exists: boolean }>;
    if (!exists) return;
    const rows = (await q.query(
      `SELECT value FROM secrets WHERE name = 'bank-details-key'`,
    )) as Array<{
      value: Buffer;
    }>;
    const old = rows[0]?.value;
    if (old) {
      const target =
        configuredSecret(USERS_SECRETS.BANK_DETAILS_KEY) || process.env.NODE_ENV === 'production'
          ? loadBankDetailsKey()
          : parseBankDetailsKey(
              resolveSecret(USERS_SECRETS.BANK_DETAILS_KEY, () => Buffer.from(old).toString('hex'))
                .value,
            );
      if (!target.equals(old)) {
        const stored = (await q.query(
          `SELECT user_id, account_number_enc FROM bank_details`,
        )) as Array<{ user_id: string; account_number_enc: Buffer }>;
        for (const row of stored) {
          const plain = decryptWithKey(old, row.account_number_enc, row.user_id);
          await q.query(`UPDATE bank_details SET account_number_enc = $1 WHERE user_id = $2`, [
            encryptWithKey(target, plain, row.user_id),
            row.user_id,
          ]);
        }
      }
    }
    await q.query(`DROP TABLE secrets`);
  }

  async down(q: QueryRunner): Promise<void> {
    // The tables come back empty: keys never return to the database.
    await q.query(`CREATE TABLE IF NOT EXISTS secrets (
      name text PRIMARY KEY, value bytea NOT NULL, created_at timestamptz NOT NULL DEFAULT now())`);
    await q.query(`CREATE TABLE IF NOT EXISTS signing_keys (
      kid text PRIMARY KEY, public_jwk jsonb NOT NULL, private_jwk jsonb NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(), retired_at timestamptz)`);
  }
}
