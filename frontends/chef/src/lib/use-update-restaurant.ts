import type { RestaurantData } from '@hearth/contracts';
import {
  GetRestaurantDetailsDocument,
  UpdateRestaurantDocument,
  type UpdateRestaurantMutation,
} from '@hearth/graphql-client';
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { KitchenMessages } from '../components/kitchen-messages';
import { settleMutation, type MutationOutcome } from '../components/outcome';

type Result = UpdateRestaurantMutation['updateRestaurant'];
type Saved = Extract<Result, { __typename?: 'Restaurant' }>;

/**
 * `update(restaurantId, form, isHidden?)`: UpdateRestaurant with the full validated
 * form; `isHidden` unchanged when undefined. Refreshes GetRestaurantDetails (the dashboard's
 * public status). Failures settle with the first error message, else 'Failed to save restaurant'.
 */
export function useUpdateRestaurant(): (
  restaurantId: string,
  form: RestaurantData,
  isHidden?: boolean,
) => Promise<MutationOutcome<Saved>> {
  const [mutate] = useMutation(UpdateRestaurantDocument, {
    refetchQueries: [GetRestaurantDetailsDocument],
  });
  return useCallback(
    (restaurantId, form, isHidden) =>
      settleMutation<Result, Saved>(
        'Restaurant',
        KitchenMessages.restaurantSaveFailed,
        async () =>
          (await mutate({ variables: { restaurantId, input: form, isHidden } })).data
            ?.updateRestaurant,
      ),
    [mutate],
  );
}
