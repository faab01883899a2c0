import { integrationEvent, type EventEnvelope, type ChefApprovedPayload } from '@hearth/events';
import type { UserEntity } from '../../identity/user.entity.js';

/**
 * `ChefApproved` v1 — published on `Topics.users` (through the outbox, in the transaction of the
 * status change): an admin approved the chef (PENDING → ACTIVE).
 */
export function chefApproved(
  user: UserEntity,
  adminId: string,
  traceparent: string | null = null,
): EventEnvelope<ChefApprovedPayload> {
  return integrationEvent(
    'ChefApproved@1',
    user.id,
    { userId: user.id, email: user.email, firstName: user.firstName, approvedBy: adminId },
    traceparent,
  );
}
