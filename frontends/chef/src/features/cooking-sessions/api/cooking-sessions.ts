import type { CookingSessionData } from '@hearth/contracts';
import {
  CreateCookingSessionDocument,
  GetCookingSessionsDocument,
  UpdateCookingSessionDocument,
  type CreateCookingSessionMutation,
  type KitchenSessionFragment,
} from '@hearth/graphql-client';
import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import { KitchenMessages } from '../../../components/kitchen-messages';
import { settleMutation, type MutationOutcome } from '../../../components/outcome';

/** How far ahead the dashboard lists sessions and occurrences, in days (the API allows 1–90). */
export const SESSION_WINDOW_DAYS = 90;

type Result = CreateCookingSessionMutation['createCookingSession'];
type Saved = Extract<Result, { __typename?: 'CookingSession' }>;

/**
 * GetCookingSessions for the chef's restaurant: sessions with occurrences in the next
 * {@link SESSION_WINDOW_DAYS} days and the remaining portions per dish. Skipped without a restaurant.
 */
export function useCookingSessions(restaurantId: string | null) {
  const { data, loading, error } = useQuery(GetCookingSessionsDocument, {
    variables: { restaurantId: restaurantId ?? '', days: SESSION_WINDOW_DAYS },
    skip: !restaurantId,
    fetchPolicy: 'cache-and-network',
  });
  return {
    sessions: (data?.cookingSessions ?? []) as KitchenSessionFragment[],
    loading: loading && !data,
    error: data ? undefined : error,
  };
}

/**
 * `save(form, sessionId?)`: CreateCookingSession (no `sessionId`) or UpdateCookingSession.
 * Failures settle with the first error message, else 'Failed to add cooking session' /
 * 'Failed to update cooking session'. Refreshes GetCookingSessions.
 */
export function useSaveCookingSession(
  restaurantId: string,
): (form: CookingSessionData, sessionId: string | null) => Promise<MutationOutcome<Saved>> {
  const refetchQueries = [GetCookingSessionsDocument];
  const [create] = useMutation(CreateCookingSessionDocument, { refetchQueries });
  const [update] = useMutation(UpdateCookingSessionDocument, { refetchQueries });
  return useCallback(
    (form, sessionId) => {
      const input = { ...form, restaurantId };
      return sessionId
        ? settleMutation<Result, Saved>(
            'CookingSession',
            KitchenMessages.updateSessionFailed,
            async () =>
              (await update({ variables: { sessionId, input } })).data?.updateCookingSession,
          )
        : settleMutation<Result, Saved>(
            'CookingSession',
            KitchenMessages.addSessionFailed,
            async () => (await create({ variables: { input } })).data?.createCookingSession,
          );
    },
    [create, update, restaurantId],
  );
}
