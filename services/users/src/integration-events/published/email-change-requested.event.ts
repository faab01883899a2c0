import {
  integrationEvent,
  type EmailChangeRequestedV2Payload,
  type EventEnvelope,
} from '@hearth/events';
import type { UserEntity } from '../../identity/user.entity.js';

/**
 * `EmailChangeRequested` v2 — published (topic `Topics.users`, through the outbox, in the
 * transaction that stores the link's hash) when a user asks to change their e-mail. Consumers:
 * notifications (the link to the new address, a notice to the current one). `sealedToken` is
 * the link's secret sealed to notifications (`LinkSealer`, docs/adr/0019): the event carries no
 * usable token.
 */
export function emailChangeRequested(
  user: UserEntity,
  newEmail: string,
  sealedToken: string,
  expiresAt: Date,
  traceparent: string | null = null,
): EventEnvelope<EmailChangeRequestedV2Payload> {
  return integrationEvent(
    'EmailChangeRequested@2',
    user.id,
    {
      userId: user.id,
      firstName: user.firstName,
      currentEmail: user.email,
      newEmail,
      sealedToken,
      expiresAt: expiresAt.toISOString(),
    },
    traceparent,
  );
}
