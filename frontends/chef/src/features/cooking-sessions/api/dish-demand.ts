import { useQuery } from '@apollo/client/react';
import { GetDishDemandDocument, type GetDishDemandQuery } from '@hearth/graphql-client';

/** One line of demand: guests waiting for a dish of an upcoming occurrence. */
export type DishDemand = GetDishDemandQuery['dishDemand'][number];

/**
 * GetDishDemand for the chef's restaurant (docs/rules/notify-me.md): per upcoming occurrence and
 * dish, how many guests pressed Notify me and were not told yet, soonest first. Asked afresh on
 * every visit; skipped without a restaurant.
 */
export function useDishDemand(restaurantId: string | null): DishDemand[] {
  const { data } = useQuery(GetDishDemandDocument, {
    variables: { restaurantId: restaurantId ?? '' },
    skip: !restaurantId,
    fetchPolicy: 'cache-and-network',
  });
  return data?.dishDemand ?? [];
}
