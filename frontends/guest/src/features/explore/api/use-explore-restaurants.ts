import { useQuery } from '@apollo/client/react';
import {
  ExploreRestaurantsDocument,
  GetCuisinesDocument,
  type ExploreRestaurantsQueryVariables,
} from '@hearth/graphql-client';

/** Restaurant cards per page of explore (the server's page size). */
export const EXPLORE_PAGE_SIZE = 12;

/** The cuisines the explore filters offer (GetCuisines). */
export function useCuisines() {
  return useQuery(GetCuisinesDocument);
}

/**
 * One page of explore's restaurant cards for the filters in `variables` (ExploreRestaurants,
 * {@link EXPLORE_PAGE_SIZE} a page; `fetchMore` with the cursor loads the next). `skip` holds the
 * query back, e.g. while sorting by distance without a postal code.
 */
export function useExploreRestaurants(
  variables: Omit<ExploreRestaurantsQueryVariables, 'limit'>,
  { skip = false }: { skip?: boolean } = {},
) {
  return useQuery(ExploreRestaurantsDocument, {
    variables: { ...variables, limit: EXPLORE_PAGE_SIZE },
    skip,
    notifyOnNetworkStatusChange: true,
  });
}
