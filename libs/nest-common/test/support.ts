import { randomUUID } from 'node:crypto';
import type { MigrationInterface, QueryRunner } from 'typeorm';
import {
  EventTypes,
  createEnvelope,
  createEventTables,
  type UserRegisteredPayload,
} from '@hearth/events';

/** A `UserRegistered` event of a new guest (what `users` publishes at sign-up). */
export function userRegistered() {
  const userId = randomUUID();
  return createEnvelope<UserRegisteredPayload>({
    type: EventTypes.UserRegistered,
    version: 1,
    aggregateId: userId,
    payload: {
      userId,
      email: `${userId}@example.com`,
      firstName: 'Ada',
      lastName: 'Lovelace',
      role: 'Guest',
      status: 'ACTIVE',
    },
  });
}

/** The test subgraphs' one migration: the event tables and a `welcomed` table their handler fills. */
export class CreateWelcomedTables1700000000000 implements MigrationInterface {
  name = 'CreateWelcomedTables1700000000000';
  async up(q: QueryRunner): Promise<void> {
    await createEventTables(q);
    await q.query(`CREATE TABLE welcomed (user_id uuid PRIMARY KEY)`);
  }
  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE welcomed`);
  }
}
