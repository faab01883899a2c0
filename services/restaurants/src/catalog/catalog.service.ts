import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { keysetPage, type Page } from '@hearth/nest-common';
import { RestaurantEntity } from './restaurant.entity.js';

/** Most restaurants one page returns (home carousel, explore). */
export const RESTAURANT_PAGE_LIMIT_MAX = 48;

/** Reads the public restaurant catalogue. */
@Injectable()
export class CatalogService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Visible (not hidden) restaurants, newest first. */
  visible(limit: number, cursor: string | null | undefined): Promise<Page<RestaurantEntity>> {
    const qb = this.dataSource
      .getRepository(RestaurantEntity)
      .createQueryBuilder('r')
      .where('NOT r.is_hidden');
    return keysetPage(qb, limit, cursor, RESTAURANT_PAGE_LIMIT_MAX);
  }

  /** A restaurant by id, or null (federation references). */
  byId(id: string): Promise<RestaurantEntity | null> {
    return this.dataSource.getRepository(RestaurantEntity).findOneBy({ id });
  }
}
