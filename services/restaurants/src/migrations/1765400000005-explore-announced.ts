import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `explore_occurrences.announced_at`: the `occurredAt` of the newest `OccurrenceStockChanged` of
 * the occurrence. When a session is (re)scheduled, `sessions` re-announces every occurrence it
 * still has; the ones announced only before that `CookingSessionScheduled` were removed and leave
 * the projection (see on-cooking-session-rescheduled.handler.ts).
 */
export class ExploreAnnounced1765400000005 implements MigrationInterface {
  name = 'ExploreAnnounced1765400000005';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE explore_occurrences
      ADD COLUMN announced_at timestamptz NOT NULL DEFAULT '-infinity'`);
    await q.query(
      `CREATE INDEX explore_occurrences_session_idx ON explore_occurrences (session_id, announced_at)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX explore_occurrences_session_idx`);
    await q.query(`ALTER TABLE explore_occurrences DROP COLUMN announced_at`);
  }
}
