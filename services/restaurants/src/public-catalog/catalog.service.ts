import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { keysetPage, type AuthUser, type Page } from '@hearth/nest-common';
import { isUuid } from '@hearth/contracts';
import { publicRestaurantSql } from '../standing/chef-standing.service.js';
import { RestaurantEntity } from './restaurant.entity.js';

/** Most restaurants one page returns (home carousel, explore). */
export const RESTAURANT_PAGE_LIMIT_MAX = 48;

/** True when `viewer` may see `restaurant` even while it is not public: its owner or an admin. */
export function isOwnerOrAdmin(restaurant: RestaurantEntity, viewer: AuthUser | null): boolean {
  return !!viewer && (viewer.id === restaurant.ownerUserId || viewer.role === 'ADMIN');
}

/**
 * Reads the restaurant catalogue under the public visibility rule (`publicRestaurantSql`,
 * docs/rules/catalogue.md#visibility): the public sees a restaurant only when its chef is Active,
 * bank details are filled and it is not hidden; its owner and admins always see it.
 */
@Injectable()
export class CatalogService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Public restaurants, newest first (keyset pages of 1..48). */
  visible(limit: number, cursor: string | null | undefined): Promise<Page<RestaurantEntity>> {
    const qb = this.dataSource
      .getRepository(RestaurantEntity)
      .createQueryBuilder('r')
      .where(publicRestaurantSql('r'));
    return keysetPage(qb, limit, cursor, RESTAURANT_PAGE_LIMIT_MAX);
  }

  /** The restaurant at /restaurant/{slug} if public or `viewer` owns it / is an admin, else null. */
  bySlugFor(slug: string, viewer: AuthUser | null): Promise<RestaurantEntity | null> {
    return this.findFor({ column: 'slug', value: slug.trim().toLowerCase() }, viewer);
  }

  /** The restaurant `id` if public or `viewer` owns it / is an admin, else null (also for bad ids). */
  async byIdFor(id: string, viewer: AuthUser | null): Promise<RestaurantEntity | null> {
    if (!isUuid(id)) return null;
    return this.findFor({ column: 'id', value: id }, viewer);
  }

  /** A restaurant by id, whatever its visibility, or null (federation references). */
  byId(id: string): Promise<RestaurantEntity | null> {
    return this.dataSource.getRepository(RestaurantEntity).findOneBy({ id });
  }

  private async findFor(
    by: { column: 'id' | 'slug'; value: string },
    viewer: AuthUser | null,
  ): Promise<RestaurantEntity | null> {
    const row = await this.dataSource
      .getRepository(RestaurantEntity)
      .createQueryBuilder('r')
      .where(`r.${by.column} = :value`, { value: by.value })
      .getOne();
    if (!row || isOwnerOrAdmin(row, viewer)) return row;
    const isPublic = await this.dataSource
      .getRepository(RestaurantEntity)
      .createQueryBuilder('r')
      .where('r.id = :id', { id: row.id })
      .andWhere(publicRestaurantSql('r'))
      .getExists();
    return isPublic ? row : null;
  }
}
