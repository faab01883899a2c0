import {
  GetChefRestaurantIdDocument,
  GetRestaurantOrdersDocument,
  useLiveVersion,
} from '@hearth/graphql-client';
import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';

/**
 * The red dot: true while the first page of the restaurant's PENDING orders is non-empty
 * (GetOrders with status PENDING, limit 1). Kept current by live push (any order status change or
 * order notification refetches it), polling slowly only while the stream is down.
 */
export function useHasPendingOrders(): boolean {
  const restaurant = useQuery(GetChefRestaurantIdDocument, { fetchPolicy: 'cache-first' });
  const restaurantId = restaurant.data?.myRestaurant?.id ?? null;
  const { version, pollInterval } = useLiveVersion((m) => m.orderId !== null);
  const pending = useQuery(GetRestaurantOrdersDocument, {
    variables: { restaurantId: restaurantId ?? '', status: ['PENDING'], limit: 1 },
    skip: !restaurantId,
    fetchPolicy: 'cache-and-network',
    pollInterval,
    notifyOnNetworkStatusChange: false,
  });
  const { refetch } = pending;
  useEffect(() => {
    if (version > 0 && restaurantId) void refetch();
  }, [version, restaurantId, refetch]);
  return (pending.data?.restaurantOrders.items.length ?? 0) > 0;
}
