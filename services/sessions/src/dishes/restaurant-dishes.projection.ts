import { Injectable, type OnModuleInit } from '@nestjs/common';
import {
  EventTypes,
  Topics,
  type DishChangedPayload,
  type DishDeletedPayload,
} from '@hearth/events';
import { EventSubscriber } from '@hearth/nest-common';

/** Inbox consumer names of the `restaurant_dishes` handlers. */
export const DishesConsumers = {
  dishChanged: 'sessions.on-dish-changed',
  dishDeleted: 'sessions.on-dish-deleted',
} as const;

/**
 * Keeps `restaurant_dishes` (ADR 0005) from `Topics.restaurants`, once per event id (inbox):
 * `DishChanged` v1 upserts the dish's current state, `DishDeleted` v1 leaves a DELETED tombstone.
 * An event older (`occurredAt`) than the last one applied to the dish is ignored, so a late
 * redelivery never brings back an old state or a deleted dish.
 */
@Injectable()
export class RestaurantDishesProjection implements OnModuleInit {
  constructor(private readonly events: EventSubscriber) {}

  async onModuleInit(): Promise<void> {
    await this.events.on<DishChangedPayload>(
      Topics.restaurants,
      EventTypes.DishChanged,
      DishesConsumers.dishChanged,
      async (p, manager, event) => {
        await manager.query(UPSERT, [
          p.dishId,
          p.restaurantId,
          p.name,
          p.portionSize,
          p.status,
          event.occurredAt,
        ]);
      },
    );
    await this.events.on<DishDeletedPayload>(
      Topics.restaurants,
      EventTypes.DishDeleted,
      DishesConsumers.dishDeleted,
      async (p, manager, event) => {
        await manager.query(
          `INSERT INTO restaurant_dishes (dish_id, restaurant_id, name, portion_size, status, changed_at)
           VALUES ($1, $2, '', '', 'DELETED', $3)
           ON CONFLICT (dish_id) DO UPDATE SET status = 'DELETED', changed_at = EXCLUDED.changed_at,
             updated_at = now()
           WHERE restaurant_dishes.changed_at <= EXCLUDED.changed_at`,
          [p.dishId, p.restaurantId, event.occurredAt],
        );
      },
    );
  }
}

const UPSERT = `INSERT INTO restaurant_dishes (dish_id, restaurant_id, name, portion_size, status, changed_at)
  VALUES ($1, $2, $3, $4, $5, $6)
  ON CONFLICT (dish_id) DO UPDATE SET restaurant_id = EXCLUDED.restaurant_id, name = EXCLUDED.name,
    portion_size = EXCLUDED.portion_size, status = EXCLUDED.status,
    changed_at = EXCLUDED.changed_at, updated_at = now()
  WHERE restaurant_dishes.status <> 'DELETED'
    AND restaurant_dishes.changed_at <= EXCLUDED.changed_at`;
