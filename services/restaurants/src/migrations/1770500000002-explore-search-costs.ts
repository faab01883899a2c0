import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The planner's price of folding text (`search_fold`, `restaurant_search_text`; migration
 * ExploreSearchAndReach): folding accents is far dearer than the default cost of a function says
 * (about 70 µs a restaurant), so with the default the planner scanned 1,200 restaurants folding
 * each (87 ms, bench/scale.mjs at 100×) instead of reading the trigram index. `COST 1000` makes
 * the index the plan; `SET search_path` keeps `search_fold` a function call (never inlined, so
 * its cost counts).
 */
export class ExploreSearchCosts1770500000002 implements MigrationInterface {
  name = 'ExploreSearchCosts1770500000002';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER FUNCTION search_fold(text) COST 1000 SET search_path = pg_catalog`);
    await q.query(`ALTER FUNCTION restaurant_search_text(text, text[]) COST 1000`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER FUNCTION restaurant_search_text(text, text[]) COST 100`);
    await q.query(`ALTER FUNCTION search_fold(text) COST 100 RESET search_path`);
  }
}
