import { GetCookingSessionsDocument } from '@hearth/graphql-client';
import { useQuery } from '@apollo/client/react';

/**
 * The restaurant's cooking sessions over the next `days` days (GetCookingSessions), each with its
 * occurrences and time zone; skipped while `restaurantId` is null (no restaurant yet).
 */
export function useUpcomingSessions(restaurantId: string | null, days: number) {
  return useQuery(GetCookingSessionsDocument, {
    variables: { restaurantId: restaurantId ?? '', days },
    skip: !restaurantId,
    fetchPolicy: 'cache-and-network',
  });
}
