import type { MigrationInterface, QueryRunner } from 'typeorm';
import { Topics } from '@hearth/events';
import { publishEvents } from '@hearth/nest-common';
import type { RestaurantEntity } from '../public-catalog/restaurant.entity.js';
import { restaurantEstablished } from '../integration-events/published/restaurant-established.event.js';

/**
 * `RestaurantEstablished` now carries the restaurant's cuisines (orders limits promotions to
 * cuisines): announces every existing restaurant once more, through the outbox in the
 * migration's transaction, so the projections fed before that learn them. Consumers upsert by
 * restaurant, so the repeat changes nothing else.
 */
export class AnnounceRestaurantCuisines1767400000000 implements MigrationInterface {
  name = 'AnnounceRestaurantCuisines1767400000000';

  async up(q: QueryRunner): Promise<void> {
    const rows = (await q.query(
      `SELECT id, owner_user_id AS "ownerUserId", slug, name, time_zone AS "timeZone",
              offers_delivery AS "offersDelivery", offers_pickup AS "offersPickup", latitude,
              longitude, delivery_radius_km AS "deliveryRadiusKm",
              base_delivery_fee_cents AS "baseDeliveryFeeCents",
              fee_per_km_cents AS "feePerKmCents", cuisines
         FROM restaurants ORDER BY created_at, id`,
    )) as RestaurantEntity[];
    if (rows.length > 0)
      await publishEvents(
        q.manager,
        Topics.restaurants,
        rows.map((row) => restaurantEstablished(row, null)),
      );
  }

  async down(): Promise<void> {
    // Nothing to undo: the events said what was already true.
  }
}
