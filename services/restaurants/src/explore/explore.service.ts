import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { GraphQLError } from 'graphql';
import { DataSource, type SelectQueryBuilder } from 'typeorm';
import {
  DIET_CATEGORIES,
  DIETS,
  EXPLORE_PAGE_LIMIT_MAX,
  EXPLORE_PICKUP_KM,
  EXPLORE_TEXT_MAX,
  ExploreMessages,
  localDateSchema,
  sortAllergens,
} from '@hearth/contracts';
import type { AddressLookup, GeoPoint } from '@hearth/geo';
import type { Page } from '@hearth/nest-common';
import { RestaurantEntity } from '../public-catalog/restaurant.entity.js';
import { publicRestaurantSql } from '../standing/chef-standing.service.js';
import type { ExploreFilterInput, ExploreSort } from './explore.types.js';

/** DI token of the `AddressLookup` (postal code → coordinates) explore sorts by distance with. */
export const EXPLORE_ADDRESS_LOOKUP = Symbol('EXPLORE_ADDRESS_LOOKUP');

/**
 * A restaurant as explore lists it: with the guest's postal code, its great-circle distance in km
 * from that code's point (rounded to 0.1) and whether its delivery radius covers that point.
 * Both are undefined without a postal code (and outside explore).
 */
export type ExploredRestaurant = RestaurantEntity & {
  distanceKm?: number | null;
  deliversHere?: boolean | null;
};

/**
 * Great-circle (haversine, `EARTH_RADIUS_KM` of @hearth/geo) distance in km from (:lat, :lng) to
 * the restaurant; NULL when the restaurant has no coordinates.
 */
const HAVERSINE_SQL = `(2 * 6371.0088 * asin(least(1, sqrt(
  power(sin(radians((r.latitude - :lat) / 2)), 2) +
  cos(radians(:lat)) * cos(radians(r.latitude)) * power(sin(radians((r.longitude - :lng) / 2)), 2)
))))`;
/** The distance sort key: far away when the restaurant has no coordinates. */
const DISTANCE_SQL = `COALESCE(${HAVERSINE_SQL}, 1e9)`;
/**
 * The rating sort key: the restaurant's rating, 0 when unrated, kept on its row from
 * `restaurant_ratings` (migration ExploreRatingOnRestaurant), so that `restaurants_explore_rating_idx`
 * (explore_rating, id) gives the order and each keyset page as an index range.
 */
const RATING_SQL = `r.explore_rating`;
const LOCATED_SQL = `r.latitude IS NOT NULL AND r.longitude IS NOT NULL`;
/**
 * "Its delivery radius covers (:lat, :lng)": the delivery-area box index
 * (`restaurants_delivery_area_idx`, migration ExploreSearchAndReach) first, then the exact
 * distance.
 */
const DELIVERS_HERE_SQL = `(r.offers_delivery AND r.delivery_radius_km IS NOT NULL AND ${LOCATED_SQL}
  AND restaurant_delivery_box(r.latitude, r.longitude, r.delivery_radius_km) @> point(:lng, :lat)
  AND ${HAVERSINE_SQL} <= r.delivery_radius_km)`;
/**
 * "Offers pickup within :pickupKm of (:lat, :lng)": the pickup point index
 * (`restaurants_pickup_point_idx`) over a box around the guest, then the exact distance.
 */
const PICKUP_NEAR_SQL = `(r.offers_pickup AND ${LOCATED_SQL}
  AND point(r.longitude, r.latitude) <@ box(point(:boxWest, :boxSouth), point(:boxEast, :boxNorth))
  AND ${HAVERSINE_SQL} <= :pickupKm)`;

/**
 * A box (degrees) holding every point within `km` of `origin`, generous like the SQL
 * `restaurant_delivery_box` (110 km per degree of latitude, 111 km × cos of the poleward edge per
 * degree of longitude). Not meant to cross the antimeridian.
 */
export function boxAround(origin: GeoPoint, km: number) {
  const dLat = km / 110;
  const dLng =
    km / (111 * Math.cos((Math.min(89, Math.abs(origin.latitude) + dLat) * Math.PI) / 180));
  return {
    boxWest: origin.longitude - dLng,
    boxEast: origin.longitude + dLng,
    boxSouth: origin.latitude - dLat,
    boxNorth: origin.latitude + dLat,
  };
}

const badInput = (message: string, field: string) =>
  new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', field } });

/** Opaque explore cursor: base64url JSON of the last row's sort key and id. */
interface ExploreCursor {
  k: number;
  id: string;
}
const encode = (c: ExploreCursor) => Buffer.from(JSON.stringify(c)).toString('base64url');
function decode(cursor: string): ExploreCursor {
  try {
    const c = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as Partial<ExploreCursor>;
    if (typeof c.k === 'number' && typeof c.id === 'string') return { k: c.k, id: c.id };
  } catch {
    // fall through: malformed
  }
  throw badInput('Invalid cursor', 'cursor');
}

/** Words of a free-text search as a prefix tsquery (`tandoor:* & chick:*`), or null when blank. */
export function prefixQuery(text: string): string | null {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.length === 0 ? null : words.map((w) => `${w}:*`).join(' & ');
}

/**
 * Explore's dietary filter as SQL over the restaurant `r` (null when the profile asks nothing):
 * the restaurant has an ACTIVE dish that fits the profile by `dishFit`'s rule
 * (docs/rules/allergens.md#a-guests-dietary-profile) — it contains none of the avoided allergens,
 * its allergens are declared when any allergen is avoided (undeclared is unknown, not safe), and
 * its categories meet each diet (`DIET_CATEGORIES`, the contracts' one mapping). Served by
 * `dishes_restaurant_idx` (restaurant_id first).
 */
export function dietaryFitSql(profile: {
  avoidAllergens?: readonly string[] | null;
  diets?: readonly string[] | null;
}): { sql: string; params: Record<string, string[]> } | null {
  const avoid = sortAllergens(profile.avoidAllergens ?? []);
  const diets = DIETS.filter((d) => (profile.diets ?? []).includes(d));
  if (avoid.length === 0 && diets.length === 0) return null;
  const where = [`d.restaurant_id = r.id`, `d.status = 'ACTIVE'`];
  const params: Record<string, string[]> = {};
  if (avoid.length > 0) {
    where.push(
      `d.allergens_declared_at IS NOT NULL`,
      `NOT (d.allergens && CAST(:avoid AS text[]))`,
    );
    params.avoid = avoid;
  }
  diets.forEach((diet, i) => {
    where.push(`d.categories && CAST(:diet${i} AS text[])`);
    params[`diet${i}`] = [...DIET_CATEGORIES[diet]];
  });
  return { sql: `EXISTS (SELECT 1 FROM dishes d WHERE ${where.join(' AND ')})`, params };
}

/** Where the guest is: the postal code's point and how far they would go for pickup. */
interface Reach {
  origin: GeoPoint;
  pickupKm: number;
}

/**
 * Explore (/user/explore, /user/restaurant-list; docs/rules/catalogue.md#explore): public only
 * (`publicRestaurantSql`), filtered by cuisines, dish categories, a dietary profile
 * (`dietaryFitSql`), delivery / pickup, a local date
 * with an orderable occurrence (`explore_occurrences`) and free text (prefixes of the name and
 * description, or close to a word of the restaurant name, its cuisines or an active dish's name or
 * cuisine, or its chef's name; accents and case ignored). With the guest's postal code (`AddressLookup`), only the
 * restaurants that can feed the guest there: their delivery radius covers its point, or they
 * offer pickup within `pickupWithinKm` (default 10 km) — and with a date, that day's occurrence
 * offers the way that reaches the guest. Sorted by rating (average stars, unrated last) or by
 * distance in km from the postal code; server-side keyset pages (sort key, id) of 1..48.
 * @throws GraphQLError BAD_USER_INPUT with an `ExploreMessages` text for a bad date, text,
 *   pickup distance, postal code or cursor.
 */
@Injectable()
export class ExploreService {
  /** The schema of `pg_trgm` (its `<%` operator), null without it; looked up once. */
  private trigram: Promise<string | null> | null = null;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(EXPLORE_ADDRESS_LOOKUP) private readonly addresses: AddressLookup,
  ) {}

  async explore(
    filter: ExploreFilterInput | null | undefined,
    sort: ExploreSort,
    postalCode: string | null | undefined,
    limit: number,
    cursor: string | null | undefined,
    now: Date = new Date(),
  ): Promise<Page<ExploredRestaurant>> {
    const take = Math.min(Math.max(Math.trunc(limit) || 1, 1), EXPLORE_PAGE_LIMIT_MAX);
    const given = filter ?? {};
    const pickupKm = given.pickupWithinKm ?? EXPLORE_PICKUP_KM.default;
    if (
      !Number.isFinite(pickupKm) ||
      pickupKm < EXPLORE_PICKUP_KM.min ||
      pickupKm > EXPLORE_PICKUP_KM.max
    )
      throw badInput(ExploreMessages.pickupDistanceInvalid, 'pickupWithinKm');
    if (sort === 'DISTANCE' && !postalCode?.trim())
      throw badInput(ExploreMessages.postalCodeRequired, 'postalCode');
    const reach: Reach | null = postalCode?.trim()
      ? { origin: await this.origin(postalCode), pickupKm }
      : null;

    const qb = this.dataSource
      .getRepository(RestaurantEntity)
      .createQueryBuilder('r')
      .where(publicRestaurantSql('r'));
    if (reach)
      qb.setParameters({
        lat: reach.origin.latitude,
        lng: reach.origin.longitude,
        pickupKm: reach.pickupKm,
        ...boxAround(reach.origin, reach.pickupKm),
      })
        .addSelect(`round(${HAVERSINE_SQL}::numeric, 1)::float8`, 'distance_km')
        .addSelect(`COALESCE(${DELIVERS_HERE_SQL}, false)`, 'delivers_here');
    await this.applyFilter(qb, given, reach, now);

    const key = sort === 'DISTANCE' ? DISTANCE_SQL : RATING_SQL;
    const descending = sort !== 'DISTANCE';
    qb.addSelect(key, 'sort_key')
      .orderBy('sort_key', descending ? 'DESC' : 'ASC')
      .addOrderBy('r.id', descending ? 'DESC' : 'ASC')
      .limit(take + 1);
    if (cursor) {
      const after = decode(cursor);
      qb.andWhere(`(${key}, r.id) ${descending ? '<' : '>'} (:afterKey, :afterId)`, {
        afterKey: after.k,
        afterId: after.id,
      });
    }
    const { entities, raw } = await qb.getRawAndEntities<{
      sort_key: number;
      distance_km?: number | null;
      delivers_here?: boolean;
    }>();
    // One raw row per entity, in order (no joins).
    const items: ExploredRestaurant[] = entities.slice(0, take).map((entity, i) =>
      reach
        ? Object.assign(entity, {
            distanceKm: raw[i]?.distance_km ?? null,
            deliversHere: raw[i]?.delivers_here ?? false,
          })
        : entity,
    );
    const last = raw[take - 1];
    return {
      items,
      nextCursor:
        entities.length > take && last
          ? encode({ k: Number(last.sort_key), id: items[take - 1]!.id })
          : null,
    };
  }

  /** The cuisine tags of public restaurants, alphabetically (the explore cuisine filter). */
  async cuisines(): Promise<string[]> {
    const rows = (await this.dataSource.query(
      `SELECT DISTINCT c AS cuisine FROM restaurants r, unnest(r.cuisines) AS c
        WHERE ${publicRestaurantSql('r')} ORDER BY 1`,
    )) as Array<{ cuisine: string }>;
    return rows.map((r) => r.cuisine);
  }

  private async applyFilter(
    qb: SelectQueryBuilder<RestaurantEntity>,
    filter: ExploreFilterInput,
    reach: Reach | null,
    now: Date,
  ): Promise<void> {
    const cuisines = (filter.cuisines ?? []).map((c) => c.trim()).filter(Boolean);
    if (cuisines.length > 0) qb.andWhere('r.cuisines && CAST(:cuisines AS text[])', { cuisines });

    const categories = [...new Set(filter.categories ?? [])];
    if (categories.length > 0)
      qb.andWhere(
        `EXISTS (SELECT 1 FROM dishes d WHERE d.restaurant_id = r.id AND d.status = 'ACTIVE'
           AND d.categories @> CAST(:categories AS text[]))`,
        { categories },
      );

    const dietary = dietaryFitSql(filter);
    if (dietary) qb.andWhere(dietary.sql, dietary.params);

    const via = filter.fulfilment ?? null;
    if (via === 'DELIVERY') qb.andWhere(reach ? DELIVERS_HERE_SQL : 'r.offers_delivery');
    if (via === 'PICKUP') qb.andWhere(reach ? PICKUP_NEAR_SQL : 'r.offers_pickup');
    if (via === null && reach) qb.andWhere(`(${DELIVERS_HERE_SQL} OR ${PICKUP_NEAR_SQL})`);

    if (filter.date) {
      const date = localDateSchema.safeParse(filter.date);
      if (!date.success) throw badInput(ExploreMessages.dateInvalid, 'date');
      // That day's occurrence offers the way chosen — or, with a postal code and either way, a
      // way that reaches the guest.
      const offers =
        via === 'DELIVERY'
          ? 'AND o.offers_delivery'
          : via === 'PICKUP'
            ? 'AND o.offers_pickup'
            : reach
              ? `AND ((o.offers_delivery AND ${DELIVERS_HERE_SQL})
                   OR (o.offers_pickup AND ${PICKUP_NEAR_SQL}))`
              : '';
      qb.andWhere(
        `EXISTS (SELECT 1 FROM explore_occurrences o WHERE o.has_stock
           AND o.local_date = CAST(:date AS date) AND o.restaurant_id = r.id
           AND o.order_cutoff_at > :now ${offers})`,
        { date: date.data, now },
      );
    }

    const text = filter.text?.trim() ?? '';
    if (text.length > EXPLORE_TEXT_MAX) throw badInput(ExploreMessages.textTooLong, 'text');
    const tsquery = prefixQuery(text);
    if (tsquery) {
      // The restaurant ids each way finds, one index each, united (an OR over the restaurant
      // row would fold every restaurant's text instead: 280 ms at 1,200 restaurants).
      const matches = [
        `SELECT t.id FROM restaurants t
          WHERE to_tsvector('simple', search_fold(t.name || ' ' || t.description))
                @@ to_tsquery('simple', search_fold(:tsquery))`,
      ];
      const trgm = await this.trigramSchema();
      if (trgm) {
        // word_similarity ≥ pg_trgm.word_similarity_threshold (0.6): a few typos, any order.
        const close = `OPERATOR("${trgm}".<%)`;
        matches.push(
          `SELECT t.id FROM restaurants t
            WHERE search_fold(:text) ${close} restaurant_search_text(t.name, t.cuisines)`,
          `SELECT d.restaurant_id FROM dishes d WHERE d.status = 'ACTIVE'
             AND search_fold(:text) ${close} search_fold(d.name || ' ' || d.cuisine)`,
          `SELECT t.id FROM explore_chef_names c JOIN restaurants t ON t.owner_user_id = c.user_id
            WHERE search_fold(:text) ${close} search_fold(c.name)`,
        );
      }
      qb.andWhere(`r.id IN (${matches.join(' UNION ')})`, { tsquery, text });
    }
  }

  /** The schema `pg_trgm` is installed in (migration ExploreSearchAndReach), or null. */
  private trigramSchema(): Promise<string | null> {
    this.trigram ??= this.dataSource
      .query(
        `SELECT n.nspname AS schema FROM pg_extension e
           JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm'`,
      )
      .then((rows: Array<{ schema: string }>) => rows[0]?.schema ?? null)
      .catch((err: unknown) => {
        this.trigram = null; // a failed look-up is asked again on the next search
        throw err;
      });
    return this.trigram;
  }

  private async origin(postalCode: string): Promise<GeoPoint> {
    const address = await this.addresses.lookupPostalCode(postalCode);
    if (!address) throw badInput(ExploreMessages.postalCodeUnknown, 'postalCode');
    return address;
  }
}
