import { useQuery } from '@apollo/client/react';
import { GetCheckoutRestaurantDocument } from '@hearth/graphql-client';

/**
 * The restaurant of the order being placed (GetCheckoutRestaurant: delivery terms — base fee,
 * fee per km, radius in km — and the chef's instructions), or undefined while loading or without
 * a `restaurantId`.
 */
export function useCheckoutRestaurant(restaurantId: string | null) {
  const { data } = useQuery(GetCheckoutRestaurantDocument, {
    variables: { id: restaurantId ?? '' },
    skip: !restaurantId,
  });
  return data?.restaurant;
}
