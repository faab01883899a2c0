import { integrationEvent, type EventEnvelope, type UserDeletedPayload } from '@hearth/events';
import type { UserEntity } from '../../identity/user.entity.js';

/**
 * `UserDeleted` v1 — published (topic `Topics.users`, through the outbox, in the transaction that
 * anonymises the account) when a user deletes their account. `user` is the row as it was before
 * (its e-mail lets consumers find rows keyed by address). Consumers: orders, notifications,
 * admin, restaurants (each erases its copies of the user's personal data).
 */
export function userDeleted(
  user: UserEntity,
  traceparent: string | null = null,
): EventEnvelope<UserDeletedPayload> {
  return integrationEvent(
    'UserDeleted@1',
    user.id,
    {
      userId: user.id,
      email: user.email,
      role: user.role === 'GUEST' ? 'Guest' : user.role === 'CHEF' ? 'Chef' : 'Admin',
    },
    traceparent,
  );
}
