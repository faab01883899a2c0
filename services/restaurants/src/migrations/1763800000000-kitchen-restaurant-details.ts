import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Restaurant details a chef establishes (form rules: `restaurantSchema`): address (coordinates
 * nullable), delivery/pickup, radius (km), fees (integer cents), instructions (pickup/delivery
 * tags), banner image, IANA time zone, `updated_at`; one restaurant per chef. Columns are nullable
 * or defaulted so rows written before (media tests, old dev data) stay valid.
 */
export class KitchenRestaurantDetails1763800000000 implements MigrationInterface {
  name = 'KitchenRestaurantDetails1763800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE restaurants
      ADD COLUMN address_line1 text,
      ADD COLUMN address_line2 text,
      ADD COLUMN province text,
      ADD COLUMN city text,
      ADD COLUMN country text,
      ADD COLUMN postal_code text,
      ADD COLUMN latitude double precision CHECK (latitude BETWEEN -90 AND 90),
      ADD COLUMN longitude double precision CHECK (longitude BETWEEN -180 AND 180),
      ADD COLUMN offers_delivery boolean NOT NULL DEFAULT false,
      ADD COLUMN offers_pickup boolean NOT NULL DEFAULT false,
      ADD COLUMN delivery_radius_km double precision CHECK (delivery_radius_km BETWEEN 0 AND 100),
      ADD COLUMN base_delivery_fee_cents integer CHECK (base_delivery_fee_cents BETWEEN 10 AND 40000),
      ADD COLUMN fee_per_km_cents integer CHECK (fee_per_km_cents BETWEEN 10 AND 40000),
      ADD COLUMN instructions text[] NOT NULL DEFAULT '{}',
      ADD COLUMN image_url text,
      ADD COLUMN time_zone text NOT NULL DEFAULT 'America/Toronto',
      ADD COLUMN updated_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now())`);
    await q.query(
      `CREATE UNIQUE INDEX restaurants_one_per_owner_idx ON restaurants (owner_user_id)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX restaurants_one_per_owner_idx`);
    await q.query(`ALTER TABLE restaurants
      DROP COLUMN address_line1, DROP COLUMN address_line2, DROP COLUMN province,
      DROP COLUMN city, DROP COLUMN country, DROP COLUMN postal_code, DROP COLUMN latitude,
      DROP COLUMN longitude, DROP COLUMN offers_delivery, DROP COLUMN offers_pickup,
      DROP COLUMN delivery_radius_km, DROP COLUMN base_delivery_fee_cents,
      DROP COLUMN fee_per_km_cents, DROP COLUMN instructions, DROP COLUMN image_url,
      DROP COLUMN time_zone, DROP COLUMN updated_at`);
  }
}
