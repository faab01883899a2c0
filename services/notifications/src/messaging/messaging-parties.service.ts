import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { OrderPlacedPayload, RestaurantEstablishedPayload } from '@hearth/events';

/**
 * Who the parties of a conversation are, as notifications learns them from events:
 * `messaging_restaurants` ← `RestaurantEstablished` (owner and name; a question to a restaurant
 * goes to its owner) and `messaging_orders` ← `OrderPlaced` (guest, chef, restaurant, total; an
 * order's conversation and help reports belong to its guest and chef). Both upserts are
 * idempotent, run in the handler's inbox transaction.
 */
@Injectable()
export class MessagingParties {
  /** Upserts the restaurant's owner and name. */
  async restaurantEstablished(m: EntityManager, p: RestaurantEstablishedPayload): Promise<void> {
    await m.query(
      `INSERT INTO messaging_restaurants (restaurant_id, owner_user_id, name) VALUES ($1, $2, $3)
       ON CONFLICT (restaurant_id) DO UPDATE SET owner_user_id = EXCLUDED.owner_user_id, name = EXCLUDED.name`,
      [p.restaurantId, p.ownerUserId, p.name],
    );
  }

  /** Records the order's parties once (`placedAt` = the envelope's `occurredAt`). */
  async orderPlaced(m: EntityManager, p: OrderPlacedPayload, placedAt: string): Promise<void> {
    await m.query(
      `INSERT INTO messaging_orders (order_id, guest_id, chef_id, restaurant_id, total_cents, placed_at)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (order_id) DO NOTHING`,
      [p.orderId, p.guestId, p.chefId, p.restaurantId, p.totalCents, placedAt],
    );
  }
}
