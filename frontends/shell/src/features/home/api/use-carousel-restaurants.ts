import { ExploreRestaurantsDocument } from '@hearth/graphql-client';
import { useQuery } from '@apollo/client/react';

/** How many restaurants the home page shows. */
export const CAROUSEL_LIMIT = 12;

/** The carousel's query: the best-rated public restaurants (exploreRestaurants, no filter). */
export const CAROUSEL_VARIABLES = {
  filter: null,
  sort: 'RATING',
  postalCode: null,
  limit: CAROUSEL_LIMIT,
} as const;

/** The home page carousel's restaurants ({@link CAROUSEL_VARIABLES}). */
export function useCarouselRestaurants() {
  return useQuery(ExploreRestaurantsDocument, { variables: CAROUSEL_VARIABLES });
}
