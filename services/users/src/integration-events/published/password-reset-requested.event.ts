import {
  integrationEvent,
  type EventEnvelope,
  type PasswordResetRequestedV2Payload,
} from '@hearth/events';
import type { UserEntity } from '../../identity/user.entity.js';

/**
 * `PasswordResetRequested` v2 — published (topic `Topics.users`, through the outbox, in the
 * transaction that stores the link's hash) when a reset is asked for an existing account.
 * Aggregate id = the user's id. Consumers: notifications (e-mails the link). `sealedToken` is the
 * link's secret sealed to notifications (`LinkSealer`, docs/adr/0019): the event carries no
 * usable token.
 */
export function passwordResetRequested(
  user: UserEntity,
  sealedToken: string,
  expiresAt: Date,
  traceparent: string | null = null,
): EventEnvelope<PasswordResetRequestedV2Payload> {
  return integrationEvent(
    'PasswordResetRequested@2',
    user.id,
    {
      userId: user.id,
      email: user.email,
      firstName: user.firstName,
      sealedToken,
      expiresAt: expiresAt.toISOString(),
    },
    traceparent,
  );
}
