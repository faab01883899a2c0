import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
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
 * Runs `document` with `options` (cache-and-network) and keeps it fresh from the live stream: it is
 * refetched on every live `message` push (only those of `conversationId` when given), and polled
 * every `LIVE_FALLBACK_POLL_MS` ms only while the stream is down.
 */
function useMessageQuery<TData, TVariables extends OperationVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  options: { variables?: TVariables },
  conversationId?: string,
) {
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
  // The generic options cannot satisfy useQuery's per-document variables overloads; the callers
  // pass each document's own variables type.
  const query = useQuery(document, {
    ...options,
    fetchPolicy: 'cache-and-network',
    pollInterval: live === 'open' ? 0 : LIVE_FALLBACK_POLL_MS,
  } as useQuery.Options<TData, TVariables>);
  const { refetch } = query;
  useEffect(() => {
    if (version > 0) void refetch();
  }, [version, refetch]);
  return query;
}

/**
 * The signed-in user's conversations, latest first, each with its unread count
 * (GetMyConversations), refetched on every live message push; polled only while the stream is
 * down.
 */
export function useMyConversations() {
  return useMessageQuery(GetMyConversationsDocument, {});
}

/**
 * One conversation with its messages, oldest first (GetConversation), refetched when a live push
 * brings a message to it; polled only while the stream is down.
 */
export function useConversation(id: string) {
  return useMessageQuery(GetConversationDocument, { variables: { id } }, id);
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
