import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A finished newsletter's delivery counts kept on its row (issue 26, docs/scale.md): the past
 * newsletters list counted every recipient row of every newsletter it showed (100,000 rows for
 * one newsletter to every subscriber at city scale) on each poll. `sent_count`, `failed_count`
 * and `retried_count` are written when the sender marks the newsletter SENT (none waiting any
 * more: the counts are final), and backfilled here for those already SENT; a newsletter still
 * SENDING (null counts) is counted from its recipients as before.
 */
export class NewsletterFinalCounts1770600000000 implements MigrationInterface {
  name = 'NewsletterFinalCounts1770600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE newsletters ADD COLUMN sent_count integer,
      ADD COLUMN failed_count integer, ADD COLUMN retried_count integer`);
    await q.query(`UPDATE newsletters n SET (sent_count, failed_count, retried_count) = (
        SELECT count(*) FILTER (WHERE r.status = 'SENT'), count(*) FILTER (WHERE r.status = 'FAILED'),
               count(*) FILTER (WHERE r.attempts > 1)
          FROM newsletter_recipients r WHERE r.newsletter_id = n.id)
      WHERE n.status = 'SENT'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE newsletters DROP COLUMN sent_count, DROP COLUMN failed_count,
      DROP COLUMN retried_count`);
  }
}
