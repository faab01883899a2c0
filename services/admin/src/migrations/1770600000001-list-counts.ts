import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The counted lists: table, and the column whose value also gets its own count (or null). */
const LISTS: Array<[table: string, by: string | null]> = [
  ['guest_waitlist', null],
  ['chef_waitlist', 'chef_type'],
  ['newsletter_subscriptions', null],
];

/**
 * How many rows each admin list has (issue 26, docs/scale.md): the lists show "of N" on every page,
 * and counting 100,000 sign-ups read the whole table on each page. `list_counts` holds the count of
 * each list — `guest_waitlist`, `newsletter_subscriptions`, `chef_waitlist` and
 * `chef_waitlist:<chef_type>` — kept by statement triggers with transition tables (one update per
 * statement however many rows it adds or removes; TRUNCATE sets 0), backfilled here. A searched
 * list is still counted from its matches.
 */
export class ListCounts1770600000001 implements MigrationInterface {
  name = 'ListCounts1770600000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE list_counts (list text PRIMARY KEY, n bigint NOT NULL)`);
    for (const [table, by] of LISTS) {
      const keys = (rows: string) =>
        `SELECT '${table}' AS list, count(*) AS n FROM ${rows}` +
        (by ? ` UNION ALL SELECT '${table}:' || ${by}, count(*) FROM ${rows} GROUP BY ${by}` : '');
      // sign: +1 for the rows added, -1 for those removed.
      const apply = (rows: string, sign: string) =>
        `INSERT INTO list_counts (list, n) SELECT list, ${sign} n FROM (${keys(rows)}) k
           ON CONFLICT (list) DO UPDATE SET n = list_counts.n + EXCLUDED.n;`;
      await q.query(`INSERT INTO list_counts (list, n) ${keys(table)}`);
      await q.query(`CREATE FUNCTION ${table}_count() RETURNS trigger
        LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
        BEGIN
          IF TG_OP = 'TRUNCATE' THEN
            UPDATE list_counts SET n = 0 WHERE list = '${table}' OR list LIKE '${table}:%';
            RETURN NULL;
          END IF;
          IF TG_OP IN ('UPDATE', 'DELETE') THEN ${apply('removed', '-')} END IF;
          IF TG_OP IN ('UPDATE', 'INSERT') THEN ${apply('added', '')} END IF;
          RETURN NULL;
        END $$`);
      await q.query(`CREATE TRIGGER ${table}_count_insert AFTER INSERT ON ${table}
        REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION ${table}_count()`);
      await q.query(`CREATE TRIGGER ${table}_count_delete AFTER DELETE ON ${table}
        REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION ${table}_count()`);
      if (by)
        await q.query(`CREATE TRIGGER ${table}_count_update AFTER UPDATE ON ${table}
          REFERENCING OLD TABLE AS removed NEW TABLE AS added
          FOR EACH STATEMENT EXECUTE FUNCTION ${table}_count()`);
      await q.query(`CREATE TRIGGER ${table}_count_truncate AFTER TRUNCATE ON ${table}
        FOR EACH STATEMENT EXECUTE FUNCTION ${table}_count()`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const [table] of LISTS) await q.query(`DROP FUNCTION ${table}_count() CASCADE`);
    await q.query(`DROP TABLE list_counts`);
  }
}
