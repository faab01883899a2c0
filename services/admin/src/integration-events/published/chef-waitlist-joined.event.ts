import {
  integrationEvent,
  type ChefWaitlistJoinedPayload,
  type EventEnvelope,
} from '@hearth/events';
import type { ChefWaitlistEntity } from '../../waitlists/chef-waitlist.entity.js';

/**
 * `ChefWaitlistJoined` v1 — published on `Topics.admin` (through the outbox, in the sign-up
 * transaction) when a visitor joins the Beta or Founder chef waitlist. Aggregate id = the
 * registration id. Consumers: notifications (confirmation e-mail).
 */
export function chefWaitlistJoined(
  row: ChefWaitlistEntity,
  traceparent: string | null = null,
): EventEnvelope<ChefWaitlistJoinedPayload> {
  return integrationEvent(
    'ChefWaitlistJoined@1',
    row.id,
    {
      registrationId: row.id,
      email: row.email,
      firstName: row.firstName,
      lastName: row.lastName,
      chefType: row.chefType,
    },
    traceparent,
  );
}
