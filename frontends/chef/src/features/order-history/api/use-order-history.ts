import { ORDERS_PAGE_SIZE } from '@hearth/contracts';
import {
  GetChefRestaurantIdDocument,
  GetRestaurantOrdersDocument,
  useLiveVersion,
  type OrderStatus,
} from '@hearth/graphql-client';
import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';

/**
 * The signed-in chef's orders with `statuses` (GetOrders on their restaurant, newest first,
 * `ORDERS_PAGE_SIZE` a page; `loadMore()` appends the next page by cursor). Live: any pushed order
 * change refetches the first page; polls slowly only while the stream is down. `loading` and
 * `error` cover both the restaurant's id and the orders, and are false once orders are shown.
 */
export function useOrderHistory(statuses: OrderStatus[]) {
  const restaurant = useQuery(GetChefRestaurantIdDocument, { fetchPolicy: 'cache-first' });
  const restaurantId = restaurant.data?.myRestaurant?.id ?? null;
  const { version, pollInterval } = useLiveVersion((m) => m.orderId !== null);
  const { data, loading, error, fetchMore, refetch } = useQuery(GetRestaurantOrdersDocument, {
    variables: { restaurantId: restaurantId ?? '', status: statuses, limit: ORDERS_PAGE_SIZE },
    skip: !restaurantId,
    fetchPolicy: 'cache-and-network',
    pollInterval,
    notifyOnNetworkStatusChange: false,
  });
  useEffect(() => {
    if (version > 0 && restaurantId) void refetch({ cursor: null });
  }, [version, restaurantId, refetch]);
  const nextCursor = data?.restaurantOrders.nextCursor ?? null;
  const loadMore = () =>
    void fetchMore({
      variables: { cursor: nextCursor },
      updateQuery: (previous, { fetchMoreResult }) => ({
        restaurantOrders: {
          ...fetchMoreResult.restaurantOrders,
          items: [...previous.restaurantOrders.items, ...fetchMoreResult.restaurantOrders.items],
        },
      }),
    });
  return {
    orders: data?.restaurantOrders.items ?? [],
    nextCursor,
    loadMore,
    loading: (restaurant.loading || loading) && !data,
    error: Boolean(restaurant.error || error) && !data,
  };
}
