import {
  integrationEvent,
  type EventEnvelope,
  type NewsletterSubscribedPayload,
} from '@hearth/events';
import type { NewsletterSubscriptionEntity } from '../../newsletter/newsletter-subscription.entity.js';

/**
 * `NewsletterSubscribed` v1 — published on `Topics.admin` (through the outbox, in the subscribe
 * transaction) when an e-mail joins the newsletter. Aggregate id = the subscription id. Consumers:
 * notifications (confirmation e-mail).
 */
export function newsletterSubscribed(
  row: NewsletterSubscriptionEntity,
  traceparent: string | null = null,
): EventEnvelope<NewsletterSubscribedPayload> {
  return integrationEvent(
    'NewsletterSubscribed@1',
    row.id,
    { subscriptionId: row.id, email: row.email, role: row.role },
    traceparent,
  );
}
