import type { MigrationInterface, QueryRunner } from 'typeorm';
import { Topics } from '@hearth/events';
import { publishEvents } from '@hearth/nest-common';
import type { DishEntity } from '../dishes/dish.entity.js';
import { dishChanged } from '../integration-events/published/dish-changed.event.js';

/**
 * `DishChanged` now carries the dish's ingredients (orders' shopping list needs them): announces
 * every existing dish once more, through the outbox in the migration's transaction, so the
 * projections fed before that learn them. Consumers upsert by dish, so the repeat changes nothing
 * else.
 */
export class AnnounceDishIngredients1767300000000 implements MigrationInterface {
  name = 'AnnounceDishIngredients1767300000000';

  async up(q: QueryRunner): Promise<void> {
    const rows = (await q.query(
      `SELECT id, restaurant_id AS "restaurantId", name, price_cents AS "priceCents",
              portion_size AS "portionSize", status, images, ingredients
         FROM dishes ORDER BY created_at, id`,
    )) as DishEntity[];
    if (rows.length > 0)
      await publishEvents(
        q.manager,
        Topics.restaurants,
        rows.map((row) => dishChanged(row)),
      );
  }

  async down(): Promise<void> {
    // Nothing to undo: the events said what was already true.
  }
}
