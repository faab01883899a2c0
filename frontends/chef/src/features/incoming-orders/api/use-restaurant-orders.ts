import {
  GetChefRestaurantIdDocument,
  GetRestaurantOrdersDocument,
  useLiveVersion,
  type ChefOrderFieldsFragment,
  type OrderStatus,
} from '@hearth/graphql-client';
import { useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useState } from 'react';

/** What {@link useRestaurantOrders} returns. */
export interface RestaurantOrdersPage {
  orders: ChefOrderFieldsFragment[];
  loading: boolean;
  error: boolean;
  /** 1-based page number. */
  page: number;
  hasNext: boolean;
  hasPrevious: boolean;
  next: () => void;
  previous: () => void;
}

/**
 * One page of the signed-in chef's orders with `statuses` (GetOrders: restaurant, limit, status,
 * next token), newest first, paged by cursor (Previous / Next). Live: any pushed order change
 * refetches the page; polls slowly only while the stream is down.
 */
export function useRestaurantOrders(
  statuses: OrderStatus[],
  pageSize: number,
): RestaurantOrdersPage {
  const restaurant = useQuery(GetChefRestaurantIdDocument, { fetchPolicy: 'cache-first' });
  const restaurantId = restaurant.data?.myRestaurant?.id ?? null;
  // cursors[i] opens page i + 1 (null: the first page).
  const [cursors, setCursors] = useState<Array<string | null>>([null]);
  const statusKey = statuses.join(',');
  useEffect(() => setCursors([null]), [statusKey]);
  const cursor = cursors[cursors.length - 1] ?? null;
  const { version, pollInterval } = useLiveVersion((m) => m.orderId !== null);
  const query = useQuery(GetRestaurantOrdersDocument, {
    variables: { restaurantId: restaurantId ?? '', status: statuses, limit: pageSize, cursor },
    skip: !restaurantId,
    fetchPolicy: 'cache-and-network',
    pollInterval,
    notifyOnNetworkStatusChange: false,
  });
  const { refetch } = query;
  useEffect(() => {
    if (version > 0 && restaurantId) void refetch();
  }, [version, restaurantId, refetch]);
  const nextCursor = query.data?.restaurantOrders.nextCursor ?? null;
  const next = useCallback(() => {
    if (nextCursor) setCursors((c) => [...c, nextCursor]);
  }, [nextCursor]);
  const previous = useCallback(() => setCursors((c) => (c.length > 1 ? c.slice(0, -1) : c)), []);
  const hasData = Boolean(query.data);
  return {
    orders: query.data?.restaurantOrders.items ?? [],
    loading: (restaurant.loading || query.loading) && !hasData,
    error: Boolean(restaurant.error || (query.error && !hasData)),
    page: cursors.length,
    hasNext: Boolean(nextCursor),
    hasPrevious: cursors.length > 1,
    next,
    previous,
  };
}
