import { useMutation, useQuery } from '@apollo/client/react';
import {
  AdminNewsletterAudiencesDocument,
  AdminNewsletterRecipientsDocument,
  AdminNewslettersDocument,
  AdminSendNewsletterDocument,
  AdminSendNewsletterTestDocument,
  type NewsletterRecipientStatus,
} from '@hearth/graphql-client';

/**
 * The last `limit` newsletters with their counts (AdminNewsletters), refreshed every second while
 * `isSending` (a newsletter's progress bar moves), not polled otherwise.
 */
export function useNewsletters(limit: number, isSending: boolean) {
  return useQuery(AdminNewslettersDocument, {
    variables: { limit },
    fetchPolicy: 'cache-and-network',
    pollInterval: isSending ? 1000 : 0,
  });
}

/**
 * One page (1-based `page`, `pageSize` rows) of a newsletter's recipients with `status` (null:
 * every state) (AdminNewsletterRecipients), refreshed every second while `isLive`.
 */
export function useNewsletterRecipients(
  newsletterId: string,
  status: NewsletterRecipientStatus | null,
  page: number,
  pageSize: number,
  isLive: boolean,
) {
  return useQuery(AdminNewsletterRecipientsDocument, {
    variables: { id: newsletterId, status, page, pageSize },
    pollInterval: isLive ? 1000 : 0,
    fetchPolicy: 'cache-and-network',
  });
}

/** How many people each audience reaches (AdminNewsletterAudiences), for the audience choice. */
export function useNewsletterAudiences() {
  return useQuery(AdminNewsletterAudiencesDocument, { fetchPolicy: 'cache-and-network' });
}

/**
 * `[sendTest, state]`: AdminSendNewsletterTest with `{ input: { subject, body } }`, a test copy
 * to the signed-in admin.
 */
export function useSendNewsletterTest() {
  return useMutation(AdminSendNewsletterTestDocument);
}

/** `[send, state]`: AdminSendNewsletter with `{ input: { id, subject, body, audience } }`. */
export function useSendNewsletter() {
  return useMutation(AdminSendNewsletterDocument);
}
