import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import DataLoader from 'dataloader';
import { DataSource, type EntityManager } from 'typeorm';
import {
  RESTAURANT_VISIBILITY_RULE,
  restaurantVisibilityBlockers,
  type RestaurantVisibilityFacts,
} from '@hearth/contracts';
import { Topics } from '@hearth/events';
import { publishEvents } from '@hearth/nest-common';
import { RestaurantEntity } from '../public-catalog/restaurant.entity.js';
import { restaurantEstablished } from '../integration-events/published/restaurant-established.event.js';
import { ChefStandingEntity, NO_STANDING, type ChefStanding } from './chef-standing.entity.js';

/** The standing of chef `userId` as `manager` (a transaction) sees it; `NO_STANDING` when none. */
export async function chefStandingIn(
  manager: EntityManager,
  userId: string,
): Promise<ChefStanding> {
  const [row] = (await manager.query(
    `SELECT is_active AS "isActive", has_bank_details AS "hasBankDetails"
       FROM chef_standing WHERE user_id = $1`,
    [userId],
  )) as ChefStanding[];
  return row ?? NO_STANDING;
}

/**
 * Announces the restaurants of chef `userId` again (`RestaurantEstablished`, full state with the
 * visibility facts) in `manager`'s transaction, after a standing fact changed, so sessions and
 * orders apply the visibility rule to current facts. The rows are locked first: an update of the
 * restaurant running at the same time commits its own announcement before this one is built.
 */
export async function announceRestaurantsOf(manager: EntityManager, userId: string): Promise<void> {
  const rows = await manager
    .getRepository(RestaurantEntity)
    .createQueryBuilder('r')
    .setLock('pessimistic_write')
    .where('r.owner_user_id = :userId', { userId })
    .getMany();
  if (rows.length === 0) return;
  const standing = await chefStandingIn(manager, userId);
  await publishEvents(
    manager,
    Topics.restaurants,
    rows.map((row) => restaurantEstablished(row, standing)),
  );
}

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

/** Inbox consumer names of the `chef_standing` handlers (one per event type). */
export const StandingConsumers = {
  chefApproved: 'restaurants.on-chef-approved',
  chefRejected: 'restaurants.on-chef-rejected',
  bankDetailsAdded: 'restaurants.on-bank-details-added',
} as const;

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
  /**
   * `ChefApproved` (active) / `ChefRejected` (not active): sets `is_active` unless a status event
   * that occurred later (`occurredAt`, ISO-8601) was already applied, so of two status events the
   * one that occurred last wins even when delivered first. Only this column changes (upsert), so
   * a chef's events may arrive in any order. The chef's restaurant is announced again with the
   * new facts (`announceRestaurantsOf`).
   */
  async setActive(
    manager: EntityManager,
    userId: string,
    isActive: boolean,
    occurredAt: string,
  ): Promise<void> {
    await manager.query(
      `INSERT INTO chef_standing (user_id, is_active, status_changed_at, updated_at)
       VALUES ($1, $2, $3, now())
       ON CONFLICT (user_id) DO UPDATE SET is_active = EXCLUDED.is_active,
         status_changed_at = EXCLUDED.status_changed_at, updated_at = now()
       WHERE chef_standing.status_changed_at IS NULL
          OR chef_standing.status_changed_at <= EXCLUDED.status_changed_at`,
      [userId, isActive, occurredAt],
    );
    await announceRestaurantsOf(manager, userId);
  }

  /**
   * `BankDetailsAdded`: the chef has bank details on file (upsert of that column only); the
   * chef's restaurant is announced again with the new facts.
   */
  async recordBankDetails(manager: EntityManager, userId: string): Promise<void> {
    await manager.query(
      `INSERT INTO chef_standing (user_id, has_bank_details, updated_at) VALUES ($1, true, now())
       ON CONFLICT (user_id) DO UPDATE SET has_bank_details = true, updated_at = now()`,
      [userId],
    );
    await announceRestaurantsOf(manager, userId);
  }

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
