import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Images in messages and photos on help reports: the address of the sender's upload to our media
 * store (docs/rules/messaging.md#images), or null.
 */
export class Attachments1767000000001 implements MigrationInterface {
  name = 'Attachments1767000000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE messages ADD COLUMN image_url text`);
    await q.query(`ALTER TABLE help_reports ADD COLUMN photo_url text`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE help_reports DROP COLUMN photo_url`);
    await q.query(`ALTER TABLE messages DROP COLUMN image_url`);
  }
}
