import {
  integrationEvent,
  type ChefApplicationSubmittedPayload,
  type ChefApprovedPayload,
  type ChefRejectedPayload,
  type EventEnvelope,
} from '@hearth/events';
import type { UserEntity } from '../identity/user.entity.js';

/** `ChefApplicationSubmitted` v1: the chef accepted the terms (INITIAL → PENDING). */
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

/** `ChefApproved` v1: an admin approved the chef (PENDING → ACTIVE). */
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

/** `ChefRejected` v1: an admin rejected the chef (PENDING → REJECTED) with a reason. */
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
