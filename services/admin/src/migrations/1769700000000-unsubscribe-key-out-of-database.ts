import type { MigrationInterface, QueryRunner } from 'typeorm';
import { MissingSecretError, configuredSecret, resolveSecret } from '@hearth/nest-common';
import { BASE64_KEY_PREFIX, UNSUBSCRIBE_SECRET } from '../newsletter-posts/unsubscribe-tokens.js';

/**
 * Takes the newsletter unsubscribe-link key out of admin's schema (docs/rules/secrets.md): the
 * `secrets` table, where admin kept the key it generated when `NEWSLETTER_UNSUBSCRIBE_SECRET`
 * was unset, is dropped. The key now comes from the mounted secret.
 *
 * - Outside production with no secret configured, the stored key becomes the generated
 *   `.data/secrets/newsletter-unsubscribe.key` (written `base64:<bytes>`), so links in
 *   newsletters already sent keep working; a generated file that already exists is kept.
 * - Production without `NEWSLETTER_UNSUBSCRIBE_SECRET(_FILE)` stops here with the start-up
 *   refusal message, and the table stays (an operator can still copy the old key into the
 *   secret: `'base64:' || encode(value, 'base64')`).
 * - With a configured secret the stored key is dropped: links signed with it stop verifying
 *   unless the secret holds that same key.
 */
export class UnsubscribeKeyOutOfDatabase1769700000000 implements MigrationInterface {
  name = 'UnsubscribeKeyOutOfDatabase1769700000000';

  async up(q: QueryRunner): Promise<void> {
    const [{ exists }] = (await q.query(
      `SELECT to_regclass('secrets') IS NOT NULL AS exists`,
    )) as Array<{ exists: boolean }>;
    if (!exists) return;
    const rows = (await q.query(
      `SELECT value FROM secrets WHERE name = 'newsletter-unsubscribe-key'`,
    )) as Array<{ value: Buffer }>;
    const old = rows[0]?.value;
    if (!configuredSecret(UNSUBSCRIBE_SECRET)) {
      if (process.env.NODE_ENV === 'production') throw new MissingSecretError(UNSUBSCRIBE_SECRET);
      if (old)
        resolveSecret(
          UNSUBSCRIBE_SECRET,
          () => `${BASE64_KEY_PREFIX}${Buffer.from(old).toString('base64')}`,
        );
    }
    await q.query(`DROP TABLE secrets`);
  }

  async down(q: QueryRunner): Promise<void> {
    // The table comes back empty: keys never return to the database.
    await q.query(
      `CREATE TABLE IF NOT EXISTS secrets (name text PRIMARY KEY, value bytea NOT NULL)`,
    );
  }
}
