import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The chef's profile address gets coordinates: `latitude` / `longitude` in WGS84 decimal degrees,
 * located from the postal code by the `AddressLookup` port when the chef saves General information.
 * Both or neither, nullable: profiles saved before this migration and addresses whose postal code
 * cannot be located have none.
 */
export class ChefProfileCoordinates1765500000001 implements MigrationInterface {
  name = 'ChefProfileCoordinates1765500000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE chef_profiles
      ADD COLUMN latitude double precision CHECK (latitude BETWEEN -90 AND 90),
      ADD COLUMN longitude double precision CHECK (longitude BETWEEN -180 AND 180),
      ADD CONSTRAINT chef_profiles_coordinates_pair
        CHECK ((latitude IS NULL) = (longitude IS NULL))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE chef_profiles
      DROP CONSTRAINT chef_profiles_coordinates_pair, DROP COLUMN latitude, DROP COLUMN longitude`);
  }
}
