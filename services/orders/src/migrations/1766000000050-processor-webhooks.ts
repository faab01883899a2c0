import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Webhooks the payment processor sent, by the processor's event id: a replayed webhook is
 * recognised and changes nothing.
 */
export class ProcessorWebhooks1766000000050 implements MigrationInterface {
  name = 'ProcessorWebhooks1766000000050';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE processor_webhook_events (
      id text PRIMARY KEY,
      processor text NOT NULL,
      type text NOT NULL,
      payment_id text,
      received_at timestamptz NOT NULL DEFAULT now()
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE processor_webhook_events`);
  }
}
