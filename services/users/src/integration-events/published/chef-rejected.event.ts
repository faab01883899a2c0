import { integrationEvent, type EventEnvelope, type ChefRejectedPayload } from '@hearth/events';
import type { UserEntity } from '../../identity/user.entity.js';

/**
 * `ChefRejected` v1 — published on `Topics.users` (through the outbox, in the transaction of the
 * status change): an admin rejected the chef (PENDING → REJECTED) with a reason.
 */
export function chefRejected(
  user: UserEntity,
  adminId: string,
  reason: string,
  traceparent: string | null = null,
): EventEnvelope<ChefRejectedPayload> {
  return integrationEvent(
    'ChefRejected@1',
    user.id,
    {
      userId: user.id,
      email: user.email,
      firstName: user.firstName,
      reason,
      rejectedBy: adminId,
    },
    traceparent,
  );
}
