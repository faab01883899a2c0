import { useQuery } from '@apollo/client/react';
import { GetMyFavouritesDocument } from '@hearth/graphql-client';

/** Favourite restaurants per page of /user/favorites. */
export const FAVOURITES_PAGE_SIZE = 12;

/**
 * The signed-in guest's favourite restaurants, most recently added first (myFavourites,
 * {@link FAVOURITES_PAGE_SIZE} a page; `fetchMore` with the cursor loads the next).
 */
export function useMyFavourites() {
  return useQuery(GetMyFavouritesDocument, {
    variables: { limit: FAVOURITES_PAGE_SIZE },
    notifyOnNetworkStatusChange: true,
  });
}
