import {
  integrationEvent,
  type EventEnvelope,
  type GuestWaitlistJoinedPayload,
} from '@hearth/events';
import type { GuestWaitlistEntity } from '../../waitlists/guest-waitlist.entity.js';

/**
 * `GuestWaitlistJoined` v1 — published on `Topics.admin` (through the outbox, in the sign-up
 * transaction) when a visitor joins the Beta guest waitlist. Aggregate id = the entry id.
 * Consumers: notifications (confirmation e-mail).
 */
export function guestWaitlistJoined(
  row: GuestWaitlistEntity,
  traceparent: string | null = null,
): EventEnvelope<GuestWaitlistJoinedPayload> {
  return integrationEvent(
    'GuestWaitlistJoined@1',
    row.id,
    {
      entryId: row.id,
      email: row.email,
      firstName: row.firstName,
      lastName: row.lastName,
    },
    traceparent,
  );
}
