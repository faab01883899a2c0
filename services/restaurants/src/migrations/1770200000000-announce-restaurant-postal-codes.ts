import type { MigrationInterface, QueryRunner } from 'typeorm';
import { Topics } from '@hearth/events';
import { publishEvents } from '@hearth/nest-common';
import type { RestaurantEntity } from '../public-catalog/restaurant.entity.js';
import { restaurantEstablished } from '../integration-events/published/restaurant-established.event.js';
import { NO_STANDING, type ChefStanding } from '../standing/chef-standing.entity.js';

/**
 * `RestaurantEstablished` now carries the restaurant's postal code (orders taxes a pickup in the
 * restaurant's province, docs/rules/tax.md): announces every existing restaurant once more, full
 * state, through the outbox in the migration's transaction, so orders learns the postal codes of
 * restaurants established before. Consumers upsert by restaurant; nothing else changes.
 */
export class AnnounceRestaurantPostalCodes1770200000000 implements MigrationInterface {
  name = 'AnnounceRestaurantPostalCodes1770200000000';

  async up(q: QueryRunner): Promise<void> {
    const rows = (await q.query(
      `SELECT r.id, r.owner_user_id AS "ownerUserId", r.slug, r.name, r.time_zone AS "timeZone",
              r.offers_delivery AS "offersDelivery", r.offers_pickup AS "offersPickup",
              r.latitude, r.longitude, r.delivery_radius_km AS "deliveryRadiusKm",
              r.base_delivery_fee_cents AS "baseDeliveryFeeCents",
              r.fee_per_km_cents AS "feePerKmCents", r.cuisines, r.is_hidden AS "isHidden",
              r.postal_code AS "postalCode",
              cs.is_active AS "isActive", cs.has_bank_details AS "hasBankDetails"
         FROM restaurants r LEFT JOIN chef_standing cs ON cs.user_id = r.owner_user_id
        ORDER BY r.created_at, r.id`,
    )) as Array<RestaurantEntity & { isActive: boolean | null; hasBankDetails: boolean | null }>;
    if (rows.length > 0)
      await publishEvents(
        q.manager,
        Topics.restaurants,
        rows.map((row) => {
          const standing: ChefStanding =
            row.isActive === null
              ? NO_STANDING
              : { isActive: row.isActive, hasBankDetails: row.hasBankDetails ?? false };
          return restaurantEstablished(row, standing);
        }),
      );
  }

  async down(): Promise<void> {
    // Nothing to undo: the events said what was already true.
  }
}
