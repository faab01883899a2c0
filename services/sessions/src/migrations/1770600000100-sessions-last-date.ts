import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `cooking_sessions_last_date_idx` (issue 26, docs/scale.md): a restaurant's sessions by the date
 * of their last occurrence (`COALESCE(until, start_date)`, schedule.ts), so listing a
 * restaurant's sessions of the coming days reads its current sessions only, not every session it
 * ever cooked (the list joined each one's occurrences: it grew with the restaurant's history).
 */
export class SessionsLastDate1770600000100 implements MigrationInterface {
  name = 'SessionsLastDate1770600000100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX cooking_sessions_last_date_idx
      ON cooking_sessions (restaurant_id, (COALESCE(until, start_date)))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX cooking_sessions_last_date_idx`);
  }
}
