import {
  GetRestaurantDetailsDocument,
  type KitchenRestaurantFragment,
} from '@hearth/graphql-client';
import { useQuery } from '@apollo/client/react';

/** The chef's restaurant as the dashboard reads it (GetRestaurantDetails). */
export type KitchenRestaurant = KitchenRestaurantFragment;

/**
 * The signed-in chef's restaurant (null before it is established), status and whether bank
 * details are on file, for every dashboard page (one cached query: GetRestaurantDetails).
 */
export function useKitchen() {
  const { data, loading, error, refetch } = useQuery(GetRestaurantDetailsDocument, {
    fetchPolicy: 'cache-and-network',
  });
  return {
    restaurant: data?.myRestaurant ?? null,
    me: data?.me ?? null,
    loading: loading && !data,
    error: error && !data ? error : undefined,
    refetch,
  };
}
