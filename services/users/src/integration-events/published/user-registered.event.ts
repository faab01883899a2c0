import { integrationEvent, type EventEnvelope, type UserRegisteredPayload } from '@hearth/events';
import type { UserEntity } from '../../identity/user.entity.js';

/**
 * `UserRegistered` v1 — published (through the outbox, in the sign-up transaction) when an
 * account is created, by sign-up or by `admin:create`. Consumers: notifications (welcome).
 */
export function userRegistered(
  user: UserEntity,
  traceparent: string | null = null,
): EventEnvelope<UserRegisteredPayload> {
  return integrationEvent(
    'UserRegistered@1',
    user.id,
    {
      userId: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      role: user.role === 'GUEST' ? 'Guest' : user.role === 'CHEF' ? 'Chef' : 'Admin',
      status: user.status,
    },
    traceparent,
  );
}
