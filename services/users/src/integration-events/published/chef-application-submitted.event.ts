import {
  integrationEvent,
  type EventEnvelope,
  type ChefApplicationSubmittedPayload,
} from '@hearth/events';
import type { UserEntity } from '../../identity/user.entity.js';

/**
 * `ChefApplicationSubmitted` v1 — published on `Topics.users` (through the outbox, in the transaction of the
 * status change): the chef accepted the terms (INITIAL → PENDING).
 */
export function chefApplicationSubmitted(
  user: UserEntity,
  submittedAt: Date,
  traceparent: string | null = null,
): EventEnvelope<ChefApplicationSubmittedPayload> {
  return integrationEvent(
    'ChefApplicationSubmitted@1',
    user.id,
    {
      userId: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      submittedAt: submittedAt.toISOString(),
    },
    traceparent,
  );
}
