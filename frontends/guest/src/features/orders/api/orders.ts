import { ORDERS_PAGE_SIZE, OrderMessages, type OrderStatus } from '@hearth/contracts';
import {
  CancelOrderDocument,
  GetMyOrdersDocument,
  NETWORK_ERROR_MESSAGE,
  useAuth,
  useLiveVersion,
  type OrderFieldsFragment,
} from '@hearth/graphql-client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useState } from 'react';

/** One of the guest's orders as the lists and the detail modal show it. */
export type GuestOrder = OrderFieldsFragment;

/**
 * GetOrders for the signed-in guest (`myOrders`, newest first) filtered by `statuses`, in pages of
 * `ORDERS_PAGE_SIZE`: `loadMore()` fetches the page after `nextCursor` (the next token). The first
 * page reloads when the live stream announces an order change (the chef accepted, declined or
 * completed one) and, while the stream is down, every `LIVE_FALLBACK_POLL_MS`.
 */
export function useMyOrders(statuses: readonly OrderStatus[]) {
  const { status, user } = useAuth();
  const isGuest = status === 'signedIn' && user?.role === 'GUEST';
  const client = useApolloClient();
  const variables = { status: [...statuses], limit: ORDERS_PAGE_SIZE };
  // Refetch on every order push and whenever the stream (re)opens: a change made while it was
  // still connecting (or down) would otherwise never reach the list, as nothing polls while open.
  const { version, pollInterval } = useLiveVersion((message) => message.kind === 'order');
  const { data, loading, error, refetch } = useQuery(GetMyOrdersDocument, {
    variables,
    skip: !isGuest,
    fetchPolicy: 'cache-and-network',
    pollInterval,
    skipPollAttempt: () => typeof document !== 'undefined' && document.hidden,
  });
  useEffect(() => {
    if (version && isGuest) void refetch();
    // Only a new version asks for a refetch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [version]);
  const [more, setMore] = useState<{ items: GuestOrder[]; cursor: string | null } | null>(null);
  const key = statuses.join(',');
  useEffect(() => setMore(null), [key]);

  const nextCursor = more ? more.cursor : (data?.myOrders.nextCursor ?? null);
  const loadMore = useCallback(async () => {
    if (!nextCursor) return;
    const { data: page } = await client.query({
      query: GetMyOrdersDocument,
      variables: { ...variables, cursor: nextCursor },
      fetchPolicy: 'network-only',
    });
    if (page) {
      setMore((prev) => ({
        items: [...(prev?.items ?? []), ...page.myOrders.items],
        cursor: page.myOrders.nextCursor ?? null,
      }));
    }
    // `variables` is rebuilt each render from `key`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, nextCursor, key]);

  const firstPage = data?.myOrders.items ?? [];
  const seen = new Set(firstPage.map((o) => o.id));
  return {
    isGuest,
    orders: [...firstPage, ...(more?.items ?? []).filter((o) => !seen.has(o.id))],
    loading: isGuest && loading && !data,
    error: data ? undefined : error,
    hasMore: Boolean(nextCursor),
    loadMore,
    /** Loads the first page again (after a failure). */
    retry: refetch,
  };
}

/**
 * `cancelOrder(orderId)` (after the cancel-order confirmation; PENDING → CANCELLED, stock
 * released): the cancelled order, or the message to show ('Only a pending order can be
 * cancelled', the ServerError message, or the first GraphQL error). Refreshes the order lists.
 */
export function useCancelOrder(): (
  orderId: string,
) => Promise<{ ok: true; order: GuestOrder } | { ok: false; message: string }> {
  const [mutate] = useMutation(CancelOrderDocument, { refetchQueries: [GetMyOrdersDocument] });
  return useCallback(
    async (orderId) => {
      try {
        const result = (await mutate({ variables: { orderId } })).data?.cancelOrder;
        if (result?.__typename === 'Order') return { ok: true, order: result };
        if (result?.__typename === 'ValidationError')
          return {
            ok: false,
            message: result.errors[0]?.message ?? OrderMessages.onlyPendingCanBeCancelled,
          };
        if (result?.__typename === 'ServerError' && result.message)
          return { ok: false, message: result.message };
        return { ok: false, message: OrderMessages.onlyPendingCanBeCancelled };
      } catch (error) {
        const message = CombinedGraphQLErrors.is(error)
          ? (error.errors[0]?.message ?? NETWORK_ERROR_MESSAGE)
          : NETWORK_ERROR_MESSAGE;
        return { ok: false, message };
      }
    },
    [mutate],
  );
}
