import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/**
 * Explore's `explore_chef_names` projection: a chef's name (first and last, from
 * `ChefApplicationSubmitted` v1) so text search finds a restaurant by its chef. The name of the
 * newest event wins (`occurredAt`); `UserDeleted` erases it. Each method runs in the caller's inbox
 * transaction.
 */
@Injectable()
export class ExploreChefNamesService {
  /** Records `name` for chef `userId` unless a newer name (by `occurredAt`, ISO 8601) is kept. */
  async setName(
    manager: EntityManager,
    userId: string,
    name: string,
    occurredAt: string,
  ): Promise<void> {
    await manager.query(
      `INSERT INTO explore_chef_names (user_id, name, named_at) VALUES ($1, $2, $3)
       ON CONFLICT (user_id) DO UPDATE SET name = EXCLUDED.name, named_at = EXCLUDED.named_at
       WHERE explore_chef_names.named_at <= EXCLUDED.named_at`,
      [userId, name.trim(), occurredAt],
    );
  }

  /** Forgets the name of `userId` (account deleted). */
  async erase(manager: EntityManager, userId: string): Promise<void> {
    await manager.query(`DELETE FROM explore_chef_names WHERE user_id = $1`, [userId]);
  }
}
