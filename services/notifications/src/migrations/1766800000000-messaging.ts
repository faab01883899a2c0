import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Messaging and help reports: the parties of restaurants and orders as notifications learns them
 * from events (`messaging_restaurants` ← `RestaurantEstablished`, `messaging_orders` ←
 * `OrderPlaced`), conversations (one per order, one question thread per guest and restaurant)
 * with each side's last-read time, their messages, and the guests' help reports with the
 * admin's answer.
 */
export class Messaging1766800000000 implements MigrationInterface {
  name = 'Messaging1766800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE messaging_restaurants (
      restaurant_id uuid PRIMARY KEY,
      owner_user_id uuid NOT NULL,
      name text NOT NULL
    )`);
    await q.query(`CREATE TABLE messaging_orders (
      order_id uuid PRIMARY KEY,
      guest_id uuid NOT NULL,
      chef_id uuid NOT NULL,
      restaurant_id uuid NOT NULL,
      total_cents integer NOT NULL,
      placed_at timestamptz NOT NULL
    )`);
    await q.query(
      `CREATE INDEX messaging_orders_guest_idx ON messaging_orders (guest_id, placed_at DESC)`,
    );
    await q.query(`CREATE TABLE conversations (
      id uuid PRIMARY KEY,
      kind text NOT NULL CHECK (kind IN ('ORDER', 'QUESTION')),
      order_id uuid UNIQUE,
      restaurant_id uuid NOT NULL,
      guest_id uuid NOT NULL,
      chef_id uuid NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      last_message_at timestamptz,
      guest_read_at timestamptz,
      chef_read_at timestamptz
    )`);
    await q.query(
      `CREATE UNIQUE INDEX conversations_question_idx ON conversations (restaurant_id, guest_id) WHERE kind = 'QUESTION'`,
    );
    await q.query(`CREATE INDEX conversations_guest_idx ON conversations (guest_id)`);
    await q.query(`CREATE INDEX conversations_chef_idx ON conversations (chef_id)`);
    await q.query(`CREATE TABLE messages (
      id uuid PRIMARY KEY,
      conversation_id uuid NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
      sender_id uuid NOT NULL,
      body text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT clock_timestamp()
    )`);
    await q.query(
      `CREATE INDEX messages_conversation_idx ON messages (conversation_id, created_at)`,
    );
    await q.query(`CREATE TABLE help_reports (
      id uuid PRIMARY KEY,
      order_id uuid NOT NULL,
      guest_id uuid NOT NULL,
      reason text NOT NULL,
      description text NOT NULL,
      status text NOT NULL DEFAULT 'OPEN' CHECK (status IN ('OPEN', 'ANSWERED')),
      answer text,
      answered_at timestamptz,
      answered_by uuid,
      created_at timestamptz NOT NULL DEFAULT clock_timestamp()
    )`);
    await q.query(
      `CREATE INDEX help_reports_guest_idx ON help_reports (guest_id, created_at DESC)`,
    );
    await q.query(`CREATE INDEX help_reports_order_idx ON help_reports (order_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE help_reports`);
    await q.query(`DROP TABLE messages`);
    await q.query(`DROP TABLE conversations`);
    await q.query(`DROP TABLE messaging_orders`);
    await q.query(`DROP TABLE messaging_restaurants`);
  }
}
