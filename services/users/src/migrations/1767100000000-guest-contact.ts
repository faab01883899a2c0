import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `chef_guests`: which guests placed an order with which chef, kept from orders' `OrderPlaced`.
 * A chef reads the name and phone of those guests only (docs/adr/0010-guest-contact-by-federation.md).
 */
export class GuestContact1767100000000 implements MigrationInterface {
  name = 'GuestContact1767100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE chef_guests (
      chef_id uuid NOT NULL,
      guest_id uuid NOT NULL,
      first_order_at timestamptz NOT NULL,
      PRIMARY KEY (chef_id, guest_id)
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE chef_guests`);
  }
}
