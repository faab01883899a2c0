import { useMutation, useQuery } from '@apollo/client/react';
import {
  GetConversationDocument,
  GetMyConversationsDocument,
  LIVE_FALLBACK_POLL_MS,
  MarkConversationReadDocument,
  SendMessageDocument,
  useLiveUpdates,
  type LiveMessage,
} from '@hearth/graphql-client';
import { useCallback, useEffect, useState } from 'react';

/**
 * Counts live `message` pushes (for one conversation when `conversationId` is given) and reports
 * the stream's state; a bump refetches the caller's query.
 */
function useMessagePushes(conversationId?: string) {
  const [version, setVersion] = useState(0);
  const onLive = useCallback(
    (m: LiveMessage) => {
      if (m.kind === 'message' && (!conversationId || m.conversationId === conversationId)) {
        setVersion((v) => v + 1);
      }
    },
    [conversationId],
  );
  const live = useLiveUpdates(onLive);
  return { version, live };
}

/**
 * The signed-in user's conversations, latest first, each with its unread count
 * (GetMyConversations), refetched on every live message push; polled only while the stream is
 * down.
 */
export function useMyConversations() {
  const { version, live } = useMessagePushes();
  const query = useQuery(GetMyConversationsDocument, {
    fetchPolicy: 'cache-and-network',
    pollInterval: live === 'open' ? 0 : LIVE_FALLBACK_POLL_MS,
  });
  const { refetch } = query;
  useEffect(() => {
    if (version > 0) void refetch();
  }, [version, refetch]);
  return query;
}

/**
 * One conversation with its messages, oldest first (GetConversation), refetched when a live push
 * brings a message to it; polled only while the stream is down.
 */
export function useConversation(id: string) {
  const { version, live } = useMessagePushes(id);
  const query = useQuery(GetConversationDocument, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
    pollInterval: live === 'open' ? 0 : LIVE_FALLBACK_POLL_MS,
  });
  const { refetch } = query;
  useEffect(() => {
    if (version > 0) void refetch();
  }, [version, refetch]);
  return query;
}

/** `[markRead]`: MarkConversationRead with `{ conversationId }`. */
export function useMarkConversationRead() {
  return useMutation(MarkConversationReadDocument);
}

/**
 * `[send]`: SendMessage with `{ conversationId, body, imageUrl }` (an uploaded attachment's
 * address or null); answers the ConversationMessage or a ValidationError (fields body, imageUrl).
 */
export function useSendMessage() {
  return useMutation(SendMessageDocument);
}
