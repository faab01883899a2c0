import { useQuery } from '@apollo/client/react';
import { GetCheckoutRestaurantDocument } from '@hearth/graphql-client';

/**
 * The restaurant of the order being placed (GetCheckoutRestaurant: delivery terms — base fee,
 * fee per km, radius in km — and the chef's instructions), or undefined while loading, on error or
 * without a `restaurantId`; `loading` while it is asked (the page waits, so the instructions do not
 * push the form down when they arrive — issue 25).
 */
export function useCheckoutRestaurant(restaurantId: string | null) {
  const { data, loading } = useQuery(GetCheckoutRestaurantDocument, {
    variables: { id: restaurantId ?? '' },
    skip: !restaurantId,
  });
  return { restaurant: data?.restaurant, loading };
}
