import { randomUUID } from 'node:crypto';
import { EventTypes, createEnvelope, type UserRegisteredPayload } from '@hearth/events';

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
