import { GetNotificationsDocument, MarkNotificationsSeenDocument } from '@hearth/graphql-client';
import { useMutation, useQuery } from '@apollo/client/react';

/**
 * The first `pageSize` notifications of the signed-in user, newest first, always asked afresh
 * (GetNotifications; `fetchMore({ variables: { cursor } })` loads the next page).
 */
export function useHeaderNotifications(pageSize: number) {
  return useQuery(GetNotificationsDocument, {
    variables: { limit: pageSize },
    fetchPolicy: 'network-only',
  });
}

/** `[markSeen]`: MarkNotificationsSeen with `{ ids }` (the notifications the list showed). */
export function useMarkNotificationsSeen() {
  return useMutation(MarkNotificationsSeenDocument);
}
