import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Explore at city scale (docs/rules/catalogue.md#explore):
 *
 * - **Accent- and typo-tolerant text search.** `search_fold(text)` is the text lower-cased with its
 *   accents removed (`Phở Nhà Thanh` → `pho nha thanh`): PostgreSQL's `unaccent` when the server
 *   has it and it is (or may be) installed in this database, otherwise a `translate()` over the
 *   same letters (Latin-1, Latin Extended A/B and Vietnamese, derived from Unicode decomposition
 *   here) — so search behaves the same where a service's own role may not create extensions (the
 *   `npm start` database, whose shared set-up installs only `pg_trgm`). Trigram GIN indexes
 *   (`pg_trgm`, installed in `public` by that shared set-up or here) on the folded restaurant
 *   name + cuisines and the folded active dish name + cuisine answer `word_similarity` (`<%`).
 *   Without `pg_trgm` at all there are no trigram indexes and explore falls back to prefixes.
 * - **Where the guest is.** A GiST index on each delivering restaurant's delivery area as a
 *   bounding box (`restaurant_delivery_box`: the radius in degrees, generous at the poleward
 *   edge) for "its radius covers this point" (`@>`), and a GiST index on the pickup restaurants'
 *   points for "within N km" (`<@` a box around the guest); the exact great-circle distance is
 *   checked after the index (explore.service.ts).
 */
export class ExploreSearchAndReach1770500000000 implements MigrationInterface {
  name = 'ExploreSearchAndReach1770500000000';

  async up(q: QueryRunner): Promise<void> {
    // Function bodies name the schema: ANALYZE and autovacuum evaluate index expressions with
    // another search_path.
    const [{ schema }] = (await q.query(`SELECT current_schema() AS schema`)) as [
      { schema: string },
    ];
    const unaccent = await extensionSchema(q, 'unaccent');
    const fold = unaccent
      ? `lower("${unaccent}".unaccent('"${unaccent}".unaccent'::regdictionary, $1))`
      : `lower(translate($1, '${ACCENTED}', '${PLAIN}'))`;
    // IMMUTABLE so it can sit in an index: the dictionary is named, the translate table fixed.
    await q.query(`CREATE FUNCTION search_fold(text) RETURNS text
      LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$ SELECT ${fold} $$`);
    await q.query(`COMMENT ON FUNCTION search_fold(text) IS
      'Lower case without accents (${unaccent ? 'unaccent' : 'translate'}): explore text search.'`);
    // The restaurant's searchable words: name and cuisine tags.
    await q.query(`CREATE FUNCTION restaurant_search_text(name text, cuisines text[]) RETURNS text
      LANGUAGE sql IMMUTABLE PARALLEL SAFE
      AS $$ SELECT "${schema}".search_fold(name || ' ' || array_to_string(cuisines, ' ')) $$`);
    await q.query(`CREATE FUNCTION restaurant_delivery_box(lat float8, lng float8, km float8)
      RETURNS box LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
      SELECT box(
        point(lng - km / (111.0 * cos(radians(least(89.0, abs(lat) + km / 110.0)))), lat - km / 110.0),
        point(lng + km / (111.0 * cos(radians(least(89.0, abs(lat) + km / 110.0)))), lat + km / 110.0))
      $$`);
    await q.query(`COMMENT ON FUNCTION restaurant_delivery_box(float8, float8, float8) IS
      'A box (x longitude, y latitude) holding every point within km of (lat, lng).'`);

    const trgm = await extensionSchema(q, 'pg_trgm');
    if (trgm) {
      const ops = `"${trgm}".gin_trgm_ops`;
      await q.query(`CREATE INDEX restaurants_search_trgm_idx ON restaurants
        USING gin (restaurant_search_text(name, cuisines) ${ops})`);
      await q.query(`CREATE INDEX dishes_search_trgm_idx ON dishes
        USING gin (search_fold(name || ' ' || cuisine) ${ops}) WHERE status = 'ACTIVE'`);
    }
    // The prefix search folds accents too (`pho:*` matches `Phở`).
    await q.query(`DROP INDEX restaurants_text_idx`);
    await q.query(`CREATE INDEX restaurants_text_idx ON restaurants
      USING gin (to_tsvector('simple', search_fold(name || ' ' || description)))`);

    await q.query(`CREATE INDEX restaurants_delivery_area_idx ON restaurants
      USING gist (restaurant_delivery_box(latitude, longitude, delivery_radius_km))
      WHERE offers_delivery AND delivery_radius_km IS NOT NULL
        AND latitude IS NOT NULL AND longitude IS NOT NULL`);
    await q.query(`CREATE INDEX restaurants_pickup_point_idx ON restaurants
      USING gist (point(longitude, latitude))
      WHERE offers_pickup AND latitude IS NOT NULL AND longitude IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX restaurants_pickup_point_idx`);
    await q.query(`DROP INDEX restaurants_delivery_area_idx`);
    await q.query(`DROP INDEX restaurants_text_idx`);
    await q.query(`CREATE INDEX restaurants_text_idx ON restaurants
      USING gin (to_tsvector('simple', name || ' ' || description))`);
    await q.query(`DROP INDEX IF EXISTS dishes_search_trgm_idx`);
    await q.query(`DROP INDEX IF EXISTS restaurants_search_trgm_idx`);
    await q.query(`DROP FUNCTION restaurant_delivery_box(float8, float8, float8)`);
    await q.query(`DROP FUNCTION restaurant_search_text(text, text[])`);
    await q.query(`DROP FUNCTION search_fold(text)`);
  }
}

/**
 * The schema holding extension `name` — installing it in `public` when the server has it and this
 * role may (a trusted extension needs CREATE on the database) — or null.
 */
async function extensionSchema(q: QueryRunner, name: string): Promise<string | null> {
  const installed = async (): Promise<string | null> => {
    const rows: Array<{ schema: string }> = await q.query(
      `SELECT n.nspname AS schema FROM pg_extension e
         JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = $1`,
      [name],
    );
    return rows[0]?.schema ?? null;
  };
  const existing = await installed();
  if (existing) return existing;
  const [allowed]: Array<{ ok: boolean }> = await q.query(
    `SELECT EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = $1)
       AND has_database_privilege(current_database(), 'CREATE')
       AND has_schema_privilege('public', 'CREATE') AS ok`,
    [name],
  );
  if (!allowed?.ok) return null;
  await q.query(`CREATE EXTENSION IF NOT EXISTS ${name} WITH SCHEMA public`);
  return installed();
}

/**
 * The `translate()` table of `search_fold` without `unaccent`: every letter of Latin-1
 * Supplement, Latin Extended-A/B and Latin Extended Additional (Vietnamese) whose canonical
 * decomposition is one ASCII letter plus marks, and the few without one (đ, ø, ł, ħ, ı).
 */
const [ACCENTED, PLAIN] = (() => {
  let from = 'đĐøØłŁħĦı';
  let to = 'dDoOlLhHi';
  const ranges: Array<[number, number]> = [
    [0xc0, 0x24f],
    [0x1e00, 0x1eff],
  ];
  for (const [start, end] of ranges)
    for (let c = start; c <= end; c++) {
      const ch = String.fromCodePoint(c);
      const base = ch.normalize('NFD').replace(/\p{M}/gu, '');
      if (base !== ch && /^[A-Za-z]$/.test(base)) {
        from += ch;
        to += base;
      }
    }
  return [from, to];
})();
