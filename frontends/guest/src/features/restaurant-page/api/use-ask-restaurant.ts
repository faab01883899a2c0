import { useMutation } from '@apollo/client/react';
import { AskRestaurantDocument, type AskRestaurantMutation } from '@hearth/graphql-client';
import { useCallback } from 'react';

/**
 * `ask(restaurantId, body)`: sends a guest's question to the restaurant's chef (AskRestaurant)
 * and resolves to the server's answer — the conversation, a ValidationError or a ServerError —
 * or undefined without data. Network and GraphQL errors reject.
 */
export function useAskRestaurant(): (
  restaurantId: string,
  body: string,
) => Promise<AskRestaurantMutation['askRestaurant'] | undefined> {
  const [ask] = useMutation(AskRestaurantDocument);
  return useCallback(
    async (restaurantId, body) =>
      (await ask({ variables: { restaurantId, body } })).data?.askRestaurant,
    [ask],
  );
}
