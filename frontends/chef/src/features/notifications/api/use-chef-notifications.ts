import {
  GetNotificationsDocument,
  GetUnseenNotificationCountDocument,
  MarkNotificationsSeenDocument,
  useLiveVersion,
  type NotificationFilter,
} from '@hearth/graphql-client';
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect } from 'react';

/**
 * The signed-in user's notifications matching `filter` (GetNotifications, `pageSize` a page,
 * newest first; `fetchMore({ variables: { cursor } })` loads the next page). Live: a pushed
 * notification refetches the first page; polls slowly only while the stream is down.
 */
export function useChefNotifications(filter: NotificationFilter, pageSize: number) {
  const { version, pollInterval } = useLiveVersion((m) => m.kind === 'notification');
  const query = useQuery(GetNotificationsDocument, {
    variables: { limit: pageSize, filter },
    fetchPolicy: 'network-only',
    nextFetchPolicy: 'cache-first',
    pollInterval,
    notifyOnNetworkStatusChange: false,
  });
  const { refetch } = query;
  useEffect(() => {
    if (version > 0) void refetch({ cursor: null });
  }, [version, refetch]);
  return query;
}

/**
 * `[markSeen, { loading }]`: MarkNotificationsSeen for `variables.ids`, or every notification
 * without variables; refreshes the list and the unseen count.
 */
export function useMarkNotificationsSeen() {
  return useMutation(MarkNotificationsSeenDocument, {
    refetchQueries: [GetNotificationsDocument, GetUnseenNotificationCountDocument],
  });
}
