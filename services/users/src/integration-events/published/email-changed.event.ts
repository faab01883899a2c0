import { integrationEvent, type EmailChangedPayload, type EventEnvelope } from '@hearth/events';

/**
 * `EmailChanged` v1 — published (topic `Topics.users`, through the outbox, in the transaction
 * that changes the address) when a user confirmed a new e-mail. Consumers: notifications (contact
 * copy), admin (guest projection).
 */
export function emailChanged(
  userId: string,
  previousEmail: string,
  email: string,
  traceparent: string | null = null,
): EventEnvelope<EmailChangedPayload> {
  return integrationEvent('EmailChanged@1', userId, { userId, previousEmail, email }, traceparent);
}
