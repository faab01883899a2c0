import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import DataLoader from 'dataloader';
import { DataSource } from 'typeorm';
import { FavouriteMessages, type FieldError, isUuid } from '@hearth/contracts';
import { decodeCursor, encodeCursor, type AuthUser, type Page } from '@hearth/nest-common';
import { RestaurantEntity } from '../public-catalog/restaurant.entity.js';
import { publicRestaurantSql } from '../standing/chef-standing.service.js';

/** Most restaurants one `myFavourites` page returns. */
export const FAVOURITE_PAGE_LIMIT_MAX = 48;

/** The restaurant after the toggle, or the field errors with nothing written. */
export type FavouriteSetResult = { restaurant: RestaurantEntity } | { errors: FieldError[] };

/**
 * Guests' favourite restaurants (the card's toggle sends the restaurant and the state wanted;
 * /user/favorites lists them; docs/rules/catalogue.md#favourites). Setting is idempotent (true
 * twice = one row); only a public restaurant can be added; removing always works.
 */
@Injectable()
export class FavouritesService {
  private readonly loaders = new WeakMap<object, DataLoader<string, boolean>>();

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Marks `restaurantId` as a favourite of `user` or not. A restaurant that is unknown or not
   * public cannot be added (`restaurantId: restaurantUnavailable`).
   */
  async set(
    user: AuthUser,
    restaurantId: string,
    isFavourite: boolean,
  ): Promise<FavouriteSetResult> {
    const unavailable = {
      errors: [{ field: 'restaurantId', message: FavouriteMessages.restaurantUnavailable }],
    };
    if (!isUuid(restaurantId)) return unavailable;
    const qb = this.dataSource
      .getRepository(RestaurantEntity)
      .createQueryBuilder('r')
      .where('r.id = :restaurantId', { restaurantId });
    if (isFavourite) qb.andWhere(publicRestaurantSql('r'));
    const restaurant = await qb.getOne();
    if (!restaurant) return unavailable;
    if (isFavourite) {
      await this.dataSource.query(
        `INSERT INTO favourites (guest_user_id, restaurant_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`,
        [user.id, restaurant.id],
      );
    } else {
      await this.dataSource.query(
        `DELETE FROM favourites WHERE guest_user_id = $1 AND restaurant_id = $2`,
        [user.id, restaurant.id],
      );
    }
    return { restaurant };
  }

  /**
   * The caller's public favourite restaurants, most recently added first (keyset pages of
   * 1..48; the cursor carries the favourite's time and the restaurant id).
   */
  async mine(
    user: AuthUser,
    limit: number,
    cursor: string | null | undefined,
  ): Promise<Page<RestaurantEntity>> {
    const take = Math.min(Math.max(Math.trunc(limit) || 1, 1), FAVOURITE_PAGE_LIMIT_MAX);
    const qb = this.dataSource
      .getRepository(RestaurantEntity)
      .createQueryBuilder('r')
      .innerJoin('favourites', 'f', 'f.restaurant_id = r.id AND f.guest_user_id = :guest', {
        guest: user.id,
      })
      .addSelect('f.created_at', 'favourited_at')
      .where(publicRestaurantSql('r'))
      .orderBy('f.created_at', 'DESC')
      .addOrderBy('f.restaurant_id', 'DESC')
      .limit(take + 1);
    if (cursor) {
      const after = decodeCursor(cursor);
      qb.andWhere('(f.created_at, f.restaurant_id) < (:at, :rid)', {
        at: after.createdAt,
        rid: after.id,
      });
    }
    const { entities, raw } = await qb.getRawAndEntities<{ favourited_at: Date }>();
    const items = entities.slice(0, take);
    const last = raw[take - 1];
    return {
      items,
      nextCursor:
        entities.length > take && last
          ? encodeCursor({ createdAt: new Date(last.favourited_at), id: items[take - 1]!.id })
          : null,
    };
  }

  /** Whether `restaurantId` is a favourite of `user`, batched per `batchKey` (request). */
  isFavourite(user: AuthUser, restaurantId: string, batchKey: object): Promise<boolean> {
    let loader = this.loaders.get(batchKey);
    if (!loader) {
      loader = new DataLoader<string, boolean>(async (ids) => {
        const rows = (await this.dataSource.query(
          `SELECT restaurant_id AS id FROM favourites
            WHERE guest_user_id = $1 AND restaurant_id = ANY($2::uuid[])`,
          [user.id, [...new Set(ids)]],
        )) as Array<{ id: string }>;
        const set = new Set(rows.map((r) => r.id));
        return ids.map((id) => set.has(id));
      });
      this.loaders.set(batchKey, loader);
    }
    return loader.load(restaurantId);
  }
}
