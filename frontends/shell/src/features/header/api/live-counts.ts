import {
  GetUnreadMessageCountDocument,
  GetUnseenNotificationCountDocument,
  LIVE_FALLBACK_POLL_MS,
  useLiveUpdates,
  type LiveMessage,
} from '@hearth/graphql-client';
import { useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useState } from 'react';

/** How often the unseen count is polled while the live stream is down (fallback only). */
export const UNSEEN_POLL_MS = LIVE_FALLBACK_POLL_MS;

const isTabHidden = () => typeof document !== 'undefined' && document.hidden;

/**
 * The signed-in user's unread message count (`unreadMessageCount`, 0 until known), refetched on
 * every live `message` push (a new message, or a conversation read in another tab) and when the
 * stream (re)opens; polled only while the stream is down and the tab is visible.
 */
export function useUnreadMessageCount(): number {
  const [version, setVersion] = useState(0);
  const onLive = useCallback((message: LiveMessage) => {
    if (message.kind === 'message') setVersion((v) => v + 1);
  }, []);
  const live = useLiveUpdates(onLive);
  const { data, refetch } = useQuery(GetUnreadMessageCountDocument, {
    pollInterval: live === 'open' ? 0 : LIVE_FALLBACK_POLL_MS,
    skipPollAttempt: isTabHidden,
    fetchPolicy: 'cache-and-network',
  });
  useEffect(() => {
    if (live === 'open' || version > 0) void refetch();
  }, [live, version, refetch]);
  return data?.unreadMessageCount ?? 0;
}

/**
 * The signed-in user's unseen notification count (`unseenNotificationCount`, 0 until known),
 * refetched when the live stream pushes a notification and when it (re)opens; polled every
 * `UNSEEN_POLL_MS` only while the stream is down and the tab is visible. `liveVersion` counts the
 * pushed notifications (an open list reloads on it); `refetch()` asks again (after marking seen).
 */
export function useUnseenNotificationCount() {
  const [liveVersion, setLiveVersion] = useState(0);
  const onLive = useCallback((message: LiveMessage) => {
    if (message.kind === 'notification') setLiveVersion((v) => v + 1);
  }, []);
  const live = useLiveUpdates(onLive);
  const { data, refetch } = useQuery(GetUnseenNotificationCountDocument, {
    pollInterval: live === 'open' ? 0 : UNSEEN_POLL_MS,
    skipPollAttempt: isTabHidden,
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: false,
  });
  useEffect(() => {
    if (live === 'open' || liveVersion > 0) void refetch();
  }, [live, liveVersion, refetch]);
  return { unseen: data?.unseenNotificationCount ?? 0, liveVersion, refetch };
}
