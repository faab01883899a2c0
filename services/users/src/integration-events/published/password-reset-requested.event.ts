import {
  integrationEvent,
  type EventEnvelope,
  type PasswordResetRequestedPayload,
} from '@hearth/events';
import type { UserEntity } from '../../identity/user.entity.js';

/**
 * `PasswordResetRequested` v1 — published (topic `Topics.users`, through the outbox, in the
 * transaction that stores the link's hash) when a reset is asked for an existing account.
 * Aggregate id = the user's id. Consumers: notifications (e-mails the link). `token` is the raw
 * secret of the link: never log the envelope.
 */
export function passwordResetRequested(
  user: UserEntity,
  token: string,
  expiresAt: Date,
  traceparent: string | null = null,
): EventEnvelope<PasswordResetRequestedPayload> {
  return integrationEvent(
    'PasswordResetRequested@1',
    user.id,
    {
      userId: user.id,
      email: user.email,
      firstName: user.firstName,
      token,
      expiresAt: expiresAt.toISOString(),
    },
    traceparent,
  );
}
