import { useQuery } from '@apollo/client/react';
import {
  GetRestaurantCookingSessionsDocument,
  GetRestaurantPageDocument,
} from '@hearth/graphql-client';
import { RESTAURANT_SESSION_DAYS } from '../../../../../shared/route-data';

/**
 * How far ahead the page looks for cooking sessions (GetCookingSessions), in days; the shell's
 * route preloading asks the same window (frontends/shared/route-data.ts).
 */
export const SESSION_WINDOW_DAYS = RESTAURANT_SESSION_DAYS;

/**
 * The restaurant of /restaurant/{slug} (GetRestaurantPage: header, dishes, menus, offers).
 * `data.restaurantBySlug` is null when no public restaurant has that slug.
 */
export function useRestaurantPage(slug: string) {
  return useQuery(GetRestaurantPageDocument, { variables: { slug } });
}

/**
 * The restaurant's cooking sessions of the next {@link SESSION_WINDOW_DAYS} days with their
 * occurrences and dishes (GetRestaurantCookingSessions); nothing is asked while `restaurantId`
 * is null (the restaurant is still loading or unknown).
 */
export function useRestaurantCookingSessions(restaurantId: string | null) {
  return useQuery(GetRestaurantCookingSessionsDocument, {
    variables: { restaurantId: restaurantId ?? '', days: SESSION_WINDOW_DAYS },
    skip: !restaurantId,
  });
}
