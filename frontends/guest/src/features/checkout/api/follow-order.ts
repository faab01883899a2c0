import {
  GetOrderDocument,
  useLiveUpdates,
  type LiveState,
  type OrderFieldsFragment,
} from '@hearth/graphql-client';
import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useRef } from 'react';

/** How long a placed order may stay PLACED before the checkout settles with it (ms). */
export const SETTLE_TIMEOUT_MS = 16_000;
/** Fallback poll interval while the live stream is not open (ms). */
export const FALLBACK_POLL_MS = 400;
/**
 * With the stream open, the order is read again after this long without a push about it (ms): a
 * safety net for a push lost on the way, not the way the answer normally arrives.
 */
export const PUSH_SAFETY_READ_MS = 4_000;

/**
 * Follows placed orders until the stock saga answers. While the checkout is mounted (and
 * `enabled`: a signed-in guest), it listens to the tab's live stream; `settle(placed)` then waits
 * for the push that says the order left PLACED (orders publishes `OrderPending` / `OrderRejected`
 * with the change, and notifications pushes `{ kind: 'order', orderId, status }` after that is
 * committed) and reads the order once with GetOrder (for its status, totals and rejection
 * reason). When the stream is not open (no EventSource, ticket refused, reconnecting) it polls
 * GetOrder every `FALLBACK_POLL_MS` instead; when the stream (re)opens it reads at once, since a
 * push may have been missed meanwhile. Answers the last order read: PENDING or a later status,
 * REJECTED, or still PLACED after `SETTLE_TIMEOUT_MS` (Order Tracking shows it as it moves on).
 */
export function useFollowOrder(
  enabled: boolean,
): (placed: OrderFieldsFragment) => Promise<OrderFieldsFragment> {
  const client = useApolloClient();
  /** The last status pushed per order id (a push may arrive before `settle` waits for it). */
  const pushed = useRef(new Map<string, string>());
  /** Wakes the `settle` waiting on an order id. */
  const waiters = useRef(new Map<string, () => void>());
  const stream = useRef<LiveState>('down');

  const state = useLiveUpdates(
    (message) => {
      if (message.kind !== 'order' || !message.orderId || !message.status) return;
      pushed.current.set(message.orderId, message.status);
      if (message.status !== 'PLACED') waiters.current.get(message.orderId)?.();
    },
    { enabled },
  );
  stream.current = state;
  useEffect(() => {
    // The stream (re)opened: an answer may have been pushed while it was down, so read now.
    if (state === 'open') for (const wake of waiters.current.values()) wake();
  }, [state]);

  return useCallback(
    async (placed) => {
      const deadline = Date.now() + SETTLE_TIMEOUT_MS;
      let order = placed;
      while (order.status === 'PLACED' && Date.now() < deadline) {
        const answered = (pushed.current.get(placed.id) ?? 'PLACED') !== 'PLACED';
        if (!answered) {
          const wait = stream.current === 'open' ? PUSH_SAFETY_READ_MS : FALLBACK_POLL_MS;
          await new Promise<void>((resolve) => {
            const wake = () => {
              clearTimeout(timer);
              waiters.current.delete(placed.id);
              resolve();
            };
            const timer = setTimeout(wake, Math.max(0, Math.min(wait, deadline - Date.now())));
            waiters.current.set(placed.id, wake);
          });
        }
        try {
          const { data } = await client.query({
            query: GetOrderDocument,
            variables: { id: placed.id },
            fetchPolicy: 'network-only',
          });
          if (data?.order) order = data.order;
        } catch {
          // A failed read is retried on the next wake; the order exists either way.
        }
        if (answered && order.status === 'PLACED') {
          // Pushed but not yet readable here (should not happen: the push follows the commit);
          // forget the push so the loop waits again instead of reading in a tight loop.
          pushed.current.delete(placed.id);
        }
      }
      pushed.current.delete(placed.id);
      return order;
    },
    [client],
  );
}
