import {
  GetKitchenSalesDocument,
  GetPrepSheetDocument,
  GetPrepSheetsDocument,
  GetShoppingListDocument,
  useLiveVersion,
} from '@hearth/graphql-client';
import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';

/** How far ahead the prep sheets look, in days. */
export const PREP_DAYS = 14;

/**
 * Refetches `refetch` on every pushed order change (a new order, an answer, a cancel) and when
 * the live stream (re)opens; returns the fallback poll interval (0 while the stream is open).
 */
function useLiveRefetch(refetch: () => unknown, enabled: boolean): number {
  const { version, pollInterval } = useLiveVersion((m) => m.orderId !== null);
  useEffect(() => {
    if (version > 0 && enabled) void refetch();
  }, [version, enabled, refetch]);
  return pollInterval;
}

/** The prep sheets of the next `PREP_DAYS` days, soonest first; live. */
export function usePrepSheets(restaurantId: string | null) {
  const query = useQuery(GetPrepSheetsDocument, {
    variables: { restaurantId: restaurantId ?? '', days: PREP_DAYS },
    skip: !restaurantId,
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: false,
  });
  const pollInterval = useLiveRefetch(query.refetch, Boolean(restaurantId));
  useEffect(() => {
    if (!restaurantId || pollInterval === 0) return;
    query.startPolling(pollInterval);
    return () => query.stopPolling();
  }, [restaurantId, pollInterval, query]);
  return {
    sheets: query.data?.prepSheets ?? [],
    loading: query.loading && !query.data,
    error: Boolean(query.error && !query.data),
  };
}

/** The prep sheet of one occurrence; live. */
export function usePrepSheet(occurrenceId: string) {
  const query = useQuery(GetPrepSheetDocument, {
    variables: { occurrenceId },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: false,
  });
  const pollInterval = useLiveRefetch(query.refetch, true);
  useEffect(() => {
    if (pollInterval === 0) return;
    query.startPolling(pollInterval);
    return () => query.stopPolling();
  }, [pollInterval, query]);
  return {
    sheet: query.data?.prepSheet ?? null,
    loading: query.loading && !query.data,
    error: Boolean(query.error && !query.data),
  };
}

/** The shopping list of one occurrence, or of the occurrences starting in [from, to); live. */
export function useShoppingList(
  restaurantId: string | null,
  range: { occurrenceId: string } | { from: string; to: string },
) {
  const variables =
    'occurrenceId' in range
      ? { restaurantId: restaurantId ?? '', occurrenceId: range.occurrenceId }
      : { restaurantId: restaurantId ?? '', from: range.from, to: range.to };
  const query = useQuery(GetShoppingListDocument, {
    variables,
    skip: !restaurantId,
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: false,
  });
  const pollInterval = useLiveRefetch(query.refetch, Boolean(restaurantId));
  useEffect(() => {
    if (!restaurantId || pollInterval === 0) return;
    query.startPolling(pollInterval);
    return () => query.stopPolling();
  }, [restaurantId, pollInterval, query]);
  return {
    list: query.data?.shoppingList ?? null,
    loading: query.loading && !query.data,
    error: Boolean(query.error && !query.data),
  };
}

/** Sales at a glance over [from, to) with the rating of the reviews written then. */
export function useKitchenSales(restaurantId: string | null, from: string, to: string) {
  const query = useQuery(GetKitchenSalesDocument, {
    variables: { restaurantId: restaurantId ?? '', from, to },
    skip: !restaurantId,
    fetchPolicy: 'cache-and-network',
  });
  return {
    sales: query.data?.kitchenSales ?? null,
    rating: query.data?.myRestaurant?.ratingBetween ?? null,
    loading: query.loading && !query.data,
    error: Boolean(query.error && !query.data),
  };
}
