import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  GetMyDishWatchesDocument,
  UnwatchDishDocument,
  useAuth,
  WatchDishDocument,
} from '@hearth/graphql-client';
import { useCallback, useMemo } from 'react';

/** Shown when Notify me could not reach the server (or it answered without a reason). */
const NOTIFY_ME_FAILED = 'Could not save. Please try again.';

/** Which dish of which occurrence: the key of a wait. */
export interface WatchTarget {
  occurrenceId: string;
  dishId: string;
}

/** The outcome of pressing Notify me or Stop notifying me. */
export type WatchOutcome = { ok: true } | { ok: false; message: string };

/** The signed-in guest's waits at a restaurant and the two actions (see {@link useDishWatches}). */
export interface DishWatches {
  isWaiting: (target: WatchTarget) => boolean;
  watch: (target: WatchTarget) => Promise<WatchOutcome>;
  unwatch: (target: WatchTarget) => Promise<WatchOutcome>;
}

const keyOf = (t: WatchTarget) => `${t.occurrenceId}:${t.dishId}`;

/**
 * Notify me (docs/rules/notify-me.md) at `restaurantId`: the signed-in guest's waits
 * (GetMyDishWatches; not asked for visitors, chefs and admins), `watch` (WatchDish) and `unwatch`
 * (UnwatchDish), both refreshing the waits. A refusal settles with the server's reason (e.g.
 * 'This dish still has portions: add it to your cart.'), a network failure with
 * {@link NOTIFY_ME_FAILED}.
 */
export function useDishWatches(restaurantId: string | null): DishWatches {
  const { status, user } = useAuth();
  const isGuest = status === 'signedIn' && user?.role === 'GUEST';
  const { data } = useQuery(GetMyDishWatchesDocument, {
    variables: { restaurantId: restaurantId ?? '' },
    skip: !restaurantId || !isGuest,
    fetchPolicy: 'cache-and-network',
  });
  const refetchQueries = [GetMyDishWatchesDocument];
  const [watchMutation] = useMutation(WatchDishDocument, {
    refetchQueries,
    awaitRefetchQueries: true,
  });
  const [unwatchMutation] = useMutation(UnwatchDishDocument, {
    refetchQueries,
    awaitRefetchQueries: true,
  });
  const waiting = useMemo(
    () => new Set((isGuest ? (data?.myDishWatches ?? []) : []).map(keyOf)),
    [data, isGuest],
  );
  const settle = useCallback(async (run: () => Promise<unknown>): Promise<WatchOutcome> => {
    try {
      await run();
      return { ok: true };
    } catch (error) {
      return {
        ok: false,
        message: CombinedGraphQLErrors.is(error)
          ? (error.errors[0]?.message ?? NOTIFY_ME_FAILED)
          : NOTIFY_ME_FAILED,
      };
    }
  }, []);
  const isWaiting = useCallback((t: WatchTarget) => waiting.has(keyOf(t)), [waiting]);
  const watch = useCallback(
    (t: WatchTarget) => settle(() => watchMutation({ variables: t })),
    [settle, watchMutation],
  );
  const unwatch = useCallback(
    (t: WatchTarget) => settle(() => unwatchMutation({ variables: t })),
    [settle, unwatchMutation],
  );
  return useMemo(() => ({ isWaiting, watch, unwatch }), [isWaiting, watch, unwatch]);
}
