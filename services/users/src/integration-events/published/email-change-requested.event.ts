import {
  integrationEvent,
  type EmailChangeRequestedPayload,
  type EventEnvelope,
} from '@hearth/events';
import type { UserEntity } from '../../identity/user.entity.js';

/**
 * `EmailChangeRequested` v1 — published (topic `Topics.users`, through the outbox, in the
 * transaction that stores the link's hash) when a user asks to change their e-mail. Consumers:
 * notifications (the link to the new address, a notice to the current one). `token` is the
 * link's raw secret: never log the envelope.
 */
export function emailChangeRequested(
  user: UserEntity,
  newEmail: string,
  token: string,
  expiresAt: Date,
  traceparent: string | null = null,
): EventEnvelope<EmailChangeRequestedPayload> {
  return integrationEvent(
    'EmailChangeRequested@1',
    user.id,
    {
      userId: user.id,
      firstName: user.firstName,
      currentEmail: user.email,
      newEmail,
      token,
      expiresAt: expiresAt.toISOString(),
    },
    traceparent,
  );
}
