import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { GraphQLError } from 'graphql';
import { DataSource, type SelectQueryBuilder } from 'typeorm';
import {
  EXPLORE_PAGE_LIMIT_MAX,
  EXPLORE_TEXT_MAX,
  ExploreMessages,
  localDateSchema,
} from '@hearth/contracts';
import type { AddressLookup } from '@hearth/geo';
import type { Page } from '@hearth/nest-common';
import { RestaurantEntity } from '../public-catalog/restaurant.entity.js';
import { publicRestaurantSql } from '../standing/chef-standing.service.js';
import type { ExploreFilterInput, ExploreSort } from './explore.types.js';

/** DI token of the `AddressLookup` (postal code → coordinates) explore sorts by distance with. */
export const EXPLORE_ADDRESS_LOOKUP = Symbol('EXPLORE_ADDRESS_LOOKUP');

/** Great-circle distance in km from (:lat, :lng) to the restaurant; far away when unknown. */
const DISTANCE_SQL = `COALESCE(2 * 6371.0088 * asin(sqrt(
  power(sin(radians((r.latitude - :lat) / 2)), 2) +
  cos(radians(:lat)) * cos(radians(r.latitude)) * power(sin(radians((r.longitude - :lng) / 2)), 2)
)), 1e9)`;
const RATING_SQL = `COALESCE((SELECT rr.rating FROM restaurant_ratings rr
  WHERE rr.restaurant_id = r.id), 0)::float8`;

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
 * Explore (/user/explore, /user/restaurant-list; docs/rules/catalogue.md#explore): public only
 * (`publicRestaurantSql`), filtered by cuisines, dish categories, delivery / pickup, a local date
 * with an orderable occurrence (`explore_occurrences`) and free text; sorted by rating (average
 * stars, unrated last) or by distance in km from a postal code's coordinates (`AddressLookup`);
 * server-side keyset pages (sort key, id) of 1..48.
 * @throws GraphQLError BAD_USER_INPUT with an `ExploreMessages` text for a bad date, text,
 *   postal code or cursor.
 */
@Injectable()
export class ExploreService {
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
  ): Promise<Page<RestaurantEntity>> {
    const take = Math.min(Math.max(Math.trunc(limit) || 1, 1), EXPLORE_PAGE_LIMIT_MAX);
    const qb = this.dataSource
      .getRepository(RestaurantEntity)
      .createQueryBuilder('r')
      .where(publicRestaurantSql('r'));
    this.applyFilter(qb, filter ?? {}, now);

    let key: string;
    let descending: boolean;
    if (sort === 'DISTANCE') {
      const origin = await this.origin(postalCode);
      key = DISTANCE_SQL;
      descending = false;
      qb.setParameters({ lat: origin.latitude, lng: origin.longitude });
    } else {
      key = RATING_SQL;
      descending = true;
    }
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
    const { entities, raw } = await qb.getRawAndEntities<{ sort_key: number }>();
    const items = entities.slice(0, take);
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

  private applyFilter(
    qb: SelectQueryBuilder<RestaurantEntity>,
    filter: ExploreFilterInput,
    now: Date,
  ): void {
    const cuisines = (filter.cuisines ?? []).map((c) => c.trim()).filter(Boolean);
    if (cuisines.length > 0) qb.andWhere('r.cuisines && CAST(:cuisines AS text[])', { cuisines });

    const categories = [...new Set(filter.categories ?? [])];
    if (categories.length > 0)
      qb.andWhere(
        `EXISTS (SELECT 1 FROM dishes d WHERE d.restaurant_id = r.id AND d.status = 'ACTIVE'
           AND d.categories @> CAST(:categories AS text[]))`,
        { categories },
      );

    const via = filter.fulfilment ?? null;
    if (via === 'DELIVERY') qb.andWhere('r.offers_delivery');
    if (via === 'PICKUP') qb.andWhere('r.offers_pickup');

    if (filter.date) {
      const date = localDateSchema.safeParse(filter.date);
      if (!date.success) throw badInput(ExploreMessages.dateInvalid, 'date');
      const offers =
        via === 'DELIVERY'
          ? 'AND o.offers_delivery'
          : via === 'PICKUP'
            ? 'AND o.offers_pickup'
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
    if (tsquery)
      qb.andWhere(
        `to_tsvector('simple', r.name || ' ' || r.description) @@ to_tsquery('simple', :tsquery)`,
        { tsquery },
      );
  }

  private async origin(postalCode: string | null | undefined) {
    if (!postalCode?.trim()) throw badInput(ExploreMessages.postalCodeRequired, 'postalCode');
    const address = await this.addresses.lookupPostalCode(postalCode);
    if (!address) throw badInput(ExploreMessages.postalCodeUnknown, 'postalCode');
    return address;
  }
}
