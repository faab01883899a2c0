import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import DataLoader from 'dataloader';
import { DataSource } from 'typeorm';
import {
  RESTAURANT_VISIBILITY_RULE,
  restaurantVisibilityBlockers,
  type RestaurantVisibilityFacts,
} from '@hearth/contracts';
import type { RestaurantEntity } from '../catalog/restaurant.entity.js';
import { ChefStandingEntity, NO_STANDING, type ChefStanding } from './chef-standing.entity.js';

/** Where each fact of the visibility rule lives: the restaurant row or its chef's standing. */
const FACT_COLUMNS: Record<
  keyof RestaurantVisibilityFacts,
  { of: 'restaurant' | 'chef'; column: string }
> = {
  isChefActive: { of: 'chef', column: 'is_active' },
  hasBankDetails: { of: 'chef', column: 'has_bank_details' },
  isHidden: { of: 'restaurant', column: 'is_hidden' },
};

/**
 * SQL condition "restaurant `alias` is visible to the public": `RESTAURANT_VISIBILITY_RULE` of
 * `@hearth/contracts` over the restaurant's own columns and its chef's `chef_standing` row (a chef
 * without a row is neither Active nor has bank details). For query builders over `restaurants`.
 */
export function publicRestaurantSql(alias: string): string {
  const holds = (of: 'restaurant' | 'chef', table: string) =>
    RESTAURANT_VISIBILITY_RULE.filter((c) => FACT_COLUMNS[c.fact].of === of).map(
      (c) => `${c.publicWhen ? '' : 'NOT '}${table}.${FACT_COLUMNS[c.fact].column}`,
    );
  return [
    ...holds('restaurant', alias),
    `EXISTS (SELECT 1 FROM chef_standing cs
    WHERE ${[`cs.user_id = ${alias}.owner_user_id`, ...holds('chef', 'cs')].join(' AND ')})`,
  ].join(' AND ');
}

/** Public visibility of one restaurant: the verdict and the owner-facing reasons against it. */
export interface RestaurantVisibility {
  isPublic: boolean;
  /** `RestaurantVisibilityMessages` texts; [] when public. */
  blockers: string[];
}

/**
 * Reads `chef_standing` and applies the visibility rule of `@hearth/contracts`
 * (`restaurantVisibilityBlockers`): a restaurant is public only when its chef is Active, bank
 * details are filled and it is not hidden.
 */
@Injectable()
export class ChefStandingService {
  /** One batching loader per GraphQL request (keyed by its context object). */
  private readonly loaders = new WeakMap<object, DataLoader<string, ChefStanding>>();

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The standing of each chef of `userIds` (same order); `NO_STANDING` for unknown chefs. */
  async ofMany(userIds: readonly string[]): Promise<ChefStanding[]> {
    const rows = await this.dataSource
      .getRepository(ChefStandingEntity)
      .createQueryBuilder('s')
      .where('s.user_id = ANY(:ids)', { ids: [...new Set(userIds)] })
      .getMany();
    const byId = new Map(rows.map((r) => [r.userId, r]));
    return userIds.map((id) => {
      const row = byId.get(id);
      return row ? { isActive: row.isActive, hasBankDetails: row.hasBankDetails } : NO_STANDING;
    });
  }

  /**
   * The visibility of `restaurant`. `batchKey` (e.g. the GraphQL context) batches the standing
   * look-ups of one request into a single query.
   */
  async visibility(restaurant: RestaurantEntity, batchKey?: object): Promise<RestaurantVisibility> {
    const standing = await this.loaderFor(batchKey).load(restaurant.ownerUserId);
    const blockers = restaurantVisibilityBlockers({
      isChefActive: standing.isActive,
      hasBankDetails: standing.hasBankDetails,
      isHidden: restaurant.isHidden,
    });
    return { isPublic: blockers.length === 0, blockers };
  }

  private loaderFor(batchKey: object | undefined): DataLoader<string, ChefStanding> {
    const make = () => new DataLoader<string, ChefStanding>((ids) => this.ofMany(ids));
    if (!batchKey) return make();
    let loader = this.loaders.get(batchKey);
    if (!loader) {
      loader = make();
      this.loaders.set(batchKey, loader);
    }
    return loader;
  }
}
